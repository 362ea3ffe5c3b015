/** Orders per status for `/Order/Counts`: prepared once per filter shape (order-filters.ts), then only executed. */
import { and, count, eq, sql, sum } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status';
import type { Scope } from '../auth/scope';
import type { AppDb } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { orderStatusCounts, orders } from '../db/schema/orders';
import { addScope, conditionsBuilder, type OrderConditions } from './order-filters';

/** The scope's counts from the trigger-kept counters table: a few rows to add up instead of a count over the orders. */
function scopeCounts(db: AppDb, scope: Scope): Promise<{ status: string; n: number }[]> {
  const builder = conditionsBuilder();
  addScope(builder, scope, { companyId: orderStatusCounts.companyId, storeId: orderStatusCounts.storeId, warehouseId: orderStatusCounts.warehouseId });
  const { where, values, shape } = builder.conditions;
  const statement = preparedStatement(db, `order_counts.scope.${shape}`, (on, name) =>
    on
      .select({ status: orderStatusCounts.status, n: sum(orderStatusCounts.count).mapWith(Number) })
      .from(orderStatusCounts)
      .where(and(...where))
      .groupBy(orderStatusCounts.status)
      .prepare(name),
  );
  return statement.execute(values);
}

/**
 * Counts with narrowing filters. With a company in scope, each status is counted on its own (company[, store],
 * status, created_at) index range: one GROUP BY would read every status's rows of the store to keep those of the
 * date range (a month of one store: 33 thousand index entries instead of 450 thousand). One count subquery per
 * status of a list, not a UNION ALL of eight counts, which PostgreSQL runs as a Parallel Append with two worker
 * processes started for every call (counts of a store's month: 434 → 131 calls a second at 20 connections).
 */
function filteredCounts(db: AppDb, conditions: OrderConditions, perStatus: boolean): Promise<{ status: string; n: number }[]> {
  const statement = preparedStatement(db, `order_counts.${perStatus ? 'per_status' : 'grouped'}.${conditions.shape}`, (on, name) => {
    if (!perStatus) {
      return on
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(and(...conditions.where))
        .groupBy(orders.status)
        .prepare(name);
    }
    const status = sql<string>`s.status`;
    const ofStatus = on
      .select({ n: count() })
      .from(orders)
      .where(and(...conditions.where, eq(orders.status, status)));
    return on
      .select({ status, n: sql<number>`(${ofStatus})::int` })
      .from(sql`unnest(${sql.param([...ORDER_STATUSES])}::text[]) AS s(status)`)
      .prepare(name);
  });
  return statement.execute(conditions.values);
}

/** Counts per status (every status, 0 when none); `onlyScope` when no filter narrows the scope. */
export async function countOrders(db: AppDb, scope: Scope, conditions: OrderConditions, onlyScope: boolean): Promise<Record<OrderStatus, number>> {
  // Per-status index ranges need the company, the indexes' first column.
  const rows = onlyScope ? await scopeCounts(db, scope) : await filteredCounts(db, conditions, scope.companyId !== null);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as OrderStatus] = Number(row.n);
  return counts;
}
