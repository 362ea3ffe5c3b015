import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSort, OrderSummary } from '../../../../contract/schemas/orders';
import { orderCountsQuery, orderListQuery, type OrderFilter } from './order-queries';

export interface OrderPagesResult {
  rows: OrderSummary[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** Loaded pages of a filtered, sorted list as one array (for screens that compose this feature, e.g. the kanban). */
export function useOrderPages(filter: OrderFilter, sort: OrderSort, limit: number): OrderPagesResult {
  const query = useInfiniteQuery(orderListQuery(filter, sort, limit));
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data]);
  const { fetchNextPage: fetch, isFetchingNextPage } = query;
  const fetchNextPage = useCallback(() => {
    if (!isFetchingNextPage) void fetch();
  }, [fetch, isFetchingNextPage]);
  return { rows, isPending: query.isPending, error: query.error, hasNextPage: query.hasNextPage, isFetchingNextPage, fetchNextPage };
}

export function useOrderCounts(filter: OrderFilter): Partial<Record<OrderStatus, number>> | undefined {
  return useQuery(orderCountsQuery(filter)).data?.byStatus;
}
