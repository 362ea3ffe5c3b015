import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import type { PickingGetData, PickingListRow, PickingOrder } from '../../../../contract/schemas/picking';
import type { CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';
import { withRemembered } from './remembered-candidates';

/** The list's filters (scope of the header's selectors, and "only mine"). */
export type PickingListFilter = Omit<CallRequest<'/Picking/List'>, 'tokenSesion'>;

/** Query keys: ['picking', 'list', filter], ['picking', 'order', id]. */
export const pickingKeys = {
  all: ['picking'] as const,
  lists: ['picking', 'list'] as const,
  list: (filter: PickingListFilter) => ['picking', 'list', filter] as const,
  orders: ['picking', 'order'] as const,
  order: (id: number) => ['picking', 'order', id] as const,
};

/** Pickers read these offline after a reload: the app persists queries marked `persist` to IndexedDB. */
const PERSISTED = { persist: true } as const;
/** Kept (and persisted) for a working day, so an order opened in the morning still opens offline. */
const KEEP_MS = 24 * 60 * 60_000;
/** The list follows other pickers without realtime: every 30 s while shown, and on focus. */
export const LIST_REFRESH_MS = 30_000;

export function pickingListQuery(filter: PickingListFilter) {
  return queryOptions({
    queryKey: pickingKeys.list(filter),
    queryFn: ({ signal }) => callApi('/Picking/List', filter, { signal }),
    staleTime: 15_000,
    gcTime: KEEP_MS,
    meta: PERSISTED,
  });
}

/** An order's state as an outbox answer (take, finish) or a conflict carries it. */
export type AnsweredSummary = OrderSummary & Partial<Pick<PickingListRow, 'pickerName' | 'pickingStartedAt'>>;

/** `order` with the summary's fields (status, picker, version…); its lines stay. */
export function withSummary(order: PickingOrder, summary: AnsweredSummary): PickingOrder {
  const { pickerName, pickingStartedAt, ...rest } = summary;
  return {
    ...order,
    ...rest,
    ...(pickerName !== undefined ? { pickerName } : {}),
    ...(pickingStartedAt !== undefined ? { pickingStartedAt } : {}),
  };
}

/**
 * Answers that arrived before their order was cached: the order page's Get left before the take applied, and the
 * take's answer came first. The Get's (older) answer is brought up to them when it lands.
 */
const answeredAhead = new Map<number, AnsweredSummary>();

export function rememberAnswer(summary: AnsweredSummary): void {
  const known = answeredAhead.get(summary.id);
  if (!known || known.version < summary.version) answeredAhead.set(summary.id, summary);
}

/**
 * `next` without going back in time: an order or line that the cache holds in a newer version than `next` (an
 * outbox answer wrote it while this Get was on its way, having left before the change applied) stays as it is, and
 * so does an answer that came before the order was cached at all.
 */
export function keepNewer(old: PickingGetData | undefined, next: PickingGetData): PickingGetData {
  let result = next;
  if (old && old.order.id === next.order.id) {
    const before = new Map(old.order.lines.map((line) => [line.id, line]));
    let keptLine = false;
    const lines = next.order.lines.map((line) => {
      const kept = before.get(line.id);
      if (kept === undefined || kept.lineVersion <= line.lineVersion) return line;
      keptLine = true;
      return kept;
    });
    const olderOrder = old.order.version > next.order.version;
    if (olderOrder || keptLine) result = { ...next, order: { ...(olderOrder ? old.order : next.order), lines } };
  }
  const ahead = answeredAhead.get(next.order.id);
  if (ahead && ahead.version <= next.order.version) answeredAhead.delete(next.order.id);
  else if (ahead && ahead.version > result.order.version) result = { ...result, order: withSummary(result.order, ahead) };
  // Substitutes chosen from the server's search stay candidates while their change may still be replayed.
  return withRemembered(result);
}

export function pickingOrderQuery(id: number) {
  return queryOptions({
    queryKey: pickingKeys.order(id),
    queryFn: ({ signal }) => callApi('/Picking/Get', { orderId: id }, { signal }),
    // A Get that left before a take or a line change applied comes back after the outbox wrote its answer here.
    structuralSharing: (old: unknown, next: unknown) => replaceEqualDeep(old, keepNewer(old as PickingGetData | undefined, next as PickingGetData)),
    // Local changes show at once through the outbox; the snapshot only needs to catch other devices' changes.
    staleTime: 20_000,
    // Back from a locked phone or another app: catch up with other devices.
    refetchOnWindowFocus: true,
    gcTime: KEEP_MS,
    meta: PERSISTED,
  });
}
