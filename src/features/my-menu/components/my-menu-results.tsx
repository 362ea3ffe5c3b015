/** Mi menú's products: a dense virtualized table on desktop, cards on phones; the next page loads near the end. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { MyMenuRow } from '../../../../contract/schemas/my-menu';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';
import type { MenuScope } from '../api/my-menu-queries';
import { AvailableControl, OutOfStockControl, PriceControl, type MenuPermissions } from './menu-row-controls';

interface MyMenuResultsProps extends LoadMoreProps {
  rows: MyMenuRow[];
  scope: MenuScope;
  permissions: MenuPermissions;
  phone: boolean;
}

const ROW_HEIGHT = 53;
const CARD_HEIGHT = 150;

function LastChange({ row }: { row: MyMenuRow }) {
  const f = useFormat();
  if (row.updatedByName === null || row.updatedAt === null) return null;
  const who = row.updatedByName;
  const when = f.dateTime(row.updatedAt);
  return (
    <Text size="xs" c="dimmed" truncate>
      <Trans>
        {who}, {when}
      </Trans>
    </Text>
  );
}

function MenuCard({ row, scope, permissions }: { row: MyMenuRow; scope: MenuScope; permissions: MenuPermissions }) {
  const f = useFormat();
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 8} data-testid="menu-card" data-product-id={row.productId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
            <Trans>Stock</Trans> <Bidi numeric>{f.quantity(row.stockMilli, row.saleUnit === 'kg')}</Bidi>
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <Bidi>{row.sku}</Bidi> · <Trans>Catálogo</Trans> <Bidi numeric>{f.money(row.catalogPriceCents)}</Bidi>
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Trans>Precio en la tienda</Trans>
          </Text>
          <PriceControl row={row} scope={scope} permissions={permissions} />
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <AvailableControl row={row} scope={scope} permissions={permissions} />
            <Text size="sm">
              <Trans>Disponible</Trans>
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <OutOfStockControl row={row} scope={scope} permissions={permissions} />
            <Text size="sm">
              <Trans>Agotado hoy</Trans>
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

export function MyMenuResults({ rows, scope, permissions, phone, hasNextPage, fetchingNextPage, onLoadMore }: MyMenuResultsProps) {
  const { t } = useLingui();
  const f = useFormat();
  const { scrollRef, items, before, after } = useVirtualRows({ count: rows.length, itemSize: phone ? CARD_HEIGHT : ROW_HEIGHT, hasNextPage, fetchingNextPage, onLoadMore });

  return (
    <Box ref={scrollRef} style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 220px)', minHeight: 360, overflow: 'auto' }} data-testid="menu-scroll">
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <Box key={row.productId} h={CARD_HEIGHT} pb={8}>
                <MenuCard row={row} scope={scope} permissions={permissions} />
              </Box>
            ) : null;
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" style={{ whiteSpace: 'nowrap' }} aria-label={t`Productos de la tienda`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Producto</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Stock</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Catálogo</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Precio en la tienda</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Disponible</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Agotado hoy</Trans>
              </Table.Th>
              <Table.Th visibleFrom="xl">
                <Trans>Último cambio</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <Table.Tr key={row.productId} h={ROW_HEIGHT} data-product-id={row.productId}>
                  <Table.Td>
                    <Text span display="block" truncate maw={240} title={row.name} fw={600}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate maw={240}>
                      <Bidi>{[row.sku, row.categoryName].filter(Boolean).join(' · ')}</Bidi>
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={TABULAR}>
                    <Bidi numeric>{f.quantity(row.stockMilli, row.saleUnit === 'kg')}</Bidi>
                  </Table.Td>
                  <Table.Td ta="right" style={TABULAR}>
                    <Bidi numeric>{f.money(row.catalogPriceCents)}</Bidi>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Group justify="flex-end">
                      <PriceControl row={row} scope={scope} permissions={permissions} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <AvailableControl row={row} scope={scope} permissions={permissions} />
                  </Table.Td>
                  <Table.Td>
                    <OutOfStockControl row={row} scope={scope} permissions={permissions} />
                  </Table.Td>
                  <Table.Td visibleFrom="xl" maw={200}>
                    <LastChange row={row} />
                  </Table.Td>
                </Table.Tr>
              ) : null;
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      )}
    </Box>
  );
}
