import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSort, OrderSummary } from '../../../../contract/schemas/orders';
import { orderCountsQuery, orderListQuery, type OrderFilter } from './order-queries';
import { applyPendingMoves, usePendingOverlay } from './pending-moves';

export interface OrderPagesResult {
  rows: OrderSummary[];
  /** Orders with a change still waiting in the outbox (shown greyed). */
  waitingIds: ReadonlySet<number>;
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** Loaded pages of a filtered, sorted list as one array (for screens that compose this feature, e.g. the kanban). */
export function useOrderPages(filter: OrderFilter, sort: OrderSort, limit: number): OrderPagesResult {
  const query = useInfiniteQuery(orderListQuery(filter, sort, limit));
  const overlay = usePendingOverlay();
  const rows = useMemo(() => applyPendingMoves(query.data?.pages.flatMap((page) => page.rows) ?? [], overlay, filter.statuses), [query.data, overlay, filter.statuses]);
  const { fetchNextPage: fetch, isFetchingNextPage } = query;
  const fetchNextPage = useCallback(() => {
    if (!isFetchingNextPage) void fetch();
  }, [fetch, isFetchingNextPage]);
  // Offline, a column never fetched still shows the cards moved into it (its query is paused, not failing).
  return { rows, waitingIds: overlay.waitingIds, isPending: query.isPending && rows.length === 0, error: query.error, hasNextPage: query.hasNextPage, isFetchingNextPage, fetchNextPage };
}

export function useOrderCounts(filter: OrderFilter): Partial<Record<OrderStatus, number>> | undefined {
  return useQuery(orderCountsQuery(filter)).data?.byStatus;
}
