/**
 * Issue 20 §1, a subscriber's benefits in `/Customer/ConsultarProductosCarritoLite` and `/Order/Place`
 * (docs/subscriptions.md "Benefits in pricing"): free shipping from the option's minimum, the discount on enrolled
 * products only, nothing for a non-subscriber or an expired subscription, the larger of the subscription's and a
 * promotion's discount per line, and an order placed by a subscriber charges what pricing said.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { PlaceOrderData } from '../../contract/schemas/checkout';
import { customerSubscriptionHelpers } from './helpers/customer-subscription-helpers';
import { FIXTURE_NOW } from './helpers/fixture';
import { expectOk } from './helpers/picking-helpers';
import { pricingHelpers } from './helpers/pricing-helpers';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const h = pricingHelpers(t);
const s = customerSubscriptionHelpers(t);
let programme: { id: number; name: string };
let planId: number;

/** Rice: 1.50 + 15 % IVA a unit, enrolled; tomato: 1.20 without IVA, not enrolled. */
beforeEach(async () => {
  t.clock.set(FIXTURE_NOW);
  await h.resetSelling();
  await h.setStore({ shipping_flat_cents: 250 });
  await s.clearSubscriptions();
  programme = await s.application();
  planId = await s.plan(programme.id, { priceCents: 999 });
  await s.option(programme.id, { kind: 'envio_gratis', minOrderCents: 500 });
  await s.option(programme.id, { kind: 'descuento', discountBp: 1000 });
  await s.enrol(programme.id, [h.product('rice')]);
});

async function subscribe(): Promise<{ id: number; version: number }> {
  return expectOk(await t.call('/Customer/Subscribe', { customerId: h.company().customerId, planId, mutationId: crypto.randomUUID() }, { token: t.tokens['CC@1']! }));
}
const discounts = (data: { totales: { saleOutputs: Array<{ descuento: number }> } }) => data.totales.saleOutputs.map((line) => line.descuento);

describe('a subscriber', () => {
  test('gets the discount on enrolled products only, and free shipping once the products total reaches the minimum', async () => {
    await subscribe();
    const small = await h.price({ productos: h.lines(['rice', 2], ['tomato', 1.25]) });
    // Rice 3.00 − 10 % = 2.70 + 0.41 IVA; tomato untouched 1.50: 4.61 is below 5.00, so shipping is charged.
    expect(discounts(small)).toEqual([30, 0]);
    expect([small.totales.paymentTotal, small.costoEnvio]).toEqual([311 + 150, 250]);
    expect(small.beneficioSuscripcion).toEqual({ aplicaciones: [programme.name], descuento: 345 - 311, envioGratis: false });
    const large = await h.price({ productos: h.lines(['rice', 4], ['tomato', 1.25]) });
    expect(discounts(large)).toEqual([60, 0]);
    expect([large.totales.paymentTotal, large.costoEnvio, large.totalOrden]).toEqual([621 + 150, 0, 771]);
    expect(large.beneficioSuscripcion).toEqual({ aplicaciones: [programme.name], descuento: 690 - 621, envioGratis: true });
  });

  test('a non-subscriber, an expired subscription and one whose period is over get nothing; a cancelled one keeps it until its end', async () => {
    const cart = h.lines(['rice', 4], ['tomato', 1.25]);
    const plain = { discounts: [0, 0], costoEnvio: 250, beneficioSuscripcion: undefined };
    const seen = async () => {
      const data = await h.price({ productos: cart });
      return { discounts: discounts(data), costoEnvio: data.costoEnvio, beneficioSuscripcion: data.beneficioSuscripcion };
    };
    expect(await seen()).toEqual(plain);
    const subscription = await subscribe();
    expectOk(await t.call('/Customer/CancelSubscription', { subscriptionId: subscription.id, version: subscription.version }, { token: t.tokens['CC@1']! }));
    expect((await seen()).discounts).toEqual([60, 0]);
    // The period is over (not renewed yet): no benefit, whatever the status says.
    await t.database.query("UPDATE customer_subscriptions SET current_period_end = '2026-11-20T17:00:00Z', current_period_start = '2026-10-20T17:00:00Z'");
    expect(await seen()).toEqual(plain);
    await t.database.query("UPDATE customer_subscriptions SET status = 'vencida', current_period_end = '2026-12-20T17:00:00Z'");
    expect(await seen()).toEqual(plain);
  });

  test('an option of another plan, or switched off, gives nothing', async () => {
    await s.clearSubscriptions();
    const other = await s.application();
    const taken = await s.plan(other.id);
    const notTaken = await s.plan(other.id);
    await s.option(other.id, { kind: 'descuento', discountBp: 2000, planId: notTaken });
    await s.option(other.id, { kind: 'envio_gratis', active: false });
    await s.enrol(other.id, [h.product('tomato')]);
    expectOk(await t.call('/Customer/Subscribe', { customerId: h.company().customerId, planId: taken, mutationId: crypto.randomUUID() }, { token: t.tokens['CC@1']! }));
    const data = await h.price({ productos: h.lines(['tomato', 10]) });
    expect([discounts(data), data.costoEnvio, data.beneficioSuscripcion]).toEqual([[0], 250, undefined]);
  });
});

