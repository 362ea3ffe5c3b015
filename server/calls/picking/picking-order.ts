/**
 * The order a picking change works on: locked for the change's transaction, and the conflicts every picking change
 * shares (the order left en_picking, or a picker's order was given to someone else). Every conflict carries the
 * order's current summary in `detalle.current`, so the outbox can show it next to the refused change.
 */
import type { Fulfilment, OrderStatus } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AppDb } from '../../db/client';
import { CallError, notFound } from '../call-error';
import { mayAccessOrder, type LockedOrder } from '../orders/order-access';
import { orderSummary } from '../orders/order-queries';
import { txRows } from '../tx-rows';
import { int } from '../orders/order-rows';
import { STATUS_LABEL_ES } from '../orders/status-labels';
import type { AuthUser } from '../types';
import type { PickingLineRow } from './picking-rows';

/** The locked order as every change sees it (order-access.ts), with what finishing a picking recomputes. */
export interface PickingOrder extends LockedOrder {
  shippingCents: number;
  freeShipping: boolean;
  storeCreditCents: number;
  totalCents: number;
  pickingStartedAt: Date | null;
}

/** Why a picking change was refused as a conflict (`detalle.reason`). */
export type PickingConflictReason = 'cancelled' | 'not_confirmed' | 'not_picking' | 'taken' | 'reassigned' | 'line_changed';

type OrderRow = {
  id: number;
  number: string;
  company_id: number;
  warehouse_id: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  version: number;
  picker_id: number | null;
  shipping_cents: number | string;
  free_shipping: boolean;
  store_credit_cents: number | string;
  total_cents: number | string;
  picking_started_at: Date | string | null;
};

const ORDER_COLUMNS = `o.id, o.number, o.company_id, o.warehouse_id, o.status, o.fulfilment, o.version, o.picker_id, o.shipping_cents, o.free_shipping,
  o.store_credit_cents, o.total_cents, o.picking_started_at`;

function toPickingOrder(user: AuthUser, row: OrderRow | undefined): PickingOrder {
  if (!row || !mayAccessOrder(user, { companyId: row.company_id, warehouseId: row.warehouse_id })) throw notFound('La orden');
  return {
    id: row.id,
    number: row.number,
    companyId: row.company_id,
    warehouseId: row.warehouse_id,
    status: row.status,
    fulfilment: row.fulfilment,
    version: row.version,
    pickerId: row.picker_id,
    shippingCents: int(row.shipping_cents),
    freeShipping: row.free_shipping,
    storeCreditCents: int(row.store_credit_cents),
    totalCents: int(row.total_cents),
    pickingStartedAt: row.picking_started_at === null ? null : new Date(row.picking_started_at),
  };
}

/** SELECT … FOR UPDATE of the order and the money a finish needs; NOT_FOUND outside the caller's company or warehouse. */
export async function lockPickingOrder(tx: AppDb, user: AuthUser, orderId: number): Promise<PickingOrder> {
  const [row] = await txRows<OrderRow>(tx, `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [orderId]);
  return toPickingOrder(user, row);
}

/** A line's own columns (order_lines.*), as JSON: numbers for bigints, text for timestamps. */
export type LineState = Omit<
  PickingLineRow,
  'category_name' | 'aisle' | 'image_url' | 'barcodes' | 'substitute_category_id' | 'substitute_image_url' | 'substitute_barcodes'
>;

/** The locked order and one of its lines (null when the line is not the order's), in one round trip. */
export async function lockPickingOrderWithLine(tx: AppDb, user: AuthUser, orderId: number, lineId: number): Promise<{ order: PickingOrder; line: LineState | null }> {
  const [row] = await txRows<OrderRow & { line: LineState | null }>(
    tx,
    `SELECT ${ORDER_COLUMNS}, (SELECT row_to_json(l) FROM order_lines l WHERE l.id = $2 AND l.order_id = o.id) AS line
     FROM orders o WHERE o.id = $1 FOR UPDATE`,
    [orderId, lineId],
  );
  return { order: toPickingOrder(user, row), line: row?.line ?? null };
}

export async function currentSummary(tx: AppDb, orderId: number): Promise<OrderSummary> {
  const summary = await orderSummary(tx, orderId);
  if (!summary) throw new Error('order vanished inside its own transaction');
  return summary;
}

export async function userName(tx: AppDb, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await txRows<{ name: string }>(tx, 'SELECT name FROM users WHERE id = $1', [userId]);
  return row?.name ?? null;
}

/** A conflict with the order's current state (and any extra facts). */
export async function pickingConflict(
  tx: AppDb,
  order: PickingOrder,
  reason: PickingConflictReason,
  mensaje: string,
  extra: Record<string, unknown> = {},
): Promise<CallError> {
  return new CallError('CONFLICT', mensaje, { reason, current: await currentSummary(tx, order.id), ...extra });
}

/**
 * Line changes and finishing need the order still en_picking and, for a picker, still assigned to them.
 * Supervisors and admins (any role with the screen other than PK) may change any picker's order.
 */
export async function assertPickable(tx: AppDb, user: AuthUser, order: PickingOrder): Promise<void> {
  if (order.status === 'cancelada') {
    throw await pickingConflict(tx, order, 'cancelled', `La orden ${order.number} fue cancelada; el cambio de picking no se aplicó.`);
  }
  if (order.status !== 'en_picking') {
    throw await pickingConflict(
      tx,
      order,
      'not_picking',
      `La orden ${order.number} ya no está en picking: ahora está en «${STATUS_LABEL_ES[order.status]}». El cambio no se aplicó.`,
    );
  }
  if (user.role === 'PK' && order.pickerId !== user.id) {
    const name = await userName(tx, order.pickerId);
    throw await pickingConflict(
      tx,
      order,
      'reassigned',
      name
        ? `La orden ${order.number} fue reasignada a ${name}; el cambio no se aplicó.`
        : `La orden ${order.number} ya no está asignada a ti; el cambio no se aplicó.`,
    );
  }
}
