import { z } from 'zod/mini';
import { BARCODE_MAX_PER_PRODUCT, barcodeProblem } from '../barcodes';
import { PRODUCT_KINDS, SALE_UNITS } from '../catalogue-constants';
import { priceWithTax } from '../catalogue-prices';
import type { FieldIssue } from '../envelope';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema } from '../fields';

/**
 * One product's page (/market/producto/:id and /nuevo): `/Product/Get` reads it with the choices its form offers,
 * `/Product/Save` creates or updates it (optimistic concurrency on `version`), `/Product/History` pages its audit trail.
 * `productFormProblems` is the one set of field rules the form checks as the user types and the server checks again.
 */
export const PRODUCT_SKU_MAX = 60;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const PRODUCT_CATEGORIES_MAX = 30;
/** Largest stock a form may count (thousandths): 10 million units or kg. */
export const STOCK_MILLI_MAX = 10_000_000_000;
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000_00;
export const HISTORY_PAGE_MAX = 100;

export const productGetRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** Without it, only the form's choices (a new product). */
  productId: z.optional(idSchema),
});

export const productStockSchema = z.object({ warehouseId: z.int(), warehouseName: z.string(), quantityMilli: z.number() });
export const productImageSchema = z.object({ id: z.int(), url: z.string(), width: z.int(), height: z.int(), position: z.int() });

export const productDetailSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  brandId: z.nullable(z.int()),
  brandName: z.nullable(z.string()),
  /** The main category (picking's aisle order); always also first in `categoryIds`. */
  categoryId: z.nullable(z.int()),
  categoryIds: z.array(z.int()),
  saleUnit: z.enum(SALE_UNITS),
  kind: z.enum(PRODUCT_KINDS),
  /** A composite whose price is the sum of its components' (set in the composite editor, not in this form). */
  priceDerived: z.boolean(),
  priceCents: z.int(),
  priceWithTaxCents: z.int(),
  taxRateBp: z.int(),
  active: z.boolean(),
  barcodes: z.array(z.string()),
  /** Every warehouse of the company (0 where none is stored). */
  stock: z.array(productStockSchema),
  images: z.array(productImageSchema),
  version: z.int(),
  updatedAt: z.string(),
  updatedByName: z.nullable(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productFormOptionsSchema = z.object({
  companyId: z.int(),
  currency: z.string(),
  /** The company's standard IVA (companies.iva_rate_bp). */
  standardTaxRateBp: z.int(),
  /** Rates the company's products already use, the standard one and 0, ascending. */
  taxRates: z.array(z.int()),
  brands: z.array(z.object({ id: z.int(), name: z.string(), active: z.boolean() })),
  /** Every category, with its path from the root ("Despensa › Arroz"). */
  categories: z.array(z.object({ id: z.int(), name: z.string(), path: z.string(), active: z.boolean() })),
  warehouses: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type ProductFormOptions = z.infer<typeof productFormOptionsSchema>;

export const productGetData = z.object({ product: z.nullable(productDetailSchema), options: productFormOptionsSchema });
export type ProductGetData = z.infer<typeof productGetData>;

const priceSchema = z.int().check(z.minimum(0), z.maximum(PRODUCT_PRICE_MAX_CENTS));

export const productSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** Absent: a new product. */
  productId: z.optional(idSchema),
  /** The version the form read; required to update. */
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  mutationId: mutationIdSchema,
  sku: text(z.trim(), z.maxLength(PRODUCT_SKU_MAX * 2)),
  name: text(z.trim(), z.maxLength(PRODUCT_NAME_MAX * 2)),
  description: text(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX)),
  brandId: z.nullable(idSchema),
  /** Main category first; empty for none. */
  categoryIds: z.array(idSchema).check(z.maxLength(PRODUCT_CATEGORIES_MAX)),
  saleUnit: z.enum(SALE_UNITS),
  taxRateBp: z.int().check(z.minimum(0), z.maximum(10000)),
  /** One or both prices; both must agree with the rule (contract/catalogue-prices.ts). */
  priceCents: z.optional(priceSchema),
  priceWithTaxCents: z.optional(priceSchema),
  active: z.boolean(),
  barcodes: z.array(text(z.trim(), z.maxLength(40))).check(z.maxLength(BARCODE_MAX_PER_PRODUCT * 2)),
  /** Counted stock per warehouse; only the ones that differ from the stored stock are recorded. */
  stock: z.optional(z.array(z.strictObject({ warehouseId: idSchema, quantityMilli: z.int().check(z.minimum(-STOCK_MILLI_MAX), z.maximum(STOCK_MILLI_MAX)) })).check(z.maxLength(200))),
});
export type ProductSaveInput = Omit<z.output<typeof productSaveRequest>, 'tokenSesion'>;

