/**
 * From a spreadsheet row's cells to a typed `BulkProduct` (contract/product-sheet.ts), with the problems of cells
 * that are not what their column needs (an amount that is not a number, "quizás" in «activo»). Cells come from the
 * worker as strings, numbers or booleans (a date cell as its ISO text); nothing here trusts their shape.
 */
import { parseMoney, parseQuantity } from './money';
import type { SaleUnit } from './catalogue-constants';
import type { BulkProduct, ColumnTarget, RowProblem } from './product-sheet';

export type SheetCell = string | number | boolean | null;

/** Text of a cell: trimmed; a whole number without exponent or decimals noise (a numeric SKU, a barcode). */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? BigInt(cell).toString() : String(cell);
  if (typeof cell === 'boolean') return cell ? 'sí' : 'no';
  return cell.trim();
}

/** Cents of a price cell: a number with at most 2 decimals, or text like "1,50", "$ 1.234,50", "1234.5". */
export function moneyCell(cell: SheetCell): number | null {
  if (typeof cell === 'number') {
    const cents = Math.round(cell * 100);
    return Number.isFinite(cell) && Math.abs(cell * 100 - cents) < 1e-6 ? cents : null;
  }
  let text = cellText(cell).replace(/[$\s\u00a0]|USD/gi, '');
  // Both separators: the last one is the decimal point ("1.234,50", "1,234.50").
  if (text.includes(',') && text.includes('.')) text = text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replace(/\./g, '') : text.replace(/,/g, '');
  return parseMoney(text);
}

/** IVA basis points of a cell: "15", "15 %", "12,5", or a fraction (0.15) as a percent-formatted cell stores it. */
export function taxCell(cell: SheetCell): number | null {
  let value: number;
  if (typeof cell === 'number') value = cell > 0 && cell < 1 ? cell * 100 : cell;
  else {
    const text = cellText(cell).replace('%', '').replace(',', '.').trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
    value = Number(text);
  }
  const bp = Math.round(value * 100);
  return Number.isFinite(value) && Math.abs(value * 100 - bp) < 1e-6 && bp >= 0 && bp <= 10000 ? bp : null;
}

/** Thousandths of a stock cell (up to 3 decimals, not negative). */
export function quantityCell(cell: SheetCell): number | null {
  if (typeof cell === 'number') {
    const milli = Math.round(cell * 1000);
    return Number.isFinite(cell) && cell >= 0 && Math.abs(cell * 1000 - milli) < 1e-6 ? milli : null;
  }
  return parseQuantity(cellText(cell));
}

const UNIT_WORDS: Record<string, SaleUnit> = { unidad: 'unit', unidades: 'unit', u: 'unit', und: 'unit', un: 'unit', unit: 'unit', kg: 'kg', kilo: 'kg', kilos: 'kg', kilogramo: 'kg', kilogramos: 'kg', peso: 'kg' };
const YES = new Set(['si', 'sí', 's', 'x', 'yes', 'y', 'true', 'verdadero', '1', 'activo']);
const NO = new Set(['no', 'n', 'false', 'falso', '0', 'inactivo']);

export function unitCell(cell: SheetCell): SaleUnit | null {
  return UNIT_WORDS[cellText(cell).toLowerCase().replace(/\.$/, '')] ?? null;
}

export function activeCell(cell: SheetCell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const word = cellText(cell).toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

/** Barcodes of a cell: separated by commas, semicolons or spaces; a numeric cell is one code. */
export function barcodesCell(cell: SheetCell): string[] {
  return [...new Set(cellText(cell).split(/[\s,;]+/).filter((code) => code.length > 0))];
}

/**
 * A typed product from one row's cells under `mapping` (the column each cell goes to), and the problems of cells
 * that could not be read. An empty cell of an optional column leaves the field out, except brand and category
 * (empty clears them) — a column the sheet has always says what the product is.
 */
export function rowToProduct(cells: readonly SheetCell[], mapping: ReadonlyArray<ColumnTarget | null>, row: number): { product: BulkProduct; problems: RowProblem[] } {
  const product: BulkProduct = { row, sku: '', name: '' };
  const problems: RowProblem[] = [];
  const stock: Array<{ warehouseId: number; quantityMilli: number }> = [];
  mapping.forEach((target, column) => {
    if (target === null) return;
    const cell = cells[column] ?? null;
    const text = cellText(cell);
    if (target.startsWith('stock:')) {
      if (text === '') return;
      const quantityMilli = quantityCell(cell);
      if (quantityMilli === null) problems.push({ campo: 'stock', codigo: 'stock_invalid' });
      else stock.push({ warehouseId: Number(target.slice('stock:'.length)), quantityMilli });
      return;
    }
    switch (target) {
      case 'sku':
        product.sku = text;
        break;
      case 'name':
        product.name = text;
        break;
      case 'description':
        product.description = text;
        break;
      case 'brand':
        product.brand = text === '' ? null : text;
        break;
      case 'category':
        product.category = text === '' ? null : text;
        break;
      case 'unit': {
        if (text === '') break;
        const unit = unitCell(cell);
        if (unit === null) problems.push({ campo: 'unit', codigo: 'unit_invalid' });
        else product.saleUnit = unit;
        break;
      }
      case 'price':
      case 'priceWithTax': {
        if (text === '') break;
        const cents = moneyCell(cell);
        if (cents === null || cents < 0) problems.push({ campo: target, codigo: 'price_invalid' });
        else if (target === 'price') product.priceCents = cents;
        else product.priceWithTaxCents = cents;
        break;
      }
      case 'taxRate': {
        if (text === '') break;
        const bp = taxCell(cell);
        if (bp === null) problems.push({ campo: 'taxRate', codigo: 'tax_invalid' });
        else product.taxRateBp = bp;
        break;
      }
      case 'barcodes':
        product.barcodes = barcodesCell(cell);
        break;
      case 'active': {
        if (text === '') break;
        const active = activeCell(cell);
        if (active === null) problems.push({ campo: 'active', codigo: 'active_invalid' });
        else product.active = active;
        break;
      }
    }
  });
  if (stock.length > 0) product.stock = stock;
  return { product, problems };
}
