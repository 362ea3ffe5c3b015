import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { OrderSort } from '../../../../contract/schemas/orders';
import { callApi } from '../../../lib/api-client';

/** Every filter of /Order/List, /Order/Counts and /Order/Export (no session, cursor or page size). */
export type OrderFilter = Omit<CallRequest<'/Order/List'>, 'tokenSesion' | 'cursor' | 'limit' | 'sort'>;
export type OrderPage = CallData<'/Order/List'>;
export type OrderPages = InfiniteData<OrderPage, string | null>;

export const LIST_PAGE_SIZE = 50;

/** Query keys: ['orders', 'list', filter, sort, limit] pages, ['orders', 'counts', filter], ['orders', 'detail', id]. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (filter: OrderFilter, sort: OrderSort, limit: number) => ['orders', 'list', filter, sort, limit] as const,
  counts: ['orders', 'counts'] as const,
  countsFor: (filter: OrderFilter) => ['orders', 'counts', filter] as const,
  details: ['orders', 'detail'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/** Pages of orders over `nextCursor` (keyset): the list and every kanban column. */
export function orderListQuery(filter: OrderFilter, sort: OrderSort = 'created_desc', limit: number = LIST_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(filter, sort, limit),
    queryFn: ({ pageParam, signal }) =>
      callApi('/Order/List', { ...filter, sort, limit, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: OrderPage) => last.nextCursor,
    staleTime: 30_000,
  });
}

export function orderCountsQuery(filter: OrderFilter) {
  return queryOptions({
    queryKey: orderKeys.countsFor(filter),
    queryFn: ({ signal }) => callApi('/Order/Counts', filter, { signal }),
    staleTime: 30_000,
  });
}

export function orderDetailQuery(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => callApi('/Order/Get', { orderId: id }, { signal }),
    staleTime: 10_000,
  });
}

/**
 * The internal id of the order `/orden/:ref` names (a number staff read aloud, or an id): one `/Order/Get` by `ref`,
 * whose answer also fills the detail's cache under that id, so the page then reads (and realtime refreshes) by id.
 */
export function orderRefQuery(ref: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['orders', 'ref', ref] as const,
    queryFn: async ({ signal }) => {
      const detail = await callApi('/Order/Get', { ref }, { signal });
      queryClient.setQueryData(orderKeys.detail(detail.id), detail);
      return detail.id;
    },
    // A number or an id names the same order for good.
    staleTime: Infinity,
  });
}

