/**
 * `/Order/MoveOptions` (ADR 008): what a supervisor's move dialogs show before they confirm — the pickers who may take
 * the order (the assign and reassign chooser) and the lines nobody picked yet (the forced finish names them).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { orderMoveOptionsData } from '../../../contract/schemas/orders';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderLines, orders } from '../../db/schema/orders';
import { readableOrder } from '../../orders/order-lock';
import { assertSupervisor, eligiblePickers } from './assign-picker';

export async function moveOptions(db: AppDb, user: AuthUser, orderId: number): Promise<z.infer<typeof orderMoveOptionsData>> {
  assertSupervisor(user, 'Solo un supervisor puede asignar pickers o forzar el fin del picking.');
  const [row] = await db.select({ companyId: orders.companyId, warehouseId: orders.warehouseId }).from(orders).where(eq(orders.id, orderId));
  const order = readableOrder(user, row);
  return { pickers: await eligiblePickers(db, order), unpickedLines: await unpickedLines(db, orderId) };
}

/** The lines nobody picked yet, in the order the order lists them. */
export function unpickedLines(db: AppDb, orderId: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: orderLines.id, name: orderLines.name })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.pickState, 'pending')))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}
