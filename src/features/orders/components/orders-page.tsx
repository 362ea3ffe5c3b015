import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSort } from '../../../../contract/schemas/orders';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { orderCountsQuery, orderListQuery } from '../api/order-queries';
import { useOrderRealtime } from '../api/use-order-realtime';
import { readColumns, writeColumns, type ListColumn } from '../lib/columns';
import { cleanSearch, searchToFilter, type OrdersSearch } from '../lib/order-search';
import { useOrderScope } from '../lib/use-order-scope';
import { OrdersFilters } from './orders-filters';
import { OrdersResults, OrdersResultsSkeleton } from './orders-results';
import { ColumnChooser, ExportMenu, StatusChips } from './orders-toolbar';

interface OrdersPageProps {
  search: OrdersSearch;
  /** Replaces the URL's search (the route owns the URL). */
  onSearchChange: (next: OrdersSearch) => void;
}

export function OrdersPage({ search, onSearchChange }: OrdersPageProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const title = search.mine === 1 ? t`Mis órdenes` : t`Órdenes`;
  usePageTitle(title);
  useOrderRealtime();

  const scope = useOrderScope();
  const { filter, sort } = useMemo(() => searchToFilter(search, scope), [search, scope]);
  const countsFilter = useMemo(() => ({ ...filter, statuses: undefined }), [filter]);
  const list = useInfiniteQuery(orderListQuery(filter, sort));
  const counts = useQuery(orderCountsQuery(countsFilter));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const [columns, setColumns] = useState<ListColumn[]>(readColumns);

  const patch = useCallback((change: Partial<OrdersSearch>) => onSearchChange(cleanSearch({ ...search, ...change })), [search, onSearchChange]);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const statuses = (search.status?.split(',') ?? []) as OrderStatus[];
  const shown = rows.length;
  const byStatus = counts.data?.byStatus;
  const total = byStatus && (statuses.length > 0 ? statuses.reduce((n, s) => n + (byStatus[s] ?? 0), 0) : counts.data?.total);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">{title}</Title>
        <Group gap="xs">
          {!phone && <ColumnChooser columns={columns} onChange={(next) => (setColumns(next), writeColumns(next))} />}
          <ExportMenu filter={filter} sort={sort} columns={columns} />
        </Group>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <OrdersFilters search={search} onChange={patch} onClear={() => onSearchChange(search.mine === 1 ? { mine: 1 } : {})} />
      </Paper>
      <StatusChips selected={statuses} counts={counts.data?.byStatus} onChange={(next) => patch({ status: next.join(',') || undefined })} />
      {list.isError ? (
        <Alert color="red" title={t`No se pudieron cargar las órdenes`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describe(list.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}><Trans>Reintentar</Trans></Button>
          </Stack>
        </Alert>
      ) : list.isPending ? (
        <OrdersResultsSkeleton />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text fw={600}><Trans>No hay órdenes con estos filtros.</Trans></Text>
          <Button mt="sm" variant="light" onClick={() => onSearchChange(search.mine === 1 ? { mine: 1 } : {})}><Trans>Limpiar filtros</Trans></Button>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === undefined ? t`${shown} órdenes` : t`${shown} de ${total} órdenes`}
          </Text>
          <OrdersResults
            rows={rows}
            columns={columns}
            sort={sort}
            onSort={(next: OrderSort) => patch({ sort: next })}
            phone={phone}
            hasNextPage={list.hasNextPage}
            fetchingNextPage={list.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </>
      )}
    </Stack>
  );
}
