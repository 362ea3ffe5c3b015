import { z } from 'zod';
import { idSchema, mutationIdSchema, scopeShape, textSchema, tokenSesionSchema } from '../fields';
import { PICK_QUANTITY_MAX, PICK_STATES, SUBSTITUTE_APPROVALS } from '../picking-constants';
import { orderDetailSchema, orderLineSchema, orderSummarySchema } from './orders';

/**
 * Picking (PRODUCT.md "Picking", issue 4). The line states, approvals and limits are in contract/picking-constants.ts
 * (zod-free, re-exported here).
 */
export {
  PICK_QUANTITY_MAX,
  PICK_STATES,
  PICKING_LIST_MAX,
  SUBSTITUTE_APPROVALS,
  WEIGHT_TOLERANCE_BP,
  type PickState,
  type SubstituteApproval,
} from '../picking-constants';

const quantitySchema = z.number().int().min(0).max(PICK_QUANTITY_MAX);
const barcodeSchema = textSchema.trim().min(1).max(64);

/** A product a picker may scan or substitute with, readable offline. Prices in cents, tax in basis points. */
export const pickingProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  saleUnit: z.enum(['unit', 'kg']),
  /** Without IVA, per unit or per kg. */
  unitPrice: z.number().int(),
  taxRate: z.number().int(),
  categoryId: z.number().int().nullable(),
  barcodes: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type PickingProduct = z.infer<typeof pickingProductSchema>;

/**
 * An order line while it is picked. The money fields of `orderLineSchema` always hold what the customer is charged
 * for the line now (see `contract/picking-math.ts`); `orderedQuantity` keeps what was ordered.
 */
export const pickingLineSchema = orderLineSchema.extend({
  categoryName: z.string().nullable(),
  /** Aisle order of the line's category (lower first). */
  aisle: z.number().int(),
  barcodes: z.array(z.string()),
  imageUrl: z.string().nullable(),
  orderedQuantity: z.number().int(),
  pickState: z.enum(PICK_STATES),
  pickedQuantity: z.number().int().nullable(),
  substitute: pickingProductSchema.nullable(),
  substituteApproval: z.enum(SUBSTITUTE_APPROVALS).nullable(),
  /** Incremented by every applied change to this line; a change made on another line version is a conflict. */
  lineVersion: z.number().int(),
  pickedBy: z.number().int().nullable(),
  pickedAt: z.string().nullable(),
});
export type PickingLine = z.infer<typeof pickingLineSchema>;

export const pickingOrderSchema = orderDetailSchema.omit({ lines: true }).extend({
  lines: z.array(pickingLineSchema),
  pickingStartedAt: z.string().nullable(),
  pickingFinishedAt: z.string().nullable(),
});
export type PickingOrder = z.infer<typeof pickingOrderSchema>;

/** `/Picking/List`: the warehouse's orders to pick (confirmada) and being picked (en_picking), oldest slot first. */
export const pickingListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** Only orders assigned to the caller. */
  mine: z.boolean().optional(),
});
export const pickingListRowSchema = orderSummarySchema.extend({
  linesTotal: z.number().int(),
  /** Lines no longer pending. */
  linesDone: z.number().int(),
  pickerName: z.string().nullable(),
  pickingStartedAt: z.string().nullable(),
});
export type PickingListRow = z.infer<typeof pickingListRowSchema>;
export const pickingListData = z.object({ rows: z.array(pickingListRowSchema) });

/** `/Picking/Get`: the order with its picking lines, and the products of its categories (scan checks, substitutes). */
export const pickingGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, orderId: idSchema });
export const pickingGetData = z.object({
  order: pickingOrderSchema,
  candidates: z.array(pickingProductSchema),
});
export type PickingGetData = z.infer<typeof pickingGetData>;

/** `/Picking/Take`: a confirmed order becomes `en_picking`, assigned to the caller. */
export const pickingTakeRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  baseVersion: z.number().int().min(1),
  mutationId: mutationIdSchema,
});
export const pickingTakeData = pickingListRowSchema;

/** `/Picking/SetLine`: one change to one line, made on that line's `lineVersion`. */
export const pickingSetLineRequest = z
  .strictObject({
    tokenSesion: tokenSesionSchema,
    orderId: idSchema,
    lineId: idSchema,
    baseVersion: z.number().int().min(1),
    lineVersion: z.number().int().min(0),
    mutationId: mutationIdSchema,
    pickState: z.enum(PICK_STATES),
    /** Thousandths of a unit or kg; required for picked and substituted. */
    pickedQuantity: quantitySchema.optional(),
    substituteProductId: idSchema.optional(),
    substituteApproval: z.enum(SUBSTITUTE_APPROVALS).optional(),
    /** The code the picker scanned, kept in the timeline. */
    scannedCode: barcodeSchema.optional(),
  })
  .superRefine((value, ctx) => {
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
  });
export const pickingSetLineData = z.object({ line: pickingLineSchema, version: z.number().int() });

/** `/Picking/Finish`: totals recomputed from what was picked; the order becomes `pickeada`. */
export const pickingFinishRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  baseVersion: z.number().int().min(1),
  mutationId: mutationIdSchema,
});
export const pickingFinishData = z.object({
  order: orderSummarySchema,
  previousTotalCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** From take to finish; null when the take time is unknown. */
  durationSeconds: z.number().int().nullable(),
});
