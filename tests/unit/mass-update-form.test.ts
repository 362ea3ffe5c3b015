/** The mass update's forms (src/features/mass-update/lib/mass-form.ts): pasted SKUs and typed numbers to requests. */
import { describe, expect, it } from 'vitest';
import { changeRequest, EMPTY_CHANGE, EMPTY_SELECTION, parseSkus, selectionProblem, selectionRequest } from '../../src/features/mass-update/lib/mass-form';

describe('pasted SKUs', () => {
  it('splits by lines, commas, semicolons and tabs; trims; drops repeats and blanks', () => {
    expect(parseSkus(' A-1 \nB-2,A-1;;C 3\tD-4\r\n\n')).toEqual(['A-1', 'B-2', 'C 3', 'D-4']);
  });

  it('needs at least one SKU and at most 5,000', () => {
    expect(selectionProblem({ ...EMPTY_SELECTION, mode: 'skus', skusText: ' \n , ' })).toBe('skus_empty');
    const many = Array.from({ length: 5001 }, (_, i) => `S${i}`).join('\n');
    expect(selectionProblem({ ...EMPTY_SELECTION, mode: 'skus', skusText: many })).toBe('skus_too_many');
    expect(selectionProblem({ ...EMPTY_SELECTION, mode: 'skus', skusText: 'A\nA' })).toBeNull();
    expect(selectionRequest({ ...EMPTY_SELECTION, mode: 'skus', skusText: 'A\nA\nB' })).toEqual({ by: 'skus', skus: ['A', 'B'] });
  });
});

describe('the filter', () => {
  it('sends only the fields chosen', () => {
    expect(selectionRequest(EMPTY_SELECTION)).toEqual({ by: 'filter' });
    expect(selectionRequest({ ...EMPTY_SELECTION, q: '  arroz ', categoryId: '7', active: 'false', outOfStockWarehouseId: '3', saleUnit: 'kg' })).toEqual({
      by: 'filter',
      q: 'arroz',
      categoryId: 7,
      active: false,
      outOfStockWarehouseId: 3,
      saleUnit: 'kg',
    });
  });
});

describe('the change', () => {
  it('a percent becomes basis points; 0 or out of range is refused', () => {
    expect(changeRequest({ ...EMPTY_CHANGE, percent: 10 })).toEqual({ change: { kind: 'price_percent', basis: 'without_tax', percentBp: 1000 } });
    expect(changeRequest({ ...EMPTY_CHANGE, percent: '-5,25', basis: 'with_tax' })).toEqual({ change: { kind: 'price_percent', basis: 'with_tax', percentBp: -525 } });
    expect(changeRequest({ ...EMPTY_CHANGE, percent: '' })).toEqual({ problem: 'percent' });
    expect(changeRequest({ ...EMPTY_CHANGE, percent: -101 })).toEqual({ problem: 'percent' });
  });

  it('an amount becomes cents; IVA basis points; category, brand (none allowed) and active', () => {
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'price_amount', amount: -0.5 })).toEqual({ change: { kind: 'price_amount', basis: 'without_tax', amountCents: -50 } });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'price_amount', amount: 0 })).toEqual({ problem: 'amount' });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'tax_rate', taxRate: 12 })).toEqual({ change: { kind: 'tax_rate', taxRateBp: 1200 } });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'tax_rate', taxRate: 0 })).toEqual({ change: { kind: 'tax_rate', taxRateBp: 0 } });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'tax_rate', taxRate: '' })).toEqual({ problem: 'tax_rate' });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'category', categoryId: null })).toEqual({ problem: 'category' });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'category', categoryId: '4' })).toEqual({ change: { kind: 'category', categoryId: 4 } });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'brand', brandId: '' })).toEqual({ change: { kind: 'brand', brandId: null } });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'brand', brandId: null })).toEqual({ problem: 'brand' });
    expect(changeRequest({ ...EMPTY_CHANGE, kind: 'active', active: 'true' })).toEqual({ change: { kind: 'active', active: true } });
  });
});
