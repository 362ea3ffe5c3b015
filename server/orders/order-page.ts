/**
 * One page of order summaries (keyset): `/Order/List`, every kanban column (a list of one status) and the export's
 * pages all read it here, so they show the same rows the same way.
 *
 * The page's ids are found first, on the sort's index: with a status list, each status is its own range of the
 * (company_id, [store_id,] status, key, id) index, read in sort order and LIMITed, and PostgreSQL merges the ranges
 * (Merge Append) — it cannot walk several ranges of one index in order by itself. Only those ids are then joined
 * with the names the summary carries.
 */
import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../contract/order-status';
import type { OrderSort, OrderSummary } from '../../contract/schemas/orders';
import type { AppDb } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { orders } from '../db/schema/orders';
import { SORTS, afterCursor, cursorAfter, decodeCursor, sortOrder } from './order-cursor';
import type { OrderConditions } from './order-filters';
import { selectSummaries } from './order-summary';

export interface OrderPageRequest {
  conditions: OrderConditions;
  statuses?: readonly OrderStatus[] | undefined;
  sort: OrderSort;
  limit: number;
  cursor?: string | undefined;
}

export interface OrderPage {
  rows: OrderSummary[];
  nextCursor: string | null;
}

/**
 * A page query as the statement it is prepared as: the page's ids (and sort keys) as a subquery to join, the ORDER BY
 * to read the joined rows in, the statement's name, and the values to execute it with. The SQL text depends only on
 * the sort, the number of statuses, the cursor's presence and the filters' shape, which the name says; every value is
 * a placeholder.
 */
export function pageQuery(request: OrderPageRequest) {
  const { conditions, sort, limit, cursor } = request;
  const statuses = [...new Set(request.statuses ?? [])];
  // One row more than the page: whether there is a next page.
  const values: Record<string, unknown> = { ...conditions.values, take: limit + 1 };
  statuses.forEach((status, index) => {
    values[`status${index}`] = status;
  });
  if (cursor) {
    const { value, id } = decodeCursor(cursor, sort);
    Object.assign(values, { cursorValue: value, cursorId: id });
  }
  const name = `${sort}.${statuses.length}.${cursor ? 'c' : ''}.${conditions.shape}`;
  const build = (db: AppDb) => {
    const spec = SORTS[sort];
    const where = cursor ? [...conditions.where, afterCursor(spec, sql.placeholder('cursorValue'), sql.placeholder('cursorId'))] : conditions.where;
    const take = sql.placeholder('take');
    const range = (index: number | undefined) =>
      db
        .select({ id: orders.id, key: spec.column })
        .from(orders)
        .where(and(...where, index === undefined ? undefined : eq(orders.status, sql.placeholder(`status${index}`))))
        .orderBy(...sortOrder(spec))
        .limit(take);
    const [, second, ...more] = statuses.map((_, index) => index);
    const ids = statuses.length === 0 ? range(undefined) : second === undefined ? range(0) : unionAll(range(0), range(second), ...more.map(range)).orderBy(...sortOrder(spec)).limit(take);
    return { ids: ids.as('page'), order: sortOrder(spec) };
  };
  return { name, values, build };
}

/** The page's rows (the query read one more) and the cursor after them when there are more. */
export function pageResult<Row extends OrderSummary>(rows: Row[], request: OrderPageRequest): { rows: Row[]; nextCursor: string | null } {
  const pageRows = rows.length > request.limit ? rows.slice(0, request.limit) : rows;
  const last = pageRows.at(-1);
  return { rows: pageRows, nextCursor: rows.length > request.limit && last ? cursorAfter(request.sort, last) : null };
}

export async function listOrderPage(db: AppDb, request: OrderPageRequest): Promise<OrderPage> {
  const query = pageQuery(request);
  const statement = preparedStatement(db, `order_page.${query.name}`, (on, name) => {
    const page = query.build(on);
    return selectSummaries(on)
      .innerJoin(page.ids, eq(page.ids.id, orders.id))
      .orderBy(...page.order)
      .prepare(name);
  });
  return pageResult(await statement.execute(query.values), request);
}
