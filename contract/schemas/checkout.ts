/**
 * Placing an order (`/Order/Place`, issue 18 §4; docs/checkout.md): the cart priced as `/Customer/ConsultarProductosCarritoLite`
 * prices it, a delivery slot (or pickup), the payment, and store credit to use. One idempotent call: the same
 * `mutationId` (a double click, a retry after a lost answer) places one order and answers it again. Stock, slot
 * capacity, promotion limits and the credit balance are checked in the same transaction that writes the order.
 */
import { z } from 'zod/mini';
import { addressShape } from './address';
import { orderSummarySchema } from './orders';
import { pricingData, pricingShape } from './pricing';
import { centsSchema, idSchema, isoDateSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema } from '../fields';

/** Where the order comes from: the call center (CC) or the shop and checkout (PS, SU, SA). */
export const PLACE_CHANNELS = ['web', 'call_center'] as const;
/** How the rest (after store credit) is paid, on delivery; 'store_credit' when the credit covers it all. */
export const PLACE_PAYMENTS = ['cash', 'card', 'store_credit'] as const;
export const ORDER_NOTE_MAX = 500;

export const placeOrderRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  mutationId: mutationIdSchema,
  ...pricingShape,
  canal: z.enum(PLACE_CHANNELS),
  /** The slot the order takes a place in (`/Shop/Slots`); its day must be `fechaEntrega`. */
  slotId: idSchema,
  fechaEntrega: isoDateSchema,
  /** Where to deliver (ignored for pickup). */
  direccion: z.optional(z.strictObject(addressShape)),
  pago: z.enum(PLACE_PAYMENTS),
  /** Store credit to use, cents (at most the balance and the order total). */
  creditoCents: z.optional(centsSchema.check(z.minimum(0))),
  /** `totalOrden` of the pricing the customer agreed to: another total answers PRICE_CHANGED and places nothing. */
  totalEsperado: centsSchema,
  notas: z.optional(text(z.trim(), z.maxLength(ORDER_NOTE_MAX))),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const placeOrderData = z.object({
  orden: orderSummarySchema,
  /** The pricing the order was placed with. */
  pricing: pricingData,
  /** Store credit taken, cents, and what is left to pay on delivery. */
  creditoUsado: z.int(),
  porCobrar: z.int(),
});
export type PlaceOrderData = z.infer<typeof placeOrderData>;

/** `/Shop/Slots`: a store's delivery slots on the next days with the places left (issue 18 §4). */
export const SLOT_DAYS_MAX = 14;
export const shopSlotsRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  tiendaId: idSchema,
  /** First day (default: today in the company's time zone). */
  desde: z.optional(isoDateSchema),
  dias: z.optional(z.int().check(z.minimum(1), z.maximum(SLOT_DAYS_MAX))),
});
export const shopSlotSchema = z.object({
  slotId: z.int(),
  fecha: z.string(),
  /** 'HH:MM' in the company's time zone. */
  starts: z.string(),
  ends: z.string(),
  capacity: z.int(),
  /** Places left that day (0: full). */
  left: z.int(),
  /** The window already started or the store is closed that day. */
  closed: z.boolean(),
});
export type ShopSlot = z.infer<typeof shopSlotSchema>;
export const shopSlotsData = z.object({
  slots: z.array(shopSlotSchema),
  pickupEnabled: z.boolean(),
  shippingMode: z.enum(['flat', 'zone']),
  zones: z.array(z.object({ id: z.int(), name: z.string(), shippingCents: z.int() })),
  /** Whether customers may order from the store now ("activate shop", spec §6). */
  open: z.boolean(),
});
export type ShopSlotsData = z.infer<typeof shopSlotsData>;
