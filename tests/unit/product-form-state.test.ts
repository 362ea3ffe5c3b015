/** The product form's money, price and stock handling (src/features/products/lib/product-form-state.ts). */
import { describe, expect, test } from 'vitest';
import { priceFromShelf, priceWithTax } from '../../contract/catalogue-prices';
import type { ProductDetail, ProductFormOptions } from '../../contract/schemas/product-detail';
import { moneyText, parseMoneyText } from '../../src/lib/money-text';
import { derivedPrices, editedFields, parseStockText, rebase, saveInput, stateFromProduct, stockProblems } from '../../src/features/products/lib/product-form-state';

const options: ProductFormOptions = {
  companyId: 1,
  currency: 'USD',
  standardTaxRateBp: 1500,
  taxRates: [0, 1500],
  brands: [],
  categories: [],
  warehouses: [
    { id: 7, name: 'Bodega Norte' },
    { id: 8, name: 'Bodega Sur' },
  ],
};

const product: ProductDetail = {
  id: 5,
  companyId: 1,
  sku: 'A-1',
  name: 'Arroz',
  description: '',
  brandId: null,
  brandName: null,
  categoryId: 3,
  categoryIds: [3, 4],
  saleUnit: 'unit',
  kind: 'simple',
  priceDerived: false,
  priceCents: 200,
  priceWithTaxCents: 230,
  taxRateBp: 1500,
  active: true,
  barcodes: ['96385074'],
  stock: [{ warehouseId: 7, warehouseName: 'Bodega Norte', quantityMilli: 12_000 }],
  images: [],
  version: 4,
  updatedAt: '2026-11-20T17:00:00.000000Z',
  updatedByName: 'Ana',
};

describe('money typed in the user locale', () => {
  test.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234', 123400],
    ['$ 7', 700],
    ['12,5', 1250],
  ])('%s is %i cents', (text, cents) => {
    expect(parseMoneyText(text)).toBe(cents);
  });

  test.each(['', 'abc', '1,2,3', '12;50', '12,5050'])('%s is not an amount', (text) => {
    expect(parseMoneyText(text)).toBeNull();
  });

  test('is written back with the locale decimal separator', () => {
    expect(moneyText(1250, 'es-EC')).toBe('12,50');
    expect(moneyText(1250, 'en-US')).toBe('12.50');
  });
});

describe('prices', () => {
  test('the price not typed follows THE rule from the one typed, for every rate', () => {
    for (const rate of [0, 1200, 1500, 833]) {
      for (const cents of [1, 99, 230, 12345]) {
        const gross = derivedPrices({ priceSource: 'gross', priceText: moneyText(cents, 'es-EC'), taxRateBp: rate })!;
        expect(gross.priceCents).toBe(priceFromShelf(cents, rate));
        expect(gross.priceWithTaxCents).toBe(priceWithTax(gross.priceCents, rate));
        const net = derivedPrices({ priceSource: 'net', priceText: moneyText(cents, 'en-US'), taxRateBp: rate })!;
        expect(net).toEqual({ priceCents: cents, priceWithTaxCents: priceWithTax(cents, rate) });
      }
    }
  });

  test('the request carries only the typed price, so the server derives the other', () => {
    const base = stateFromProduct(product, options, 'es-EC');
    expect(saveInput({ ...base, priceSource: 'net', priceText: '3,00' }, base)).toMatchObject({ priceCents: 300 });
    expect(saveInput({ ...base, priceSource: 'net', priceText: '3,00' }, base)).not.toHaveProperty('priceWithTaxCents');
    expect(saveInput(base, base)).toMatchObject({ priceWithTaxCents: 230 });
  });

  test('a composite with a derived price keeps its price without IVA when only the rate changes', () => {
    const base = stateFromProduct({ ...product, kind: 'composite', priceDerived: true, priceCents: 999, priceWithTaxCents: priceWithTax(999, 1500) }, options, 'es-EC');
    const input = saveInput({ ...base, taxRateBp: 1200 }, base);
    expect(input).toMatchObject({ taxRateBp: 1200, priceCents: 999 });
    expect(input).not.toHaveProperty('priceWithTaxCents');
    expect(derivedPrices({ ...base, taxRateBp: 1200 })).toEqual({ priceCents: 999, priceWithTaxCents: priceWithTax(999, 1200) });
  });
});

describe('stock and stale saves', () => {
  test('only counted stock that changed is sent; a minus sign is refused', () => {
    const base = stateFromProduct(product, options, 'es-EC');
    expect(base.stock).toEqual({ 7: '12', 8: '0' });
    expect(saveInput(base, base).stock).toBeUndefined();
    expect(saveInput({ ...base, stock: { 7: '12', 8: '2,5' } }, base).stock).toEqual([{ warehouseId: 8, quantityMilli: 2500 }]);
    expect(parseStockText('-3')).toBe('negative');
  });

  test('a count already below zero does not block saving the rest; typing a negative or unreadable one does', () => {
    const oversold = stateFromProduct({ ...product, stock: [{ warehouseId: 7, warehouseName: 'Bodega Norte', quantityMilli: -1000 }] }, options, 'es-EC');
    expect(oversold.stock[7]).toBe('-1');
    expect(stockProblems(oversold, oversold)).toEqual({});
    expect(saveInput({ ...oversold, name: 'Arroz premium' }, oversold).stock).toBeUndefined();
    expect(stockProblems({ ...oversold, stock: { 7: '-2', 8: 'dos' } }, oversold)).toEqual({ 7: 'negative_stock', 8: 'invalid_quantity' });
  });

  test('re-applying my edits on top of theirs keeps their change and mine', () => {
    const base = stateFromProduct(product, options, 'es-EC');
    const mine = { ...base, name: 'Arroz premium' };
    const theirs = stateFromProduct({ ...product, priceCents: 300, priceWithTaxCents: 345, version: 5 }, options, 'es-EC');
    expect(editedFields(base, theirs)).toEqual(['price']);
    const merged = rebase(base, mine, theirs);
    expect(merged.name).toBe('Arroz premium');
    expect(derivedPrices(merged)?.priceCents).toBe(300);
    expect(editedFields(theirs, merged)).toEqual(['name']);
  });
});
