import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, gs1PrefixesProblem, measuredMilli, parseGs1Measure, variableItemCode, weightFromPrice } from '../../contract/gs1';

const PREFIXES = { weight: ['20', '21', '22', '23', '24'], price: ['25', '26', '27', '28', '29'] };

/** A complete code from its first 12 digits. */
function code(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

describe('GS1 variable-measure codes', () => {
  it('computes the EAN-13 check digit', () => {
    // 4006381333931 is GS1's own worked example.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
  });

  it.each(PREFIXES.weight)('reads grams from weight prefix %s', (prefix) => {
    const scanned = code(`${prefix}0100101250`);
    expect(parseGs1Measure(scanned, PREFIXES)).toEqual({ kind: 'weight', prefix, itemCode: '01001', value: 1250 });
  });

  it.each(PREFIXES.price)('reads cents from price prefix %s', (prefix) => {
    const scanned = code(`${prefix}0100100575`);
    expect(parseGs1Measure(scanned, PREFIXES)).toEqual({ kind: 'price', prefix, itemCode: '01001', value: 575 });
  });

  it('follows the company: a prefix moved from price to weight is read as weight', () => {
    const scanned = code('250100101250');
    expect(parseGs1Measure(scanned, { weight: ['25'], price: [] })?.kind).toBe('weight');
    expect(parseGs1Measure(scanned, { weight: [], price: [] })).toBeNull();
  });

  it('refuses a code whose check digit is wrong, for every prefix kind', () => {
    for (const prefix of [...PREFIXES.weight, ...PREFIXES.price]) {
      const good = code(`${prefix}0100101250`);
      const bad = good.slice(0, 12) + String((Number(good[12]) + 1) % 10);
      expect(parseGs1Measure(bad, PREFIXES)).toEqual({ kind: 'bad_check_digit', prefix, itemCode: '01001' });
    }
  });

  it('ignores codes that are not variable-measure: other prefixes, other lengths, letters', () => {
    expect(parseGs1Measure('4006381333931', PREFIXES)).toBeNull();
    expect(parseGs1Measure('200100101250', PREFIXES)).toBeNull();
    expect(parseGs1Measure('20010010125A7', PREFIXES)).toBeNull();
    expect(parseGs1Measure(code('300100101250'), PREFIXES)).toBeNull();
  });

  it('takes the item code of a registered variable-measure barcode only', () => {
    expect(variableItemCode(code('200100100000'))).toBe('01001');
    expect(variableItemCode('4006381333931')).toBeNull();
  });

  it('turns a price label into grams with the per-kg price with IVA, rounded to the gram', () => {
    // $4.00/kg + 15 % IVA = $4.60/kg; a $2.30 label is 500 g.
    expect(weightFromPrice(230, 400, 1500)).toBe(500);
    // $3.33/kg without IVA; a $1.00 label is 300.3 g → 300 g.
    expect(weightFromPrice(100, 333, 0)).toBe(300);
    expect(weightFromPrice(100, 0, 1500)).toBeNull();
    const price = parseGs1Measure(code('260100100230'), PREFIXES);
    const weight = parseGs1Measure(code('200100100500'), PREFIXES);
    if (price?.kind !== 'price' || weight?.kind !== 'weight') throw new Error('parse failed');
    expect(measuredMilli(price, 400, 1500)).toBe(500);
    expect(measuredMilli(weight, 400, 1500)).toBe(500);
  });

  it('checks a company prefix setting', () => {
    expect(gs1PrefixesProblem(PREFIXES)).toBeNull();
    expect(gs1PrefixesProblem({ weight: ['20', '19'], price: [] })).toBe('unknown_prefix');
    expect(gs1PrefixesProblem({ weight: ['20'], price: ['20'] })).toBe('both_kinds');
  });
});
