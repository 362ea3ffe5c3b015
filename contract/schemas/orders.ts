import { z } from 'zod/mini';
import { CANCEL_REASONS, FULFILMENTS, ORDER_STATUSES, REASON_TEXT_MAX } from '../order-status';
import { centsSchema, idSchema, isoDateSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { PICK_STATES, SUBSTITUTE_APPROVALS } from '../picking-constants';
import { EXPORT_COLUMNS, EXPORT_FORMATS, ORDER_CHANNELS, ORDER_PAGE_MAX, ORDER_SORTS, PAYMENT_METHODS, PAYMENT_STATES } from '../order-constants';

// The plain lists live in a zod-free module (the client uses them without the schemas).
export {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  ORDER_CHANNELS,
  ORDER_PAGE_MAX,
  ORDER_SORTS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type ExportColumn,
  type OrderSort,
} from '../order-constants';

const statusSchema = z.enum(ORDER_STATUSES);

/** Filters shared by the list, the counts and the export (PRODUCT.md / issue "Orders"). */
export const orderFilterShape = {
  ...scopeShape,
  statuses: z.optional(z.array(statusSchema).check(z.maxLength(ORDER_STATUSES.length))),
  createdFrom: z.optional(isoDateSchema),
  createdTo: z.optional(isoDateSchema),
  slotDate: z.optional(isoDateSchema),
  channels: z.optional(z.array(z.enum(ORDER_CHANNELS)).check(z.maxLength(ORDER_CHANNELS.length))),
  paymentStates: z.optional(z.array(z.enum(PAYMENT_STATES)).check(z.maxLength(PAYMENT_STATES.length))),
  /** Customer name, email or phone (contains, case-insensitive). */
  customer: z.optional(trimmedText(120)),
  /** Order number (prefix). */
  number: z.optional(trimmedText(40)),
  totalMin: z.optional(centsSchema),
  totalMax: z.optional(centsSchema),
  /** Free text over number, customer name, email and phone. */
  q: z.optional(trimmedText(120)),
  /** "Mis órdenes": orders the caller created or handled (moved, picked, noted). */
  mine: z.optional(z.boolean()),
};

export const orderListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...orderFilterShape,
  sort: z.optional(z.enum(ORDER_SORTS)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(ORDER_PAGE_MAX))),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(text(z.maxLength(500))),
});

export const orderSummarySchema = z.object({
  id: z.int(),
  number: z.string(),
  companyId: z.int(),
  storeId: z.int(),
  storeName: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  customerId: z.int(),
  customerName: z.string(),
  status: statusSchema,
  fulfilment: z.enum(FULFILMENTS),
  channel: z.enum(ORDER_CHANNELS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentState: z.enum(PAYMENT_STATES),
  slotDate: z.string(),
  slotStart: z.string(),
  slotEnd: z.string(),
  itemCount: z.int(),
  totalCents: z.int(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
  pickerId: z.nullable(z.int()),
  /** What the dispatcher's card shows (issue 21 §3); optional: summaries cached before these fields lack them. */
  customerPhone: z.optional(z.nullable(z.string())),
  deliveryAddress: z.optional(z.string()),
  deliveryLat: z.optional(z.nullable(z.number())),
  deliveryLng: z.optional(z.nullable(z.number())),
  /** Bags packed, entered when picking finished (issue 21 §4); null before, absent from summaries cached earlier. */
  bagCount: z.optional(z.nullable(z.int())),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListData = z.object({
  rows: z.array(orderSummarySchema),
  nextCursor: z.nullable(z.string()),
});

export const orderCountsRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...orderFilterShape });
export const orderCountsData = z.object({
  byStatus: z.record(statusSchema, z.int()),
  total: z.int(),
});

/**
 * `/Order/Get` by the internal id (`orderId`) or by what staff read aloud (`ref`, issue 21): the order numbered `ref`
 * in the caller's company, and only when there is none, the order whose internal id is `ref` (old links). SA, who has
 * no company, gets a number only when a single company has it. Exactly one of the two.
 */
export const orderGetRequest = z
  .strictObject({ tokenSesion: tokenSesionSchema, orderId: z.optional(idSchema), ref: z.optional(trimmedText(40)) })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.orderId === undefined) === (value.ref === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'Indica la orden por su id o por su número, no ambos.' });
      }
    }),
  );

