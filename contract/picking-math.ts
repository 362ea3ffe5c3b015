import type { BasisPoints, Cents, Milli } from './money';
import { computeLine, type LineAmounts } from './order-math';
import type { PickState, SubstituteApproval } from './schemas/picking';

/** What a line is repriced from while it is picked; the same function runs on the phone and on the server. */
export interface PickPricingInput {
  pickState: PickState;
  orderedQuantity: Milli;
  pickedQuantity: Milli | null;
  /** The ordered product's price without IVA and its rate. */
  unitPrice: Cents;
  taxRate: BasisPoints;
  discountRate: BasisPoints;
  substitute: { unitPrice: Cents; taxRate: BasisPoints } | null;
  substituteApproval: SubstituteApproval | null;
}

/**
 * What the customer is charged for a line now:
 * - pending: what was ordered;
 * - picked: the picked quantity (the weighed kg for weighted products) at the ordered price;
 * - out of stock, or a substitution the customer refused: nothing;
 * - substituted (pending or approved): the picked quantity at the substitute's price and IVA rate.
 * The line's discount rate applies in every case.
 */
export function pickedLineAmounts(line: PickPricingInput): LineAmounts {
  const base = { discountRateBp: line.discountRate };
  switch (line.pickState) {
    case 'pending':
      return computeLine({ ...base, unitPriceCents: line.unitPrice, quantityMilli: line.orderedQuantity, taxRateBp: line.taxRate });
    case 'picked':
      return computeLine({ ...base, unitPriceCents: line.unitPrice, quantityMilli: line.pickedQuantity ?? 0, taxRateBp: line.taxRate });
    case 'out_of_stock':
      return computeLine({ ...base, unitPriceCents: line.unitPrice, quantityMilli: 0, taxRateBp: line.taxRate });
    case 'substituted': {
      const substitute = line.substitute;
      if (!substitute || line.substituteApproval === 'rechazada') {
        return computeLine({ ...base, unitPriceCents: line.unitPrice, quantityMilli: 0, taxRateBp: line.taxRate });
      }
      return computeLine({ ...base, unitPriceCents: substitute.unitPrice, quantityMilli: line.pickedQuantity ?? 0, taxRateBp: substitute.taxRate });
    }
  }
}

/** The IVA rate a line is charged at now (the substitute's once substituted). */
export function pickedTaxRate(line: Pick<PickPricingInput, 'pickState' | 'taxRate' | 'substitute'>): BasisPoints {
  return line.pickState === 'substituted' && line.substitute ? line.substitute.taxRate : line.taxRate;
}

/** Why a quantity cannot be picked for a line, or null when it can. */
export type PickQuantityProblem = 'not_positive' | 'not_whole_units' | 'more_than_ordered' | 'too_heavy';

/**
 * Unit products take whole units and at most what was ordered; weighed products at most the ordered weight plus
 * `weightToleranceBp`. `orderedQuantity` is null when the ordered amount is in another unit (a kg substitute for
 * a unit product, or the reverse): then only the unit's own rule applies.
 */
export function pickQuantityProblem(
  saleUnit: 'unit' | 'kg',
  orderedQuantity: Milli | null,
  pickedQuantity: Milli,
  weightToleranceBp: BasisPoints,
): PickQuantityProblem | null {
  if (pickedQuantity <= 0) return 'not_positive';
  if (saleUnit === 'unit') {
    if (pickedQuantity % 1000 !== 0) return 'not_whole_units';
    if (orderedQuantity !== null && pickedQuantity > Math.max(orderedQuantity, 1000)) return 'more_than_ordered';
    return null;
  }
  if (orderedQuantity === null) return null;
  const limit = orderedQuantity + Math.round((orderedQuantity * weightToleranceBp) / 10_000);
  return pickedQuantity > Math.max(limit, 1) ? 'too_heavy' : null;
}
