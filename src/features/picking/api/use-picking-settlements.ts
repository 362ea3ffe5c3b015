/**
 * Keeps the `/Picking/Get` and `/Picking/List` caches in step with the outbox's answers. The outbox calls the
 * listener before the entry leaves it, so the snapshot already holds the server's line when the pending change
 * stops being replayed: the screen does not flicker back to the old state in between.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { OfflineData } from '../../../../contract/calls';
import type { PickingGetData, PickingLine, PickingListRow } from '../../../../contract/schemas/picking';
import { onSettled } from '../../../lib/outbox/outbox';
import type { OutboxEntry, OutboxSettlement } from '../../../lib/outbox/types';
import { serverStateOf } from '../../../lib/outbox/server-state';
import { pickingKeys, rememberAnswer, withSummary, type AnsweredSummary } from './picking-queries';

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

/**
 * Puts an order summary (status, picker, version) into the cached order and list rows when it is newer. With no
 * order cached yet (its Get still on its way) the summary is kept for that Get's answer (picking-queries.ts).
 */
export function writeSummary(queryClient: QueryClient, summary: AnsweredSummary): void {
  if (queryClient.getQueryData<PickingGetData>(pickingKeys.order(summary.id)) === undefined) rememberAnswer(summary);
  queryClient.setQueryData<PickingGetData>(pickingKeys.order(summary.id), (data) => {
    if (!data || data.order.version > summary.version) return data;
    return { ...data, order: withSummary(data.order, summary) };
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

/** The one listener, for the query client it writes into. */
let registered: { queryClient: QueryClient; off: () => void } | null = null;

/**
 * Starts writing outbox answers into `queryClient`'s picking caches, once, for as long as the page lives: the caches
 * outlive the screens, so their writer must too. Registered by a screen, it left with the list and came back with
 * the order only after that route's code and data arrived (up to a second): the take's answer came in between, was
 * heard by nobody, and the order stayed "confirmada" on the device though the server had it in picking.
 */
export function listenToPickingSettlements(queryClient: QueryClient): void {
  if (registered?.queryClient === queryClient) return;
  registered?.off();
  registered = { queryClient, off: onSettled((entry, settlement) => applySettlement(queryClient, entry, settlement)) };
}

/** The signed-in layout and the picking screens make sure the writer is listening (see listenToPickingSettlements). */
export function usePickingSettlements(): void {
  const queryClient = useQueryClient();
  useLayoutEffect(() => listenToPickingSettlements(queryClient), [queryClient]);
}
