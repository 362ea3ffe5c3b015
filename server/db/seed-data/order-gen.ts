/** Shared order pieces for the demo and the large seeds: lines, totals, slots, payment. */
import { computeLine, computeOrderTotals, type LineAmounts, type OrderTotals } from '../../../contract/order-math';
import type { Fulfilment, OrderStatus } from '../../../contract/order-status';
import type { ORDER_CHANNELS, PAYMENT_STATES } from '../../../contract/order-constants';
import type { Rng } from './random';

export interface SeedProduct {
  id: number;
  companyId: number;
  categoryId: number | null;
  sku: string;
  name: string;
  saleUnit: 'unit' | 'kg';
  priceCents: number;
  taxRateBp: number;
}

export interface SeedLine extends LineAmounts {
  position: number;
  productId: number;
  categoryId: number | null;
  name: string;
  type: 'unit' | 'kg';
  sku: string;
  unitPriceCents: number;
  quantityMilli: number;
  taxRateBp: number;
  discountRateBp: number;
}

export const CHANNELS = ['web', 'app', 'call_center'] as const;
export const PAYMENT_METHODS = ['card', 'cash', 'transfer', 'store_credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Quito is UTC−5 all year (no daylight saving). */
export const LOCAL_OFFSET_MS = -5 * 3600_000;
const HOUR = 3600_000;

/** Order-wide promotion: a promo code or a card promotion, each a discount on every line. */
export interface OrderPromotion {
  promoCode: string | null;
  cardPromotion: string | null;
  discountRateBp: number;
}

export function pickPromotion(rng: Rng): OrderPromotion {
  const r = rng.next();
  if (r < 0.07) return { promoCode: 'CANASTA10', cardPromotion: null, discountRateBp: 1000 };
  if (r < 0.1) return { promoCode: 'BIENVENIDA5', cardPromotion: null, discountRateBp: 500 };
  if (r < 0.16) return { promoCode: null, cardPromotion: rng.pick(['Diners Club 15 %', 'Pichincha Visa 10 %', 'Produbanco Mastercard 10 %']), discountRateBp: 1000 };
  return { promoCode: null, cardPromotion: null, discountRateBp: 0 };
}

/** Quantity in thousandths: 1–6 units (mostly 1–2), or 0.250–2.500 kg in 5 g steps. */
export function pickQuantity(rng: Rng, saleUnit: 'unit' | 'kg'): number {
  if (saleUnit === 'kg') return rng.int(50, 500) * 5;
  return rng.weighted([[1, 50], [2, 25], [3, 12], [4, 6], [6, 5], [12, 2]] as const) * 1000;
}

/** `count` lines over distinct products (when there are enough), amounts from computeLine. */
export function buildLines(rng: Rng, products: readonly SeedProduct[], count: number, promotion: OrderPromotion): SeedLine[] {
  const used = new Set<number>();
  const lines: SeedLine[] = [];
  for (let position = 1; position <= count; position++) {
    let product = rng.pick(products);
    for (let tries = 0; used.has(product.id) && tries < 8; tries++) product = rng.pick(products);
    used.add(product.id);
    // Weekly offers: a few lines carry their own discount when no order-wide promotion applies.
    const discountRateBp = promotion.discountRateBp || (rng.chance(0.06) ? rng.pick([1000, 2000, 2500]) : 0);
    const quantityMilli = pickQuantity(rng, product.saleUnit);
    const amounts = computeLine({ unitPriceCents: product.priceCents, quantityMilli, taxRateBp: product.taxRateBp, discountRateBp });
    lines.push({
      position,
      productId: product.id,
      categoryId: product.categoryId,
      name: product.name,
      type: product.saleUnit,
      sku: product.sku,
      unitPriceCents: product.priceCents,
      quantityMilli,
      taxRateBp: product.taxRateBp,
      discountRateBp,
      ...amounts,
    });
  }
  return lines;
}

/** Whole items: units count by quantity, a weighted line counts once. */
export function itemCount(lines: readonly SeedLine[]): number {
  let n = 0;
  for (const line of lines) n += line.type === 'kg' ? 1 : Math.max(1, Math.round(line.quantityMilli / 1000));
  return n;
}

export interface OrderMoney {
  shippingCents: number;
  freeShipping: boolean;
  storeCreditCents: number;
  totals: OrderTotals;
}

/** Shipping $2.99 (free over $60 or 1 in 10 by promotion), pickup free; store credit when paid with it. */
export function orderMoney(rng: Rng, lines: readonly SeedLine[], fulfilment: Fulfilment, method: PaymentMethod): OrderMoney {
  let linesTotal = 0;
  for (const line of lines) linesTotal += line.totalCents;
  const shippingCents = fulfilment === 'pickup' ? 0 : 299;
  const freeShipping = fulfilment === 'delivery' && (linesTotal >= 6000 || rng.chance(0.1));
  // Store credit pays everything when it is the method; otherwise a few orders use a little of it.
  const storeCreditCents = method === 'store_credit' ? linesTotal + shippingCents : rng.chance(0.04) ? rng.int(1, 15) * 100 : 0;
  const totals = computeOrderTotals({ lines, shippingCents, freeShipping, storeCreditCents });
  return { shippingCents, freeShipping, storeCreditCents: totals.storeCreditCents, totals };
}

export function pickPaymentMethod(rng: Rng): PaymentMethod {
  return rng.weighted([['card', 55], ['cash', 25], ['transfer', 17], ['store_credit', 3]] as const);
}

/** Payment state fitting the method and the order status. */
export function paymentStateFor(rng: Rng, method: PaymentMethod, status: OrderStatus): PaymentState {
  if (method === 'store_credit') return status === 'cancelada' ? 'refunded' : 'paid';
  if (status === 'entregada') return 'paid';
  if (status === 'cancelada') {
    if (method === 'card') return rng.chance(0.7) ? 'refunded' : 'failed';
    return method === 'transfer' && rng.chance(0.5) ? 'refunded' : 'pending';
  }
  if (method === 'card') return status === 'pendiente' && rng.chance(0.12) ? 'failed' : 'authorized';
  if (method === 'transfer') return status === 'pendiente' ? 'pending' : 'paid';
  return 'pending';
}

/** Local calendar date (YYYY-MM-DD) of an instant in Quito. */
export function localDate(at: Date): string {
  return new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of the local day of `at`, as an instant. */
export function localDayStart(at: Date): Date {
  const local = at.getTime() + LOCAL_OFFSET_MS;
  return new Date(local - (((local % 86400_000) + 86400_000) % 86400_000) - LOCAL_OFFSET_MS);
}

/** The first two-hour delivery window (08:00–20:00 local, starting on even hours) starting at or after `at`. */
export function slotAfter(at: Date): { start: Date; end: Date } {
  const day = localDayStart(at).getTime();
  const hour = Math.ceil((at.getTime() - day) / HOUR);
  let startHour = hour % 2 === 0 ? hour : hour + 1;
  let dayStart = day;
  if (startHour < 8) startHour = 8;
  if (startHour > 18) {
    startHour = 8;
    dayStart += 86400_000;
  }
  const start = new Date(dayStart + startHour * HOUR);
  return { start, end: new Date(start.getTime() + 2 * HOUR) };
}
