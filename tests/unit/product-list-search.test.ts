/** /market/productos keeps its search and filters in the URL: what a pasted or edited URL becomes. */
import { describe, expect, test } from 'vitest';
import { parseProductListSearch, searchToProductFilter } from '../../src/features/products/lib/product-list-search';

describe('parseProductListSearch', () => {
  test('keeps every valid param, numbers included (the router JSON-parses them)', () => {
    expect(parseProductListSearch({ q: ' arroz ', category: '12', brand: 3, unit: 'kg', active: 0, oos: '7', sort: 'price', desc: 1 })).toEqual({
      q: 'arroz',
      category: 12,
      brand: 3,
      unit: 'kg',
      active: 0,
      oos: 7,
      sort: 'price',
      desc: 1,
    });
    // A barcode typed in the box arrives as a number.
    expect(parseProductListSearch({ q: 7861234567890 })).toEqual({ q: '7861234567890' });
  });

  test('drops bad values one by one, keeping the rest', () => {
    expect(parseProductListSearch({ q: '', category: 'x', brand: -1, unit: 'litre', active: 'yes', oos: 1.5, sort: 'colour', desc: 'no', extra: 1 })).toEqual({});
    expect(parseProductListSearch({ q: 'x'.repeat(121), category: 2_147_483_648, brand: 4 })).toEqual({ brand: 4 });
    // The default sort is not written to the URL.
    expect(parseProductListSearch({ sort: 'name' })).toEqual({});
  });
});

describe('searchToProductFilter', () => {
  test('names the call’s filters, with the company and the stock warehouse', () => {
    expect(searchToProductFilter({ q: 'leche', category: 1, brand: 2, unit: 'unit', active: 1, oos: 3 }, { empresaId: 9, warehouseId: 4 })).toEqual({
      empresaId: 9,
      warehouseId: 4,
      q: 'leche',
      categoryId: 1,
      brandId: 2,
      saleUnit: 'unit',
      active: true,
      outOfStockWarehouseId: 3,
    });
    expect(searchToProductFilter({ active: 0 }, {})).toEqual({ active: false });
  });
});
