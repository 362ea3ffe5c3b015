/**
 * The pricing call's money (docs/pricing.md, ADR 011): pure and isomorphic, integer cents, rates in basis points.
 *
 * THE ROUNDING RULE: every amount is computed per line and rounded half away from zero to the cent (`divRound`,
 * contract/money.ts) at each step, never on sums:
 *   subTotal = unit price × quantity; descuento = the line's discount in cents (0 ≤ descuento ≤ subTotal);
 *   subTotalWithDiscountPercentage = subTotal − descuento; IVA = rate × that; total = that + its IVA.
 * Order figures are plain sums of the lines' rounded figures, so line totals always add up to `paymentTotal`.
 *
 * Promotions become per-line discounts in cents: a percentage is `percentOf(base, rate)` on each eligible line; a fixed
 * amount is an amount WITH IVA ("$5 off" is $5 less to pay), shared over the eligible lines in proportion to what each
 * costs with IVA (largest remainder) and turned into discounts without IVA so the total drops by as much of the amount
 * as cents allow and never by more.
 */
import { divRound, lineAmount, percentOf, type BasisPoints, type Cents, type Milli } from './money';
import type { LineAmounts } from './order-math';

export interface LineMoneyInput {
  unitPriceCents: Cents;
  quantityMilli: Milli;
  taxRateBp: BasisPoints;
  /** The line's discount without IVA; clamped to [0, subtotal] so a line never goes negative. */
  discountCents: Cents;
}

/** A line's amounts by the rounding rule above (the same shape `computeLine` gives for a percentage). */
export function lineAmounts(input: LineMoneyInput): LineAmounts {
  const subtotalWithoutDiscountCents = lineAmount(input.unitPriceCents, input.quantityMilli);
  const discountCents = Math.min(Math.max(0, input.discountCents), Math.max(0, subtotalWithoutDiscountCents));
  const subtotalCents = subtotalWithoutDiscountCents - discountCents;
  const taxWithoutDiscountCents = percentOf(subtotalWithoutDiscountCents, input.taxRateBp);
  const taxCents = percentOf(subtotalCents, input.taxRateBp);
  return {
    subtotalWithoutDiscountCents,
    discountCents,
    subtotalCents,
    taxWithoutDiscountCents,
    taxCents,
    totalWithoutDiscountCents: subtotalWithoutDiscountCents + taxWithoutDiscountCents,
    totalCents: subtotalCents + taxCents,
  };
}

/** An amount without IVA plus its IVA, rounded by the rule. */
export function withTax(baseCents: Cents, taxRateBp: BasisPoints): Cents {
  return baseCents + percentOf(baseCents, taxRateBp);
}

/** A discount as a rate of the subtotal, basis points (0 on an empty subtotal). */
export function discountRateBp(discountCents: Cents, subtotalCents: Cents): BasisPoints {
  return subtotalCents <= 0 ? 0 : divRound(discountCents * 10000, subtotalCents);
}

/** A line a promotion discounts: what is left of it without IVA (after earlier discounts) and its IVA rate. */
export interface DiscountBase {
  baseCents: Cents;
  taxRateBp: BasisPoints;
}

/** A percentage off each line: `percentOf(base, rate)` (never more than the base). */
export function percentDiscounts(lines: readonly DiscountBase[], rateBp: BasisPoints): Cents[] {
  const rate = Math.min(Math.max(0, rateBp), 10000);
  return lines.map((line) => Math.min(Math.max(0, line.baseCents), percentOf(Math.max(0, line.baseCents), rate)));
}

/**
 * `amount` split in proportion to `weights` (each ≥ 0) by largest remainder: the parts add up to `amount` exactly
 * (when some weight is above 0) and none differs from its exact share by a cent or more; ties go to the earlier line.
 */
