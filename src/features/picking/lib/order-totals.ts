/** The order's totals as finishing will charge them: every line repriced for what was picked. */
import { pickedTaxRate } from '../../../../contract/picking-math';
import { computeOrderTotals, type OrderTotals } from '../../../../contract/order-math';
import type { PickingOrder } from '../../../../contract/schemas/picking';
import { repriceLine } from './apply-pending';

export function pickedTotals(order: Pick<PickingOrder, 'lines' | 'shippingCents' | 'freeShipping' | 'storeCreditCents'>): OrderTotals {
  return computeOrderTotals({
    lines: order.lines.map((line) => {
      const priced = repriceLine(line);
      return {
        subtotalWithoutDiscountCents: priced.subtotalWithoutDiscount,
        discountCents: priced.discount,
        subtotalCents: priced.subtotal,
        taxWithoutDiscountCents: priced.taxWithoutDiscount,
        taxCents: priced.tax,
        totalWithoutDiscountCents: priced.totalWithoutDiscount,
        totalCents: priced.total,
        taxRateBp: pickedTaxRate(line),
      };
    }),
    shippingCents: order.shippingCents,
    freeShipping: order.freeShipping,
    storeCreditCents: order.storeCreditCents,
  });
}
