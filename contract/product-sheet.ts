/**
 * The products spreadsheet of /cargar-productos (issue 16 §3): its columns, how a header is matched to a column, and
 * the per-row rules. The preview (in the browser's worker) and the server (`/product/bulk_load`) run the same
 * `checkProduct`, so what the preview calls valid is what the server accepts. Zod-free and DOM-free: the worker
 * imports it. Turning cell text into typed values is in product-sheet-cells.ts.
 */
import { BARCODE_MAX_PER_PRODUCT, barcodeProblem } from './barcodes';
import { productPrices } from './catalogue-prices';
import type { SaleUnit } from './catalogue-constants';

/** Largest file the browser reads, before parsing (bytes). */
export const SHEET_MAX_BYTES = 20 * 1024 * 1024;
/** Most product rows one file may have (the header row aside). */
export const SHEET_MAX_ROWS = 100_000;
export const SKU_MAX = 64;
export const PRODUCT_NAME_MAX = 200;
export const DESCRIPTION_MAX = 1000;
/** $10,000,000.00: a typo guard, far above any grocery price. */
export const PRICE_MAX_CENTS = 1_000_000_000;
/** 1,000,000 units (or kg) in one warehouse. */
export const STOCK_MAX_MILLI = 1_000_000_000;

/** The fixed columns; stock columns are one per warehouse (`stock:<warehouseId>`). */
export const SHEET_FIELDS = ['sku', 'name', 'description', 'brand', 'category', 'unit', 'priceWithTax', 'price', 'taxRate', 'barcodes', 'active'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];
export type StockTarget = `stock:${number}`;
export type ColumnTarget = SheetField | StockTarget;

/** The template's headers (Spanish, as the spreadsheet is written); a stock column is `stock <warehouse name>`. */
export const SHEET_HEADERS: Record<SheetField, string> = {
  sku: 'SKU',
  name: 'nombre',
  description: 'descripción',
  brand: 'marca',
  category: 'categoría',
  unit: 'unidad',
  priceWithTax: 'precio con IVA',
  price: 'precio sin IVA',
  taxRate: 'IVA %',
  barcodes: 'códigos de barras',
  active: 'activo',
};
export const STOCK_HEADER_PREFIX = 'stock ';

/** Other headers people write for each column (normalized, see `normalizeHeader`). */
const HEADER_ALIASES: Record<SheetField, readonly string[]> = {
  sku: ['sku', 'codigo', 'codigo interno', 'referencia', 'ref', 'code'],
  name: ['nombre', 'producto', 'nombre del producto', 'name', 'descripcion corta'],
  description: ['descripcion', 'detalle', 'description'],
  brand: ['marca', 'brand', 'fabricante'],
  category: ['categoria', 'category', 'seccion'],
  unit: ['unidad', 'unidad de venta', 'unit', 'tipo'],
  priceWithTax: ['precio con iva', 'pvp', 'precio', 'precio venta', 'price with tax', 'precio final'],
  price: ['precio sin iva', 'precio neto', 'price', 'price without tax', 'precio base'],
  taxRate: ['iva', 'iva %', 'iva%', 'tasa iva', 'tax', 'impuesto'],
  barcodes: ['codigos de barras', 'codigo de barras', 'barcode', 'barcodes', 'ean', 'upc', 'codigos'],
  active: ['activo', 'active', 'estado', 'habilitado'],
};

/** Lower case, no accents, single spaces, no punctuation but `%`: how headers and names are compared. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** A category path or brand name as compared: normalized segments joined by `>`. */
export function normalizeName(value: string): string {
  return value
    .split('>')
    .map((part) => normalizeHeader(part))
    .filter((part) => part.length > 0)
    .join('>');
}

export interface NamedRef {
  id: number;
  name: string;
}

/** The column each header goes to (null: ignored); each target is taken by the first header that matches it. */
export function autoMapHeaders(headers: readonly string[], warehouses: readonly NamedRef[]): Array<ColumnTarget | null> {
  const taken = new Set<ColumnTarget>();
  const byWarehouse = new Map(warehouses.map((w) => [normalizeHeader(w.name), w.id]));
  return headers.map((header) => {
    const key = normalizeHeader(header);
    let target: ColumnTarget | null = null;
    if (key.startsWith('stock ')) {
      const id = byWarehouse.get(key.slice('stock '.length));
      if (id !== undefined) target = `stock:${id}`;
    } else {
      target = SHEET_FIELDS.find((field) => HEADER_ALIASES[field].includes(key)) ?? null;
    }
    if (target === null || taken.has(target)) return null;
    taken.add(target);
    return target;
  });
}

/**
 * One product as `/product/bulk_load` carries it (typed; the cells were already read). An absent optional field
 * means "the sheet has no such column": an existing product keeps its value. `brand`/`category` null clears it.
 */
