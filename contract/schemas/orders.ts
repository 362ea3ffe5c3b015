import { z } from 'zod';
import { FULFILMENTS, ORDER_STATUSES } from '../order-status';
import { centsSchema, idSchema, isoDateSchema, mutationIdSchema, scopeShape, textSchema, tokenSesionSchema } from '../fields';
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
  statuses: z.array(statusSchema).max(ORDER_STATUSES.length).optional(),
  createdFrom: isoDateSchema.optional(),
  createdTo: isoDateSchema.optional(),
  slotDate: isoDateSchema.optional(),
  channels: z.array(z.enum(ORDER_CHANNELS)).max(ORDER_CHANNELS.length).optional(),
  paymentStates: z.array(z.enum(PAYMENT_STATES)).max(PAYMENT_STATES.length).optional(),
  /** Customer name, email or phone (contains, case-insensitive). */
  customer: textSchema.trim().min(1).max(120).optional(),
  /** Order number (prefix). */
  number: textSchema.trim().min(1).max(40).optional(),
  totalMin: centsSchema.optional(),
  totalMax: centsSchema.optional(),
  /** Free text over number, customer name, email and phone. */
  q: textSchema.trim().min(1).max(120).optional(),
  /** "Mis órdenes": orders the caller created or handled (moved, picked, noted). */
  mine: z.boolean().optional(),
};

export const orderListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...orderFilterShape,
  sort: z.enum(ORDER_SORTS).optional(),
  limit: z.number().int().min(1).max(ORDER_PAGE_MAX).optional(),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: textSchema.max(500).optional(),
});

export const orderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  companyId: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  status: statusSchema,
  fulfilment: z.enum(FULFILMENTS),
  channel: z.enum(ORDER_CHANNELS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentState: z.enum(PAYMENT_STATES),
  slotDate: z.string(),
  slotStart: z.string(),
  slotEnd: z.string(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  pickerId: z.number().int().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListData = z.object({
  rows: z.array(orderSummarySchema),
  nextCursor: z.string().nullable(),
});

export const orderCountsRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...orderFilterShape });
export const orderCountsData = z.object({
  byStatus: z.record(statusSchema, z.number().int()),
  total: z.number().int(),
});

export const orderGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, orderId: idSchema });

/** Spec §3 "Order line detail": every field; money in cents, quantity in thousandths, rates in basis points. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['unit', 'kg']),
  tokenProvider: z.string().nullable(),
  sku: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
  subtotalWithoutDiscount: z.number().int(),
  total: z.number().int(),
  totalWithoutDiscount: z.number().int(),
  taxRate: z.number().int(),
  tax: z.number().int(),
  taxWithoutDiscount: z.number().int(),
  discount: z.number().int(),
  discountRate: z.number().int(),
  productId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  position: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
  createdAt: z.string(),
});

export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema.nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  deliveryAddress: z.string(),
  deliveryLat: z.number().nullable(),
  deliveryLng: z.number().nullable(),
  shippingCents: z.number().int(),
  freeShipping: z.boolean(),
  promoCode: z.string().nullable(),
  cardPromotion: z.string().nullable(),
  storeCreditCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  taxByRate: z.array(z.object({ taxRateBp: z.number().int(), baseCents: z.number().int(), taxCents: z.number().int() })),
  pickerName: z.string().nullable(),
  lines: z.array(orderLineSchema),
  notes: z.array(orderNoteSchema),
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderMoveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  from: statusSchema,
  to: statusSchema,
  baseVersion: z.number().int().min(1),
  mutationId: mutationIdSchema,
});
export const orderMoveData = orderSummarySchema;

export const orderAddNoteRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  orderId: idSchema,
  text: textSchema.trim().min(1).max(2000),
  mutationId: mutationIdSchema,
});
export const orderAddNoteData = z.object({ note: orderNoteSchema, version: z.number().int() });

export const orderExportRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...orderFilterShape,
  sort: z.enum(ORDER_SORTS).optional(),
  format: z.enum(EXPORT_FORMATS),
  columns: z
    .array(z.strictObject({ key: z.enum(EXPORT_COLUMNS), label: textSchema.trim().min(1).max(80) }))
    .min(1)
    .max(EXPORT_COLUMNS.length),
});
/** The export streams from a one-time URL, so the browser downloads it natively at any size. */
export const orderExportData = z.object({ url: z.string(), expiresAt: z.string() });

/** Realtime event for any order change (ADR/realtime): the client refetches or patches what it shows. */
export const orderChangedEventSchema = z.object({
  type: z.literal('order.changed'),
  companyId: z.number().int(),
  orderId: z.number().int(),
  status: statusSchema,
  version: z.number().int(),
  summary: orderSummarySchema,
});
export type OrderChangedEvent = z.infer<typeof orderChangedEventSchema>;
