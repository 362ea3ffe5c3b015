/**
 * The one pricing function (ADR 011, docs/pricing.md): a customer's cart at one store on one day, with the store's
 * prices (Mi menú), the IVA in force that day, what may still be sold, the promo code and card promotion, the
 * customer's subscription benefits (docs/subscriptions.md), and shipping. The pricing call answers `data`;
 * `/Order/Place` calls it inside its transaction (`db` may be a transaction) and then locks and checks stock, the slot
 * and the promotions' limits itself. Money is by contract/pricing-math.ts.
 */
import { lineAmount } from '../../contract/money';
import type { LineAmounts } from '../../contract/order-math';
import { lineAmounts, pricingTotals, promotionDiscounts, totalDrop, withTax, discountRateBp, type PromotionLine } from '../../contract/pricing-math';
import type { AppliedPromotion, CartLineInput, PricingData, PromoRefusal } from '../../contract/schemas/pricing';
import { effectiveTaxRate, sellingPrices } from '../../contract/tax-rate';
import type { AppDb } from '../db/client';
import { CallError, notFound } from '../errors/call-error';
import { loadSubscriptionBenefits, subscriptionDiscounts, subscriptionShipsFree } from '../subscriptions/benefits';
import { binRangesCovering } from './bin-ranges';
import { cartLines, mergeCartLines, type LoadedLine } from './cart-lines';
import { promotionCovers, promotionRefusal, REFUSAL_ORDER, refusalMessage, type CartPromotion } from './cart-promotions';
import { loadCartContext, type CartStore } from './cart-query';

export interface PriceCartInput {
  companyId: number;
  customerId: number;
  storeId: number;
  lines: CartLineInput[];
  /** The free-shipping toggle (spec §3): staff waive shipping. */
  freeShipping: boolean;
  /** YYYY-MM-DD in the company's time zone; default today there. */
  day?: string | undefined;
  fulfilment?: 'delivery' | 'pickup' | undefined;
  zoneId?: number | undefined;
  promoCode?: string | undefined;
  bin?: string | undefined;
}

export interface PricedLine {
  productId: number;
  categoryId: number | null;
  name: string;
  sku: string;
  saleUnit: 'unit' | 'kg';
  quantityMilli: number;
  /** Without IVA, at this store. */
  unitPriceCents: number;
  /** The rate applied (the holiday's on a holiday). */
  taxRateBp: number;
  discountCents: number;
  discountRateBp: number;
  amounts: LineAmounts;
}

export interface PricedPromotion {
  id: number;
  /** What it took off the amount to pay (with IVA), cents. */
  discountCents: number;
  freeShipping: boolean;
}

export interface PricedCart {
  data: PricingData;
  warehouseId: number;
  day: string;
  /** The lines that are charged (problem lines are left out), in the request's order. */
  lines: PricedLine[];
  promotion: PricedPromotion | null;
  cardPromotion: PricedPromotion | null;
  shippingCents: number;
  /** What the customer's subscription gave (docs/subscriptions.md), or null. */
  subscription: { discountCents: number; freeShipping: boolean } | null;
}

function zoneRefusal(mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, undefined, [{ campo: 'zonaId', codigo: 'zone', mensaje }]);
}

interface PromotionOutcome {
  promotion: CartPromotion;
  discounts: number[];
  drop: number;
}

type Checked = { ok: PromotionOutcome } | { refused: PromoRefusal };

/** One promotion on the priced lines: its checks, then its discounts on what earlier promotions left. */
function tryPromotion(promotion: CartPromotion, now: Date, lines: readonly LoadedLine[], bases: readonly number[], rates: readonly number[], grossBefore: readonly number[]): Checked {
  const eligible = lines.map((line) => promotionCovers(promotion, line.product!));
  const eligibleGross = grossBefore.reduce((sum, gross, index) => sum + (eligible[index] ? gross : 0), 0);
  const refused = promotionRefusal(promotion, now, eligible.filter(Boolean).length, eligibleGross);
  if (refused) return { refused };
  const promoLines: PromotionLine[] = bases.map((baseCents, index) => ({ baseCents, taxRateBp: rates[index]!, eligible: eligible[index]! }));
  const discounts = promotionDiscounts(promotion.discountKind, promotion.value, promoLines);
  return { ok: { promotion, discounts, drop: totalDrop(promoLines, discounts) } };
}

