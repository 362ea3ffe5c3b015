/**
 * Sampling (`/sampling`, `/sampling/productos`; issue 19 §6, ADR 012, docs/sampling.md): campaigns that add one free
 * sample line to each placed order matching their rules, at most one per order per campaign, up to a cap. SU works
 * on its own company; SA names `empresaId`.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';

export const SAMPLING_NAME_MAX = 120;
export const SAMPLING_LIST_MAX = 500;
/** Most stores / categories one campaign names. */
export const SAMPLING_TARGETS_MAX = 500;
/** Largest cap: ten million samples. */
export const SAMPLING_TOTAL_MAX = 10_000_000;
/** Largest quantity per order: 1,000 units or kg (thousandths). */
export const SAMPLING_QUANTITY_MAX = 1_000_000;
/** Largest minimum order total: $1,000,000.00. */
export const SAMPLING_CENTS_MAX = 100_000_000;
/** Uses shown with one campaign, newest first. */
export const SAMPLING_USES_SHOWN = 100;

/** What the list's badge says, as of the answer's time (checked in this order). */
export const SAMPLING_STATES = ['inactive', 'ended', 'used_up', 'scheduled', 'active'] as const;
export type SamplingState = (typeof SAMPLING_STATES)[number];

const base = { tokenSesion: tokenSesionSchema, ...scopeShape };

export const samplingCampaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  productId: z.int(),
  productName: z.string(),
  productSku: z.string(),
  saleUnit: z.enum(['unit', 'kg']),
  /** Per order, thousandths of a unit or kg (the product's sale unit). */
  quantityMilli: z.int(),
  totalSamples: z.int(),
  usedSamples: z.int(),
  /** Empty: every store of the company. */
  storeIds: z.array(z.int()),
  minOrderCents: z.int(),
  /** Empty: no condition on what is bought. */
  categoryIds: z.array(z.int()),
  newCustomersOnly: z.boolean(),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
  active: z.boolean(),
  state: z.enum(SAMPLING_STATES),
  version: z.int(),
  updatedAt: isoDateTimeSchema,
  updatedByName: z.nullable(z.string()),
});
export type SamplingCampaign = z.infer<typeof samplingCampaignSchema>;

export const samplingUseSchema = z.object({
  orderId: z.int(),
  orderNumber: z.string(),
  customerName: z.nullable(z.string()),
  at: isoDateTimeSchema,
});
export type SamplingUse = z.infer<typeof samplingUseSchema>;

export const samplingOptionSchema = z.object({ id: z.int(), name: z.string() });

/** `/Sampling/List`: the company's campaigns, newest window first, with the form's choices (stores, categories). */
export const samplingListRequest = z.strictObject({ ...base });
export const samplingListData = z.object({
  rows: z.array(samplingCampaignSchema),
  truncated: z.boolean(),
  stores: z.array(samplingOptionSchema),
  categories: z.array(samplingOptionSchema),
  currency: z.string(),
});

/** `/Sampling/Get`: one campaign with its latest uses (order number, customer, date). */
export const samplingGetRequest = z.strictObject({ ...base, id: idSchema });
export const samplingGetData = z.object({ campaign: samplingCampaignSchema, uses: z.array(samplingUseSchema) });

export const samplingFieldsShape = {
  name: trimmedText(SAMPLING_NAME_MAX),
  productId: idSchema,
  quantityMilli: z.int().check(z.minimum(1), z.maximum(SAMPLING_QUANTITY_MAX)),
  totalSamples: z.int().check(z.minimum(1), z.maximum(SAMPLING_TOTAL_MAX)),
  storeIds: z.array(idSchema).check(z.maxLength(SAMPLING_TARGETS_MAX)),
  minOrderCents: z.int().check(z.minimum(0), z.maximum(SAMPLING_CENTS_MAX)),
  categoryIds: z.array(idSchema).check(z.maxLength(SAMPLING_TARGETS_MAX)),
  newCustomersOnly: z.boolean(),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
  active: z.boolean(),
};

/** `/Sampling/Save`: creates (no `id`) or edits one at `baseVersion` (STALE_VERSION otherwise); once per mutationId. */
export const samplingSaveRequest = z.strictObject({
  ...base,
  id: z.optional(idSchema),
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  ...samplingFieldsShape,
  mutationId: mutationIdSchema,
});
export type SamplingSaveInput = Omit<z.output<typeof samplingSaveRequest>, 'tokenSesion' | 'empresaId' | 'storeId' | 'warehouseId' | 'mutationId'>;
export const samplingSaveData = z.object({ campaign: samplingCampaignSchema, created: z.boolean() });

/** `/Sampling/SetActive`: switches one on or off at `baseVersion`. */
export const samplingSetActiveRequest = z.strictObject({ ...base, id: idSchema, baseVersion: z.int().check(z.minimum(1)), active: z.boolean(), mutationId: mutationIdSchema });
export const samplingSetActiveData = z.object({ campaign: samplingCampaignSchema });

/**
 * `/Sampling/Products`: each sample product with its campaigns, and its sellable stock (quantity − reserved,
 * thousandths) in the selling warehouses of those campaigns' stores. `short`: that stock does not cover what the
 * campaigns may still give (remaining samples × quantity per order).
 */
export const samplingProductsRequest = z.strictObject({ ...base });
export const samplingProductSchema = z.object({
  productId: z.int(),
  name: z.string(),
  sku: z.string(),
  saleUnit: z.enum(['unit', 'kg']),
  campaigns: z.array(z.object({ id: z.int(), name: z.string(), totalSamples: z.int(), usedSamples: z.int(), quantityMilli: z.int(), state: z.enum(SAMPLING_STATES) })),
  totalSamples: z.int(),
  usedSamples: z.int(),
  remainingSamples: z.int(),
  /** Thousandths the campaigns may still give: Σ remaining × quantity per order. */
  neededMilli: z.int(),
  stockMilli: z.int(),
  warehouses: z.array(z.object({ id: z.int(), name: z.string(), stockMilli: z.int() })),
  short: z.boolean(),
});
export type SamplingProduct = z.infer<typeof samplingProductSchema>;
export const samplingProductsData = z.object({ rows: z.array(samplingProductSchema) });

/** A campaign's state at `now` (the list's badge; the placing rule gives samples only in 'active'). */
export function samplingState(
  campaign: { active: boolean; startsAt: string; endsAt: string | null; totalSamples: number; usedSamples: number },
  now: Date,
): SamplingState {
  if (!campaign.active) return 'inactive';
  if (campaign.endsAt !== null && new Date(campaign.endsAt).getTime() <= now.getTime()) return 'ended';
  if (campaign.usedSamples >= campaign.totalSamples) return 'used_up';
  if (new Date(campaign.startsAt).getTime() > now.getTime()) return 'scheduled';
  return 'active';
}
