import { z } from 'zod/mini';
import { idSchema, mutationIdSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';
import { BAG_COUNT_MAX, BAG_COUNT_MIN, PICK_QUANTITY_MAX, PICK_STATES, SUBSTITUTE_APPROVALS } from '../picking-constants';
import { GS1_VARIABLE_PREFIXES } from '../gs1';
import { REASON_TEXT_MAX } from '../order-status';
import { orderDetailSchema, orderLineSchema, orderSummarySchema } from './orders';

/**
 * Picking (PRODUCT.md "Picking", issue 4). The line states, approvals and limits are in contract/picking-constants.ts
 * (zod-free, re-exported here).
 */
export { PICK_QUANTITY_MAX, PICK_STATES, PICKING_LIST_MAX, SUBSTITUTE_APPROVALS, WEIGHT_TOLERANCE_BP, type PickState, type SubstituteApproval } from '../picking-constants';

const quantitySchema = z.int().check(z.minimum(0), z.maximum(PICK_QUANTITY_MAX));
const barcodeSchema = trimmedText(64);

/** A product a picker may scan or substitute with, readable offline. Prices in cents, tax in basis points. */
export const pickingProductSchema = z.object({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  saleUnit: z.enum(['unit', 'kg']),
  /** Without IVA, per unit or per kg. */
  unitPrice: z.int(),
  taxRate: z.int(),
  categoryId: z.nullable(z.int()),
  barcodes: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
});
export type PickingProduct = z.infer<typeof pickingProductSchema>;

/**
 * An order line while it is picked. The money fields of `orderLineSchema` always hold what the customer is charged
 * for the line now (see `contract/picking-math.ts`); `orderedQuantity` keeps what was ordered.
 */
export const pickingLineSchema = z.extend(orderLineSchema, {
  categoryName: z.nullable(z.string()),
  /** Aisle order of the line's category (lower first). */
  aisle: z.int(),
  barcodes: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
  orderedQuantity: z.int(),
  pickState: z.enum(PICK_STATES),
  pickedQuantity: z.nullable(z.int()),
  substitute: z.nullable(pickingProductSchema),
  substituteApproval: z.nullable(z.enum(SUBSTITUTE_APPROVALS)),
  /** Incremented by every applied change to this line; a change made on another line version is a conflict. */
  lineVersion: z.int(),
  pickedBy: z.nullable(z.int()),
  pickedAt: z.nullable(z.string()),
  /** The order's store marked the product out of stock today (Mi menú): "Agotado hoy en la tienda". */
  storeOutToday: z.optional(z.boolean()),
});
export type PickingLine = z.infer<typeof pickingLineSchema>;

export const pickingOrderSchema = z.extend(z.omit(orderDetailSchema, { lines: true }), {
  lines: z.array(pickingLineSchema),
  pickingStartedAt: z.nullable(z.string()),
  pickingFinishedAt: z.nullable(z.string()),
});
export type PickingOrder = z.infer<typeof pickingOrderSchema>;

/** `/Picking/List`: the warehouse's orders to pick (confirmada) and being picked (en_picking), oldest slot first. */
export const pickingListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** Only orders assigned to the caller. */
  mine: z.optional(z.boolean()),
});
export const pickingListRowSchema = z.extend(orderSummarySchema, {
  linesTotal: z.int(),
  /** Lines no longer pending. */
  linesDone: z.int(),
  pickerName: z.nullable(z.string()),
  pickingStartedAt: z.nullable(z.string()),
});
export type PickingListRow = z.infer<typeof pickingListRowSchema>;
export const pickingListData = z.object({ rows: z.array(pickingListRowSchema) });

/**
 * The order's company's picking settings (issue 21 §4): which GS1 variable-measure prefixes (contract/gs1.ts) carry a
 * weight or a price, and whether a substitution still pending the customer's approval is charged at finish.
 */
export const pickingSettingsSchema = z.object({
  gs1WeightPrefixes: z.array(z.string()),
  gs1PricePrefixes: z.array(z.string()),
  chargePendingSubstitutions: z.boolean(),
});
export type PickingSettings = z.infer<typeof pickingSettingsSchema>;

/** `/Picking/Get`: the order with its picking lines, and the products of its categories (scan checks, substitutes). */
export const pickingGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, orderId: idSchema });
export const pickingGetData = z.object({
  order: pickingOrderSchema,
  candidates: z.array(pickingProductSchema),
  /** Optional: snapshots stored on a device before issue 21 lack it (the client falls back to the defaults). */
  settings: z.optional(pickingSettingsSchema),
});

