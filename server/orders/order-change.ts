/**
 * One change to an order, as the calls record it: the order's row updated (its version bumped, `updatedAt` now) and
 * one timeline event with the change's own facts plus those every change carries (its mutation id, the version it
 * was made on and the version it was applied to), in the caller's transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../contract/order-status';
import type { AppDb } from '../db/client';
import { orderEvents, orders } from '../db/schema/orders';

export interface OrderChange {
  order: { id: number; companyId: number; version: number };
  userId: number;
  /** The order's columns this change sets, besides `version` and `updatedAt`. */
  set: PgUpdateSetSource<typeof orders>;
  event: { kind: string; fromStatus: OrderStatus | null; toStatus: OrderStatus | null; detail: Record<string, unknown> };
  /** The change as the device made it: its idempotency key and the order version it saw. */
  made: { mutationId: string; baseVersion: number };
  at: Date;
}

export async function recordOrderChange(tx: AppDb, change: OrderChange): Promise<void> {
  const { order, event, made, at } = change;
  await tx
    .update(orders)
    .set({ ...change.set, version: sql`${orders.version} + 1`, updatedAt: at })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    companyId: order.companyId,
    userId: change.userId,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    detail: { ...event.detail, mutationId: made.mutationId, baseVersion: made.baseVersion, appliedOnVersion: order.version },
    at,
  });
}
