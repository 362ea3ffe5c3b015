/** Reads: the list page (keyset), the status counts and one order's summary. */
import type { AppDb } from '../../db/client';
import { sql } from 'drizzle-orm';
import type { OrderSort, OrderSummary } from '../../../contract/schemas/orders';
import type { OrderStatus } from '../../../contract/order-status';
import { referenceData } from '../../auth/reference-data';
import { LIST_JSON_COLUMNS, SUMMARY_COLUMNS, SUMMARY_JOINS, isoFromText, knowsListRows, listSummaryJson, toSummary, type ListJsonRow, type SummaryRow } from './order-rows';
import { SORTS, decodeCursor, encodeCursor, keysetSql, orderBySql, type SortSpec } from './order-cursor';
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

/** The orders columns a page row carries from its index scan to the joins. */
const PAGE_COLUMNS = `o.id, o.number, o.company_id, o.store_id, o.warehouse_id, o.customer_id, o.status, o.fulfilment, o.channel,
  o.payment_method, o.payment_state, o.slot_date, o.slot_start, o.slot_end, o.item_count, o.total_cents, o.created_at, o.updated_at,
  o.version, o.picker_id`;

/**
 * One page of orders as SQL: `columns` and `joins` on the page's rows, aliased `o`. With a status list, each status
 * is read from its own index range and PostgreSQL merges the ranges in sort order (Merge Append), stopping after
 * `limit + 1` rows: it cannot walk several index ranges in sort order by itself. The joins run for the page's rows only.
 */
function pageQuery(filter: FilterSql, statuses: readonly OrderStatus[] | undefined, spec: SortSpec, sort: OrderSort, limit: number, cursorText: string | undefined, columns: string, joins: string) {
  const params = [...filter.params];
  const where = [...filter.where];
  if (cursorText) where.push(keysetSql(spec, decodeCursor(cursorText, sort), params));
  params.push(limit + 1);
  const limitParam = `$${params.length}`;
  const orderBy = orderBySql(spec);
  let pageSql: string;
  if (statuses && statuses.length > 0) {
    const branches = [...new Set(statuses)].map((status) => {
      params.push(status);
      return `(SELECT ${PAGE_COLUMNS} FROM orders o WHERE ${[...where, `o.status = $${params.length}`].join(' AND ')} ORDER BY ${orderBy} LIMIT ${limitParam})`;
    });
    pageSql = `SELECT * FROM (${branches.join(' UNION ALL ')}) AS branch ORDER BY ${spec.field} ${spec.direction}, id ${spec.direction} LIMIT ${limitParam}`;
  } else {
    pageSql = `SELECT ${PAGE_COLUMNS} FROM orders o WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ${limitParam}`;
  }
  return { text: `SELECT ${columns} FROM (${pageSql}) AS o ${joins} ORDER BY ${orderBy}`, params };
}

/** The keyset cursor after this page's last row, when the query found more rows than the page holds. */
function nextCursorAfter(page: readonly OrderSummary[], hasMore: boolean, spec: SortSpec, sort: OrderSort): string | null {
  const last = page[page.length - 1];
  if (!hasMore || !last) return null;
  const value = { created_at: last.createdAt, slot_start: last.slotStart, total_cents: String(last.totalCents), number: last.number }[spec.field];
  return encodeCursor({ sort, value, id: last.id });
}

/** One page of orders with every name joined in SQL (the export; any runner, also inside a transaction). */
export async function listOrders(run: SqlRunner, filter: FilterSql, statuses: readonly OrderStatus[] | undefined, sort: OrderSort, limit: number, cursorText: string | undefined): Promise<ListPage> {
  const spec = SORTS[sort];
  const { text, params } = pageQuery(filter, statuses, spec, sort, limit, cursorText, SUMMARY_COLUMNS, SUMMARY_JOINS);
  const rows = (await run<SummaryRow>(text, params)).map(toSummary);
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: nextCursorAfter(page, rows.length > limit, spec, sort) };
}

/** The cursor's sort value of a list row: a timestamp as isoSql writes it, else the value as text. */
function sortValueOf(spec: SortSpec, row: ListJsonRow): string {
  if (spec.field === 'created_at' || spec.field === 'slot_start') return isoFromText(row[spec.field]);
  return row.sort_value ?? '';
}

/**
 * `/Order/List`'s page as JSON text (`{"rows":[…],"nextCursor":…}`): like listOrders, but each row's summary is built
 * by PostgreSQL (order-rows.ts LIST_SUMMARY_MEMBERS) and the store and warehouse names and the currency come from the
 * in-process reference data instead of three joins per row.
 */
export async function listOrderPageJson(
  db: AppDb,
  run: SqlRunner,
  filter: FilterSql,
  statuses: readonly OrderStatus[] | undefined,
  sort: OrderSort,
  limit: number,
  cursorText: string | undefined,
): Promise<string> {
  const spec = SORTS[sort];
  const columns = spec.cast === 'timestamptz' ? LIST_JSON_COLUMNS : `${LIST_JSON_COLUMNS}, ${spec.column}::text AS sort_value`;
  const { text, params } = pageQuery(filter, statuses, spec, sort, limit, cursorText, columns, '');
  const rows = await run<ListJsonRow>(text, params);
  const pageRows = rows.length > limit ? rows.slice(0, limit) : rows;
  const data = await referenceData(db, (d) => knowsListRows(d, pageRows));
  const last = pageRows.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ sort, value: sortValueOf(spec, last), id: last.id }) : null;
  return `{"rows":[${pageRows.map((row) => listSummaryJson(row, data)).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}

/**
 * Counts per status. Without narrowing filters, read from the trigger-kept counters table. With them and a company
 * in scope, each status is counted on its own (company[, store], status, created_at) index range: one GROUP BY
 * would read every status's rows of the store to keep those of the date range (a month of one store: 33 thousand
 * index entries instead of 450 thousand).
 */
export async function countOrders(
  run: SqlRunner,
  filter: FilterSql,
  onlyScope: boolean,
  perStatus: readonly OrderStatus[] | null = null,
): Promise<Record<string, number>> {
  const where = filter.where.join(' AND ');
  let text: string;
  let params = filter.params;
  if (onlyScope) {
    text = `SELECT o.status, sum(o.count)::int AS n FROM order_status_counts o WHERE ${where} GROUP BY o.status`;
  } else if (perStatus) {
    params = [...filter.params, perStatus];
    text = `SELECT s.status, (SELECT count(*) FROM orders o WHERE ${where} AND o.status = s.status)::int AS n FROM unnest($${params.length}::text[]) AS s(status)`;
  } else {
    text = `SELECT o.status, count(*)::int AS n FROM orders o WHERE ${where} GROUP BY o.status`;
  }
  const rows = await run<{ status: string; n: number }>(text, params);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export async function orderSummary(db: AppDb, orderId: number): Promise<OrderSummary | null> {
  const rows = await rawRows<SummaryRow>(db, `SELECT ${SUMMARY_COLUMNS} FROM orders o ${SUMMARY_JOINS} WHERE o.id = $1`, [orderId]);
  return rows[0] ? toSummary(rows[0]) : null;
}
