/** `/Picking/List` and `/Picking/Get`: what pickers and supervisors read. */
import { and, asc, eq, isNotNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PICKING_LIST_MAX, type PickingGetData, type PickingListRow } from '../../../contract/schemas/picking';
import type { AuthUser } from '../../auth/auth-user';
import type { Scope } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { isoTextOrNull } from '../../db/iso-text';
import { preparedStatement } from '../../db/prepared';
import { products } from '../../db/schema/catalogue';
import { orderLines, orders } from '../../db/schema/orders';
import { companies } from '../../db/schema/tenancy';
import { orderEventsOf, orderHeaderStatement, orderNotesOf } from '../../orders/order-detail';
import { addScope, conditionsBuilder } from '../../orders/order-filters';
import { lineTaxByRate } from '../../orders/order-lines';
import { readableOrder } from '../../orders/order-lock';
import { pageQuery, pageResult, type OrderPageRequest } from '../../orders/order-page';
import { storeWithholdsSql } from '../../organisation/store-offer';
import { PICKING_LINE_ORDER, companyDay, pickingProductColumns, selectPickingLines, selectPickingListRows, toPickingLine } from './picking-rows';

/** Most products per category offered for scan checks and substitutes. */
export const CANDIDATES_PER_CATEGORY = 40;

/**
 * Orders to pick (confirmada) and being picked (en_picking) in the scope, oldest slot first: the orders list's page
 * (order-page.ts) over the two statuses, each its own range of the (warehouse_id, status, slot_start) index.
 */
export async function listToPick(db: AppDb, scope: Scope, userId: number, mine: boolean): Promise<PickingListRow[]> {
  const builder = conditionsBuilder();
  addScope(builder, scope, { companyId: orders.companyId, storeId: orders.storeId, warehouseId: orders.warehouseId });
  if (mine) builder.add('mine', eq(orders.pickerId, builder.value('me', userId)));
  const request: OrderPageRequest = { conditions: builder.conditions, statuses: ['confirmada', 'en_picking'], sort: 'slot_asc', limit: PICKING_LIST_MAX };
  const query = pageQuery(request);
  const statement = preparedStatement(db, `picking_list.${query.name}`, (on, name) => {
    const page = query.build(on);
    return selectPickingListRows(on)
      .innerJoin(page.ids, eq(page.ids.id, orders.id))
      .orderBy(...page.order)
      .prepare(name);
  });
  return pageResult(await statement.execute(query.values), request).rows;
}

/** `/Order/Get`'s header (order-detail.ts), the picking times and the company's picking settings (issue 21). */
function pickingHeader(db: AppDb, orderId: number) {
  const extra = {
    pickingStartedAt: isoTextOrNull(orders.pickingStartedAt),
    pickingFinishedAt: isoTextOrNull(orders.pickingFinishedAt),
    gs1WeightPrefixes: companies.gs1WeightPrefixes,
    gs1PricePrefixes: companies.gs1PricePrefixes,
    chargePendingSubstitutions: companies.chargePendingSubstitutions,
  };
  return orderHeaderStatement(db, 'picking_header', extra).execute({ orderId });
}

function pickingLines(db: AppDb, orderId: number, now: Date) {
  const statement = preparedStatement(db, 'picking_lines', (on, name) =>
    selectPickingLines(on, sql`${sql.placeholder('now')}`)
      .where(eq(orderLines.orderId, sql.placeholder('orderId')))
      .orderBy(...PICKING_LINE_ORDER)
      .prepare(name),
  );
  return statement.execute({ orderId, now: now.toISOString() });
}

/**
 * The active products of the order's categories, at most CANDIDATES_PER_CATEGORY each, in display order; not those
 * the order's store switched off or marked out of stock today (Mi menú).
 */
function candidates(db: AppDb, orderId: number, now: Date) {
  const statement = preparedStatement(db, 'picking_candidates', (on, name) => {
    const ordered = on
      .selectDistinct({ categoryId: orderLines.categoryId, companyId: orders.companyId, storeId: orders.storeId, day: sql<string>`${companyDay(sql`${sql.placeholder('now')}`)}`.as('day') })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(eq(orderLines.orderId, sql.placeholder('orderId')), isNotNull(orderLines.categoryId)))
      .as('ordered');
    const candidate = alias(products, 'candidate');
    const firsts = on
      .select({ id: candidate.id })
      .from(candidate)
      .where(
        and(
          eq(candidate.categoryId, ordered.categoryId),
          eq(candidate.companyId, ordered.companyId),
          eq(candidate.active, true),
          not(storeWithholdsSql(ordered.storeId, candidate.id, sql`${ordered.day}`)),
        ),
      )
      .orderBy(asc(candidate.displayOrder), asc(candidate.id))
      .limit(CANDIDATES_PER_CATEGORY)
      .as('firsts');
    return on
      .select(pickingProductColumns)
      .from(ordered)
      .crossJoinLateral(firsts)
      .innerJoin(products, eq(products.id, firsts.id))
      .orderBy(asc(products.categoryId), asc(products.displayOrder), asc(products.id))
      .prepare(name);
  });
  return statement.execute({ orderId, now: now.toISOString() });
}

/**
 * The order as picking shows it: the header, notes and timeline of `/Order/Get` (order-detail.ts) with the picking
 * lines in walking order and the picking times; and the candidates, so the phone checks scans and offers substitutes
 * offline. Five prepared statements read side by side.
 */
export async function getPickingOrder(db: AppDb, user: AuthUser, orderId: number, now: Date): Promise<PickingGetData> {
  const [[header], rows, notes, events, offered] = await Promise.all([
    pickingHeader(db, orderId),
    pickingLines(db, orderId, now),
    orderNotesOf(db, orderId),
    orderEventsOf(db, orderId),
    candidates(db, orderId, now),
  ]);
  const { gs1WeightPrefixes, gs1PricePrefixes, chargePendingSubstitutions, ...order } = readableOrder(user, header);
  const settings = { gs1WeightPrefixes, gs1PricePrefixes, chargePendingSubstitutions };
  return { order: { ...order, taxByRate: lineTaxByRate(rows), lines: rows.map(toPickingLine), notes, events }, candidates: offered, settings };
}
