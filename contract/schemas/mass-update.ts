import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { productFilterShape } from './product-list';
import { MASS_PAGE_MAX, MASS_PERCENT_MAX, MASS_PRICE_BASES, MASS_REFUSALS, MASS_SKUS_MAX, MASS_AMOUNT_MAX } from '../mass-update-constants';

/**
 * The mass update (/market/actualizacion): a selection of the company's products (the `/Product/List` filter, or a
 * pasted list of SKUs), exactly one change, a preview of every row, then apply / undo / history.
 */

/** The same filter fields as `/Product/List` (an empty filter is every product of the company). */
export const massFilterSelection = z.strictObject({
  by: z.literal('filter'),
  ...productFilterShape,
});

/** Pasted SKUs (exact, duplicates ignored, unknown ones reported). */
export const massSkuSelection = z.strictObject({
  by: z.literal('skus'),
  skus: z.array(trimmedText(100)).check(z.minLength(1), z.maxLength(MASS_SKUS_MAX)),
});

export const massSelectionSchema = z.discriminatedUnion('by', [massFilterSelection, massSkuSelection]);
export type MassSelection = z.infer<typeof massSelectionSchema>;

const notZero = z.refine<number>((value) => value !== 0, { message: 'El cambio no puede ser cero.' });

export const massChangeSchema = z.discriminatedUnion('kind', [
  /** Basis points of the price (500 = +5 %); −10000 (−100 %) at most downwards. */
  z.strictObject({ kind: z.literal('price_percent'), basis: z.enum(MASS_PRICE_BASES), percentBp: z.int().check(z.minimum(-10000), z.maximum(MASS_PERCENT_MAX), notZero) }),
  /** Cents added to (or taken from) the price. */
  z.strictObject({ kind: z.literal('price_amount'), basis: z.enum(MASS_PRICE_BASES), amountCents: z.int().check(z.minimum(-MASS_AMOUNT_MAX), z.maximum(MASS_AMOUNT_MAX), notZero) }),
  /** The price without IVA stays; the shelf price follows. */
  z.strictObject({ kind: z.literal('tax_rate'), taxRateBp: z.int().check(z.minimum(0), z.maximum(10000)) }),
  /** The main category (picking's aisle order). */
  z.strictObject({ kind: z.literal('category'), categoryId: idSchema }),
  /** Null takes the brand away. */
  z.strictObject({ kind: z.literal('brand'), brandId: z.nullable(idSchema) }),
  z.strictObject({ kind: z.literal('active'), active: z.boolean() }),
]);
export type MassChange = z.infer<typeof massChangeSchema>;

/** The fields a change touches, before or after (only those of the change's kind). */
export const massFieldsSchema = z.object({
  priceCents: z.optional(z.int()),
  priceWithTaxCents: z.optional(z.int()),
  taxRateBp: z.optional(z.int()),
  categoryId: z.optional(z.nullable(z.int())),
  brandId: z.optional(z.nullable(z.int())),
  active: z.optional(z.boolean()),
});
export type MassFields = z.infer<typeof massFieldsSchema>;

export const massPreviewRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  selection: massSelectionSchema,
  change: massChangeSchema,
  /** Only the refused rows. */
  onlyRefused: z.optional(z.boolean()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MASS_PAGE_MAX))),
  /** The previous page's `nextCursor`. */
  cursor: z.optional(text(z.maxLength(40))),
});

export const massPreviewRow = z.object({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  before: massFieldsSchema,
  after: massFieldsSchema,
  /** Why this row will not change (it is left as it is). */
  refusal: z.nullable(z.enum(MASS_REFUSALS)),
});
export type MassPreviewRow = z.infer<typeof massPreviewRow>;

export const massPreviewData = z.object({
  rows: z.array(massPreviewRow),
  nextCursor: z.nullable(z.string()),
  counts: z.object({
    /** Products the selection names. */
    selected: z.int(),
    /** Products that will change. */
    changing: z.int(),
    refused: z.int(),
    /** Already as the change would leave them. */
    unchanged: z.int(),
  }),
  /** Pasted SKUs the company has no product for. */
  unknownSkus: z.array(z.string()),
  /** Sums over the changing rows (cents). */
  totals: z.object({ priceBefore: z.number(), priceAfter: z.number(), priceWithTaxBefore: z.number(), priceWithTaxAfter: z.number() }),
  /** Names exactly what this preview shows; `/Product/MassApply` refuses when the products changed since. */
  previewToken: z.string(),
});
export type MassPreviewData = z.infer<typeof massPreviewData>;

export const massApplyRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  selection: massSelectionSchema,
  change: massChangeSchema,
  previewToken: text(z.minLength(1), z.maxLength(100)),
  mutationId: mutationIdSchema,
});

export const massApplyData = z.object({
  massUpdateId: z.int(),
  changed: z.int(),
  refused: z.int(),
  /** Composite products whose derived price followed. */
  recomputed: z.int(),
});

export const massUndoRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  massUpdateId: idSchema,
  mutationId: mutationIdSchema,
});

export const massUndoData = z.object({
  massUpdateId: z.int(),
  restored: z.int(),
  /** Rows changed since the mass update: left as they are. */
  skipped: z.array(z.object({ id: z.int(), sku: z.string(), name: z.string() })),
});

export const massHistoryRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  cursor: z.optional(text(z.maxLength(40))),
});

/** A stored selection as history shows it: the filter, or how many SKUs were pasted. */
export const massHistorySelection = z.union([massFilterSelection, z.object({ by: z.literal('skus'), count: z.int() })]);

export const massHistoryRow = z.object({
  id: z.int(),
  createdAt: isoDateTimeSchema,
  userName: z.nullable(z.string()),
  selection: massHistorySelection,
  change: massChangeSchema,
  affected: z.int(),
  undoneAt: z.nullable(isoDateTimeSchema),
  undoneByName: z.nullable(z.string()),
  /** The company's last mass update not undone yet: the only one `/Product/MassUndo` takes. */
  canUndo: z.boolean(),
});
export type MassHistoryRow = z.infer<typeof massHistoryRow>;

export const massHistoryData = z.object({ rows: z.array(massHistoryRow), nextCursor: z.nullable(z.string()) });
