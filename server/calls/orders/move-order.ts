/**
 * `/Order/Move`: one status move, applied once per mutationId, against the version it was made on.
 * A move still applies when only commuting changes (notes, line edits) happened since its base version,
 * because the status it starts from is unchanged; otherwise it is refused with the current state.
 */
import { checkMove, type OrderStatus } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AppDb } from '../../db/client';
import { CallError } from '../call-error';
import type { AuthUser } from '../types';
import { lockOrder } from './order-access';
import { orderSummary, rawRows } from './order-queries';
import { STATUS_LABEL_ES } from './status-labels';

export interface MoveInput {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  baseVersion: number;
  mutationId: string;
}

export async function applyMove(tx: AppDb, user: AuthUser, input: MoveInput, now: Date): Promise<OrderSummary> {
  const order = await lockOrder(tx, user, input.orderId);
  if (order.status !== input.from) {
    const current = await orderSummary(tx, order.id);
    throw new CallError(
      'STALE_VERSION',
      `La orden ${order.number} ya no está en «${STATUS_LABEL_ES[input.from]}»: ahora está en «${STATUS_LABEL_ES[order.status]}» (versión ${order.version}). El cambio no se aplicó.`,
      { current },
    );
  }
  const check = checkMove(user.role, order.fulfilment, order.status, input.to);
  if (!check.ok) {
    const current = await orderSummary(tx, order.id);
    const mensaje =
      check.reason === 'not_a_move'
        ? `Una orden ${order.fulfilment === 'pickup' ? 'de retiro' : 'de despacho'} no puede pasar de «${STATUS_LABEL_ES[order.status]}» a «${STATUS_LABEL_ES[input.to]}».`
        : `Tu rol no puede mover órdenes de «${STATUS_LABEL_ES[order.status]}» a «${STATUS_LABEL_ES[input.to]}».`;
    throw new CallError('INVALID_MOVE', mensaje, { reason: check.reason, current });
  }
  const takesPicking = input.to === 'en_picking' && user.role === 'PK';
  await rawRows(
    tx,
    `UPDATE orders SET status = $2, version = version + 1, updated_at = $3,
       picker_id = CASE WHEN $4::boolean THEN $5::int ELSE picker_id END,
       -- Entering picking by a plain move still starts the picking clock; leaving it for pickeada stops it.
       picking_started_at = CASE WHEN $2 = 'en_picking' THEN COALESCE(picking_started_at, $3) ELSE picking_started_at END,
       picking_finished_at = CASE WHEN $2 = 'pickeada' THEN COALESCE(picking_finished_at, $3) ELSE picking_finished_at END
     WHERE id = $1`,
    [order.id, input.to, now, takesPicking, user.id],
  );
  await rawRows(
    tx,
    `INSERT INTO order_events (order_id, company_id, user_id, kind, from_status, to_status, detail, at)
     VALUES ($1, $2, $3, 'status', $4, $5, $6::jsonb, $7)`,
    [order.id, order.companyId, user.id, order.status, input.to, JSON.stringify({ mutationId: input.mutationId, baseVersion: input.baseVersion, appliedOnVersion: order.version }), now],
  );
  const summary = await orderSummary(tx, order.id);
  if (!summary) throw new Error('order vanished inside its own transaction');
  return summary;
}
