/**
 * `/Order/Move`: one status move, applied once per mutationId, against the version it was made on.
 * A move still applies when only commuting changes (notes, line edits) happened since its base version,
 * because the status it starts from is unchanged; otherwise it is refused with the current state.
 * The moves picking owns run picking's rules, so the kanban and the outbox (which both land here) cannot skip them:
 * a picker moving an order to en_picking takes it (/Picking/Take), and en_picking → pickeada is finishing it
 * (/Picking/Finish: the picker it is assigned to, every line handled, totals recomputed; a supervisor forces it).
 */
import { checkMove, type OrderStatus } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AppDb } from '../../db/client';
import { CallError } from '../call-error';
import type { AuthUser } from '../types';
import { finishPicking } from '../picking/finish-picking';
import { currentSummary, userName } from '../picking/picking-order';
import { takeOrder } from '../picking/take-order';
import { lockOrder, type LockedOrder } from './order-access';
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
  if (input.to === 'en_picking' && user.role === 'PK') {
    await takeOrder(tx, user, input, now);
    return currentSummary(tx, order.id);
  }
  if (order.status === 'en_picking' && input.to === 'pickeada') {
    if (user.role === 'PK' && order.pickerId !== user.id) throw await notYourPicking(tx, order);
    return (await finishPicking(tx, user, input, now, { force: user.role !== 'PK' })).order;
  }
  await rawRows(
    tx,
    `UPDATE orders SET status = $2, version = version + 1, updated_at = $3,
       -- A supervisor's move into picking (no picker yet: one takes it in picking) still starts the picking clock.
       picking_started_at = CASE WHEN $2 = 'en_picking' THEN COALESCE(picking_started_at, $3) ELSE picking_started_at END
     WHERE id = $1`,
    [order.id, input.to, now],
  );
  await rawRows(
    tx,
    `INSERT INTO order_events (order_id, company_id, user_id, kind, from_status, to_status, detail, at)
     VALUES ($1, $2, $3, 'status', $4, $5, $6::jsonb, $7)`,
    [order.id, order.companyId, user.id, order.status, input.to, JSON.stringify({ mutationId: input.mutationId, baseVersion: input.baseVersion, appliedOnVersion: order.version }), now],
  );
  return currentSummary(tx, order.id);
}

/** A picker finishing, from the kanban or the outbox, an order someone else picks (or nobody took yet). */
async function notYourPicking(tx: AppDb, order: LockedOrder): Promise<CallError> {
  const name = await userName(tx, order.pickerId);
  const mensaje = name
    ? `La orden ${order.number} la está pickeando ${name}; solo esa persona puede terminarla, desde Picking.`
    : `La orden ${order.number} no está asignada a ti: tómala en Picking y termínala desde allí.`;
  return new CallError('INVALID_MOVE', mensaje, { reason: 'not_assigned', current: await currentSummary(tx, order.id) });
}
