/** The order's totals as finishing will charge them: every line repriced for what was picked. */
import { pickedTaxRate } from '../../../../contract/picking-math';
import { computeOrderTotals, type OrderTotals } from '../../../../contract/order-math';
import type { PickingLine, PickingOrder } from '../../../../contract/schemas/picking';
import { repriceLine } from './apply-pending';

/** A substitution the customer has not answered yet (issue 21 §4). */
export function isPendingSubstitution(line: Pick<PickingLine, 'pickState' | 'substituteApproval'>): boolean {
  return line.pickState === 'substituted' && line.substituteApproval === 'pendiente';
}

/**
 * As the server's finish computes them (server/calls/picking/finish-picking.ts): when the company does not charge
 * substitutions pending approval (`chargePending` false), those lines count nothing.
 */
export function pickedTotals(order: Pick<PickingOrder, 'lines' | 'shippingCents' | 'freeShipping' | 'storeCreditCents'>, chargePending = true): OrderTotals {
  return computeOrderTotals({
    lines: order.lines.map((line) => {
      const priced = repriceLine(line);
      const charged = chargePending || !isPendingSubstitution(line);
      return {
        subtotalWithoutDiscountCents: charged ? priced.subtotalWithoutDiscount : 0,
        discountCents: charged ? priced.discount : 0,
        subtotalCents: charged ? priced.subtotal : 0,
        taxWithoutDiscountCents: charged ? priced.taxWithoutDiscount : 0,
        taxCents: charged ? priced.tax : 0,
        totalWithoutDiscountCents: charged ? priced.totalWithoutDiscount : 0,
        totalCents: charged ? priced.total : 0,
        taxRateBp: pickedTaxRate(line),
      };
    }),
    shippingCents: order.shippingCents,
    freeShipping: order.freeShipping,
    storeCreditCents: order.storeCreditCents,
  });
}
