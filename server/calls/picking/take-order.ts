/**
 * `/Picking/Take`: a confirmed order becomes en_picking, assigned to the caller. The base version is informational:
 * the take applies on whatever version while the status allows it (notes and other commuting changes rebase).
 * Taking an order the caller already picks answers the same row again without a change, so a resent take is harmless.
 * A picker's `/Order/Move` confirmada → en_picking is this take (move-order.ts).
 */
import { checkMove } from '../../../contract/order-status';
import type { PickingListRow } from '../../../contract/schemas/picking';
import type { AppDb } from '../../db/client';
import { CallError } from '../call-error';
import { txRows } from '../tx-rows';
import { STATUS_LABEL_ES } from '../orders/status-labels';
import type { AuthUser } from '../types';
import { currentSummary, lockPickingOrder, pickingConflict, userName } from './picking-order';
import { LIST_ROW_COLUMNS, LIST_ROW_JOINS, toListRow, type ListRow } from './picking-rows';

export interface TakeInput {
  orderId: number;
  baseVersion: number;
  mutationId: string;
}

export async function pickingListRow(tx: AppDb, orderId: number): Promise<PickingListRow> {
  const [row] = await txRows<ListRow>(tx, `SELECT ${LIST_ROW_COLUMNS} FROM orders o ${LIST_ROW_JOINS} WHERE o.id = $1`, [orderId]);
  if (!row) throw new Error('order vanished inside its own transaction');
  return toListRow(row);
}

export async function takeOrder(tx: AppDb, user: AuthUser, input: TakeInput, now: Date): Promise<PickingListRow> {
  const order = await lockPickingOrder(tx, user, input.orderId);
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
  // One statement: the order's new state and its timeline event.
  await txRows(
    tx,
    `WITH changed AS (
       UPDATE orders SET status = 'en_picking', picker_id = $2, picking_started_at = coalesce(picking_started_at, $3), version = version + 1, updated_at = $3
       WHERE id = $1 RETURNING id, company_id
     )
     INSERT INTO order_events (order_id, company_id, user_id, kind, from_status, to_status, detail, at)
     SELECT id, company_id, $2, $4, $5, 'en_picking', $6::jsonb, $3 FROM changed`,
    [
      order.id,
      user.id,
      now,
      from === 'confirmada' ? 'status' : 'picker',
      from === 'confirmada' ? 'confirmada' : null,
      JSON.stringify({ mutationId: input.mutationId, baseVersion: input.baseVersion, appliedOnVersion: order.version, pickerId: user.id }),
    ],
  );
  return pickingListRow(tx, order.id);
}