function applied(outcome: PromotionOutcome): AppliedPromotion {
  const { promotion } = outcome;
  return {
    id: promotion.id,
    kind: promotion.kind,
    code: promotion.code,
    description: promotion.description,
    discountKind: promotion.discountKind,
    descuento: outcome.drop,
    envioGratis: promotion.discountKind === 'free_shipping',
  };
}

export async function priceCart(db: AppDb, input: PriceCartInput, now: Date): Promise<PricedCart> {
  const requests = mergeCartLines(input.lines);
  const promoCode = input.promoCode?.trim() ?? '';
  // The card's BIN ranges first (a BIN is rare next to a cart); everything else in one statement.
  const binRangeIds = input.bin === undefined ? [] : await binRangesCovering(db, input.companyId, input.bin);
  const context = await loadCartContext(db, {
    companyId: input.companyId,
    customerId: input.customerId,
    storeId: input.storeId,
    day: input.day,
    now,
    productIds: requests.map((line) => line.productId),
    zoneId: input.zoneId,
    promoCode,
    binRangeIds,
  });
  if (!context || !context.store.active) throw notFound('La tienda');
  if (!context.customerFound) throw notFound('El cliente');
  const benefits = await loadSubscriptionBenefits(db, input.companyId, input.customerId, requests.map((line) => line.productId), now);
  const { store, warehouseId, day, holiday } = context;
  if (warehouseId === null) throw new CallError('CONFLICT', 'La tienda no tiene una bodega activa desde la que vender: asígnale una en su ficha.');
  const fulfilment = input.fulfilment ?? 'delivery';
  if (fulfilment === 'pickup' && !store.pickupEnabled) {
    const mensaje = 'Esta tienda no ofrece retiro en tienda.';
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'entrega', codigo: 'pickup_disabled', mensaje }]);
  }
  // A zone given is checked even when shipping turns out free: it must be the store's.
  if (context.zoneCents === null) throw zoneRefusal('La zona de entrega no existe o no es de esta tienda.');
  const zoneCents = context.zoneCents ?? null;
  const loaded = cartLines(requests, context.products, context.offers);

  // Prices of every known product (the screen lists them all); the lines without a problem are charged.
  const prices = new Map(
    loaded.flatMap((line) => {
      if (!line.product) return [];
      const rate = effectiveTaxRate(line.product.taxRateBp, line.product.categoryIds, holiday);
      return [[line.product.id, { rate, ...sellingPrices(line.product.priceCents, line.product.taxRateBp, line.offer?.priceOverrideCents ?? null, rate) }] as const];
    }),
  );
  const charged = loaded.filter((line) => line.problem === null);
  const rates = charged.map((line) => prices.get(line.request.productId)!.rate);
  const subtotals = charged.map((line) => lineAmount(prices.get(line.request.productId)!.precio, line.request.quantityMilli));
  const grossBefore = subtotals.map((subtotal, index) => withTax(subtotal, rates[index]!));

  const codePromotion = context.promotions.find((promotion) => promotion.kind === 'code') ?? null;
  const cardPromotions = context.promotions.filter((promotion) => promotion.kind === 'card');
  const refusals: PricingData['promoRechazos'] = [];
  const refuse = (kind: 'code' | 'card', motivo: PromoRefusal, promotion: CartPromotion | null) =>
    refusals.push({ kind, motivo, mensaje: refusalMessage(motivo, kind, promotion, store.currency) });

  // The code first, then the card promotion on what the code left.
  let codeOutcome: PromotionOutcome | null = null;
  if (promoCode !== '') {
    if (!codePromotion) refuse('code', 'unknown', null);
    else {
      const checked = tryPromotion(codePromotion, now, charged, subtotals, rates, grossBefore);
      if ('ok' in checked) codeOutcome = checked.ok;
      else refuse('code', checked.refused, codePromotion);
    }
  }
  const afterCode = subtotals.map((subtotal, index) => subtotal - (codeOutcome?.discounts[index] ?? 0));
  let cardOutcome: PromotionOutcome | null = null;
  if (input.bin !== undefined) {
    let furthest: { motivo: PromoRefusal; promotion: CartPromotion } | null = null;
    let best: { outcome: PromotionOutcome; worth: number } | null = null;
    const shippingWithout = shippingFor(store, { ...input, fulfilment, zoneCents, hasLines: charged.length > 0, promoFree: codeOutcome?.promotion.discountKind === 'free_shipping' || subscriptionShipsFree(benefits, sumAfter(afterCode, rates)) }, sumAfter(afterCode, rates));
    for (const promotion of cardPromotions) {
      const checked = tryPromotion(promotion, now, charged, afterCode, rates, grossBefore);
      if ('ok' in checked) {
        // The card promotion worth most to the customer: what it takes off, shipping included.
        const worth = checked.ok.drop + (promotion.discountKind === 'free_shipping' ? (shippingWithout ?? 0) : 0);
        if (!best || worth > best.worth) best = { outcome: checked.ok, worth };
      } else if (!furthest || REFUSAL_ORDER.indexOf(checked.refused) > REFUSAL_ORDER.indexOf(furthest.motivo)) {
        furthest = { motivo: checked.refused, promotion };
      }
    }
    if (best) cardOutcome = best.outcome;
    else if (furthest) refuse('card', furthest.motivo, furthest.promotion);
    else refuse('card', 'bin_not_covered', null);
  }

  // The subscription's discount replaces the promotions' on the lines where it is larger (never both).
  const bySubscription = subscriptionDiscounts(
    benefits,
    charged.map((line, index) => ({ productId: line.product!.id, subtotalCents: subtotals[index]!, promotionCents: (codeOutcome?.discounts[index] ?? 0) + (cardOutcome?.discounts[index] ?? 0) })),
  );
  for (const outcome of [codeOutcome, cardOutcome]) {
    if (!outcome) continue;
    const bases = outcome === codeOutcome ? subtotals : afterCode;
    outcome.discounts = outcome.discounts.map((discount, index) => (bySubscription[index]! > 0 ? 0 : discount));
    outcome.drop = totalDrop(bases.map((baseCents, index) => ({ baseCents, taxRateBp: rates[index]! })), outcome.discounts);
  }
  const subscriptionDrop = totalDrop(subtotals.map((baseCents, index) => ({ baseCents, taxRateBp: rates[index]! })), bySubscription);

  const lines: PricedLine[] = charged.map((line, index) => {
    const product = line.product!;
    const price = prices.get(product.id)!;
    const discount = bySubscription[index]! + (codeOutcome?.discounts[index] ?? 0) + (cardOutcome?.discounts[index] ?? 0);
    const amounts = lineAmounts({ unitPriceCents: price.precio, quantityMilli: line.request.quantityMilli, taxRateBp: price.rate, discountCents: discount });
    return {
      productId: product.id,
      categoryId: product.categoryId,
      name: product.name,
      sku: product.sku,
      saleUnit: product.saleUnit,
      quantityMilli: line.request.quantityMilli,
      unitPriceCents: price.precio,
      taxRateBp: price.rate,
      discountCents: amounts.discountCents,
      discountRateBp: discountRateBp(amounts.discountCents, amounts.subtotalWithoutDiscountCents),
      amounts,
    };
  });
  const { paymentTotal } = pricingTotals(lines.map((line) => line.amounts));
  const promoFreeShipping = codeOutcome?.promotion.discountKind === 'free_shipping' || cardOutcome?.promotion.discountKind === 'free_shipping';
  const subscriptionFreeShipping = subscriptionShipsFree(benefits, paymentTotal);
  const shippingCents = shippingFor(store, { ...input, fulfilment, zoneCents, hasLines: lines.length > 0, promoFree: promoFreeShipping || subscriptionFreeShipping }, paymentTotal);
  if (shippingCents === null) throw zoneRefusal('Elige la zona de entrega: esta tienda cobra el envío por zona.');

  const data: PricingData = {
    totales: {
      saleOutputs: lines.map((line) => ({
        productoID: line.productId,
        subTotal: line.amounts.subtotalWithoutDiscountCents,
        subTotalWithDiscountPercentage: line.amounts.subtotalCents,
        total: line.amounts.totalWithoutDiscountCents,
        totalWithDiscountPercentage: line.amounts.totalCents,
        iva: line.taxRateBp,
        ivaValue: line.amounts.taxWithoutDiscountCents,
        ivaWithDiscountPercentage: line.amounts.taxCents,
        descuento: line.discountCents,
        totalPercent: line.discountRateBp,
        cantidadMilli: line.quantityMilli,
        precioUnitario: line.unitPriceCents,
      })),
      paymentTotal,
    },
    productos: loaded.flatMap((line) => {
      if (!line.product) return [];
      const price = prices.get(line.product.id)!;
      return [
        {
          id: line.product.id,
          qty: line.request.quantityMilli / 1000,
          stock: Math.max(0, line.product.sellableMilli) / 1000,
          precioiva: price.precioiva,
          nombre: line.product.name,
          token: line.product.sku,
          sku: line.product.sku,
          tipo: line.product.saleUnit,
          precio: price.precio,
          imageUrl: line.product.imageUrl,
        },
      ];
    }),
    costoEnvio: shippingCents,
    totalOrden: paymentTotal + shippingCents,
    problemas: loaded
      .filter((line) => line.problem !== null)
      .map((line) => ({ productoID: line.request.productId, motivo: line.problem!, stock: line.product ? Math.max(0, line.product.sellableMilli) / 1000 : null })),
    promociones: [codeOutcome, cardOutcome].flatMap((outcome) => (outcome ? [applied(outcome)] : [])),
    promoRechazos: refusals,
    ivaFeriado: holiday ? { nombre: holiday.name, rateBp: holiday.rateBp } : null,
    fechaEntrega: day,
    minimoPedido: store.minOrderCents,
  };
  const subscription = benefits && (subscriptionDrop > 0 || subscriptionFreeShipping) ? { discountCents: subscriptionDrop, freeShipping: subscriptionFreeShipping } : null;
  if (benefits && subscription) data.beneficioSuscripcion = { aplicaciones: benefits.applications, descuento: subscription.discountCents, envioGratis: subscription.freeShipping };
  const pricedPromotion = (outcome: PromotionOutcome | null): PricedPromotion | null =>
    outcome ? { id: outcome.promotion.id, discountCents: outcome.drop, freeShipping: outcome.promotion.discountKind === 'free_shipping' } : null;
  return { data, warehouseId, day, lines, promotion: pricedPromotion(codeOutcome), cardPromotion: pricedPromotion(cardOutcome), shippingCents, subscription };
}

/** What the lines cost with IVA after their discounts so far (the free-shipping threshold's base). */
function sumAfter(bases: readonly number[], rates: readonly number[]): number {
  return bases.reduce((sum, base, index) => sum + withTax(base, rates[index]!), 0);
}

interface ShippingFacts {
  fulfilment: 'delivery' | 'pickup';
  freeShipping: boolean;
  /** The delivery zone's shipping, when one was given (already checked to be the store's). */
  zoneCents: number | null;
  hasLines: boolean;
  promoFree: boolean;
}

/**
 * Shipping: nothing for an empty cart, pickup, the free-shipping toggle, a free-shipping promotion, or a payment total
 * at or above the store's threshold; else the store's flat rate, or the delivery zone's (null: the zone is needed and
 * was not given).
 */
function shippingFor(store: CartStore, facts: ShippingFacts, paymentTotal: number): number | null {
  if (!facts.hasLines || facts.fulfilment === 'pickup' || facts.freeShipping || facts.promoFree) return 0;
  if (store.freeShippingAboveCents !== null && store.freeShippingAboveCents <= paymentTotal) return 0;
  if (store.shippingMode !== 'zone') return store.shippingFlatCents;
  return facts.zoneCents;
}
