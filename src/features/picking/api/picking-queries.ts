import { queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

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

export function pickingOrderQuery(id: number) {
  return queryOptions({
    queryKey: pickingKeys.order(id),
    queryFn: ({ signal }) => callApi('/Picking/Get', { orderId: id }, { signal }),
    // Local changes show at once through the outbox; the snapshot only needs to catch other devices' changes.
    staleTime: 20_000,
    // Back from a locked phone or another app: catch up with other devices.
    refetchOnWindowFocus: true,
    gcTime: KEEP_MS,
    meta: PERSISTED,
  });
}
