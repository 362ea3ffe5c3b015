/** Reads: the list page (keyset), the status counts and one order's summary. */
import type { AppDb } from '../../db/client';
import { sql } from 'drizzle-orm';
import type { OrderSort, OrderSummary } from '../../../contract/schemas/orders';
import type { OrderStatus } from '../../../contract/order-status';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toSummary, type SummaryRow } from './order-rows';
import { SORTS, cursorValue, decodeCursor, encodeCursor, keysetSql, orderBySql } from './order-cursor';
import type { FilterSql } from './order-filters';

/** Runs raw parameterised SQL through drizzle (works inside transactions on both drivers). */
export async function rawRows<Row>(db: AppDb, text: string, params: unknown[]): Promise<Row[]> {
  const chunks = text.split(/\$(\d+)/);
  const query = sql.empty();
  chunks.forEach((chunk, index) => {
    if (index % 2 === 0) query.append(sql.raw(chunk));
    else query.append(sql`${sql.param(params[Number(chunk) - 1])}`);
  });
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Runs parameterised SQL: inside a transaction (`rawRows` on it) or on the pool as a prepared statement. */
export type SqlRunner = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

export function txRunner(db: AppDb): SqlRunner {
  return (text, params) => rawRows(db, text, params);
}

export interface ListPage {
  rows: OrderSummary[];
  nextCursor: string | null;
}

/**
 * One page of orders. With a status list, each status is read from its own index range and the
 * branches are merged (PostgreSQL cannot walk several index ranges in sort order by itself).
 */
export async function listOrders(run: SqlRunner, filter: FilterSql, statuses: readonly OrderStatus[] | undefined, sort: OrderSort, limit: number, cursorText: string | undefined): Promise<ListPage> {
  const spec = SORTS[sort];
  const params = [...filter.params];
  const where = [...filter.where];
  if (cursorText) where.push(keysetSql(spec, decodeCursor(cursorText, sort), params));
  params.push(limit + 1);
  const limitParam = `$${params.length}`;
  const orderBy = orderBySql(spec);
  let idsSql: string;
  if (statuses && statuses.length > 0) {
    const branches = [...new Set(statuses)].map((status) => {
      params.push(status);
      return `(SELECT o.id, ${spec.column} AS sort_value FROM orders o WHERE ${[...where, `o.status = $${params.length}`].join(' AND ')} ORDER BY ${orderBy} LIMIT ${limitParam})`;
    });
    const outerOrder = `sort_value ${spec.direction}, id ${spec.direction}`;
    idsSql = `SELECT id FROM (${branches.join(' UNION ALL ')}) AS branch ORDER BY ${outerOrder} LIMIT ${limitParam}`;
  } else {
    idsSql = `SELECT o.id FROM orders o WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ${limitParam}`;
  }
  // The page's ids first (index-only work), then the joins for just those rows.
  const text = `WITH page AS MATERIALIZED (${idsSql}) SELECT ${SUMMARY_COLUMNS} FROM page JOIN orders o ON o.id = page.id ${SUMMARY_JOINS} ORDER BY ${orderBy}`;
  const rows = await run<SummaryRow>(text, params);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor({ sort, value: cursorValue(spec, last as unknown as Record<string, unknown>), id: last.id }) : null;
  return { rows: page.map(toSummary), nextCursor };
}

/** Counts per status. Without narrowing filters, read from the trigger-kept counters table. */
export async function countOrders(run: SqlRunner, filter: FilterSql, onlyScope: boolean): Promise<Record<string, number>> {
  const where = filter.where.join(' AND ');
  const text = onlyScope
    ? `SELECT o.status, sum(o.count)::int AS n FROM order_status_counts o WHERE ${where} GROUP BY o.status`
    : `SELECT o.status, count(*)::int AS n FROM orders o WHERE ${where} GROUP BY o.status`;
  const rows = await run<{ status: string; n: number }>(text, filter.params);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export async function orderSummary(db: AppDb, orderId: number): Promise<OrderSummary | null> {
  const rows = await rawRows<SummaryRow>(db, `SELECT ${SUMMARY_COLUMNS} FROM orders o ${SUMMARY_JOINS} WHERE o.id = $1`, [orderId]);
  return rows[0] ? toSummary(rows[0]) : null;
}
