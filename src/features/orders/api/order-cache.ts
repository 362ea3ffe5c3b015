/**
 * Putting a changed order summary into every cached page of orders (list and kanban columns):
 * replaced where present, removed where the list's status filter no longer takes it, inserted at its
 * sort position where a list filtered only by status and scope now takes it. Lists with other filters
 * (text, dates, totals) are refetched instead, since the client cannot tell if the order matches them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OrderSort, OrderSummary } from '../../../../contract/schemas/orders';
import type { OrderStatus } from '../../../../contract/order-status';
import { orderKeys, type OrderFilter, type OrderPages } from './order-queries';

const SIMPLE_KEYS = new Set(['statuses', 'storeId', 'warehouseId', 'empresaId']);

function isSimple(filter: OrderFilter): boolean {
  return Object.entries(filter).every(([key, value]) => value === undefined || SIMPLE_KEYS.has(key));
}

function matchesSimple(filter: OrderFilter, order: OrderSummary): boolean {
  if (filter.statuses && filter.statuses.length > 0 && !filter.statuses.includes(order.status)) return false;
  if (filter.storeId !== undefined && filter.storeId !== order.storeId) return false;
  if (filter.warehouseId !== undefined && filter.warehouseId !== order.warehouseId) return false;
  if (filter.empresaId !== undefined && filter.empresaId !== order.companyId) return false;
  return true;
}

/** Negative when `a` comes before `b` in `sort` (ties by id, like the server's keyset). */
export function compareOrders(sort: OrderSort, a: OrderSummary, b: OrderSummary): number {
  const [field, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  const value = (o: OrderSummary): string | number =>
    field === 'slot' ? o.slotStart : field === 'total' ? o.totalCents : field === 'number' ? o.number : o.createdAt;
  const va = value(a);
  const vb = value(b);
  const base = va < vb ? -1 : va > vb ? 1 : a.id - b.id;
  return direction === 'asc' ? base : -base;
}

function patchPages(data: OrderPages, filter: OrderFilter, sort: OrderSort, order: OrderSummary): OrderPages | 'refetch' {
  let found = false;
  let stale = false;
  const pages = data.pages.map((page) => {
    if (!page.rows.some((row) => row.id === order.id)) return page;
    found = true;
    const rows = page.rows.flatMap((row) => {
      if (row.id !== order.id) return [row];
      if (row.version > order.version) {
        stale = true;
        return [row];
      }
      if (isSimple(filter) && !matchesSimple(filter, order)) return [];
      return [order];
    });
    return { ...page, rows };
  });
  if (stale) return data;
  if (!isSimple(filter)) return found ? { ...data, pages } : 'refetch';
  if (found || !matchesSimple(filter, order)) return { ...data, pages };
  // Insert where it sorts; past the loaded pages it is left for "load more".
  for (const [index, page] of pages.entries()) {
    const at = page.rows.findIndex((row) => compareOrders(sort, order, row) < 0);
    const last = index === pages.length - 1;
    if (at >= 0 || (last && page.nextCursor === null)) {
      const rows = [...page.rows];
      rows.splice(at >= 0 ? at : rows.length, 0, order);
      pages[index] = { ...page, rows };
      return { ...data, pages };
    }
  }
  return { ...data, pages };
}

/** Applies `order` to every cached order list; lists that cannot be patched are marked stale. */
export function applySummaryToLists(queryClient: QueryClient, order: OrderSummary): void {
  const refetch: (readonly unknown[])[] = [];
  for (const [key, data] of queryClient.getQueriesData<OrderPages>({ queryKey: orderKeys.lists })) {
    if (!data) continue;
    const [, , filter, sort] = key as ReturnType<typeof orderKeys.list>;
    const next = patchPages(data, filter, sort, order);
    if (next === 'refetch') refetch.push(key);
    else if (next !== data) queryClient.setQueryData(key, next);
  }
  for (const key of refetch) void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

/** The cached summary of an order from any list, if some list holds it. */
export function findCachedSummary(queryClient: QueryClient, orderId: number): OrderSummary | undefined {
  for (const [, data] of queryClient.getQueriesData<OrderPages>({ queryKey: orderKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const row = page.rows.find((r) => r.id === orderId);
      if (row) return row;
    }
  }
  return undefined;
}

type CountsData = { byStatus: Record<OrderStatus, number>; total: number };

/** Moves one order between two status counts in every cached count (the answer's refetch corrects it). */
export function shiftCounts(queryClient: QueryClient, from: OrderStatus, to: OrderStatus): void {
  for (const [key, data] of queryClient.getQueriesData<CountsData>({ queryKey: orderKeys.counts })) {
    const fromCount = data?.byStatus[from] ?? 0;
    if (!data || fromCount <= 0) continue;
    queryClient.setQueryData<CountsData>(key, { ...data, byStatus: { ...data.byStatus, [from]: fromCount - 1, [to]: (data.byStatus[to] ?? 0) + 1 } });
  }
}
