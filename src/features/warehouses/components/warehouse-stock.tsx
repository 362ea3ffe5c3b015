/** The warehouse's stock tab: search the company's products (name, SKU, barcode), "agotados", adjust, movements. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { StockRow } from '../../../../contract/schemas/warehouses';
import { warehouseStockQuery, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage } from '../lib/warehouse-errors';
import { StockAdjustModal } from './stock-adjust-modal';
import { StockLedgerDrawer } from './stock-ledger-drawer';
import { StockTable } from './stock-table';

type Dialog = { kind: 'adjust'; row: StockRow } | { kind: 'ledger'; row: StockRow } | null;

export function WarehouseStock({ scope, warehouseId }: { scope: CompanyScope; warehouseId: number }) {
  const { t } = useLingui();
  const describe = useWarehouseErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [outOfStock, setOutOfStock] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const stock = useInfiniteQuery(warehouseStockQuery(scope, warehouseId, q, outOfStock));
  const rows = stock.data?.pages.flatMap((page) => page.rows) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = stock;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label={t`Buscar productos`}
          placeholder={t`Nombre, SKU o código de barras`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={phone ? '100%' : 320}
        />
        <Checkbox label={t`Solo agotados`} checked={outOfStock} onChange={(event) => setOutOfStock(event.currentTarget.checked)} />
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {stock.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : stock.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(stock.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" p="xl" ta="center">
            {q ? <Trans>Ningún producto coincide con «{q}».</Trans> : outOfStock ? <Trans>No hay productos agotados en esta bodega.</Trans> : <Trans>Esta empresa aún no tiene productos.</Trans>}
          </Text>
        ) : (
          <StockTable
            rows={rows}
            phone={phone}
            hasNextPage={hasNextPage}
            fetchingNextPage={isFetchingNextPage}
            onLoadMore={loadMore}
            onAdjust={(row) => setDialog({ kind: 'adjust', row })}
            onLedger={(row) => setDialog({ kind: 'ledger', row })}
          />
        )}
      </Paper>
      {dialog?.kind === 'adjust' ? <StockAdjustModal scope={scope} warehouseId={warehouseId} product={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'ledger' ? <StockLedgerDrawer scope={scope} warehouseId={warehouseId} productId={dialog.row.productId} productName={dialog.row.name} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
