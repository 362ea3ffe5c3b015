/**
 * Properties of the pricing money (contract/pricing-math.ts, docs/pricing.md; issue 18 §3): for random carts and
 * promotions, the lines' totals add up to the payment total, a discount never makes a line negative, a fixed amount
 * never takes more than itself off the total (and at most a cent less), and every line follows the rounding rule.
 */
import { array, assert, boolean, constantFrom, integer, oneof, property, record, tuple } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound } from '../../contract/money';
import { computeLine } from '../../contract/order-math';
import { lineAmounts, pricingTotals, promotionDiscounts, splitProportionally, spreadFixedDiscount, totalDrop, withTax, type PromotionLine } from '../../contract/pricing-math';

const rate = oneof(constantFrom(0, 500, 800, 1200, 1500, 10000), integer({ min: 0, max: 10000 }));
const cartLine = record({
  unitPriceCents: integer({ min: 0, max: 500_000 }),
  quantityMilli: integer({ min: 1, max: 100_000 }),
  taxRateBp: rate,
  codeCovers: boolean(),
  cardCovers: boolean(),
});
const promo = oneof(
  record({ kind: constantFrom('percent' as const), value: integer({ min: 0, max: 10000 }) }),
  record({ kind: constantFrom('fixed' as const), value: integer({ min: 0, max: 2_000_000 }) }),
  record({ kind: constantFrom('free_shipping' as const), value: constantFrom(0) }),
);
const cart = record({ lines: array(cartLine, { minLength: 0, maxLength: 40 }), code: oneof(promo, constantFrom(null)), card: oneof(promo, constantFrom(null)) });

/** The same steps as server/selling/price-cart.ts: the code on the subtotals, the card on what the code left. */
function priceModel(input: { lines: Array<{ unitPriceCents: number; quantityMilli: number; taxRateBp: number; codeCovers: boolean; cardCovers: boolean }>; code: { kind: 'percent' | 'fixed' | 'free_shipping'; value: number } | null; card: { kind: 'percent' | 'fixed' | 'free_shipping'; value: number } | null }) {
  const subtotals = input.lines.map((line) => divRound(line.unitPriceCents * line.quantityMilli, 1000));
  const codeLines: PromotionLine[] = input.lines.map((line, i) => ({ baseCents: subtotals[i]!, taxRateBp: line.taxRateBp, eligible: line.codeCovers }));
  const codeDiscounts = input.code ? promotionDiscounts(input.code.kind, input.code.value, codeLines) : codeLines.map(() => 0);
  const cardLines: PromotionLine[] = input.lines.map((line, i) => ({ baseCents: subtotals[i]! - codeDiscounts[i]!, taxRateBp: line.taxRateBp, eligible: line.cardCovers }));
  const cardDiscounts = input.card ? promotionDiscounts(input.card.kind, input.card.value, cardLines) : cardLines.map(() => 0);
  const amounts = input.lines.map((line, i) => lineAmounts({ unitPriceCents: line.unitPriceCents, quantityMilli: line.quantityMilli, taxRateBp: line.taxRateBp, discountCents: codeDiscounts[i]! + cardDiscounts[i]! }));
  return { subtotals, codeLines, codeDiscounts, cardLines, cardDiscounts, amounts, totals: pricingTotals(amounts) };
}

