/**
 * Issue 16 §3: the spreadsheet worker's reading and checking, run directly (not through a Worker) on real .xlsx and
 * .xls files written here with xlsx — merged cells, dates, numbers stored as text, extra sheets, formulas — and on
 * hostile or broken ones: an empty sheet, a corrupt zip, too many rows, `__proto__`/`constructor` headers, a PNG
 * renamed .xlsx, a password-protected package.
 */
import * as XLSX from 'xlsx';
import { describe, expect, test } from 'vitest';
import { autoMapHeaders, indexReference, SHEET_MAX_ROWS, type SheetReference } from '../../contract/product-sheet';
import { BULK_CHUNK_MAX } from '../../contract/catalogue-constants';
import { readSheet, type SheetData } from '../../src/lib/sheets/sheet-read';
import { validateRows } from '../../src/features/product-upload/lib/sheet-validate';
import { chunkProducts } from '../../src/features/product-upload/lib/chunk-products';

const REFERENCE: SheetReference = {
  ivaRateBp: 1500,
  categories: [
    { id: 1, path: ['Despensa'] },
    { id: 2, path: ['Despensa', 'Granos'] },
    { id: 3, path: ['Bebidas'] },
    { id: 4, path: ['Bebidas', 'Granos'] },
  ],
  brands: [{ id: 7, name: 'La Favorita' }],
  warehouses: [{ id: 11, name: 'Bodega Norte' }],
};

function book(sheets: Array<[string, XLSX.WorkSheet]>): XLSX.WorkBook {
  const workbook = XLSX.utils.book_new();
  for (const [name, sheet] of sheets) XLSX.utils.book_append_sheet(workbook, sheet, name);
  return workbook;
}

function write(workbook: XLSX.WorkBook, bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer);
}

function read(bytes: Uint8Array, name = 'productos.xlsx'): SheetData {
  const result = readSheet(bytes, name);
  if (!result.ok) throw new Error(`expected a sheet, got ${result.error}`);
  return result;
}

const HEADERS = ['SKU', 'nombre', 'marca', 'categoría', 'unidad', 'precio con IVA', 'IVA %', 'códigos de barras', 'stock Bodega Norte', 'activo', 'alta'];

/** A realistic sheet: a category merged down two rows, a date column, prices stored as text, a formula. */
function productsSheet(): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([
    HEADERS,
    ['A-1', 'Arroz', 'La Favorita', 'Despensa > Granos', 'unidad', '1,15', 15, '7861234567898', 10, 'sí', new Date(Date.UTC(2026, 0, 15))],
    ['A-2', 'Fideo', '', null, 'unidad', 2.3, '15 %', '', '4', 'no', null],
    [7861001, 'Papa', '', 'Bebidas', 'kg', null, 0, '', '2.5', '', null],
  ]);
  sheet['!merges'] = [{ s: { r: 1, c: 3 }, e: { r: 2, c: 3 } }];
  // A formula with its cached value (what Excel saves): 1.15 * 2 = 2.30.
  sheet['F4'] = { t: 'n', v: 2.3, f: 'F2*2' };
  return sheet;
}

