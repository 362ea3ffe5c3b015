/** The catalogue's cards in a virtualized grid (whole rows of cards); the next page loads near the end. */
import { useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ShopProduct } from '../../../../contract/schemas/shop';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';
import { CARD_HEIGHT, ProductCard } from './product-card';

interface ProductGridProps extends LoadMoreProps {
  rows: ShopProduct[];
  columns: number;
  currency: string;
  action?: (product: ShopProduct) => ReactNode;
}

export function ProductGrid({ rows, columns, currency, action, hasNextPage, fetchingNextPage, onLoadMore }: ProductGridProps) {
  const { t } = useLingui();
  const lines = Math.ceil(rows.length / columns);
  const { scrollRef, items, before, after } = useVirtualRows({ count: lines, itemSize: CARD_HEIGHT, overscan: 3, loadMoreWithin: 3, hasNextPage, fetchingNextPage, onLoadMore });
  return (
    <Box
      ref={scrollRef}
      style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 230px)', minHeight: 360, overflow: 'auto' }}
      data-testid="shop-scroll"
      role="list"
      aria-label={t`Productos de la tienda`}
      // The cards of /tienda hold nothing focusable: the region itself takes the keyboard, so it scrolls without a mouse.
      tabIndex={0}
    >
      <Box style={{ paddingTop: before, paddingBottom: after }}>
        {items.map((item) => (
          <SimpleGrid key={item.index} cols={columns} spacing="sm" h={CARD_HEIGHT}>
            {rows.slice(item.index * columns, item.index * columns + columns).map((product) => (
              <Box key={product.id} role="listitem">
                <ProductCard product={product} currency={currency} action={action?.(product)} />
              </Box>
            ))}
          </SimpleGrid>
        ))}
      </Box>
    </Box>
  );
}
