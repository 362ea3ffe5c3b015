import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, ScrollArea, Select, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/order-status';
import { ALL_COMPANIES_ROLES } from '../../../../contract/roles';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { usePageTitle } from '../../../components/page-title';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import { callApi } from '../../../lib/api-client';
import { settingsAtom } from '../../../lib/settings';
import { useUserData } from '../../../lib/user-data';
import type { KanbanApi, KanbanFilter } from '../lib/kanban-api';
import { KanbanColumn } from './kanban-column';

export const COLUMN_PAGE = 200;
const COLUMN_WIDTH = 272;
const positive = (v: number | null | undefined) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Column({ api, status, filter, ...rest }: { api: KanbanApi; status: OrderStatus; filter: KanbanFilter; count: number | undefined; role: string; now: number; width: number | string; showHeader: boolean; onMove: (o: OrderSummary, to: OrderStatus) => void }) {
  const columnFilter = useMemo(() => ({ ...filter, statuses: [status] }), [filter, status]);
  const pages = api.useOrderPages(columnFilter, 'slot_asc', COLUMN_PAGE);
  return <KanbanColumn status={status} pages={pages} {...rest} />;
}

/** The order board: one column per status; dragging (mouse, touch or keyboard) or "Mover a" is a move. */
export function KanbanPage({ api }: { api: KanbanApi }) {
  const { t } = useLingui();
  const label = useStatusLabel();
  usePageTitle(t`Kanban de órdenes`);
  api.useOrderRealtime();
  const user = useUserData();
  const settings = useAtomValue(settingsAtom);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const now = useNow();
  // Same key as the header's selectors: one request serves both.
  const scopeOptions = useQuery({
    queryKey: ['scope', 'options', user?.userID ?? null],
    queryFn: ({ signal }) => callApi('/Scope/Options', {}, { signal }),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  }).data;

  const [storeId, setStoreId] = useState<number | undefined>(positive(settings.selectedStore));
  const [warehouseId, setWarehouseId] = useState<number | undefined>(positive(settings.selectedWarehouse));
  const [createdFrom, setCreatedFrom] = useState('');
  const [createdTo, setCreatedTo] = useState('');
  // The header's selectors reset the board's own filter when they change.
  const [headerScope, setHeaderScope] = useState([settings.selectedStore, settings.selectedWarehouse]);
  if (headerScope[0] !== settings.selectedStore || headerScope[1] !== settings.selectedWarehouse) {
    setHeaderScope([settings.selectedStore, settings.selectedWarehouse]);
    setStoreId(positive(settings.selectedStore));
    setWarehouseId(positive(settings.selectedWarehouse));
  }
  const empresaId = user && ALL_COMPANIES_ROLES.includes(user.rol) ? positive(user.empresaAsociada) : undefined;
  const filter = useMemo(() => {
    const f: KanbanFilter = {};
    if (empresaId !== undefined) f.empresaId = empresaId;
    if (storeId !== undefined) f.storeId = storeId;
    if (warehouseId !== undefined) f.warehouseId = warehouseId;
    if (createdFrom) f.createdFrom = createdFrom;
    if (createdTo) f.createdTo = createdTo;
    return f;
  }, [empresaId, storeId, warehouseId, createdFrom, createdTo]);
  const counts = api.useOrderCounts(filter);
  const { moveOrder } = api.useMoveOrder();
  const [tab, setTab] = useState<OrderStatus>('pendiente');
  const role = user?.rol ?? '';

  // Orders by id as last rendered, so a drop finds its card without searching every column.
  const known = useRef(new Map<number, OrderSummary>());
  const onMove = useCallback(
    (order: OrderSummary, to: OrderStatus) => {
      if (order.status === to) return;
      void moveOrder({ orderId: order.id, from: order.status, to, baseVersion: order.version });
    },
    [moveOrder],
  );
  const trackingMove = useCallback(
    (order: OrderSummary, to: OrderStatus) => {
      known.current.set(order.id, order);
      onMove(order, to);
    },
    [onMove],
  );
  const onDragEnd = useCallback(
    (result: DropResult) => {
      const to = result.destination?.droppableId as OrderStatus | undefined;
      const from = result.source.droppableId as OrderStatus;
      if (!to || to === from) return;
      const order = known.current.get(Number(result.draggableId));
      if (order) onMove({ ...order, status: from }, to);
    },
    [onMove],
  );
  const remember = useCallback((rows: OrderSummary[]) => {
    for (const row of rows) known.current.set(row.id, row);
  }, []);

  const stores = (scopeOptions?.stores ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const warehouses = (scopeOptions?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  const columnApi = useMemo<KanbanApi>(
    () => ({
      ...api,
      useOrderPages: (f, sort, limit) => {
        const pages = api.useOrderPages(f, sort, limit);
        remember(pages.rows);
        return pages;
      },
    }),
    [api, remember],
  );

  const columnProps = { api: columnApi, filter, role, now, onMove: trackingMove };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz="h2">{t`Kanban de órdenes`}</Title>
        <Paper withBorder p={6} radius="md">
          <Group gap="xs" wrap="wrap">
            <Select size="xs" w={150} label={t`Tienda`} data={stores} value={storeId ? String(storeId) : null} onChange={(v) => setStoreId(v ? Number(v) : undefined)} clearable placeholder={t`Todas`} />
            <Select size="xs" w={150} label={t`Bodega`} data={warehouses} value={warehouseId ? String(warehouseId) : null} onChange={(v) => setWarehouseId(v ? Number(v) : undefined)} clearable placeholder={t`Todas`} />
            <TextInput size="xs" type="date" label={t`Creada desde`} value={createdFrom} onChange={(e) => setCreatedFrom(e.currentTarget.value)} />
            <TextInput size="xs" type="date" label={t`Creada hasta`} value={createdTo} onChange={(e) => setCreatedTo(e.currentTarget.value)} />
          </Group>
        </Paper>
      </Group>
      <DragDropContext onDragEnd={onDragEnd}>
        {phone ? (
          <Tabs value={tab} onChange={(v) => v && setTab(v as OrderStatus)} keepMounted={false}>
            <ScrollArea type="never">
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {ORDER_STATUSES.map((status) => (
                  <Tabs.Tab key={status} value={status} style={{ whiteSpace: 'nowrap' }}>
                    {`${label(status)} (${counts?.[status] ?? '…'})`}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollArea>
            <Stack h="calc(100dvh - var(--app-shell-header-height, 60px) - 260px)" mih={360} mt="xs">
              <Column {...columnProps} status={tab} count={counts?.[tab]} width="100%" showHeader={false} />
            </Stack>
          </Tabs>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Group align="stretch" gap="sm" wrap="nowrap" h="calc(100dvh - var(--app-shell-header-height, 60px) - 170px)" mih={420}>
              {ORDER_STATUSES.map((status) => (
                <Column key={status} {...columnProps} status={status} count={counts?.[status]} width={COLUMN_WIDTH} showHeader />
              ))}
            </Group>
          </ScrollArea>
        )}
      </DragDropContext>
    </Stack>
  );
}
