import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, ScrollArea, Select, Stack, Switch, Tabs, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OPEN_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../../contract/order-status';
import { canSee } from '../../../../contract/screens';
import { ALL_COMPANIES_ROLES } from '../../../../contract/roles';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { usePageTitle } from '../../../components/page-title';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import { settingsAtom } from '../../../lib/settings';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useUserData } from '../../../lib/user-data';
import type { KanbanApi, KanbanFilter, KanbanMoveInput } from '../lib/kanban-api';
import { useOrderMoveFlow } from '../../../components/order-moves/use-order-move-flow';
import { OrderDetailsContext } from '../lib/details-context';
import { DeliveryDrawer } from './delivery-drawer';
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

/** The device's calendar day as YYYY-MM-DD (slot dates are business days, no zone). */
function localDay(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Delivered and cancelled orders pile up forever: the board shows only today's, and only on request. */
const CLOSED_STATUSES: readonly OrderStatus[] = ['entregada', 'cancelada'];

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
  // The header's selectors use the same query: one request serves both.
  const scopeOptions = useQuery(scopeOptionsQuery(user?.userID)).data;

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
  const today = localDay(now);
  const closedFilter = useMemo(() => ({ ...filter, slotDate: today }), [filter, today]);
  const openCounts = api.useOrderCounts(filter);
  const closedCounts = api.useOrderCounts(closedFilter);
  const counts = useMemo(() => (openCounts ? { ...openCounts, entregada: closedCounts?.entregada, cancelada: closedCounts?.cancelada } : undefined), [openCounts, closedCounts]);
  const { moveOrder } = api.useMoveOrder();
  const role = user?.rol ?? '';
  const [showClosed, setShowClosed] = useState(false);
  const statuses = showClosed ? ORDER_STATUSES : OPEN_STATUSES;
  // A dispatcher's work starts at Pickeada; everyone else's at Pendiente.
  const [chosenTab, setTab] = useState<OrderStatus>(role === 'DE' ? 'pickeada' : 'pendiente');
  const tab = statuses.includes(chosenTab) ? chosenTab : 'pendiente';
  // Roles without the order detail (DE) read an order's delivery details in a drawer on the board.
  const [drawerOrder, setDrawerOrder] = useState<OrderSummary | null>(null);
  const openDetails = role !== '' && !canSee(role, 'orden-detalle') ? setDrawerOrder : null;

  // Orders by id as last rendered, so a drop finds its card without searching every column.
  const known = useRef(new Map<number, OrderSummary>());
  // Cancelling, assigning a picker and forcing a finish ask first (ADR 008); other moves go at once.
  const send = useCallback((input: KanbanMoveInput) => void moveOrder(input), [moveOrder]);
  const { request: onMove, dialogs: moveDialogs } = useOrderMoveFlow({ role, send });
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

  const columnProps = { api: columnApi, role, now, onMove: trackingMove };
  const filterOf = (status: OrderStatus) => (CLOSED_STATUSES.includes(status) ? closedFilter : filter);
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
            <Switch size="sm" label={t`Entregadas y canceladas de hoy`} checked={showClosed} onChange={(e) => setShowClosed(e.currentTarget.checked)} style={{ alignSelf: 'flex-end' }} />
          </Group>
        </Paper>
      </Group>
      <OrderDetailsContext.Provider value={openDetails}>
      <DragDropContext onDragEnd={onDragEnd}>
        {phone ? (
          <Tabs value={tab} onChange={(v) => v && setTab(v as OrderStatus)} keepMounted={false}>
            <ScrollArea type="never">
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {statuses.map((status) => (
                  <Tabs.Tab key={status} value={status} style={{ whiteSpace: 'nowrap' }}>
                    {`${label(status)} (${counts?.[status] ?? '…'})`}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollArea>
            <Stack h="calc(100dvh - var(--app-shell-header-height, 60px) - 260px)" mih={360} mt="xs">
              <Column {...columnProps} filter={filterOf(tab)} status={tab} count={counts?.[tab]} width="100%" showHeader={false} />
            </Stack>
          </Tabs>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Group align="stretch" gap="sm" wrap="nowrap" h="calc(100dvh - var(--app-shell-header-height, 60px) - 170px)" mih={420}>
              {statuses.map((status) => (
                <Column key={status} {...columnProps} filter={filterOf(status)} status={status} count={counts?.[status]} width={COLUMN_WIDTH} showHeader />
              ))}
            </Group>
          </ScrollArea>
        )}
      </DragDropContext>
      </OrderDetailsContext.Provider>
      {moveDialogs}
      <DeliveryDrawer order={drawerOrder} role={role} onClose={() => setDrawerOrder(null)} onMove={trackingMove} />
    </Stack>
  );
}