describe('pricing money', () => {
  it('line totals always add up to the payment total, and no line goes negative', () => {
    assert(
      property(cart, (input) => {
        const { amounts, totals, codeDiscounts, cardDiscounts, subtotals } = priceModel(input);
        expect(amounts.reduce((sum, line) => sum + line.totalCents, 0)).toBe(totals.paymentTotal);
        amounts.forEach((line, i) => {
          expect(line.discountCents).toBe(codeDiscounts[i]! + cardDiscounts[i]!);
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents).toBeLessThanOrEqual(subtotals[i]!);
          expect(line.subtotalCents).toBeGreaterThanOrEqual(0);
          expect(line.taxCents).toBeGreaterThanOrEqual(0);
          expect(line.totalCents).toBeGreaterThanOrEqual(0);
          expect(line.totalCents).toBeLessThanOrEqual(line.totalWithoutDiscountCents);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('every line follows the rounding rule: each step rounded half away from zero to the cent', () => {
    assert(
      property(cart, (input) => {
        const { amounts } = priceModel(input);
        amounts.forEach((line, i) => {
          const { unitPriceCents, quantityMilli, taxRateBp } = input.lines[i]!;
          expect(line.subtotalWithoutDiscountCents).toBe(divRound(unitPriceCents * quantityMilli, 1000));
          expect(line.subtotalCents).toBe(line.subtotalWithoutDiscountCents - line.discountCents);
          expect(line.taxWithoutDiscountCents).toBe(divRound(line.subtotalWithoutDiscountCents * taxRateBp, 10000));
          expect(line.taxCents).toBe(divRound(line.subtotalCents * taxRateBp, 10000));
          expect(line.totalWithoutDiscountCents).toBe(line.subtotalWithoutDiscountCents + line.taxWithoutDiscountCents);
          expect(line.totalCents).toBe(line.subtotalCents + line.taxCents);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('a promotion discounts the lines it covers only; a percentage is percentOf each base, as an order line stores it', () => {
    assert(
      property(cart, integer({ min: 0, max: 10000 }), (input, bp) => {
        const { codeLines, codeDiscounts } = priceModel({ ...input, code: { kind: 'percent', value: bp }, card: null });
        codeLines.forEach((line, i) => {
          expect(codeDiscounts[i]).toBe(line.eligible ? divRound(line.baseCents * bp, 10000) : 0);
          if (!line.eligible) return;
          const { unitPriceCents, quantityMilli, taxRateBp } = input.lines[i]!;
          // The same figures computeLine gives a stored order line with that discount rate.
          expect(lineAmounts({ unitPriceCents, quantityMilli, taxRateBp, discountCents: codeDiscounts[i]! })).toEqual(computeLine({ unitPriceCents, quantityMilli, taxRateBp, discountRateBp: bp }));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a fixed amount never takes more than itself off the total with IVA, and at most a cent less (or the whole lines)', () => {
    const bases = array(tuple(integer({ min: 0, max: 1_000_000 }), rate), { minLength: 0, maxLength: 40 });
    assert(
      property(bases, integer({ min: 0, max: 3_000_000 }), (pairs, amount) => {
        const lines = pairs.map(([baseCents, taxRateBp]) => ({ baseCents, taxRateBp }));
        const discounts = spreadFixedDiscount(amount, lines);
        const gross = lines.reduce((sum, line) => sum + withTax(line.baseCents, line.taxRateBp), 0);
        const drop = totalDrop(lines, discounts);
        discounts.forEach((d, i) => {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(lines[i]!.baseCents);
        });
        expect(drop).toBeLessThanOrEqual(amount);
        expect(discounts.reduce((sum, d) => sum + d, 0)).toBeLessThanOrEqual(amount);
        // An amount covering the lines makes them free; a smaller one comes off whole, or a cent short.
        expect(amount < gross || discounts.every((d, i) => d === lines[i]!.baseCents)).toBe(true);
        expect(amount >= gross || drop >= amount - 1).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a proportional split adds up exactly and each part is within a cent of its exact share', () => {
    assert(
      property(integer({ min: 0, max: 10_000_000 }), array(integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 60 }), (amount, weights) => {
        const parts = splitProportionally(amount, weights);
        const total = weights.reduce((sum, w) => sum + w, 0);
        // Nothing to share by (every weight 0): nothing is given out.
        expect(parts.reduce((sum, p) => sum + p, 0)).toBe(total === 0 ? 0 : amount);
        parts.forEach((part, i) => {
          const exact = total === 0 ? 0 : (amount * weights[i]!) / total;
          expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-9);
        });
      }),
      { numRuns: 500 },
    );
  });
});
