import { z } from 'zod/mini';
import { BULK_CHUNK_MAX, SALE_UNITS } from '../catalogue-constants';
import { idSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema } from '../fields';
import { ROW_PROBLEM_CODES, SHEET_MAX_ROWS, type BulkProduct } from '../product-sheet';

/**
 * `/product/bulk_load` (spec §7: tokenSesion, products → bOk, mensaje) and its reference read. The request's
 * shape is checked here with generous bounds; each row's rules (contract/product-sheet.ts `checkProduct`) are
 * checked per row by the server, which rejects only the rows that break them.
 */
const anyInt = z.int().check(z.minimum(-1e13), z.maximum(1e13));

export const bulkProductSchema = z.strictObject({
  row: z.int().check(z.minimum(1), z.maximum(SHEET_MAX_ROWS + 1)),
  sku: text(z.maxLength(500)),
  name: text(z.maxLength(2000)),
  description: z.optional(text(z.maxLength(5000))),
  brand: z.optional(z.nullable(text(z.maxLength(500)))),
  category: z.optional(z.nullable(text(z.maxLength(1000)))),
  saleUnit: z.optional(z.enum(SALE_UNITS)),
  priceCents: z.optional(anyInt),
  priceWithTaxCents: z.optional(anyInt),
  taxRateBp: z.optional(anyInt),
  barcodes: z.optional(z.array(text(z.maxLength(100))).check(z.maxLength(100))),
  stock: z.optional(z.array(z.strictObject({ warehouseId: idSchema, quantityMilli: anyInt })).check(z.maxLength(100))),
  active: z.optional(z.boolean()),
});
// The wire row is the contract's BulkProduct, field for field.
export const asBulkProduct: (row: z.infer<typeof bulkProductSchema>) => BulkProduct = (row) => row;

export const bulkLoadRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** The upload (client-made uuid): a resumed upload names the same one. */
  uploadId: z.uuid(),
  chunkIndex: z.int().check(z.minimum(0), z.maximum(SHEET_MAX_ROWS)),
  /** One per chunk, kept with it: a chunk sent again answers the same and changes nothing more. */
  mutationId: mutationIdSchema,
  fileName: z.optional(text(z.maxLength(255))),
  /** Valid rows of the whole upload (for its record's totals). */
  totalRows: z.optional(z.int().check(z.minimum(0), z.maximum(SHEET_MAX_ROWS))),
  products: z.array(bulkProductSchema).check(z.minLength(1), z.maxLength(BULK_CHUNK_MAX)),
});

export const rowRejectionSchema = z.object({
  row: z.int(),
  sku: z.string(),
  reasons: z.array(z.object({ campo: z.string(), codigo: z.enum(ROW_PROBLEM_CODES), mensaje: z.string() })),
});
export type RowRejection = z.infer<typeof rowRejectionSchema>;

const countsSchema = z.object({ created: z.int(), updated: z.int(), rejected: z.int() });

export const bulkLoadData = z.object({
  created: z.int(),
  updated: z.int(),
  rejected: z.array(rowRejectionSchema),
  /** The whole upload's counts so far (every answered chunk). */
  upload: countsSchema,
});
export type BulkLoadData = z.infer<typeof bulkLoadData>;

export const bulkLoadReferenceRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });

export const bulkLoadReferenceData = z.object({
  ivaRateBp: z.int(),
  currency: z.string(),
  /** Every category of the company, as its path from the root. */
  categories: z.array(z.object({ id: z.int(), path: z.array(z.string()) })),
  brands: z.array(z.object({ id: z.int(), name: z.string() })),
  /** The warehouses the caller may set stock in (a warehouse-bound role: its own). */
  warehouses: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type BulkLoadReference = z.infer<typeof bulkLoadReferenceData>;
