/**
 * `/Order/AssignPicker` (ADR 008): a supervisor (a role that may make any move) gives a confirmed order to a picker of
 * its warehouse, which moves it to en_picking as a take would; or gives an order in picking to another picker. The
 * picker the order had loses it (their next picking change is a `reassigned` conflict). Assigning the picker the order
 * already has answers the order again without a change, so a resent assignment is harmless.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { mayMakeAnyMove } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/orders';
import { CallError } from '../../errors/call-error';
import { recordOrderChange } from '../../orders/order-change';
import { lockOrder, type LockedOrder } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { STATUS_LABEL_ES } from '../../orders/status-labels';

export interface AssignInput {
  orderId: number;
  pickerId: number;
  baseVersion: number;
  mutationId: string;
}

/** The pickers who may pick an order: active PK users of its company bound to its warehouse, by name. */
export function eligiblePickers(db: AppDb, order: { companyId: number; warehouseId: number }, onlyId?: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.companyId, order.companyId),
        eq(users.warehouseId, order.warehouseId),
        eq(users.role, 'PK'),
        eq(users.disabled, false),
        onlyId === undefined ? undefined : eq(users.id, onlyId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

export function assertSupervisor(user: AuthUser, mensaje: string): void {
  if (!mayMakeAnyMove(user.role)) throw new CallError('FORBIDDEN', mensaje);
}

async function conflict(tx: AppDb, order: LockedOrder, reason: string, mensaje: string): Promise<CallError> {
  return new CallError('CONFLICT', mensaje, { reason, current: await currentSummary(tx, order.id) });
}

export async function assignPicker(tx: AppDb, user: AuthUser, input: AssignInput, now: Date): Promise<OrderSummary> {
  assertSupervisor(user, 'Solo un supervisor puede asignar el picker de una orden.');
  const order = await lockOrder(tx, user, input.orderId);
  if (order.status === 'cancelada') throw await conflict(tx, order, 'cancelled', `La orden ${order.number} fue cancelada; ya no se puede asignar.`);
  if (order.status !== 'confirmada' && order.status !== 'en_picking') {
    throw await conflict(
      tx,
      order,
      'not_confirmed',
      `La orden ${order.number} está en «${STATUS_LABEL_ES[order.status]}»: solo se asigna picker a órdenes confirmadas o en picking.`,
    );
  }
  const [picker] = await eligiblePickers(tx, order, input.pickerId);
  if (!picker) {
    const mensaje = 'Elige un picker activo de la bodega de la orden.';
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'pickerId', codigo: 'not_a_picker', mensaje }]);
  }
  if (order.status === 'en_picking' && order.pickerId === picker.id) return currentSummary(tx, order.id);
  const starting = order.status === 'confirmada';
  await recordOrderChange(tx, {
    order,
    userId: user.id,
    set: { status: 'en_picking', pickerId: picker.id, pickingStartedAt: sql`coalesce(${orders.pickingStartedAt}, ${now})` },
    event: {
      kind: starting ? 'status' : 'picker',
      fromStatus: starting ? 'confirmada' : null,
      toStatus: 'en_picking',
      detail: { action: 'assign', pickerId: picker.id, pickerName: picker.name, previousPickerId: order.pickerId },
    },
    made: input,
    at: now,
  });
  return currentSummary(tx, order.id);
}
