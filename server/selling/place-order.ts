/**
 * Placing an order (`/Order/Place`, issue 18 §4, ADR 011, docs/checkout.md): inside the one transaction `applyOnce`
 * opens, the cart is priced again by `priceCart`, then — locks taken in one order by every placement: the slot, the
 * sampling campaigns by id, the stock rows by product id, the promotions, the customer's credit, the company's
 * numbering — the slot's place, the samples (sampling.ts), the stock reservation, the promotions' places and the store
 * credit are taken, and the order is written 'confirmada'.
 * Any refusal is a CallError: the work's savepoint rolls back and nothing of it stays.
 */
import { formatMoney } from '../../contract/money';
import { computeOrderTotals } from '../../contract/order-math';
import type { PlaceOrderData, PlaceOrderRequest } from '../../contract/schemas/checkout';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { orderEvents, orderLines, orders } from '../db/schema/orders';
import { CallError, notFound } from '../errors/call-error';
import { currentSummary } from '../orders/order-summary';
import { spendCredit } from '../organisation/store-credits';
import { localDay } from '../organisation/store-day';
import { checkSlot, takeSlotPlace } from './order-slot';
import { nextOrderNumber } from './order-number';
import { priceCart, type PricedCart } from './price-cart';
import { recordPromotionUse, takePromotionPlace, type PromotionPlace } from './promotion-use';
import { recordSampleUses, takeSamples } from './sampling';
import { reserveStock } from './stock-reservation';

export type PlaceOrderInput = Omit<PlaceOrderRequest, 'tokenSesion'>;

interface StoreRow {
  name: string;
  address: string;
  active: boolean;
  open: boolean;
  opening_hours: unknown;
  timezone: string;
  currency: string;
}

function validation(campo: string, codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, undefined, [{ campo, codigo, mensaje }]);
}

async function loadStore(tx: AppDb, companyId: number, storeId: number): Promise<StoreRow> {
  const [store] = await executeRows<StoreRow>(
    tx,
    sql`SELECT s.name, s.address, s.active, s.open, s.opening_hours, c.timezone, c.currency
          FROM stores s JOIN companies c ON c.id = s.company_id
         WHERE s.id = ${storeId} AND s.company_id = ${companyId}`,
  );
  if (!store?.active) throw notFound('La tienda');
  if (!store.open) throw validation('tiendaId', 'store_closed', `La tienda «${store.name}» está cerrada para pedidos en este momento; no se creó la orden.`);
  return store;
}

/** Where the order goes: the address given, else the customer's default address (delivery); the store (pickup). */
async function destination(tx: AppDb, input: PlaceOrderInput, companyId: number, store: StoreRow): Promise<{ address: string; lat: number | null; lng: number | null }> {
  const [customer] = await executeRows<{ id: number }>(tx, sql`SELECT id FROM customers WHERE id = ${input.idCliente} AND company_id = ${companyId}`);
  if (!customer) throw notFound('El cliente');
  if (input.entrega === 'pickup') return { address: store.address ? `Retiro en ${store.name}: ${store.address}` : `Retiro en ${store.name}`, lat: null, lng: null };
  if (input.direccion && input.direccion.address !== '') {
    if ((input.direccion.lat === null) !== (input.direccion.lng === null)) throw validation('direccion', 'coordinates_pair', 'Indica la latitud y la longitud, o ninguna.');
    return input.direccion;
  }
  const [saved] = await executeRows<{ line1: string; city: string; lat: number | null; lng: number | null }>(
    tx,
    sql`SELECT line1, city, lat, lng FROM customer_addresses WHERE customer_id = ${input.idCliente} ORDER BY is_default DESC, id LIMIT 1`,
  );
  if (!saved) throw validation('direccion', 'required', 'Indica la dirección de entrega: el cliente no tiene una guardada.');
  return { address: saved.city ? `${saved.line1}, ${saved.city}` : saved.line1, lat: saved.lat, lng: saved.lng };
}

