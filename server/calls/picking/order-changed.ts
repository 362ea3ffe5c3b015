/** Realtime events after committed changes to orders, in the order handlers' shape. */
import type { OrderSummary } from '../../../contract/schemas/orders';
import { publishChange } from '../orders/handlers';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toSummary, type SummaryRow } from '../orders/order-rows';
import { txRows } from '../tx-rows';
import type { CallContext } from '../types';

/** Every open screen whose user may read each order hears of its new state; call only after the changes committed. */
export async function publishOrdersChanged(ctx: CallContext, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  let summaries: OrderSummary[];
  try {
    const rows = await txRows<SummaryRow>(ctx.db, `SELECT ${SUMMARY_COLUMNS} FROM orders o ${SUMMARY_JOINS} WHERE o.id = ANY($1::int[]) ORDER BY o.id`, [[...orderIds]]);
    summaries = rows.map(toSummary);
  } catch (error) {
    // The changes are committed; a lost event only delays other screens until their next refetch.
    ctx.log.warn({ err: error }, 'reading changed orders for realtime failed');
    return;
  }
  for (const summary of summaries) {
    await publishChange(ctx, { type: 'order.changed', companyId: summary.companyId, orderId: summary.id, status: summary.status, version: summary.version, summary });
  }
}

export async function publishOrderChanged(ctx: CallContext, orderId: number): Promise<void> {
  await publishOrdersChanged(ctx, [orderId]);
}
