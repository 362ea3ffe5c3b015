/**
 * Realtime `order.changed` events after committed changes, for every call area that changes orders (orders,
 * picking, the outbox). Call only after the change committed.
 */
import type { OrderSummary } from '../../contract/schemas/orders';
import { summariesOf } from '../orders/order-summary';
import { startStaffAlert } from '../push/staff-alerts';
import type { CallContext } from './types';

/** Every open screen whose user may read the order hears of its new state. */
export async function publishSummary(ctx: CallContext, summary: OrderSummary): Promise<void> {
  try {
    // The order's warehouse goes along: the hub hands it only to users who may read this order (auth/order-visibility.ts).
    await ctx.realtime.publish(summary.companyId, {
      type: 'order.changed',
      companyId: summary.companyId,
      orderId: summary.id,
      status: summary.status,
      version: summary.version,
      summary,
      warehouseId: summary.warehouseId,
    });
  } catch (error) {
    // The change is committed; a lost event only delays other screens until their next refetch.
    ctx.log.warn({ err: error }, 'realtime publish failed');
  }
  // Pickers and dispatchers hear of work waiting for them (server/push/staff-alerts.ts): decided now, sent in the
  // background (push services are remote and slow); an alert never fails or holds up the change.
  await startStaffAlert(ctx, summary);
}

/** Reads the orders' summaries and publishes each. */
export async function publishOrdersChanged(ctx: CallContext, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  let summaries: OrderSummary[];
  try {
    summaries = await summariesOf(ctx.db, orderIds);
  } catch (error) {
    ctx.log.warn({ err: error }, 'reading changed orders for realtime failed');
    return;
  }
  for (const summary of summaries) await publishSummary(ctx, summary);
}

export function publishOrderChanged(ctx: CallContext, orderId: number): Promise<void> {
  return publishOrdersChanged(ctx, [orderId]);
}