export interface BulkProduct {
  /** The row's number in the sheet (1 = the header), for reports. */
  row: number;
  sku: string;
  name: string;
  description?: string | undefined;
  brand?: string | null | undefined;
  /** A category name or path "Padre > Hija". */
  category?: string | null | undefined;
  saleUnit?: SaleUnit | undefined;
  priceCents?: number | undefined;
  priceWithTaxCents?: number | undefined;
  taxRateBp?: number | undefined;
  barcodes?: string[] | undefined;
  stock?: Array<{ warehouseId: number; quantityMilli: number }> | undefined;
  active?: boolean | undefined;
}

/** One problem of a row: the column (`campo`) and what is wrong (`codigo`); the client translates the code. */
export interface RowProblem {
  campo: SheetField | 'stock' | 'row';
  codigo: RowProblemCode;
}

export const ROW_PROBLEM_CODES = [
  'sku_required',
  'sku_too_long',
  'sku_duplicate',
  'name_required',
  'name_too_long',
  'description_too_long',
  'brand_unknown',
  'category_unknown',
  'category_ambiguous',
  'unit_invalid',
  'price_required',
  'price_invalid',
  'price_mismatch',
  'tax_invalid',
  'barcode_format',
  'barcode_check_digit',
  'barcode_too_many',
  'barcode_duplicate',
  'barcode_taken',
  'stock_invalid',
  'warehouse_unknown',
  'active_invalid',
  'text_invalid',
] as const;
export type RowProblemCode = (typeof ROW_PROBLEM_CODES)[number];

/** Spanish sentences of each code (the server's `mensaje`, and the client's fallback). */
export const ROW_PROBLEM_ES: Record<RowProblemCode, string> = {
  sku_required: 'Falta el SKU.',
  sku_too_long: `El SKU tiene más de ${SKU_MAX} caracteres.`,
  sku_duplicate: 'El SKU se repite en el archivo.',
  name_required: 'Falta el nombre.',
  name_too_long: `El nombre tiene más de ${PRODUCT_NAME_MAX} caracteres.`,
  description_too_long: `La descripción tiene más de ${DESCRIPTION_MAX} caracteres.`,
  brand_unknown: 'La marca no existe en la empresa.',
  category_unknown: 'La categoría no existe en la empresa.',
  category_ambiguous: 'Hay varias categorías con ese nombre: escribe la ruta completa («Padre > Hija»).',
  unit_invalid: 'La unidad debe ser «unidad» o «kg».',
  price_required: 'Falta el precio (con o sin IVA).',
  price_invalid: 'El precio no es un importe válido (0 o más, hasta 2 decimales).',
  price_mismatch: 'El precio con IVA no corresponde al precio sin IVA y al IVA.',
  tax_invalid: 'El IVA debe ser un porcentaje entre 0 y 100.',
  barcode_format: 'Un código de barras no tiene 8, 12 o 13 dígitos.',
  barcode_check_digit: 'Un código de barras tiene mal el dígito de control.',
  barcode_too_many: `Hay más de ${BARCODE_MAX_PER_PRODUCT} códigos de barras.`,
  barcode_duplicate: 'Un código de barras se repite en otro producto del archivo.',
  barcode_taken: 'Un código de barras ya pertenece a otro producto.',
  stock_invalid: 'El stock no es una cantidad válida (0 o más; por unidad, sin decimales).',
  warehouse_unknown: 'La bodega del stock no existe o no es tuya.',
  active_invalid: '«activo» debe ser «sí» o «no».',
  text_invalid: 'El texto tiene caracteres que no se pueden guardar.',
};

/** What a company's rows are checked against (the answer of `/product/bulk_load_reference`). */
export interface SheetReference {
  ivaRateBp: number;
  categories: Array<{ id: number; path: string[] }>;
  brands: NamedRef[];
  warehouses: NamedRef[];
}

export interface ReferenceIndex {
  ivaRateBp: number;
  /** Normalized full path → id; a bare name (last segment) → id, or 0 when several categories share it. */
  categoryByPath: Map<string, number>;
  categoryByLeaf: Map<string, number>;
  brandByName: Map<string, number>;
  warehouseIds: Set<number>;
}

export function indexReference(reference: SheetReference): ReferenceIndex {
  const categoryByPath = new Map<string, number>();
  const categoryByLeaf = new Map<string, number>();
  for (const category of reference.categories) {
    categoryByPath.set(normalizeName(category.path.join('>')), category.id);
    const leaf = normalizeName(category.path[category.path.length - 1] ?? '');
    categoryByLeaf.set(leaf, categoryByLeaf.has(leaf) ? 0 : category.id);
  }
  return {
    ivaRateBp: reference.ivaRateBp,
    categoryByPath,
    categoryByLeaf,
    brandByName: new Map(reference.brands.map((b) => [normalizeName(b.name), b.id])),
    warehouseIds: new Set(reference.warehouses.map((w) => w.id)),
  };
}

