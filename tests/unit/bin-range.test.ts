/** contract/bin-range.ts: BINs of different lengths compared at 8 digits, the form's checks and overlap. */
import { describe, expect, test } from 'vitest';
import { binRangeProblems, binSearch, binSpan, isBin, padHigh, padLow, spanContainsBin, spansOverlap } from '../../contract/bin-range';
import { binFormProblems, binSaveInput, typedSpan } from '../../src/features/bins/lib/bin-form';

describe('BIN padding', () => {
  test('a BIN is 6 to 8 digits and nothing else', () => {
    for (const good of ['454545', '3600000', '45454512']) expect(isBin(good)).toBe(true);
    for (const bad of ['45454', '454545123', '4545 45', '45454a', '', '-454545', '４５４５４５']) expect(isBin(bad)).toBe(false);
  });

  test('pads the low end with 0s and the high end with 9s to 8 digits', () => {
    expect(padLow('454545')).toBe(45_454_500);
    expect(padHigh('454545')).toBe(45_454_599);
    expect(padLow('3600000')).toBe(36_000_000);
    expect(padHigh('3699999')).toBe(36_999_999);
    expect(padLow('45454512')).toBe(45_454_512);
    expect(padHigh('45454512')).toBe(45_454_512);
    expect(binSpan('555500', '555599')).toEqual({
      low: 55_550_000,
      high: 55_559_999,
    });
  });
});

describe('binRangeProblems', () => {
  test('names the field that is not 6–8 digits', () => {
    expect(binRangeProblems('45454', '454545')).toEqual([{ field: 'binFrom', reason: 'digits' }]);
    expect(binRangeProblems('454545', 'abc')).toEqual([{ field: 'binTo', reason: 'digits' }]);
    expect(binRangeProblems('', '')).toEqual([
      { field: 'binFrom', reason: 'digits' },
      { field: 'binTo', reason: 'digits' },
    ]);
  });

  test('refuses from after to once both are padded, and accepts one BIN on its own or a shorter end', () => {
    expect(binRangeProblems('555599', '555500')).toEqual([{ field: 'binTo', reason: 'order' }]);
    // 45454600 > 45454599
    expect(binRangeProblems('4545460', '454545')).toEqual([{ field: 'binTo', reason: 'order' }]);
    expect(binRangeProblems('454545', '454545')).toEqual([]);
    // 45454512 padded high is 45454599 read as '454545': from 45454512 ≤ to 45454599.
    expect(binRangeProblems('45454512', '454545')).toEqual([]);
    expect(binRangeProblems('3600000', '3699999')).toEqual([]);
  });
});

describe('overlap and containment', () => {
  const visa = binSpan('454545', '454545');

  test('equal, inside, touching ends and different lengths overlap; neighbours do not', () => {
    expect(spansOverlap(visa, binSpan('454545', '454545'))).toBe(true);
    expect(spansOverlap(visa, binSpan('45454512', '45454512'))).toBe(true);
    expect(spansOverlap(binSpan('555500', '555599'), binSpan('555599', '555700'))).toBe(true);
    expect(spansOverlap(binSpan('555500', '555599'), binSpan('55550000', '55550001'))).toBe(true);
    expect(spansOverlap(visa, binSpan('454546', '454600'))).toBe(false);
    expect(spansOverlap(visa, binSpan('45454400', '45454499'))).toBe(false);
  });

  test('a card BIN falls in a range when every card number it stands for does', () => {
    expect(spanContainsBin(visa, '454545')).toBe(true);
    expect(spanContainsBin(visa, '45454512')).toBe(true);
    expect(spanContainsBin(visa, '4545451')).toBe(true);
    // A 6-digit BIN stands for more card numbers than a narrower 8-digit range holds.
    expect(spanContainsBin(binSpan('45454500', '45454550'), '454545')).toBe(false);
    expect(spanContainsBin(binSpan('3600000', '3699999'), '36123456')).toBe(true);
    expect(spanContainsBin(binSpan('3600000', '3699999'), '370000')).toBe(false);
  });
});

describe('binSearch', () => {
  test('six or more digits are a BIN (a card number gives its first 8), fewer a prefix, anything else text', () => {
    expect(binSearch('454545')).toEqual({ kind: 'bin', bin: '454545' });
    expect(binSearch('4545 4512 3456 7890')).toEqual({ kind: 'bin', bin: '45454512' });
    expect(binSearch('4545-45')).toEqual({ kind: 'bin', bin: '454545' });
    expect(binSearch('4545')).toEqual({ kind: 'prefix', digits: '4545' });
    expect(binSearch(' Pichincha ')).toEqual({ kind: 'text', text: 'Pichincha' });
    expect(binSearch('Visa 4545')).toEqual({ kind: 'text', text: 'Visa 4545' });
  });
});

describe('the range form', () => {
  const values = { binFrom: '454545', binTo: '454545', bank: 'Banco Pichincha', brand: 'Visa' };

  test('names each field that blocks the save: empty, not 6–8 digits, the end before the start', () => {
    expect(binFormProblems(values)).toEqual({});
    expect(binFormProblems({ binFrom: '', binTo: ' ', bank: '', brand: '  ' })).toEqual({ binFrom: 'required', binTo: 'required', bank: 'required', brand: 'required' });
    expect(binFormProblems({ ...values, binFrom: '4545a5' })).toEqual({ binFrom: 'digits' });
    expect(binFormProblems({ ...values, binFrom: '555599', binTo: '555500' })).toEqual({ binTo: 'order' });
  });

  test('shows the span the ends cover and sends trimmed values with the version it read', () => {
    expect(typedSpan({ ...values, binFrom: ' 454545 ' })).toEqual({ low: 45_454_500, high: 45_454_599 });
    expect(typedSpan({ ...values, binTo: '4545' })).toBeNull();
    expect(binSaveInput({ ...values, bank: ' Banco Pichincha ' }, null, undefined)).toEqual({ binFrom: '454545', binTo: '454545', bank: 'Banco Pichincha', brand: 'Visa' });
  });
});
