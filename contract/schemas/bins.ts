/**
 * Card BIN ranges (`/bines`, issue 18 §2, docs/bins.md): the company's ranges of card BINs (the first 6–8 digits of a
 * card number), each of one bank and brand, which card promotions name. Ranges of one company never overlap, active or
 * not. Every call acts on one company: the caller's, or for SA the one named in `empresaId`. The padding and overlap
 * rules are contract/bin-range.ts.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, text, tokenSesionSchema, trimmedText } from '../fields';

export const BIN_BANK_MAX = 80;
export const BIN_BRAND_MAX = 40;
/** Longest text the BIN fields accept before the 6–8 digit rule (the handler names the field that breaks it). */
export const BIN_TEXT_MAX = 20;
export const BIN_SEARCH_MAX = 80;
/** Most ranges one list answers (a company has tens of them). */
export const BIN_LIST_MAX = 1000;
/** The brands the form offers; another name may be typed too. */
export const KNOWN_CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Diners', 'Discover'] as const;

const companyOnly = {
  tokenSesion: tokenSesionSchema,
  empresaId: z.optional(idSchema),
};
const versionSchema = z.int().check(z.minimum(1));
const binText = text(z.trim(), z.maxLength(BIN_TEXT_MAX));

export const binRangeSchema = z.object({
  id: z.int(),
  /** As typed (6–8 digits each). */
  binFrom: z.string(),
  binTo: z.string(),
  /** Both ends at 8 digits: `binFrom` padded with 0s, `binTo` with 9s. */
  low: z.int(),
  high: z.int(),
  bank: z.string(),
  brand: z.string(),
  active: z.boolean(),
  version: z.int(),
  /** Card promotions naming the range (active or not): while above 0 it can be deactivated, not deleted. */
  promotionCount: z.int(),
  /** Those whose switch is on: deactivating the range stops them applying to its cards. */
  activePromotionCount: z.int(),
  /** Who changed it last (null: the seed). */
  updatedByName: z.nullable(z.string()),
  updatedAt: isoDateTimeSchema,
});
export type BinRange = z.infer<typeof binRangeSchema>;

/**
 * `/Bin/List`: the company's ranges by bank, brand and low end. `q`: 6–8 digits finds the range containing that BIN,
 * fewer digits the ranges whose ends start with them, other text a bank or brand containing it (case-insensitive).
 */
export const binListRequest = z.strictObject({
  ...companyOnly,
  q: z.optional(trimmedText(BIN_SEARCH_MAX)),
  active: z.optional(z.boolean()),
});
export const binListData = z.object({
  empresaId: z.int(),
  rows: z.array(binRangeSchema),
  total: z.int(),
});

/**
 * `/Bin/Save`: creates a range (no `binRangeId`) or edits one at `baseVersion` (STALE_VERSION with the current range
 * in `detalle.current` otherwise). Refused (VALIDATION, nothing changed, the field named): a BIN that is not 6–8
 * digits, `binFrom` after `binTo` once padded, or a range overlapping another of the company (`detalle.overlap`).
 * A new range starts active; the save does not change `active` (that is `/Bin/SetActive`).
 */
export const binSaveRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  binRangeId: z.optional(idSchema),
  baseVersion: z.optional(versionSchema),
  binFrom: binText,
  binTo: binText,
  bank: trimmedText(BIN_BANK_MAX),
  brand: trimmedText(BIN_BRAND_MAX),
});
export const binSaveData = z.object({
  range: binRangeSchema,
  created: z.boolean(),
});

/** `/Bin/SetActive`: deactivates or reactivates a range at the version the screen showed. */
export const binSetActiveRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  binRangeId: idSchema,
  baseVersion: versionSchema,
  active: z.boolean(),
});
export const binSetActiveData = z.object({ range: binRangeSchema });

/** `/Bin/Delete`: deletes a range no promotion names (CONFLICT `bin_in_use` otherwise: deactivate it instead). */
export const binDeleteRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  binRangeId: idSchema,
  baseVersion: versionSchema,
});
export const binDeleteData = z.object({ binRangeId: z.int() });

/** The refusals' `detalle.reason` / field `codigo`: not 6–8 digits, from after to, overlapping, named by promotions. */
export const BIN_REFUSALS = ['bin_digits', 'bin_order', 'bin_overlap', 'bin_in_use'] as const;

/** The overlapping range a refused save names (`detalle.overlap`). */
export const binOverlapSchema = z.object({
  id: z.int(),
  bank: z.string(),
  brand: z.string(),
  binFrom: z.string(),
  binTo: z.string(),
});
export type BinOverlap = z.infer<typeof binOverlapSchema>;
