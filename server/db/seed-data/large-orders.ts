/** Row generators for the large benchmark seed: orders and lines as CSV, streamed a chunk at a time. */
import type { Fulfilment, OrderStatus } from '../../../contract/order-status';
import {
  buildLines, itemCount, localDate, orderMoney, paymentStateFor, pickPaymentMethod, pickPromotion, slotAfter,
  type SeedLine, type SeedProduct,
} from './order-gen';
import { Rng } from './random';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ROWS_PER_CHUNK = 1000;

export interface LargeCompany {
  id: number;
  weight: number;
  stores: { id: number; warehouseIds: number[] }[];
  customers: { id: number; address: string; lat: number | null; lng: number | null }[];
  products: readonly SeedProduct[];
  callCenterUserId: number | null;
  pickerUserId: number | null;
}

export interface LargeBatch {
  index: number;
  seed: number;
  firstOrderId: number;
  firstLineId: number;
  count: number;
  linesPerOrder: number;
  now: number;
  /** Order number = numberOffset + order id: unique, increasing, and above every earlier number. */
  numberOffset: number;
}

export const ORDER_COLUMNS = [
  'id', 'company_id', 'store_id', 'warehouse_id', 'customer_id', 'number', 'channel', 'fulfilment', 'delivery_address', 'delivery_lat',
  'delivery_lng', 'slot_date', 'slot_start', 'slot_end', 'payment_method', 'payment_state', 'shipping_cents', 'free_shipping', 'promo_code',
  'card_promotion', 'store_credit_cents', 'subtotal_cents', 'discount_cents', 'tax_cents', 'total_cents', 'item_count', 'status', 'version',
  'created_by', 'picker_id', 'created_at', 'updated_at',
] as const;

export const LINE_COLUMNS = [
  'id', 'order_id', 'position', 'product_id', 'category_id', 'name', 'type', 'token_provider', 'sku', 'unit_price_cents', 'quantity_milli',
  'subtotal_cents', 'subtotal_without_discount_cents', 'total_cents', 'total_without_discount_cents', 'tax_rate_bp', 'tax_cents',
  'tax_without_discount_cents', 'discount_cents', 'discount_rate_bp',
] as const;

/** CSV text field: always quoted; null is an empty unquoted field (NULL in COPY's CSV format). */
function q(value: string | null): string {
  return value === null ? '' : `"${value.replace(/"/g, '""')}"`;
}
function n(value: number | null): string {
  return value === null ? '' : String(value);
}

const PATH_LENGTH: Record<OrderStatus, number> = {
  pendiente: 1, confirmada: 2, en_picking: 3, pickeada: 4, en_despacho: 5, lista_retiro: 5, entregada: 6, cancelada: 2,
};

/** Older orders are closed; the last two days hold the open ones, as in a live store. */
function pickStatus(rng: Rng, ageMs: number): OrderStatus {
  if (ageMs > 2 * DAY) return rng.chance(0.91) ? 'entregada' : 'cancelada';
  return rng.weighted([['pendiente', 25], ['confirmada', 20], ['en_picking', 12], ['pickeada', 10], ['en_despacho', 10], ['lista_retiro', 5], ['entregada', 15], ['cancelada', 3]] as const);
}

interface Generated { orderRow: string; lines: SeedLine[]; orderId: number }