export const productSaveData = z.object({ product: productDetailSchema, created: z.boolean() });

export const productHistoryRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  productId: idSchema,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(HISTORY_PAGE_MAX))),
  /** The last row's id of the previous page. */
  beforeId: z.optional(idSchema),
});

export const productHistoryRowSchema = z.object({
  id: z.int(),
  at: isoDateTimeSchema,
  userName: z.nullable(z.string()),
  source: z.string(),
  /** `{ field: [before, after] }`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type ProductHistoryRow = z.infer<typeof productHistoryRowSchema>;
export const productHistoryData = z.object({ rows: z.array(productHistoryRowSchema), nextBeforeId: z.nullable(z.int()) });

/** What a stale save answers in `detalle`: the product as stored now and who last changed it. */
export interface ProductStaleDetail {
  current: ProductDetail;
  changedBy: string | null;
}

/** What the form edits, in the request's terms (the fields `productFormProblems` checks). */
export type ProductFormValues = Pick<ProductSaveInput, 'sku' | 'name' | 'barcodes' | 'taxRateBp' | 'priceCents' | 'priceWithTaxCents' | 'stock'>;

/**
 * The field rules both sides check (uniqueness, and that brand and categories exist, only the server can):
 * `errores` entries with the field (`barcodes.2`, `stock.0.quantityMilli`) and a code the client translates.
 */
export function productFormProblems(values: ProductFormValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (campo: string, codigo: string, mensaje: string) => issues.push({ campo, codigo, mensaje });
  const sku = values.sku.trim();
  if (sku === '') add('sku', 'required', 'El SKU es obligatorio.');
  else if (sku.length > PRODUCT_SKU_MAX) add('sku', 'sku_too_long', `El SKU puede tener hasta ${PRODUCT_SKU_MAX} caracteres.`);
  const name = values.name.trim();
  if (name === '') add('name', 'required', 'El nombre es obligatorio.');
  else if (name.length > PRODUCT_NAME_MAX) add('name', 'name_too_long', `El nombre puede tener hasta ${PRODUCT_NAME_MAX} caracteres.`);
  if (values.barcodes.length > BARCODE_MAX_PER_PRODUCT) add('barcodes', 'too_many_barcodes', `Un producto puede tener hasta ${BARCODE_MAX_PER_PRODUCT} códigos de barras.`);
  const seen = new Set<string>();
  values.barcodes.forEach((raw, index) => {
    const code = raw.trim();
    const problem = barcodeProblem(code);
    if (problem === 'format') add(`barcodes.${index}`, 'barcode_format', `«${code}» no es un EAN-8, UPC-A o EAN-13 (8, 12 o 13 dígitos).`);
    else if (problem === 'check_digit') add(`barcodes.${index}`, 'barcode_check_digit', `El dígito de control de «${code}» no es correcto: revisa el código.`);
    else if (seen.has(code)) add(`barcodes.${index}`, 'barcode_repeated', `«${code}» está repetido.`);
    seen.add(code);
  });
  if (values.priceCents === undefined && values.priceWithTaxCents === undefined) add('priceCents', 'required', 'Indica el precio con o sin IVA.');
  if (values.priceCents !== undefined && values.priceWithTaxCents !== undefined && priceWithTax(values.priceCents, values.taxRateBp) !== values.priceWithTaxCents) {
    add('priceWithTaxCents', 'price_mismatch', 'El precio con IVA no corresponde al precio sin IVA y la tasa de IVA.');
  }
  values.stock?.forEach((row, index) => {
    if (row.quantityMilli < 0) add(`stock.${index}.quantityMilli`, 'negative_stock', 'El stock no puede quedar en negativo.');
  });
  return issues;
}
