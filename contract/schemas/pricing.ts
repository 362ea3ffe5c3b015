/**
 * The pricing call, `/Customer/ConsultarProductosCarritoLite` (spec §3, §7; issue 18 §3; docs/pricing.md). The client
 * sends the cart as spec §3's cart lines (`id`, `qty`) with the customer, the store and what it needs to price it
 * (delivery date, promo code, card BIN, delivery zone or pickup); the server answers spec §3's pricing lines
 * (`saleOutputs`), `paymentTotal`, the cart products as priced now, and `costoEnvio`.
 *
 * Money is integer cents on the wire like every other call; rates are basis points (`iva` 1500 = 15 %). Quantities
 * (`qty`) are units, or kg with at most 3 decimals for weighted products.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';

/** Most lines one cart may hold. */
export const CART_LINES_MAX = 200;
/** Largest quantity of one line. */
export const CART_QTY_MAX = 9999;
export const PROMO_CODE_MAX = 40;
/** A card BIN: the first 6 to 8 digits of the card number. */
export const BIN_PATTERN = /^\d{6,8}$/;

/** A quantity in units (or kg) with at most 3 decimals, above 0. */
export const cartQtySchema = z.number().check(
  z.positive(),
  z.maximum(CART_QTY_MAX),
  z.refine((qty) => Math.abs(Math.round(qty * 1000) - qty * 1000) < 1e-6, { message: 'Como mucho 3 decimales.' }),
);

/** Spec §3 cart line as the client sends it. */
export const cartLineInput = z.strictObject({ id: idSchema, qty: cartQtySchema });
export type CartLineInput = z.infer<typeof cartLineInput>;

export const binSchema = text(z.regex(BIN_PATTERN, 'El BIN son los primeros 6 a 8 dígitos de la tarjeta.'));
export const promoCodeSchema = trimmedText(PROMO_CODE_MAX);

/** How the order reaches the customer, for the shipping cost. */
export const FULFILMENT_CHOICES = ['delivery', 'pickup'] as const;

/** What pricing needs besides the lines; placing an order sends the same (contract/schemas/checkout.ts). */
export const pricingShape = {
  ...scopeShape,
  idCliente: idSchema,
  /** The store selling it (its Mi menú prices, availability and shipping rules; its warehouse's stock). */
  tiendaId: idSchema,
  productos: z.array(cartLineInput).check(z.maxLength(CART_LINES_MAX)),
  /** Spec §3's free-shipping toggle: shipping is 0 when set (staff waive it). */
  esEnvioGratis: z.boolean(),
  /** The delivery (or pickup) day, YYYY-MM-DD in the company's time zone; the IVA in force that day applies. Default: today. */
  fechaEntrega: z.optional(isoDateSchema),
  /** 'pickup' ships free; 'delivery' (default) costs the store's flat rate or the zone's. */
  entrega: z.optional(z.enum(FULFILMENT_CHOICES)),
  /** The delivery zone, when the store charges by zone. */
  zonaId: z.optional(idSchema),
  codigoPromo: z.optional(promoCodeSchema),
  /** The card's BIN, for card promotions. */
  bin: z.optional(binSchema),
};

export const pricingRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...pricingShape });
export type PricingRequest = z.infer<typeof pricingRequest>;

/** Spec §3 "Pricing response line" (saleOutputs), cents and basis points; plus the line's quantity and unit price. */
export const pricingLineSchema = z.object({
  productoID: z.int(),
  /** Quantity × unit price, without IVA, before the discount. */
  subTotal: z.int(),
  /** `subTotal` − `descuento`. */
  subTotalWithDiscountPercentage: z.int(),
  /** `subTotal` + `ivaValue` (before the discount). */
  total: z.int(),
  /** `subTotalWithDiscountPercentage` + `ivaWithDiscountPercentage`: what the line costs. */
  totalWithDiscountPercentage: z.int(),
  /** The IVA rate applied (a holiday rate on a holiday), basis points. */
  iva: z.int(),
  /** IVA of `subTotal`. */
  ivaValue: z.int(),
  /** IVA of `subTotalWithDiscountPercentage`. */
  ivaWithDiscountPercentage: z.int(),
  /** Discount off this line, cents (never more than `subTotal`). */
  descuento: z.int(),
  /** The discount as a rate of `subTotal`, basis points. */
  totalPercent: z.int(),
  /** Thousandths of a unit (or kg). */
  cantidadMilli: z.int(),
  /** Unit (or kg) price without IVA at this store, cents. */
  precioUnitario: z.int(),
});
export type PricingLine = z.infer<typeof pricingLineSchema>;

