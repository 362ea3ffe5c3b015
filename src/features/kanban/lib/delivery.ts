import type { OrderSummary } from '../../../../contract/schemas/orders';

/**
 * What the dispatcher collects at the door: the total of a cash order not yet paid; nothing for orders paid by card,
 * transfer or store credit (they were charged online) or already marked paid.
 */
export function amountToCollect(order: Pick<OrderSummary, 'paymentMethod' | 'paymentState' | 'totalCents'>): number {
  if (order.paymentMethod !== 'cash') return 0;
  return order.paymentState === 'paid' || order.paymentState === 'refunded' ? 0 : order.totalCents;
}