describe('reading real files', () => {
  test('.xlsx: merged cells fill their range, dates become ISO dates, text numbers and formulas are read', () => {
    const data = read(write(book([['Productos', productsSheet()], ['Notas', XLSX.utils.aoa_to_sheet([['otra hoja']])]])));
    expect(data.headers).toEqual(HEADERS);
    expect(data.sheetName).toBe('Productos');
    expect(data.sheetCount).toBe(2);
    expect(data.rowNumbers).toEqual([2, 3, 4]);
    expect(data.formulaCells).toBe(1);
    // The merged category reaches the second row.
    expect(data.rows[1]![3]).toBe('Despensa > Granos');
    expect(data.rows[0]![10]).toBe('2026-01-15');
    expect(data.rows[0]![5]).toBe('1,15');
    expect(data.rows[2]![5]).toBe(2.3);

    const mapping = autoMapHeaders(data.headers, REFERENCE.warehouses);
    expect(mapping).toEqual(['sku', 'name', 'brand', 'category', 'unit', 'priceWithTax', 'taxRate', 'barcodes', 'stock:11', 'active', null]);
    const { preview, products } = validateRows(data.rows, data.rowNumbers, mapping, indexReference(REFERENCE));
    expect(preview.map((row) => row.problems)).toEqual([[], [], []]);
    expect(products).toEqual([
      { row: 2, sku: 'A-1', name: 'Arroz', brand: 'La Favorita', category: 'Despensa > Granos', saleUnit: 'unit', priceWithTaxCents: 115, taxRateBp: 1500, barcodes: ['7861234567898'], stock: [{ warehouseId: 11, quantityMilli: 10_000 }], active: true },
      { row: 3, sku: 'A-2', name: 'Fideo', brand: null, category: 'Despensa > Granos', saleUnit: 'unit', priceWithTaxCents: 230, taxRateBp: 1500, barcodes: [], stock: [{ warehouseId: 11, quantityMilli: 4000 }], active: false },
      // A numeric SKU is its digits; a weighted product may have 2.5 kg; the formula's cached price is used.
      { row: 4, sku: '7861001', name: 'Papa', brand: null, category: 'Bebidas', saleUnit: 'kg', priceWithTaxCents: 230, taxRateBp: 0, barcodes: [], stock: [{ warehouseId: 11, quantityMilli: 2500 }] },
    ]);
  });

  test('.xls (BIFF8) is read the same way', () => {
    const data = read(write(book([['Productos', productsSheet()]]), 'biff8'), 'productos.xls');
    expect(data.headers).toEqual(HEADERS);
    expect(data.rows).toHaveLength(3);
    expect(data.rows[1]![3]).toBe('Despensa > Granos');
    expect(data.rows[0]![5]).toBe('1,15');
  });

  test('the first sheet with data is read when the first one is empty', () => {
    const data = read(write(book([['Vacía', XLSX.utils.aoa_to_sheet([])], ['Datos', productsSheet()]])));
    expect(data.sheetName).toBe('Datos');
  });
});

describe('files that are refused, with the reason', () => {
  test('an empty sheet, or headers without rows', () => {
    expect(readSheet(write(book([['Hoja', XLSX.utils.aoa_to_sheet([])]])), 'a.xlsx')).toEqual({ ok: false, error: 'empty' });
    expect(readSheet(write(book([['Hoja', XLSX.utils.aoa_to_sheet([HEADERS])]])), 'a.xlsx')).toEqual({ ok: false, error: 'empty' });
  });

  test('a corrupt file: a zip signature with garbage after it', () => {
    const bytes = new Uint8Array(2000).map((_, i) => (i * 7919) % 251);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    expect(readSheet(bytes, 'roto.xlsx')).toEqual({ ok: false, error: 'corrupt' });
    // A truncated real file.
    const real = write(book([['Productos', productsSheet()]]));
    expect(readSheet(real.slice(0, real.length / 2), 'cortado.xlsx')).toMatchObject({ ok: false });
  });

  test('a PNG renamed .xlsx, and a file that is not .xlsx/.xls, are not spreadsheets', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(readSheet(png, 'foto.xlsx')).toEqual({ ok: false, error: 'wrong_type' });
    expect(readSheet(new TextEncoder().encode('SKU,nombre\nA,B\n'), 'productos.csv')).toEqual({ ok: false, error: 'wrong_type' });
    expect(readSheet(new TextEncoder().encode('SKU,nombre\nA,B\n'), 'productos.xls')).toEqual({ ok: false, error: 'wrong_type' });
  });

  test('a password-protected (encrypted) package', () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
    XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', new Uint8Array(512).fill(0x2a));
    const bytes = new Uint8Array(XLSX.CFB.write(container, { type: 'array' }) as ArrayBuffer | number[]);
    expect(readSheet(bytes, 'secreto.xlsx')).toEqual({ ok: false, error: 'encrypted' });
  });

  test('a file over 20 MB is refused before parsing', () => {
    const bytes = new Uint8Array(20 * 1024 * 1024 + 1);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    expect(readSheet(bytes, 'enorme.xlsx')).toEqual({ ok: false, error: 'too_large' });
  });

  test(`more than ${SHEET_MAX_ROWS} rows are refused, without reading past the cap`, () => {
    const rows: unknown[][] = [['SKU']];
    for (let i = 0; i < SHEET_MAX_ROWS + 5; i++) rows.push([i]);
    const bytes = write(book([['Productos', XLSX.utils.aoa_to_sheet(rows)]]));
    const result = readSheet(bytes, 'muchas.xlsx');
    expect(result).toMatchObject({ ok: false, error: 'too_many_rows' });
  }, 60_000);
});