/** Spec §3 cart product, as priced now: `precioiva`/`precio` in cents, `stock` what may still be sold (units or kg). */
export const cartProductSchema = z.object({
  id: z.int(),
  qty: z.number(),
  stock: z.number(),
  /** Unit price with the IVA in force on the delivery day, cents. */
  precioiva: z.int(),
  nombre: z.string(),
  /** The product's token (Canasta's products have no provider token: the SKU). */
  token: z.string(),
  sku: z.string(),
  /** 'unit' or 'kg'. */
  tipo: z.enum(['unit', 'kg']),
  /** Unit price without IVA, cents. */
  precio: z.int(),
  imageUrl: z.nullable(z.string()),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** Why a cart line was left out of the pricing (it is not charged; the screen names it). */
export const LINE_PROBLEMS = ['not_found', 'inactive', 'not_offered', 'out_of_stock_today', 'insufficient_stock'] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

/** Why a promo code or card BIN gave no discount. */
export const PROMO_REFUSALS = ['unknown', 'inactive', 'not_started', 'ended', 'used_up', 'customer_limit', 'min_order', 'no_eligible_lines', 'bin_not_covered'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export const appliedPromotionSchema = z.object({
  id: z.int(),
  kind: z.enum(['code', 'card']),
  code: z.string(),
  description: z.string(),
  discountKind: z.enum(['percent', 'fixed', 'free_shipping']),
  /** What it took off the lines (cents); free shipping shows in `costoEnvio` instead. */
  descuento: z.int(),
  envioGratis: z.boolean(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

export const pricingData = z.object({
  totales: z.object({
    saleOutputs: z.array(pricingLineSchema),
    /** Sum of the lines' `totalWithDiscountPercentage`. */
    paymentTotal: z.int(),
  }),
  productos: z.array(cartProductSchema),
  /** Shipping, cents: 0 with free shipping (the toggle, a promotion, the store's threshold) or pickup. */
  costoEnvio: z.int(),
  /** `paymentTotal` + `costoEnvio` (spec §4's order total). */
  totalOrden: z.int(),
  /** Lines left out and why; `stock` is what may still be sold (units or kg). */
  problemas: z.array(z.object({ productoID: z.int(), motivo: z.enum(LINE_PROBLEMS), stock: z.nullable(z.number()) })),
  /** The promo code or card promotion applied (at most one of each). */
  promociones: z.array(appliedPromotionSchema),
  /** A code or BIN that was given but gave nothing, and why. */
  promoRechazos: z.array(z.object({ kind: z.enum(['code', 'card']), motivo: z.enum(PROMO_REFUSALS), mensaje: z.string() })),
  /** The holiday period whose IVA applied on `fechaEntrega`; null on other days. */
  ivaFeriado: z.nullable(z.object({ nombre: z.string(), rateBp: z.int() })),
  fechaEntrega: z.string(),
  /** The store's minimum order (cents, on `paymentTotal`); placing a smaller order is refused. */
  minimoPedido: z.int(),
  /**
   * What the customer's subscription gave (docs/subscriptions.md "Benefits in pricing"), when it gave something:
   * the programmes' names, what its discounts took off the amount to pay (cents with IVA) and whether it made shipping free.
   */
  beneficioSuscripcion: z.optional(z.object({ aplicaciones: z.array(z.string()), descuento: z.int(), envioGratis: z.boolean() })),
});
export type PricingData = z.infer<typeof pricingData>;
