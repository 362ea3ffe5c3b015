/** One store's catalogue: category navigation, search (name, SKU, barcode) and the product grid, paged on the server. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ShopProduct } from '../../../../contract/schemas/shop';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { shopCategoriesQuery, shopProductsQuery, type ShopScope } from '../api/shop-queries';
import { CategoryNav } from './category-nav';
import { ProductGrid } from './product-grid';

interface ShopCatalogueProps {
  scope: ShopScope;
  currency: string;
  phone: boolean;
  columns: number;
  /** What each card offers (the "Agregar" button of the shop on behalf of a customer). */
  action?: (product: ShopProduct) => ReactNode;
}

export function ShopCatalogue({ scope, currency, phone, columns, action }: ShopCatalogueProps) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useQuery(shopCategoriesQuery(scope));
  const list = useInfiniteQuery(shopProductsQuery(scope, q, categoryId));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const day = list.data?.pages[0]?.fechaEntrega;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const dayText = day ? f.day(day) : '';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t`Buscar productos`}
          placeholder={t`Nombre, SKU o código de barras`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={phone ? '100%' : 320}
          type="search"
        />
        {day ? (
          <Text size="sm" c="dimmed">
            <Trans>Precios con IVA del {dayText}</Trans>
          </Text>
        ) : null}
      </Group>
      {categories.data ? <CategoryNav categories={categories.data} value={categoryId} onChange={setCategoryId} phone={phone} /> : null}
      <Paper withBorder radius="md" p="xs">
        {list.isPending ? (
          <SimpleGrid cols={columns} spacing="sm" aria-busy="true">
            {Array.from({ length: columns * 2 }, (_, i) => (
              <Skeleton key={i} height={260} />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Alert color="red" variant="light" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {q ? <Trans>Ningún producto coincide con «{q}».</Trans> : <Trans>No hay productos en esta categoría.</Trans>}
          </Text>
        ) : (
          <ProductGrid rows={rows} columns={columns} currency={currency} action={action} hasNextPage={hasNextPage} fetchingNextPage={isFetchingNextPage} onLoadMore={loadMore} />
        )}
      </Paper>
    </Stack>
  );
}
