/**
 * The order a picking change works on: locked for the change's transaction, and the conflicts every picking change
 * shares (the order left en_picking, or a picker's order was given to someone else). Every conflict carries the
 * order's current summary in `detalle.current`, so the outbox can show it next to the refused change.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderLines, orders } from '../../db/schema/orders';
import { CallError } from '../../errors/call-error';
import { lockedOrderColumns, readableOrder, userName, type LockedOrder } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { STATUS_LABEL_ES } from '../../orders/status-labels';

/** Why a picking change was refused as a conflict (`detalle.reason`). */
export type PickingConflictReason = 'cancelled' | 'not_confirmed' | 'not_picking' | 'taken' | 'reassigned' | 'line_changed';

/** A line's own columns, as stored. */
export type LineState = typeof orderLines.$inferSelect;

/** The locked order and one of its lines (null when the line is not the order's), in one round trip. */
export async function lockOrderWithLine(tx: AppDb, user: AuthUser, orderId: number, lineId: number): Promise<{ order: LockedOrder; line: LineState | null }> {
  const [row] = await tx
    .select({ order: lockedOrderColumns, line: getTableColumns(orderLines) })
    .from(orders)
    .leftJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.id, lineId)))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return { order: readableOrder(user, row?.order), line: row?.line ?? null };
}

/** A conflict with the order's current state (and any extra facts). */
export async function pickingConflict(
  tx: AppDb,
  order: LockedOrder,
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
export async function assertPickable(tx: AppDb, user: AuthUser, order: LockedOrder): Promise<void> {
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
