/**
 * Promotions (`/promocodes`, `/promocode/:id`, `/promotarjetas`, `/promotarjeta/:id`; issue 18 §2; docs/promotions.md):
 * promo codes (`kind` 'code') and card promotions (`kind` 'card', limited to BIN ranges) share one record, one list
 * and one form. Every call names the `kind` it works on: 'code' needs the 'promocodes' screen, 'card' the
 * 'promotarjetas' one, and a record of the other kind is NOT_FOUND. The field rules both sides check are
 * `promotionProblems` (contract/promotion-rules.ts).
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { PROMO_CODE_MAX } from './pricing';

export const PROMO_CODE_MIN = 3;
/** Letters, digits, '-' and '_' (what a customer can type back without doubt). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PROMO_DESCRIPTION_MAX = 300;
/** Most products / categories / BIN ranges one promotion names. */
export const PROMO_TARGETS_MAX = 500;
export const PROMO_LIST_MAX = 500;
export const PROMO_USES_PAGE_MAX = 100;
/** Largest fixed discount and minimum order: $1,000,000.00. */
export const PROMO_CENTS_MAX = 100_000_000;
/** Largest usage limit. */
export const PROMO_LIMIT_MAX = 10_000_000;

export const PROMO_KINDS = ['code', 'card'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** What the list's badge says (contract/promotion-rules.ts `promotionState`). */
export const PROMO_STATES = ['active', 'scheduled', 'ended', 'used_up', 'inactive'] as const;
export type PromoState = (typeof PROMO_STATES)[number];
/**
 * The list's filter: 'active' the switch is on; 'current' it would apply now (on, started, not ended, uses left);
 * 'ended' its window closed or its uses ran out; 'inactive' the switch is off.
 */
export const PROMO_LIST_FILTERS = ['active', 'current', 'ended', 'inactive'] as const;
export type PromoListFilter = (typeof PROMO_LIST_FILTERS)[number];

const kindSchema = z.enum(PROMO_KINDS);
const base = { tokenSesion: tokenSesionSchema, ...scopeShape, kind: kindSchema };

export const promotionSummarySchema = z.object({
  id: z.int(),
  companyId: z.int(),
  kind: kindSchema,
  code: z.string(),
  description: z.string(),
  discountKind: z.enum(DISCOUNT_KINDS),
  /** Basis points (percent), cents (fixed) or 0 (free shipping). */
  value: z.int(),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
  totalLimit: z.nullable(z.int()),
  perCustomerLimit: z.nullable(z.int()),
  minOrderCents: z.int(),
  usedCount: z.int(),
  active: z.boolean(),
  /** As of the answer's time. */
  state: z.enum(PROMO_STATES),
  version: z.int(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionDetailSchema = z.object({
  ...promotionSummarySchema.shape,
  productIds: z.array(z.int()),
  categoryIds: z.array(z.int()),
  binRangeIds: z.array(z.int()),
  updatedAt: isoDateTimeSchema,
  /** Who saved the current version (null: the seed). */
  updatedByName: z.nullable(z.string()),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** `/Promo/List`: the company's promotions of `kind`, newest window first; `q` is in the code or the description. */
export const promoListRequest = z.strictObject({
  ...base,
  q: z.optional(trimmedText(PROMO_DESCRIPTION_MAX)),
  filter: z.optional(z.enum(PROMO_LIST_FILTERS)),
});
/** `truncated`: more than PROMO_LIST_MAX matched (narrow the search); `currency` the company's, for the values. */
export const promoListData = z.object({ rows: z.array(promotionSummarySchema), truncated: z.boolean(), currency: z.string() });

export const categoryOptionSchema = z.object({ id: z.int(), name: z.string(), parentName: z.nullable(z.string()), active: z.boolean() });
export const binRangeOptionSchema = z.object({ id: z.int(), binFrom: z.string(), binTo: z.string(), bank: z.string(), brand: z.string(), active: z.boolean() });
export type BinRangeOption = z.infer<typeof binRangeOptionSchema>;

/** `/Promo/Get`: one promotion (`promotionId`) with the form's choices, or only the choices (a new one). */
export const promoGetRequest = z.strictObject({ ...base, promotionId: z.optional(idSchema) });
export const promoGetData = z.object({
  promotion: z.nullable(promotionDetailSchema),
  categoryOptions: z.array(categoryOptionSchema),
  /** The company's BIN ranges (card promotions only; empty for codes). */
  binRangeOptions: z.array(binRangeOptionSchema),
  currency: z.string(),
});

/** What the form sends; `promotionProblems` checks it on both sides. */
export const promotionFieldsShape = {
  code: text(z.trim(), z.maxLength(PROMO_CODE_MAX + 20)),
  description: text(z.trim(), z.maxLength(PROMO_DESCRIPTION_MAX + 20)),
  discountKind: z.enum(DISCOUNT_KINDS),
  value: z.int().check(z.minimum(0), z.maximum(PROMO_CENTS_MAX)),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
  totalLimit: z.nullable(z.int().check(z.minimum(0), z.maximum(PROMO_LIMIT_MAX))),
  perCustomerLimit: z.nullable(z.int().check(z.minimum(0), z.maximum(PROMO_LIMIT_MAX))),
  minOrderCents: z.int().check(z.minimum(0), z.maximum(PROMO_CENTS_MAX)),
  productIds: z.array(idSchema).check(z.maxLength(PROMO_TARGETS_MAX)),
  categoryIds: z.array(idSchema).check(z.maxLength(PROMO_TARGETS_MAX)),
  binRangeIds: z.array(idSchema).check(z.maxLength(PROMO_TARGETS_MAX)),
  active: z.boolean(),
};

/** `/Promo/Save`: creates (no `promotionId`) or edits one at `baseVersion` (STALE_VERSION otherwise); once per mutationId. */
export const promoSaveRequest = z.strictObject({
  ...base,
  promotionId: z.optional(idSchema),
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  ...promotionFieldsShape,
  mutationId: mutationIdSchema,
});
export type PromoSaveInput = Omit<z.output<typeof promoSaveRequest>, 'tokenSesion' | 'empresaId' | 'storeId' | 'warehouseId' | 'mutationId'>;
export const promoSaveData = z.object({ promotion: promotionDetailSchema, created: z.boolean() });

/** `/Promo/SetActive`: switches one on or off at `baseVersion`. */
export const promoSetActiveRequest = z.strictObject({ ...base, promotionId: idSchema, baseVersion: z.int().check(z.minimum(1)), active: z.boolean(), mutationId: mutationIdSchema });
export const promoSetActiveData = z.object({ promotion: promotionDetailSchema });

export const promotionUseSchema = z.object({
  id: z.int(),
  orderId: z.int(),
  orderNumber: z.string(),
  customerId: z.int(),
  customerName: z.string(),
  discountCents: z.int(),
  at: isoDateTimeSchema,
});
export type PromotionUse = z.infer<typeof promotionUseSchema>;

/** `/Promo/Uses`: the placed orders that used it, newest first, `limit` at a time from `beforeId`. */
export const promoUsesRequest = z.strictObject({
  ...base,
  promotionId: idSchema,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(PROMO_USES_PAGE_MAX))),
  beforeId: z.optional(idSchema),
});
export const promoUsesData = z.object({ rows: z.array(promotionUseSchema), nextBeforeId: z.nullable(z.int()) });
