/** The stock rows as a virtual dense table (desktop) or cards (phones), loading the next page near the end. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { StockRow } from '../../../../contract/schemas/warehouses';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';

const ROW_HEIGHT = 45;
const CARD_HEIGHT = 116;

interface Props extends LoadMoreProps {
  rows: StockRow[];
  phone: boolean;
  onAdjust: (row: StockRow) => void;
  onLedger: (row: StockRow) => void;
}

function RowButtons({ row, onAdjust, onLedger }: { row: StockRow; onAdjust: (row: StockRow) => void; onLedger: (row: StockRow) => void }) {
  const { t } = useLingui();
  const name = row.name;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button size="compact-sm" variant="light" onClick={() => onAdjust(row)} aria-label={t`Ajustar stock de ${name}`}>
        <Trans>Ajustar</Trans>
      </Button>
      <Button size="compact-sm" variant="subtle" onClick={() => onLedger(row)} aria-label={t`Movimientos de ${name}`}>
        <Trans>Movimientos</Trans>
      </Button>
    </Group>
  );
}

export function StockTable({ rows, phone, hasNextPage, fetchingNextPage, onLoadMore, onAdjust, onLedger }: Props) {
  const { t } = useLingui();
  const f = useFormat();
  const { scrollRef, items, before, after } = useVirtualRows({ count: rows.length, itemSize: phone ? CARD_HEIGHT : ROW_HEIGHT, hasNextPage, fetchingNextPage, onLoadMore });
  const quantity = (row: StockRow) => f.quantity(row.quantityMilli, row.saleUnit === 'kg') + (row.saleUnit === 'kg' ? ' kg' : '');

  return (
    <Box ref={scrollRef} style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 320px)', minHeight: 320, overflow: 'auto' }}>
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <Box key={row.productId} h={CARD_HEIGHT} pb={8}>
                <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 8} data-testid="stock-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={500} truncate>
                      {row.name}
                    </Text>
                    <Text fw={700} style={TABULAR} c={row.quantityMilli <= 0 ? 'red' : undefined} data-testid="stock-quantity">
                      {quantity(row)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={TABULAR}>
                    <Bidi>{row.sku}</Bidi>
                  </Text>
                  <RowButtons row={row} onAdjust={onAdjust} onLedger={onLedger} />
                </Card>
              </Box>
            ) : null;
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t`Stock de la bodega`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>SKU</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Producto</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Stock</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Acciones</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <Table.Tr key={row.productId} h={ROW_HEIGHT} data-testid="stock-row">
                  <Table.Td style={TABULAR}>
                    <Bidi>{row.sku}</Bidi>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text span size="sm" truncate maw={360} title={row.name}>
                        {row.name}
                      </Text>
                      {!row.active ? (
                        <Badge size="xs" color="gray" variant="light">
                          <Trans>Inactivo</Trans>
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="end" style={TABULAR} c={row.quantityMilli <= 0 ? 'red' : undefined} data-testid="stock-quantity">
                    {quantity(row)}
                  </Table.Td>
                  <Table.Td>
                    <RowButtons row={row} onAdjust={onAdjust} onLedger={onLedger} />
                  </Table.Td>
                </Table.Tr>
              ) : null;
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      )}
      {hasNextPage && (
        <Group justify="center" p="sm">
          <Button variant="light" loading={fetchingNextPage} onClick={onLoadMore}>
            <Trans>Cargar más</Trans>
          </Button>
        </Group>
      )}
    </Box>
  );
}