/** What a valid row resolves to (ids and both prices); undefined fields keep the stored value. */
export interface ResolvedProduct {
  brandId?: number | null;
  categoryId?: number | null;
  /** Both prices, at `taxRateBp` (the row's, else the product's or the company's). */
  priceCents: number;
  priceWithTaxCents: number;
  taxRateBp: number;
}

/** C0 control characters other than tab, line feed and carriage return (a loop: no control-character regex). */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return !isWellFormed(value);
}
function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i += 1;
  }
  return true;
}

const validMoney = (cents: number) => Number.isSafeInteger(cents) && cents >= 0 && cents <= PRICE_MAX_CENTS;

/**
 * Every problem of one row on its own (the file-wide checks — repeated SKU or barcode — and the barcodes other
 * products own are the caller's), and what it resolves to when it has none. `currentTaxRateBp`: the stored
 * product's rate, used when the row names none.
 */
export function checkProduct(product: BulkProduct, index: ReferenceIndex, currentTaxRateBp?: number): { problems: RowProblem[]; resolved: ResolvedProduct | null } {
  const problems: RowProblem[] = [];
  const add = (campo: RowProblem['campo'], codigo: RowProblemCode) => problems.push({ campo, codigo });
  for (const [campo, value] of [['sku', product.sku], ['name', product.name], ['description', product.description], ['brand', product.brand], ['category', product.category]] as const) {
    if (typeof value === 'string' && hasControl(value)) add(campo, 'text_invalid');
  }
  if (product.sku.length === 0) add('sku', 'sku_required');
  else if (product.sku.length > SKU_MAX) add('sku', 'sku_too_long');
  if (product.name.length === 0) add('name', 'name_required');
  else if (product.name.length > PRODUCT_NAME_MAX) add('name', 'name_too_long');
  if (product.description !== undefined && product.description.length > DESCRIPTION_MAX) add('description', 'description_too_long');

  let brandId: number | null | undefined;
  if (product.brand === null || product.brand === '') brandId = null;
  else if (product.brand !== undefined) {
    brandId = index.brandByName.get(normalizeName(product.brand));
    if (brandId === undefined) add('brand', 'brand_unknown');
  }
  let categoryId: number | null | undefined;
  if (product.category === null || product.category === '') categoryId = null;
  else if (product.category !== undefined) {
    const key = normalizeName(product.category);
    categoryId = index.categoryByPath.get(key) ?? (key.includes('>') ? undefined : index.categoryByLeaf.get(key));
    if (categoryId === 0) add('category', 'category_ambiguous');
    else if (categoryId === undefined) add('category', 'category_unknown');
  }

  const taxRateBp = product.taxRateBp ?? currentTaxRateBp ?? index.ivaRateBp;
  if (!Number.isSafeInteger(taxRateBp) || taxRateBp < 0 || taxRateBp > 10000) add('taxRate', 'tax_invalid');
  let prices: { priceCents: number; priceWithTaxCents: number } | null = null;
  const { priceCents, priceWithTaxCents } = product;
  if (priceCents === undefined && priceWithTaxCents === undefined) add('price', 'price_required');
  else if ((priceCents !== undefined && !validMoney(priceCents)) || (priceWithTaxCents !== undefined && !validMoney(priceWithTaxCents))) {
    add(priceCents !== undefined && !validMoney(priceCents) ? 'price' : 'priceWithTax', 'price_invalid');
  } else if (problems.every((p) => p.codigo !== 'tax_invalid')) {
    prices = priceCents !== undefined ? productPrices({ priceCents }, taxRateBp) : productPrices({ priceWithTaxCents: priceWithTaxCents! }, taxRateBp);
    // Only a row giving both prices can disagree: a shelf price alone may come back a cent off (catalogue-prices.ts).
    if (priceCents !== undefined && priceWithTaxCents !== undefined && prices.priceWithTaxCents !== priceWithTaxCents) add('priceWithTax', 'price_mismatch');
  }

  const barcodes = product.barcodes ?? [];
  if (barcodes.length > BARCODE_MAX_PER_PRODUCT) add('barcodes', 'barcode_too_many');
  for (const code of barcodes) {
    const problem = barcodeProblem(code);
    if (problem !== null) {
      add('barcodes', problem === 'format' ? 'barcode_format' : 'barcode_check_digit');
      break;
    }
  }
  const unit = product.saleUnit;
  for (const entry of product.stock ?? []) {
    if (!index.warehouseIds.has(entry.warehouseId)) add('stock', 'warehouse_unknown');
    else if (!Number.isSafeInteger(entry.quantityMilli) || entry.quantityMilli < 0 || entry.quantityMilli > STOCK_MAX_MILLI || (unit !== 'kg' && entry.quantityMilli % 1000 !== 0)) {
      add('stock', 'stock_invalid');
    }
  }
  if (problems.length > 0 || prices === null) return { problems, resolved: null };
  return { problems, resolved: { ...(brandId !== undefined ? { brandId } : {}), ...(categoryId !== undefined ? { categoryId } : {}), ...prices, taxRateBp } };
}
