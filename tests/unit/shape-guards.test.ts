/** The hand-written guards of contract/shape-guards.ts accept what the zod schemas accept, and refuse what they refuse. */
import { describe, expect, it } from 'vitest';
import { orderSummarySchema } from '../../contract/schemas/orders';
import { pickingLineSchema } from '../../contract/schemas/picking';
import { isOrderSummary, isPickingLine } from '../../contract/shape-guards';
import { summary } from './orders-fixtures';
import { line, product } from './picking-fixtures';

const same = (guard: (value: unknown) => boolean, schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => {
  expect(guard(value)).toBe(schema.safeParse(value).success);
};

describe('shape guards (no zod on the client)', () => {
  it('order summary: the same verdict as orderSummarySchema', () => {
    const good = summary(3);
    expect(isOrderSummary(good)).toBe(true);
    const variants: unknown[] = [
      good,
      { ...good, extra: 1 },
      { ...good, pickerId: 4 },
      { ...good, pickerId: undefined },
      { ...good, version: 1.5 },
      { ...good, status: 'nope' },
      { ...good, channel: 'fax' },
      { ...good, totalCents: '10' },
      { ...good, id: Number.NaN },
      null,
      [],
      'x',
      undefined,
    ];
    for (const value of variants) same(isOrderSummary, orderSummarySchema, value);
  });

  it('picking line: the same verdict as pickingLineSchema', () => {
    const good = line(5);
    expect(isPickingLine(good)).toBe(true);
    const variants: unknown[] = [
      good,
      { ...good, pickState: 'substituted', pickedQuantity: 500, substitute: product(9), substituteApproval: 'pendiente' },
      { ...good, substitute: { ...product(9), saleUnit: 'box' } },
      { ...good, substituteApproval: 'maybe' },
      { ...good, barcodes: [1] },
      { ...good, lineVersion: null },
      { ...good, type: 'kg', pickedAt: '2026-01-01T10:00:00Z' },
      { ...good, categoryName: 3 },
      {},
      undefined,
    ];
    for (const value of variants) same(isPickingLine, pickingLineSchema, value);
  });
});
