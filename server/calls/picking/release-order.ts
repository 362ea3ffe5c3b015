/**
 * `/Picking/Release` (ADR 008): the picker an order is assigned to gives it back, saying why; it returns to confirmada
 * with no picker, so another picker can take it (or a supervisor assign one). The lines keep what was picked, so the
 * next picker goes on from there. A supervisor may release any picker's order. Recorded in the timeline.
 */
import { mayMakeAnyMove } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { CallError } from '../../errors/call-error';
import { recordOrderChange } from '../../orders/order-change';
import { lockOrder } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { assertPickable } from './picking-order';

export interface ReleaseInput {
  orderId: number;
  baseVersion: number;
  mutationId: string;
  reasonText: string;
}

export async function releaseOrder(tx: AppDb, user: AuthUser, input: ReleaseInput, now: Date): Promise<OrderSummary> {
  const order = await lockOrder(tx, user, input.orderId);
  // Still en_picking and, for a picker, still theirs (the same conflicts as any picking change).
  await assertPickable(tx, user, order);
  if (user.role !== 'PK' && !mayMakeAnyMove(user.role)) {
    throw new CallError('INVALID_MOVE', 'Tu rol no puede liberar órdenes en picking.', { reason: 'role', current: await currentSummary(tx, order.id) });
  }
  await recordOrderChange(tx, {
    order,
    userId: user.id,
    set: { status: 'confirmada', pickerId: null },
    event: { kind: 'status', fromStatus: 'en_picking', toStatus: 'confirmada', detail: { action: 'release', reasonText: input.reasonText, previousPickerId: order.pickerId } },
    made: input,
    at: now,
  });
  return currentSummary(tx, order.id);
}