/** The batch's orders, deterministic for its seed, so the orders pass and the lines pass see the same data. */
export function* generateBatch(batch: LargeBatch, companies: readonly LargeCompany[]): Generator<Generated> {
  const rng = new Rng(batch.seed);
  const weights = companies.map((c) => [c, c.weight] as const);
  for (let i = 0; i < batch.count; i++) {
    const orderId = batch.firstOrderId + i;
    const company = rng.weighted(weights);
    const store = rng.pick(company.stores);
    const warehouseId = rng.pick(store.warehouseIds);
    const customer = rng.pick(company.customers);
    const createdAt = batch.now - Math.floor(rng.next() * 365 * DAY) - 60_000;
    const status = pickStatus(rng, batch.now - createdAt);
    const fulfilment: Fulfilment = status === 'lista_retiro' ? 'pickup' : status === 'en_despacho' ? 'delivery' : rng.chance(0.12) ? 'pickup' : 'delivery';
    const channel = rng.weighted([['web', 50], ['app', 35], ['call_center', 15]] as const);
    const slot = slotAfter(new Date(createdAt + rng.int(1, 22) * HOUR));
    const promotion = pickPromotion(rng);
    const lines = buildLines(rng, company.products, rng.int(Math.max(1, batch.linesPerOrder - 2), batch.linesPerOrder + 2), promotion);
    const method = pickPaymentMethod(rng);
    const money = orderMoney(rng, lines, fulfilment, method);
    const number = batch.numberOffset + orderId;
    const updatedAt = Math.min(batch.now, status === 'entregada' ? slot.start.getTime() + HOUR : createdAt + rng.int(1, 60) * 60_000);
    const reachedPicking = PATH_LENGTH[status] >= 3 && status !== 'cancelada';
    const orderRow = [
      orderId, company.id, store.id, warehouseId, customer.id, q(String(number)), channel, fulfilment,
      q(fulfilment === 'pickup' ? 'Retiro en bodega' : customer.address), n(fulfilment === 'pickup' ? null : customer.lat), n(fulfilment === 'pickup' ? null : customer.lng),
      localDate(slot.start), slot.start.toISOString(), slot.end.toISOString(), method, paymentStateFor(rng, method, status),
      money.shippingCents, money.freeShipping, q(promotion.promoCode), q(promotion.cardPromotion), money.storeCreditCents,
      money.totals.subtotalCents, money.totals.discountCents, money.totals.taxCents, money.totals.totalCents, itemCount(lines), status, PATH_LENGTH[status],
      n(channel === 'call_center' ? company.callCenterUserId : null), n(reachedPicking ? company.pickerUserId : null),
      new Date(createdAt).toISOString(), new Date(updatedAt).toISOString(),
    ].join(',');
    yield { orderRow, lines, orderId };
  }
}

/** Order rows of the batch as CSV chunks; `counter.lines` ends with how many lines the batch has. */
export function* ordersCsv(batch: LargeBatch, companies: readonly LargeCompany[], counter: { lines: number }): Generator<string> {
  let chunk: string[] = [];
  counter.lines = 0;
  for (const g of generateBatch(batch, companies)) {
    counter.lines += g.lines.length;
    chunk.push(g.orderRow);
    if (chunk.length >= ROWS_PER_CHUNK) {
      yield chunk.join('\n') + '\n';
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join('\n') + '\n';
}

/** Line rows of the batch as CSV chunks, ids from `batch.firstLineId`. */
export function* linesCsv(batch: LargeBatch, companies: readonly LargeCompany[]): Generator<string> {
  const quoted = new Map<number, { name: string; sku: string }>();
  let lineId = batch.firstLineId;
  let chunk: string[] = [];
  for (const g of generateBatch(batch, companies)) {
    for (const l of g.lines) {
      let text = quoted.get(l.productId);
      if (!text) quoted.set(l.productId, (text = { name: q(l.name), sku: q(l.sku) }));
      chunk.push([
        lineId++, g.orderId, l.position, l.productId, n(l.categoryId), text.name, l.type, '', text.sku, l.unitPriceCents, l.quantityMilli,
        l.subtotalCents, l.subtotalWithoutDiscountCents, l.totalCents, l.totalWithoutDiscountCents, l.taxRateBp, l.taxCents,
        l.taxWithoutDiscountCents, l.discountCents, l.discountRateBp,
      ].join(','));
    }
    if (chunk.length >= ROWS_PER_CHUNK) {
      yield chunk.join('\n') + '\n';
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join('\n') + '\n';
}
