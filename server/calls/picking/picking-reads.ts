/** `/Picking/List` and `/Picking/Get`: what pickers and supervisors read. */
import { PICKING_LIST_MAX, type PickingGetData, type PickingListRow } from '../../../contract/schemas/picking';
import { scopeSql, type Scope } from '../../auth/scope';
import { getOrderDetail } from '../orders/get-order';
import type { SqlRunner } from '../orders/order-queries';
import { isoSql } from '../orders/order-rows';
import type { AuthUser } from '../types';
import {
  LIST_ROW_COLUMNS,
  LIST_ROW_JOINS,
  PICKING_LINE_COLUMNS,
  PICKING_LINE_JOINS,
  PICKING_LINE_ORDER,
  PRODUCT_COLUMNS,
  toListRow,
  toPickingLine,
  toPickingProduct,
  type ListRow,
  type PickingLineRow,
  type ProductRow,
} from './picking-rows';

/** Most products per category offered for scan checks and substitutes. */
export const CANDIDATES_PER_CATEGORY = 40;

const TO_PICK = ['confirmada', 'en_picking'] as const;

/**
 * Orders to pick (confirmada) and being picked (en_picking) in the scope, oldest slot first. Each status is read
 * as its own ordered range of (warehouse_id, status, slot_start) and the two are merged, so a warehouse's list is two
 * short index scans whatever the number of orders.
 */
export async function listToPick(run: SqlRunner, scope: Scope, userId: number, mine: boolean): Promise<PickingListRow[]> {
  const params: unknown[] = [];
  const where = [scopeSql(scope, params, 'o')];
  if (mine) {
    params.push(userId);
    where.push(`o.picker_id = $${params.length}`);
  }
  params.push(PICKING_LIST_MAX);
  const limit = `$${params.length}`;
  const branches = TO_PICK.map((status) => {
    params.push(status);
    return `(SELECT o.id, o.slot_start FROM orders o WHERE ${[...where, `o.status = $${params.length}`].join(' AND ')} ORDER BY o.slot_start, o.id LIMIT ${limit})`;
  });
  const text = `WITH page AS MATERIALIZED (SELECT id FROM (${branches.join(' UNION ALL ')}) AS branch ORDER BY slot_start, id LIMIT ${limit})
    SELECT ${LIST_ROW_COLUMNS} FROM page JOIN orders o ON o.id = page.id ${LIST_ROW_JOINS} ORDER BY o.slot_start, o.id`;
  const rows = await run<ListRow>(text, params);
  return rows.map(toListRow);
}

/**
 * The order with its picking lines in walking order, and the active products of its categories (at most
 * CANDIDATES_PER_CATEGORY each, in display order) with their barcodes, so the phone checks scans and offers
 * substitutes offline. The header is `/Order/Get`'s, so both screens show the same order.
 */
export async function getPickingOrder(run: SqlRunner, user: AuthUser, orderId: number): Promise<PickingGetData> {
  // Checks access first (NOT_FOUND outside the caller's company or warehouse).
  const detail = await getOrderDetail(run, user, orderId);
  const [lines, times, candidates] = await Promise.all([
    run<PickingLineRow>(`SELECT ${PICKING_LINE_COLUMNS} FROM order_lines l ${PICKING_LINE_JOINS} WHERE l.order_id = $1 ORDER BY ${PICKING_LINE_ORDER}`, [orderId]),
    run<{ picking_started_at: string | null; picking_finished_at: string | null }>(
      `SELECT ${isoSql('picking_started_at')} AS picking_started_at, ${isoSql('picking_finished_at')} AS picking_finished_at FROM orders WHERE id = $1`,
      [orderId],
    ),
    run<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS}
       FROM (SELECT DISTINCT category_id FROM order_lines WHERE order_id = $1 AND category_id IS NOT NULL) oc
       CROSS JOIN LATERAL (
         SELECT * FROM products p WHERE p.category_id = oc.category_id AND p.company_id = $2 AND p.active ORDER BY p.display_order, p.id LIMIT $3
       ) p
       ORDER BY p.category_id, p.display_order, p.id`,
      [orderId, detail.companyId, CANDIDATES_PER_CATEGORY],
    ),
  ]);
  return {
    // The detail's lines give way to the picking lines. Object.assign, not a spread: see getOrderDetailJson.
    order: Object.assign(detail, {
      lines: lines.map(toPickingLine),
      pickingStartedAt: times[0]?.picking_started_at ?? null,
      pickingFinishedAt: times[0]?.picking_finished_at ?? null,
    }),
    candidates: candidates.map(toPickingProduct),
  };
}
