/**
 * Loads an order for a change (SELECT … FOR UPDATE inside the change's transaction) and refuses, as NOT_FOUND, one
 * the caller may not read (auth/order-visibility.ts: the same rule the realtime hub delivers `order.changed` by).
 */
import { eq } from 'drizzle-orm';
import { mayReadOrder } from '../auth/order-visibility';
import type { AuthUser } from '../auth/auth-user';
import type { AppDb } from '../db/client';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/accounts';
import { notFound } from '../errors/call-error';

/** What every change checks, and what finishing a picking recomputes from. */
export const lockedOrderColumns = {
  id: orders.id,
  number: orders.number,
  companyId: orders.companyId,
  warehouseId: orders.warehouseId,
  status: orders.status,
  fulfilment: orders.fulfilment,
  version: orders.version,
  pickerId: orders.pickerId,
  shippingCents: orders.shippingCents,
  freeShipping: orders.freeShipping,
  storeCreditCents: orders.storeCreditCents,
  totalCents: orders.totalCents,
  pickingStartedAt: orders.pickingStartedAt,
};

export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** NOT_FOUND unless `order` exists and the caller may read it. */
export function readableOrder<Order extends { companyId: number; warehouseId: number }>(user: AuthUser, order: Order | undefined): Order {
  if (!order || !mayReadOrder(user, order)) throw notFound('La orden');
  return order;
}

export async function lockOrder(tx: AppDb, user: AuthUser, orderId: number) {
  const [order] = await tx.select(lockedOrderColumns).from(orders).where(eq(orders.id, orderId)).for('update');
  return readableOrder(user, order);
}

/** A user's name for a message (the picker an order is assigned to), or null. */
export async function userName(db: AppDb, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
