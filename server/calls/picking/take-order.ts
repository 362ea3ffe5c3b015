/**
 * `/Picking/Take`: a confirmed order becomes en_picking, assigned to the caller. The base version is informational:
 * the take applies on whatever version while the status allows it (notes and other commuting changes rebase).
 * Taking an order the caller already picks answers the same row again without a change, so a resent take is harmless.
 * A picker's `/Order/Move` confirmada → en_picking is this take (move-order.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { checkMove } from '../../../contract/order-status';
import type { PickingListRow } from '../../../contract/schemas/picking';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';
import { CallError } from '../../errors/call-error';
import { lockOrder, userName } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { STATUS_LABEL_ES } from '../../orders/status-labels';
import { pickingConflict } from './picking-order';
import { selectPickingListRows } from './picking-rows';

export interface TakeInput {
  orderId: number;
  baseVersion: number;
  mutationId: string;
}

export async function pickingListRow(tx: AppDb, orderId: number): Promise<PickingListRow> {
  const [row] = await selectPickingListRows(tx).where(eq(orders.id, orderId));
  if (!row) throw new Error('order vanished inside its own transaction');
  return row;
}

export async function takeOrder(tx: AppDb, user: AuthUser, input: TakeInput, now: Date): Promise<PickingListRow> {
  const order = await lockOrder(tx, user, input.orderId);
  if (order.status === 'en_picking' && order.pickerId === user.id) return pickingListRow(tx, order.id);
  if (order.status === 'en_picking' && order.pickerId !== null) {
    const name = (await userName(tx, order.pickerId)) ?? 'otra persona';
    throw await pickingConflict(tx, order, 'taken', `La orden ${order.number} ya la está pickeando ${name}.`);
  }
  // A confirmed order a supervisor assigned to another picker is theirs to take.
  if (order.status === 'confirmada' && order.pickerId !== null && order.pickerId !== user.id) {
    const name = (await userName(tx, order.pickerId)) ?? 'otra persona';
    throw await pickingConflict(tx, order, 'taken', `La orden ${order.number} está asignada a ${name}.`);
  }
  if (order.status === 'cancelada') {
    throw await pickingConflict(tx, order, 'cancelled', `La orden ${order.number} fue cancelada; ya no se puede pickear.`);
  }
  // An order moved to en_picking without a picker (a supervisor's kanban move) can still be taken.
  const from = order.status;
  if (from !== 'confirmada' && from !== 'en_picking') {
    // Not confirmed yet, or already past picking: the order's state is not the one the take was made on.
    throw await pickingConflict(tx, order, 'not_confirmed', `La orden ${order.number} está en «${STATUS_LABEL_ES[from]}»: solo se toman órdenes confirmadas.`);
  }
  if (from === 'confirmada' && !checkMove(user.role, order.fulfilment, from, 'en_picking').ok) {
    throw new CallError('INVALID_MOVE', 'Tu rol no puede tomar órdenes para picking.', { reason: 'role', current: await currentSummary(tx, order.id) });
  }
  await tx
    .update(orders)
    .set({ status: 'en_picking', pickerId: user.id, pickingStartedAt: sql`coalesce(${orders.pickingStartedAt}, ${now})`, version: sql`${orders.version} + 1`, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    userId: user.id,
    kind: from === 'confirmada' ? 'status' : 'picker',
    fromStatus: from === 'confirmada' ? 'confirmada' : null,
    toStatus: 'en_picking',
    detail: { mutationId: input.mutationId, baseVersion: input.baseVersion, appliedOnVersion: order.version, pickerId: user.id },
    at: now,
  });
  return pickingListRow(tx, order.id);
}
