/** One product of the shop: image (loaded lazily), name, brand, price with IVA (the usual one struck through when the day's differs) and why it cannot be added. */
import { Trans } from '@lingui/react/macro';
import { Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ShopProduct } from '../../../../contract/schemas/shop';
import { TABULAR, useFormat } from '../../../lib/format';

export const CARD_HEIGHT = 300;
const IMAGE_HEIGHT = 110;

export function AvailabilityBadge({ product }: { product: ShopProduct }) {
  switch (product.noDisponible) {
    case 'not_offered':
      return (
        <Badge color="gray" variant="light" size="sm">
          <Trans>No disponible en esta tienda</Trans>
        </Badge>
      );
    case 'out_of_stock_today':
    case 'no_stock':
      return (
        <Badge color="red" variant="light" size="sm">
          <Trans>Agotado</Trans>
        </Badge>
      );
    case null:
      return null;
  }
}

export function ProductCard({ product, currency, action }: { product: ShopProduct; currency: string; action?: ReactNode }) {
  const f = useFormat();
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 12} data-testid="shop-product" data-product-id={product.id} aria-label={product.nombre} component="article">
      <Card.Section>
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt="" h={IMAGE_HEIGHT} fit="contain" loading="lazy" decoding="async" />
        ) : (
          <Center h={IMAGE_HEIGHT} bg="var(--mantine-color-default-hover)" aria-hidden>
            <IconPhoto size={32} stroke={1.2} color="var(--mantine-color-dimmed)" />
          </Center>
        )}
      </Card.Section>
      <Stack gap={4} mt="xs" style={{ flex: 1 }}>
        <Text size="sm" fw={600} lineClamp={2} title={product.nombre}>
          {product.nombre}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {product.brandName ?? '\u00a0'}
        </Text>
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text fw={700} style={TABULAR} data-testid="shop-price">
            {f.money(product.precioiva, currency)}
            {product.tipo === 'kg' ? <Text span size="xs" c="dimmed"> /kg</Text> : null}
          </Text>
          {product.precioNormal !== null ? (
            <Text size="xs" c="dimmed" td="line-through" style={TABULAR} data-testid="shop-normal-price">
              {f.money(product.precioNormal, currency)}
            </Text>
          ) : null}
        </Group>
        {/* Wraps on narrow cards (phones: two per row) so the badge and the button stay whole. */}
        <Group justify="space-between" wrap="wrap" mt="auto" gap={4}>
          <AvailabilityBadge product={product} />
          {action}
        </Group>
      </Stack>
    </Card>
  );
}
