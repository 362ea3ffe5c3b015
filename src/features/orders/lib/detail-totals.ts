import { computeOrderTotals, type OrderTotals } from '../../../../contract/order-math';
import { pickedTaxRate } from '../../../../contract/picking-math';
import type { OrderDetail } from '../../../../contract/schemas/orders';

/**
 * The payment panel's figures, computed once from the lines the detail shows (issue 21): while an order is picked, the
 * lines' money already holds what is charged now (picked amounts, substitutes' prices) while the order's stored totals
 * are the ordered ones until picking finishes, so mixing the two would not add up. After finishing both agree.
 */
export function detailTotals(order: Pick<OrderDetail, 'lines' | 'shippingCents' | 'freeShipping' | 'storeCreditCents'>): OrderTotals {
  return computeOrderTotals({
    lines: order.lines.map((line) => ({
      taxRateBp: pickedTaxRate({ pickState: line.pickState, taxRate: line.taxRate, substitute: line.substitute }),
      subtotalWithoutDiscountCents: line.subtotalWithoutDiscount,
      discountCents: line.discount,
      subtotalCents: line.subtotal,
      taxWithoutDiscountCents: line.taxWithoutDiscount,
      taxCents: line.tax,
      totalWithoutDiscountCents: line.totalWithoutDiscount,
      totalCents: line.total,
    })),
    shippingCents: order.shippingCents,
    freeShipping: order.freeShipping,
    storeCreditCents: order.storeCreditCents,
  });
}