describe('hostile content', () => {
  test('__proto__ and constructor headers never become object keys, and Object.prototype stays clean', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['__proto__', 'constructor', 'SKU', 'nombre', 'precio con IVA', 'prototype'],
      ['{"polluted":1}', 'x', 'P-1', 'Producto', '1.00', 'y'],
    ]);
    const data = read(write(book([['Productos', sheet]])));
    expect(data.headers).toEqual(['__proto__', 'constructor', 'SKU', 'nombre', 'precio con IVA', 'prototype']);
    expect(Array.isArray(data.rows[0])).toBe(true);
    const mapping = autoMapHeaders(data.headers, []);
    expect(mapping).toEqual([null, null, 'sku', 'name', 'priceWithTax', null]);
    const { products } = validateRows(data.rows, data.rowNumbers, mapping, indexReference(REFERENCE));
    expect(products).toEqual([{ row: 2, sku: 'P-1', name: 'Producto', priceWithTaxCents: 100 }]);
    expect(Object.getPrototypeOf(products[0])).toBe(Object.prototype);
    expect(Object.keys(products[0]!)).toEqual(['row', 'sku', 'name', 'priceWithTaxCents']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('the preview checks', () => {
  test('every row problem is found before anything is sent; the first of a repeated SKU or barcode stays valid', () => {
    const headers = ['SKU', 'nombre', 'marca', 'categoría', 'unidad', 'precio con IVA', 'precio sin IVA', 'IVA %', 'códigos de barras', 'stock Bodega Norte', 'activo'];
    const rows = [
      ['OK-1', 'Bueno', '', '', '', '1.15', '', '', '7861234567898', '', ''],
      ['', 'Sin SKU', '', '', '', '1', '', '', '', '', ''],
      ['OK-1', 'Repetido', '', '', '', '1', '', '', '', '', ''],
      ['B-1', 'Precio malo', '', '', '', 'diez', '', '', '', '', ''],
      ['B-2', 'Marca rara', 'Desconocida', '', '', '1', '', '', '', '', ''],
      ['B-3', 'Categoría rara', '', 'Nada', '', '1', '', '', '', '', ''],
      ['B-4', 'Categoría ambigua', '', 'Granos', '', '1', '', '', '', '', ''],
      ['B-5', 'Código malo', '', '', '', '1', '', '', '7861234567890', '', ''],
      ['B-6', 'Código repetido', '', '', '', '1', '', '', '7861234567898', '', ''],
      ['B-7', 'Unidad mala', '', '', 'litro', '1', '', '', '', '', ''],
      ['B-8', 'IVA malo', '', '', '', '1', '', '150', '', '', ''],
      ['B-9', 'Stock malo', '', '', 'unidad', '1', '', '', '', '1.5', ''],
      ['B-10', 'Precios que no cuadran', '', '', '', '5.00', '1.00', '15', '', '', ''],
      ['B-11', '', '', '', '', '', '', '', '', '', 'quizás'],
    ];
    const index = indexReference(REFERENCE);
    const { preview, products } = validateRows(rows, rows.map((_, i) => i + 2), autoMapHeaders(headers, REFERENCE.warehouses), index);
    expect(products.map((p) => p.sku)).toEqual(['OK-1']);
    expect(Object.fromEntries(preview.map((row) => [row.row, row.problems.map((p) => p.codigo)]))).toEqual({
      2: [],
      3: ['sku_required'],
      4: ['sku_duplicate'],
      5: ['price_invalid'],
      6: ['brand_unknown'],
      7: ['category_unknown'],
      8: ['category_ambiguous'],
      9: ['barcode_check_digit'],
      10: ['barcode_duplicate'],
      11: ['unit_invalid'],
      12: ['tax_invalid'],
      13: ['stock_invalid'],
      14: ['price_mismatch'],
      15: ['active_invalid', 'name_required', 'price_required'],
    });
  });

  test(`valid rows go in chunks of at most ${BULK_CHUNK_MAX}`, () => {
    const products = Array.from({ length: 1234 }, (_, i) => ({ row: i + 2, sku: `S-${i}`, name: 'x', priceWithTaxCents: 100 }));
    const chunks = chunkProducts(products);
    expect(chunks.map((c) => c.length)).toEqual([500, 500, 234]);
    // Long descriptions: cut sooner so a request stays under the body cap.
    const long = Array.from({ length: 500 }, (_, i) => ({ row: i + 2, sku: `L-${i}`, name: 'x', description: 'd'.repeat(1000), priceWithTaxCents: 100 }));
    const cut = chunkProducts(long);
    expect(cut.length).toBeGreaterThan(1);
    for (const chunk of cut) expect(JSON.stringify(JSON.stringify(chunk)).length).toBeLessThan(1024 * 1024);
  });
});