/** The pricing's refusals, in the order the customer can act on them. */
function assertPriced(priced: PricedCart, input: PlaceOrderInput, currency: string): void {
  const { data } = priced;
  if (data.problemas.length > 0) {
    throw new CallError('OUT_OF_STOCK', 'Algunos productos ya no se pueden vender en esa cantidad; revisa el carrito. No se creó la orden.', {
      lines: data.problemas,
      pricing: data,
    });
  }
  if (priced.lines.length === 0) throw validation('productos', 'empty_cart', 'El carrito está vacío: agrega productos antes de confirmar.');
  const refused = data.promoRechazos[0];
  if (refused) throw new CallError('PROMO_UNAVAILABLE', `${refused.mensaje} No se creó la orden.`, { reason: refused.motivo, kind: refused.kind, pricing: data });
  if (data.totales.paymentTotal < data.minimoPedido) {
    throw validation('productos', 'min_order', `La compra mínima de esta tienda es ${formatMoney(data.minimoPedido, 'es', currency)}; agrega productos.`);
  }
  if (data.totalOrden !== input.totalEsperado) {
    throw new CallError('PRICE_CHANGED', 'El total cambió desde que se calculó; revisa el nuevo total y confirma otra vez. No se creó la orden.', {
      totalEsperado: input.totalEsperado,
      totalOrden: data.totalOrden,
      pricing: data,
    });
  }
}

/** A sample's money: free (price, IVA and discount 0). */
const FREE_LINE: PricedCart['lines'][number]['amounts'] = {
  subtotalCents: 0,
  subtotalWithoutDiscountCents: 0,
  totalCents: 0,
  totalWithoutDiscountCents: 0,
  taxCents: 0,
  taxWithoutDiscountCents: 0,
  discountCents: 0,
};

/** Whole items, as the seeds and picking count them: units by quantity, a weighed line once. */
function itemCount(lines: ReadonlyArray<Pick<PricedCart['lines'][number], 'saleUnit' | 'quantityMilli'>>): number {
  return lines.reduce((sum, line) => sum + (line.saleUnit === 'kg' ? 1 : Math.max(1, Math.round(line.quantityMilli / 1000))), 0);
}