describe('with promotions: per line the larger discount, never both', () => {
  test('a 5 % code: the enrolled line takes the 10 %, the other line the code', async () => {
    await subscribe();
    await h.promotion({ code: 'PRIME-5', discountKind: 'percent', value: 500 });
    const data = await h.price({ productos: h.lines(['rice', 4], ['tomato', 2.5]), codigoPromo: 'PRIME-5' });
    expect(discounts(data)).toEqual([60, 15]);
    expect(data.promociones[0]?.descuento).toBe(15);
    expect(data.beneficioSuscripcion?.descuento).toBe(690 - 621);
    expect(data.totales.paymentTotal).toBe(621 + 285);
  });

  test('a 20 % code on the enrolled product beats the subscription there', async () => {
    await subscribe();
    await h.promotion({ code: 'PRIME-20', discountKind: 'percent', value: 2000, productIds: [h.product('rice')] });
    const data = await h.price({ productos: h.lines(['rice', 4]), codigoPromo: 'PRIME-20' });
    expect(discounts(data)).toEqual([120]);
    expect(data.promociones[0]?.descuento).toBe(690 - 552);
    // Its free shipping still counts (480 + 72 = 5.52 reaches 5.00).
    expect(data.beneficioSuscripcion).toEqual({ aplicaciones: [programme.name], descuento: 0, envioGratis: true });
  });
});

test('an order placed by a subscriber charges what pricing said: the discount, and no shipping', async () => {
  await subscribe();
  const [slot] = await t.database.query<{ id: number }>(
    "INSERT INTO delivery_slots (store_id, company_id, weekday, starts, ends, capacity) VALUES ($1, $2, 6, '09:00', '20:00', 10) RETURNING id",
    [h.company().storeId, h.company().id],
  );
  const request = { productos: h.lines(['rice', 4], ['tomato', 1.25]), fechaEntrega: '2026-11-21' };
  const priced = await h.price(request);
  expect([priced.totalOrden, priced.costoEnvio]).toEqual([771, 0]);
  const answer = await t.call(
    '/Order/Place',
    {
      ...request,
      mutationId: crypto.randomUUID(),
      idCliente: h.company().customerId,
      tiendaId: h.company().storeId,
      esEnvioGratis: false,
      canal: 'call_center',
      slotId: slot!.id,
      pago: 'cash',
      direccion: { address: 'Av. Amazonas N24, Quito', lat: null, lng: null },
      totalEsperado: priced.totalOrden,
    },
    { token: t.tokens['CC@1']! },
  );
  const placed = expectOk<PlaceOrderData>(answer);
  expect(placed.porCobrar).toBe(771);
  const [order] = await t.database.query<{ total_cents: string; shipping_cents: string; discount_cents: string; free_shipping: boolean }>(
    'SELECT total_cents, shipping_cents, discount_cents, free_shipping FROM orders WHERE id = $1',
    [placed.orden.id],
  );
  expect([Number(order!.total_cents), Number(order!.shipping_cents), Number(order!.discount_cents), order!.free_shipping]).toEqual([771, 0, 60, true]);
});
