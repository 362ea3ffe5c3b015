/** The realtime event after a committed change to an order, in the order handlers' shape. */
import { publishChange } from '../orders/handlers';
import { orderSummary } from '../orders/order-queries';
import type { CallContext } from '../types';

/** Every open screen of the order's company hears of its new state; call only after the change committed. */
export async function publishOrderChanged(ctx: CallContext, orderId: number): Promise<void> {
  const summary = await orderSummary(ctx.db, orderId);
  if (!summary) return;
  await publishChange(ctx, { type: 'order.changed', companyId: summary.companyId, orderId: summary.id, status: summary.status, version: summary.version, summary });
}
