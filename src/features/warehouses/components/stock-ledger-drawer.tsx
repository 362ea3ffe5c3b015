/** A product's stock movements at this warehouse: when, who, why, how much and the stock after, newest first. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Drawer, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TABULAR, useFormat } from '../../../lib/format';
import { stockLedgerQuery, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage } from '../lib/warehouse-errors';
import { REASON_LABELS } from '../lib/stock-reasons';

interface Props {
  scope: CompanyScope;
  warehouseId: number;
  productId: number;
  productName: string;
  onClose: () => void;
}

export function StockLedgerDrawer({ scope, warehouseId, productId, productName, onClose }: Props) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const describe = useWarehouseErrorMessage();
  const ledger = useInfiniteQuery(stockLedgerQuery(scope, warehouseId, productId));
  const product = ledger.data?.pages[0]?.product;
  const weighted = product?.saleUnit === 'kg';
  const rows = ledger.data?.pages.flatMap((page) => page.rows) ?? [];
  const signed = (milli: number) => (milli > 0 ? `+${f.quantity(milli, weighted)}` : f.quantity(milli, weighted));
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t`Movimientos de ${productName}`}>
      {ledger.isPending ? (
        <Skeleton h={160} />
      ) : ledger.isError ? (
        <Alert color="red">{describe(ledger.error)}</Alert>
      ) : (
        <Stack gap="sm">
          {product ? (
            <Text size="sm">
              <Trans>
                Stock actual: <strong>{f.quantity(product.quantityMilli, weighted)}</strong>
              </Trans>
            </Text>
          ) : null}
          {rows.length === 0 ? (
            <Text c="dimmed">
              <Trans>Este producto aún no tiene movimientos en esta bodega.</Trans>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing={4} fz="sm" aria-label={t`Movimientos de stock`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Cuándo</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Quién</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Motivo</Trans>
                    </Table.Th>
                    <Table.Th ta="end">
                      <Trans>Cambio</Trans>
                    </Table.Th>
                    <Table.Th ta="end">
                      <Trans>Saldo</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Nota</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const label = REASON_LABELS[row.reason];
                    return (
                      <Table.Tr key={row.id} data-testid="ledger-row">
                        <Table.Td style={TABULAR}>{f.dateTime(row.at)}</Table.Td>
                        <Table.Td>{row.userName ?? t`Sistema`}</Table.Td>
                        <Table.Td>{label ? i18n._(label) : row.reason}</Table.Td>
                        <Table.Td ta="end" style={TABULAR} c={row.deltaMilli < 0 ? 'red' : undefined}>
                          {signed(row.deltaMilli)}
                        </Table.Td>
                        <Table.Td ta="end" style={TABULAR}>
                          {f.quantity(row.balanceMilli, weighted)}
                        </Table.Td>
                        <Table.Td>{row.note || '—'}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {ledger.hasNextPage ? (
            <Button variant="light" onClick={() => void ledger.fetchNextPage()} loading={ledger.isFetchingNextPage}>
              <Trans>Ver movimientos anteriores</Trans>
            </Button>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