export function splitProportionally(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: amount × weight may pass 2^53 on large carts.
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const parts = weights.map((w) => {
    const product = big * BigInt(Math.max(0, w));
    return { share: Number(product / bigTotal), remainder: product % bigTotal };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.share, 0);
  const order = parts.map((_, index) => index).toSorted((a, b) => {
    const ra = parts[a]!.remainder;
    const rb = parts[b]!.remainder;
    return ra === rb ? a - b : rb > ra ? 1 : -1;
  });
  for (const index of order) {
    if (left <= 0) break;
    if (Math.max(0, weights[index]!) === 0) continue;
    parts[index]!.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

/** How much a line's total with IVA drops when `discount` comes off its base. */
function dropOf(line: DiscountBase, discount: Cents): Cents {
  return withTax(line.baseCents, line.taxRateBp) - withTax(line.baseCents - discount, line.taxRateBp);
}

/**
 * A fixed amount WITH IVA off `lines`, as discounts WITHOUT IVA per line (each within [0, base]). The lines' total
 * with IVA drops by at most `amountCents`, and by as much of it as whole cents allow (a cent less at most when every
 * line's next cent of discount would also take a cent of IVA); an amount above the lines' total makes them free.
 */
export function spreadFixedDiscount(amountCents: Cents, lines: readonly DiscountBase[]): Cents[] {
  const bases = lines.map((line) => ({ baseCents: Math.max(0, line.baseCents), taxRateBp: Math.min(Math.max(0, line.taxRateBp), 10000) }));
  const gross = bases.map((line) => withTax(line.baseCents, line.taxRateBp));
  const grossTotal = gross.reduce((sum, g) => sum + g, 0);
  if (amountCents <= 0 || grossTotal <= 0) return bases.map(() => 0);
  if (amountCents >= grossTotal) return bases.map((line) => line.baseCents);
  const shares = splitProportionally(amountCents, gross);
  // Each line: the largest discount whose drop stays within its share (the drop grows by 1 or 2 cents a cent).
  const discounts = bases.map((line, index) => {
    const share = shares[index]!;
    let d = Math.min(line.baseCents, Math.floor((share * 10000) / (10000 + line.taxRateBp)));
    while (d > 0 && dropOf(line, d) > share) d -= 1;
    while (d < line.baseCents && dropOf(line, d + 1) <= share) d += 1;
    return d;
  });
  // What the per-line rounding left over (a cent or so a line) goes where a cent more still fits.
  let left = amountCents - bases.reduce((sum, line, index) => sum + dropOf(line, discounts[index]!), 0);
  for (let changed = true; left > 0 && changed; ) {
    changed = false;
    for (let index = 0; index < bases.length && left > 0; index += 1) {
      const line = bases[index]!;
      const d = discounts[index]!;
      if (d >= line.baseCents) continue;
      const step = dropOf(line, d + 1) - dropOf(line, d);
      if (step <= left) {
        discounts[index] = d + 1;
        left -= step;
        changed = true;
      }
    }
  }
  return discounts;
}

/** A line a promotion may discount. */
export interface PromotionLine extends DiscountBase {
  eligible: boolean;
}

/**
 * A promotion's discount per line (0 on lines it does not cover): a percentage (`value` basis points) of each base,
 * a fixed amount with IVA (`value` cents) spread by `spreadFixedDiscount`, nothing for free shipping.
 */
export function promotionDiscounts(discountKind: 'percent' | 'fixed' | 'free_shipping', value: number, lines: readonly PromotionLine[]): Cents[] {
  const covered = lines.filter((line) => line.eligible);
  let parts: Cents[];
  if (discountKind === 'percent') parts = percentDiscounts(covered, value);
  else if (discountKind === 'fixed') parts = spreadFixedDiscount(value, covered);
  else parts = covered.map(() => 0);
  let next = 0;
  return lines.map((line) => (line.eligible ? parts[next++]! : 0));
}

/** How much the lines' total with IVA drops when `discounts` come off their bases. */
export function totalDrop(lines: readonly DiscountBase[], discounts: readonly Cents[]): Cents {
  return lines.reduce((sum, line, index) => sum + dropOf(line, discounts[index] ?? 0), 0);
}

export interface PricingTotals {
  /** Sum of the lines' totals with IVA after discounts. */
  paymentTotal: Cents;
  subtotalCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
}

/** Order figures: sums of the lines' rounded figures (nothing is rounded again). */
export function pricingTotals(lines: readonly LineAmounts[]): PricingTotals {
  let paymentTotal = 0;
  let subtotalCents = 0;
  let discountCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    paymentTotal += line.totalCents;
    subtotalCents += line.subtotalWithoutDiscountCents;
    discountCents += line.discountCents;
    taxCents += line.taxCents;
  }
  return { paymentTotal, subtotalCents, discountCents, taxCents };
}
