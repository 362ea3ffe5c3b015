/**
 * `/Order/Move`: one status move, applied once per mutationId, against the version it was made on.
 * A move still applies when only commuting changes (notes, line edits) happened since its base version,
 * because the status it starts from is unchanged; otherwise it is refused with the current state.
 * The moves picking owns run picking's rules, so the kanban and the outbox (which both land here) cannot skip them:
 * a picker moving an order to en_picking takes it (/Picking/Take), and en_picking → pickeada is finishing it
 * (/Picking/Finish: the picker it is assigned to, every line handled, totals recomputed; a supervisor forces it).
 */
import { eq, sql } from 'drizzle-orm';
import { checkMove, type OrderStatus } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';
import { CallError } from '../../errors/call-error';
import { lockOrder, userName, type LockedOrder } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { STATUS_LABEL_ES } from '../../orders/status-labels';
import { finishPicking } from '../picking/finish-picking';
import { takeOrder } from '../picking/take-order';

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
    const current = await currentSummary(tx, order.id);
    throw new CallError(
      'STALE_VERSION',
      `La orden ${order.number} ya no está en «${STATUS_LABEL_ES[input.from]}»: ahora está en «${STATUS_LABEL_ES[order.status]}» (versión ${order.version}). El cambio no se aplicó.`,
      { current },
    );
  }
  const check = checkMove(user.role, order.fulfilment, order.status, input.to);
  if (!check.ok) {
    const current = await currentSummary(tx, order.id);
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
  await tx
    .update(orders)
    .set({
      status: input.to,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
      // A supervisor's move into picking (no picker yet: one takes it in picking) still starts the picking clock.
      ...(input.to === 'en_picking' ? { pickingStartedAt: sql`coalesce(${orders.pickingStartedAt}, ${now})` } : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    userId: user.id,
    kind: 'status',
    fromStatus: order.status,
    toStatus: input.to,
    detail: { mutationId: input.mutationId, baseVersion: input.baseVersion, appliedOnVersion: order.version },
    at: now,
  });
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