/** Spec §3 "Order line detail": every field; money in cents, quantity in thousandths, rates in basis points. */
export const orderLineSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(['unit', 'kg']),
  tokenProvider: z.nullable(z.string()),
  sku: z.string(),
  unitPrice: z.int(),
  quantity: z.int(),
  subtotal: z.int(),
  subtotalWithoutDiscount: z.int(),
  total: z.int(),
  totalWithoutDiscount: z.int(),
  taxRate: z.int(),
  tax: z.int(),
  taxWithoutDiscount: z.int(),
  discount: z.int(),
  discountRate: z.int(),
  productId: z.nullable(z.int()),
  categoryId: z.nullable(z.int()),
  position: z.int(),
  /** A free sample of a sampling campaign (issue 19 §6): charged 0, picked like every line. Absent in older copies. */
  muestra: z.optional(z.boolean()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A line as the order detail shows it (issue 21): spec §3's fields, whose money always holds what is charged now
 * (contract/picking-math.ts), with what was ordered, what was picked and the substitute (its own name and price).
 */
export const orderDetailLineSchema = z.extend(orderLineSchema, {
  orderedQuantity: z.int(),
  pickState: z.enum(PICK_STATES),
  pickedQuantity: z.nullable(z.int()),
  substitute: z.nullable(z.object({ id: z.int(), sku: z.string(), name: z.string(), saleUnit: z.enum(['unit', 'kg']), unitPrice: z.int(), taxRate: z.int() })),
  substituteApproval: z.nullable(z.enum(SUBSTITUTE_APPROVALS)),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

export const orderNoteSchema = z.object({
  id: z.int(),
  text: z.string(),
  authorId: z.int(),
  authorName: z.string(),
  createdAt: z.string(),
});

export const orderEventSchema = z.object({
  id: z.int(),
  kind: z.string(),
  fromStatus: z.nullable(statusSchema),
  toStatus: z.nullable(statusSchema),
  userId: z.nullable(z.int()),
  userName: z.nullable(z.string()),
  at: z.string(),
  detail: z.nullable(z.record(z.string(), z.unknown())),
});

export const orderDetailSchema = z.extend(orderSummarySchema, {
  customerEmail: z.nullable(z.string()),
  customerPhone: z.nullable(z.string()),
  deliveryAddress: z.string(),
  deliveryLat: z.nullable(z.number()),
  deliveryLng: z.nullable(z.number()),
  shippingCents: z.int(),
  freeShipping: z.boolean(),
  promoCode: z.nullable(z.string()),
  cardPromotion: z.nullable(z.string()),
  storeCreditCents: z.int(),
  subtotalCents: z.int(),
  discountCents: z.int(),
  taxCents: z.int(),
  taxByRate: z.array(z.object({ taxRateBp: z.int(), baseCents: z.int(), taxCents: z.int() })),
  pickerName: z.nullable(z.string()),
  lines: z.array(orderDetailLineSchema),
  notes: z.array(orderNoteSchema),
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderMoveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  from: statusSchema,
  to: statusSchema,
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
  /** Required to cancel (ADR 008): why, and free text (required for `other`). */
  reason: z.optional(z.enum(CANCEL_REASONS)),
  reasonText: z.optional(trimmedText(REASON_TEXT_MAX)),
  /** A supervisor's en_picking → pickeada with lines still to pick: confirmed, the lines are recorded as unpicked. */
  force: z.optional(z.boolean()),
});
export const orderMoveData = orderSummarySchema;

/** A supervisor gives a confirmed order to a picker (→ en_picking) or an order in picking to another picker. */
export const orderAssignPickerRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  pickerId: idSchema,
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
});
export const orderAssignPickerData = orderSummarySchema;

/** What a supervisor's move dialogs show: the pickers of the order's warehouse and the lines not picked yet. */
export const orderMoveOptionsRequest = z.strictObject({ tokenSesion: tokenSesionSchema, orderId: idSchema });
export const orderMoveOptionsData = z.object({
  pickers: z.array(z.object({ id: z.int(), name: z.string() })),
  unpickedLines: z.array(z.object({ id: z.int(), name: z.string() })),
});

export const orderAddNoteRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  text: trimmedText(2000),
  mutationId: mutationIdSchema,
});
export const orderAddNoteData = z.object({ note: orderNoteSchema, version: z.int() });

export const orderExportRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...orderFilterShape,
  sort: z.optional(z.enum(ORDER_SORTS)),
  format: z.enum(EXPORT_FORMATS),
  columns: z.array(z.strictObject({ key: z.enum(EXPORT_COLUMNS), label: trimmedText(80) })).check(z.minLength(1), z.maxLength(EXPORT_COLUMNS.length)),
});
/** The export streams from a one-time URL, so the browser downloads it natively at any size. */
export const orderExportData = z.object({ url: z.string(), expiresAt: z.string() });

/** Realtime event for any order change (ADR/realtime): the client refetches or patches what it shows. */
export const orderChangedEventSchema = z.object({
  type: z.literal('order.changed'),
  companyId: z.int(),
  orderId: z.int(),
  status: statusSchema,
  version: z.int(),
  summary: orderSummarySchema,
});
export type OrderChangedEvent = z.infer<typeof orderChangedEventSchema>;