export async function placeOrder(tx: AppDb, user: AuthUser, companyId: number, input: PlaceOrderInput, now: Date): Promise<PlaceOrderData> {
  const store = await loadStore(tx, companyId, input.tiendaId);
  const today = localDay(store.timezone, now);
  const day = input.fechaEntrega;
  const slot = await checkSlot(tx, { storeId: input.tiendaId, slotId: input.slotId, day, timezone: store.timezone, today, openingHours: store.opening_hours }, now);
  const where = await destination(tx, input, companyId, store);

  const priced = await priceCart(
    tx,
    {
      companyId,
      customerId: input.idCliente,
      storeId: input.tiendaId,
      lines: input.productos,
      freeShipping: input.esEnvioGratis,
      day,
      fulfilment: input.entrega,
      zoneId: input.zonaId,
      promoCode: input.codigoPromo,
      bin: input.bin,
    },
    now,
  );
  assertPriced(priced, input, store.currency);
  const { data } = priced;

  const credit = input.creditoCents ?? 0;
  if (credit > data.totalOrden) throw validation('creditoCents', 'credit_above_total', 'El crédito a usar no puede ser mayor que el total de la orden.');
  const coversAll = credit === data.totalOrden;
  if (input.pago === 'store_credit' && !coversAll) {
    throw validation('pago', 'credit_short', 'Para pagar solo con crédito, el crédito debe cubrir el total de la orden; elige cómo se paga el resto.');
  }

  // Locks from here on, in the one order every placement takes them.
  await takeSlotPlace(tx, slot, day);
  // Sampling campaigns' free lines (docs/sampling.md): chosen and counted here, reserved with the cart's lines.
  const samples = await takeSamples(tx, {
    companyId,
    storeId: input.tiendaId,
    warehouseId: priced.warehouseId,
    customerId: input.idCliente,
    productsTotalCents: data.totales.paymentTotal,
    cartLines: priced.lines,
    now,
  });
  const short = await reserveStock(tx, priced.warehouseId, [...priced.lines, ...samples]);
  if (short.length > 0) {
    throw new CallError('OUT_OF_STOCK', 'Otro pedido se llevó el stock que quedaba de algunos productos; revisa el carrito. No se creó la orden.', {
      lines: short.map((line) => ({ productoID: line.productId, motivo: 'insufficient_stock', stock: line.sellableMilli / 1000 })),
    });
  }
  const places: Array<{ place: PromotionPlace; discountCents: number }> = [];
  for (const [promotion, kind] of [[priced.promotion, 'code'], [priced.cardPromotion, 'card']] as const) {
    if (!promotion) continue;
    const place = { promotionId: promotion.id, kind, companyId, customerId: input.idCliente, currency: store.currency };
    await takePromotionPlace(tx, place);
    places.push({ place, discountCents: promotion.discountCents });
  }
  const number = await nextOrderNumber(tx, companyId);
  const totals = computeOrderTotals({
    lines: priced.lines.map((line) => ({ ...line.amounts, taxRateBp: line.taxRateBp })),
    shippingCents: priced.shippingCents,
    freeShipping: false,
    storeCreditCents: credit,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      companyId,
      storeId: input.tiendaId,
      warehouseId: priced.warehouseId,
      customerId: input.idCliente,
      number,
      channel: input.canal,
      fulfilment: input.entrega ?? 'delivery',
      deliveryAddress: where.address,
      deliveryLat: where.lat,
      deliveryLng: where.lng,
      slotDate: day,
      slotStart: new Date(slot.startsAt),
      slotEnd: new Date(slot.endsAt),
      paymentMethod: coversAll ? 'store_credit' : input.pago,
      paymentState: 'pending',
      shippingCents: priced.shippingCents,
      freeShipping: priced.shippingCents === 0 && (input.esEnvioGratis || Boolean(priced.promotion?.freeShipping || priced.cardPromotion?.freeShipping || priced.subscription?.freeShipping)),
      promoCode: priced.promotion ? (input.codigoPromo ?? null) : null,
      cardPromotion: priced.cardPromotion ? (data.promociones.find((p) => p.kind === 'card')?.code ?? null) : null,
      promotionId: priced.promotion?.id ?? null,
      cardPromotionId: priced.cardPromotion?.id ?? null,
      cardBin: input.bin ?? null,
      deliverySlotId: slot.id,
      reservesStock: true,
      storeCreditCents: totals.storeCreditCents,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      itemCount: itemCount(priced.lines) + itemCount(samples),
      status: 'confirmada',
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const sampleLines = samples.map((sample) => ({ ...sample, unitPriceCents: 0, taxRateBp: 0, discountRateBp: 0, amounts: FREE_LINE }));
  const written = await tx.insert(orderLines).values(
    [...priced.lines, ...sampleLines].map((line, index) => ({
      orderId,
      position: index + 1,
      productId: line.productId,
      categoryId: line.categoryId,
      name: line.name,
      type: line.saleUnit,
      tokenProvider: line.sku,
      sku: line.sku,
      unitPriceCents: line.unitPriceCents,
      quantityMilli: line.quantityMilli,
      orderedQuantityMilli: line.quantityMilli,
      taxRateBp: line.taxRateBp,
      discountRateBp: line.discountRateBp,
      ...line.amounts,
      sampleCampaignId: 'campaignId' in line ? line.campaignId : null,
    })),
  ).returning({ id: orderLines.id, sampleCampaignId: orderLines.sampleCampaignId });
  const sampleLineIds = new Map(written.flatMap((row) => (row.sampleCampaignId === null ? [] : [[row.sampleCampaignId, row.id] as const])));
  await recordSampleUses(tx, companyId, orderId, input.idCliente, sampleLineIds, now);
  for (const { place, discountCents } of places) await recordPromotionUse(tx, place, orderId, discountCents);
  if (credit > 0) {
    await spendCredit(tx, { companyId, customerId: input.idCliente }, { amountCents: credit, orderId, reason: `Orden ${number}`, userId: user.id }, now, store.currency);
  }
  await tx.insert(orderEvents).values({
    orderId,
    companyId,
    userId: user.id,
    kind: 'created',
    fromStatus: null,
    toStatus: 'confirmada',
    detail: { channel: input.canal, mutationId: input.mutationId, totalCents: totals.totalCents, storeCreditCents: totals.storeCreditCents },
    at: now,
  });
  return { orden: await currentSummary(tx, orderId), pricing: data, creditoUsado: totals.storeCreditCents, porCobrar: totals.totalCents };
}
