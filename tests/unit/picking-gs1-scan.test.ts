/** Scanning a GS1 variable-measure label on the picking screen (issue 21 §4): the line by item code, the weight filled. */
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '../../contract/gs1';
import { matchScan } from '../../src/features/picking/lib/scan-match';
import { CANDIDATES, LECHE, line, MANZANA } from './picking-fixtures';

const PREFIXES = { weight: ['20', '21'], price: ['25', '26'] };
const code = (first12: string) => first12 + String(ean13CheckDigit(first12));
/** Queso fresco, $8.00/kg without IVA, 15 % IVA, registered as item 01234. */
const QUESO = line(2, { name: 'Queso fresco', type: 'kg', quantity: 500, orderedQuantity: 500, unitPrice: 800, taxRate: 1500, barcodes: [code('200123400000')] });
const LINES = [LECHE, QUESO, MANZANA];

describe('matchScan with GS1 variable-measure codes', () => {
  it('a weight label matches the line by item code and carries the grams', () => {
    expect(matchScan(code('200123400512'), LINES, null, CANDIDATES, PREFIXES)).toEqual({ kind: 'line', line: QUESO, measuredMilli: 512 });
    // Another weight prefix of the same item.
    expect(matchScan(code('210123400480'), LINES, null, CANDIDATES, PREFIXES)).toMatchObject({ kind: 'line', measuredMilli: 480 });
  });

  it('a price label turns into grams at the per-kg price with IVA ($9.20/kg: $4.60 is 500 g)', () => {
    expect(matchScan(code('250123400460'), LINES, null, CANDIDATES, PREFIXES)).toMatchObject({ kind: 'line', line: { id: QUESO.id }, measuredMilli: 500 });
  });

  it('a misread label (bad check digit) is refused, not matched', () => {
    const good = code('200123400512');
    const bad = good.slice(0, 12) + String((Number(good[12]) + 5) % 10);
    expect(matchScan(bad, LINES, null, CANDIDATES, PREFIXES)).toEqual({ kind: 'misread' });
  });

  it('another item code is not on this order', () => {
    expect(matchScan(code('200999900512'), LINES, null, CANDIDATES, PREFIXES)).toEqual({ kind: 'wrong', product: null });
  });

  it('a prefix the company gave no meaning to is a plain code', () => {
    expect(matchScan(code('220123400512'), LINES, null, CANDIDATES, PREFIXES)).toEqual({ kind: 'wrong', product: null });
  });
});
