import { lineAmount, percentOf, type BasisPoints, type Cents, type Milli } from './money';
import { lineAmounts } from './pricing-math';

/** What a line's amounts are computed from. `unitPriceCents` is the price per unit (or kg) without IVA. */
export interface LinePricingInput {
  unitPriceCents: Cents;
  quantityMilli: Milli;
  taxRateBp: BasisPoints;
  discountRateBp: BasisPoints;
}

/** The money fields of spec §3's order line detail, in cents. */
export interface LineAmounts {
  subtotalWithoutDiscountCents: Cents;
  discountCents: Cents;
  subtotalCents: Cents;
  taxWithoutDiscountCents: Cents;
  taxCents: Cents;
  totalWithoutDiscountCents: Cents;
  totalCents: Cents;
}

/**
 * One line's amounts: subtotal = unit price × quantity; the discount comes off the subtotal;
 * IVA is charged on what remains; total = subtotal + IVA. Each step rounds half away from zero to the cent.
 */
export function computeLine(input: LinePricingInput): LineAmounts {
  const discountCents = percentOf(lineAmount(input.unitPriceCents, input.quantityMilli), input.discountRateBp);
  return lineAmounts({ unitPriceCents: input.unitPriceCents, quantityMilli: input.quantityMilli, taxRateBp: input.taxRateBp, discountCents });
}

export interface OrderTotalsInput {
  lines: readonly (LineAmounts & { taxRateBp: BasisPoints })[];
  shippingCents: Cents;
  freeShipping: boolean;
  storeCreditCents: Cents;
}

export interface OrderTotals {
  /** Before discounts and IVA. */
  subtotalCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  /** IVA per rate, rates ascending. */
  taxByRate: { taxRateBp: BasisPoints; baseCents: Cents; taxCents: Cents }[];
  shippingCents: Cents;
  storeCreditCents: Cents;
  totalCents: Cents;
}

/** IVA per rate, rates ascending: the base (the subtotal after discounts) and the IVA of the lines charged at each rate. */
export function taxByRate(lines: readonly { taxRateBp: BasisPoints; subtotalCents: Cents; taxCents: Cents }[]): OrderTotals['taxByRate'] {
  const byRate = new Map<BasisPoints, { baseCents: Cents; taxCents: Cents }>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRateBp) ?? { baseCents: 0, taxCents: 0 };
    entry.baseCents += line.subtotalCents;
    entry.taxCents += line.taxCents;
    byRate.set(line.taxRateBp, entry);
  }
  return [...byRate.entries()].toSorted((a, b) => a[0] - b[0]).map(([taxRateBp, v]) => ({ taxRateBp, ...v }));
}

/** Order totals: lines + shipping (0 when free) − store credit used, never below zero. */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  let subtotalCents = 0;
  let discountCents = 0;
  let taxCents = 0;
  let linesTotal = 0;
  for (const line of input.lines) {
    subtotalCents += line.subtotalWithoutDiscountCents;
    discountCents += line.discountCents;
    taxCents += line.taxCents;
    linesTotal += line.totalCents;
  }
  const shippingCents = input.freeShipping ? 0 : input.shippingCents;
  const beforeCredit = linesTotal + shippingCents;
  const storeCreditCents = Math.min(input.storeCreditCents, beforeCredit);
  return {
    subtotalCents,
    discountCents,
    taxCents,
    taxByRate: taxByRate(input.lines),
    shippingCents,
    storeCreditCents,
    totalCents: beforeCredit - storeCreditCents,
  };
}