/** Most products `/Picking/FindProducts` answers, and the longest search text. */
export const FIND_PRODUCTS_MAX = 20;
export const FIND_PRODUCTS_QUERY_MAX = 60;

/**
 * `/Picking/FindProducts`: active products of the order's company beyond the preloaded candidates, online: an exact
 * barcode (or a GS1 variable-measure label's item code) or a name/SKU containing `q`. `categoryId` ranks that
 * category's products first.
 */
export const pickingFindProductsRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  q: trimmedText(FIND_PRODUCTS_QUERY_MAX),
  categoryId: z.optional(idSchema),
});
export const pickingFindProductsData = z.object({
  products: z.array(pickingProductSchema),
  /** Of `products`, those found by the code itself (a barcode or a variable-measure label's item code). */
  codeMatchIds: z.array(z.int()),
});

const gs1PrefixListSchema = z.array(z.enum(GS1_VARIABLE_PREFIXES)).check(z.maxLength(GS1_VARIABLE_PREFIXES.length));
/** `/Picking/GetSettings` and `/Picking/SetSettings`: a company's picking settings (PICKING_SETTINGS_ROLES; SA names the company). */
export const pickingSettingsGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });
export const pickingSettingsSetRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  gs1WeightPrefixes: gs1PrefixListSchema,
  gs1PricePrefixes: gs1PrefixListSchema,
  chargePendingSubstitutions: z.boolean(),
});
export const pickingSettingsData = z.extend(pickingSettingsSchema, { companyId: z.int(), companyName: z.string() });
export type PickingGetData = z.infer<typeof pickingGetData>;

/** `/Picking/Take`: a confirmed order becomes `en_picking`, assigned to the caller. */
export const pickingTakeRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
});
export const pickingTakeData = pickingListRowSchema;

/** `/Picking/Release`: the picker gives an order back (→ confirmada, no picker), saying why. */
export const pickingReleaseRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
  reasonText: trimmedText(REASON_TEXT_MAX),
});
export const pickingReleaseData = orderSummarySchema;

/** `/Picking/SetLine`: one change to one line, made on that line's `lineVersion`. */
export const pickingSetLineRequest = z
  .strictObject({
    tokenSesion: tokenSesionSchema,
    orderId: idSchema,
    lineId: idSchema,
    baseVersion: z.int().check(z.minimum(1)),
    lineVersion: z.int().check(z.minimum(0)),
    mutationId: mutationIdSchema,
    pickState: z.enum(PICK_STATES),
    /** Thousandths of a unit or kg; required for picked and substituted. */
    pickedQuantity: z.optional(quantitySchema),
    substituteProductId: z.optional(idSchema),
    substituteApproval: z.optional(z.enum(SUBSTITUTE_APPROVALS)),
    /** The code the picker scanned, kept in the timeline. */
    scannedCode: z.optional(barcodeSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      const needsQuantity = value.pickState === 'picked' || value.pickState === 'substituted';
      if (needsQuantity && (value.pickedQuantity === undefined || value.pickedQuantity <= 0)) {
        ctx.addIssue({ code: 'custom', path: ['pickedQuantity'], message: 'Indica una cantidad mayor que cero.' });
      }
      if (!needsQuantity && value.pickedQuantity !== undefined && value.pickedQuantity !== 0) {
        ctx.addIssue({ code: 'custom', path: ['pickedQuantity'], message: 'Una línea sin pickear o sin stock no lleva cantidad.' });
      }
      if (value.pickState === 'substituted' && value.substituteProductId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['substituteProductId'], message: 'Elige el producto sustituto.' });
      }
      if (value.pickState !== 'substituted' && (value.substituteProductId !== undefined || value.substituteApproval !== undefined)) {
        ctx.addIssue({ code: 'custom', path: ['substituteProductId'], message: 'Solo una sustitución lleva producto sustituto.' });
      }
    }),
  );
export const pickingSetLineData = z.object({ line: pickingLineSchema, version: z.int() });

/** `/Picking/Finish`: totals recomputed from what was picked; the order becomes `pickeada`. */
export const pickingFinishRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
  /** Bags packed (issue 21 §4); optional only for finishes queued offline before it existed. */
  bagCount: z.optional(z.int().check(z.minimum(BAG_COUNT_MIN), z.maximum(BAG_COUNT_MAX))),
});
export const pickingFinishData = z.object({
  order: orderSummarySchema,
  previousTotalCents: z.int(),
  subtotalCents: z.int(),
  discountCents: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  /** From take to finish; null when the take time is unknown. */
  durationSeconds: z.nullable(z.int()),
});
