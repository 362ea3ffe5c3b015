/**
 * Keeps the `/Picking/Get` and `/Picking/List` caches in step with the outbox's answers. The outbox calls the
 * listener before the entry leaves it, so the snapshot already holds the server's line when the pending change
 * stops being replayed: the screen does not flicker back to the old state in between.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { OfflineData } from '../../../../contract/calls';
import type { PickingGetData, PickingLine, PickingListRow } from '../../../../contract/schemas/picking';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { onSettled } from '../../../lib/outbox/outbox';
import type { OutboxEntry, OutboxSettlement } from '../../../lib/outbox/types';
import { serverStateOf } from '../../../lib/outbox/server-state';
import { pickingKeys } from './picking-queries';

type ListData = { rows: PickingListRow[] };

/** Puts a line the server answered into the cached order, unless the cache already holds a newer one. */
export function writeLine(queryClient: QueryClient, orderId: number, line: PickingLine, version: number | null): void {
  queryClient.setQueryData<PickingGetData>(pickingKeys.order(orderId), (data) => {
    if (!data) return data;
    const index = data.order.lines.findIndex((l) => l.id === line.id);
    const current = data.order.lines[index];
    const newer = current !== undefined && line.lineVersion >= current.lineVersion;
    const lines = newer ? data.order.lines.map((l, i) => (i === index ? line : l)) : data.order.lines;
    const orderVersion = version !== null && version > data.order.version ? version : data.order.version;
    if (!newer && orderVersion === data.order.version) return data;
    return { ...data, order: { ...data.order, lines, version: orderVersion } };
  });
}

/** Puts an order summary (status, picker, version) into the cached order and list rows when it is newer. */
export function writeSummary(queryClient: QueryClient, summary: OrderSummary & Partial<Pick<PickingListRow, 'pickerName' | 'pickingStartedAt'>>): void {
  queryClient.setQueryData<PickingGetData>(pickingKeys.order(summary.id), (data) => {
    if (!data || data.order.version > summary.version) return data;
    const { pickerName, pickingStartedAt, ...rest } = summary;
    return {
      ...data,
      order: {
        ...data.order,
        ...rest,
        ...(pickerName !== undefined ? { pickerName } : {}),
        ...(pickingStartedAt !== undefined ? { pickingStartedAt } : {}),
      },
    };
  });
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: pickingKeys.lists })) {
    if (!data?.rows.some((row) => row.id === summary.id && row.version <= summary.version)) continue;
    queryClient.setQueryData<ListData>(key, { ...data, rows: data.rows.map((row) => (row.id === summary.id ? { ...row, ...summary } : row)) });
  }
}

export function applySettlement(queryClient: QueryClient, entry: OutboxEntry, settlement: OutboxSettlement): void {
  if (!entry.name.startsWith('picking.')) return;
  if (settlement.status === 'applied') {
    switch (entry.name) {
      case 'picking.setLine': {
        const data = settlement.data as OfflineData<'picking.setLine'>;
        writeLine(queryClient, entry.orderId, data.line, data.version);
        return;
      }
      case 'picking.take':
        writeSummary(queryClient, settlement.data as OfflineData<'picking.take'>);
        return;
      case 'picking.finish':
        writeSummary(queryClient, (settlement.data as OfflineData<'picking.finish'>).order);
        void queryClient.invalidateQueries({ queryKey: pickingKeys.lists });
        return;
      default:
        return;
    }
  }
  // A conflict carries the server's state: show it at once, then refetch the whole order behind it.
  const server = serverStateOf({ ...entry, result: settlement.result });
  if (server.line) writeLine(queryClient, entry.orderId, server.line, server.order?.version ?? null);
  if (server.order) writeSummary(queryClient, server.order);
  void queryClient.invalidateQueries({ queryKey: pickingKeys.order(entry.orderId) });
  void queryClient.invalidateQueries({ queryKey: pickingKeys.lists });
}

/**
 * Registers the cache writer while a picking screen is shown. In a layout effect: when the list hands over to the
 * order (a take, then navigation), the list's listener leaves and the order's arrives in the same commit. A passive
 * effect runs after a paint, and an answer arriving in between (the take's, typically) was heard by nobody: the
 * cached order stayed "confirmada" though the server had it in picking.
 */
export function usePickingSettlements(): void {
  const queryClient = useQueryClient();
  useLayoutEffect(() => onSettled((entry, settlement) => applySettlement(queryClient, entry, settlement)), [queryClient]);
}
