/**
 * Issue 18 §3, `/Customer/ConsultarProductosCarritoLite` (docs/pricing.md): who reaches it, company isolation, spec
 * §3's pricing line figures, the store's prices and availability, stock minus reservations, the holiday IVA of the
 * delivery day and the shipping rules. Promotions: tests/server/pricing-promotions.test.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { CALLS, roleMayCall } from '../../contract/calls';
import { ROLE_CODES } from '../../contract/roles';
import { priceCart } from '../../server/selling/price-cart';
import { FIXTURE_NOW } from './helpers/fixture';
import { PRICING_PATH, pricingHelpers, TODAY } from './helpers/pricing-helpers';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const h = pricingHelpers(t);

beforeEach(async () => {
  await h.resetSelling();
});

describe('who may price a cart', () => {
  for (const role of ROLE_CODES) {
    const allowed = roleMayCall(role, CALLS[PRICING_PATH].access);
    test(`${role} ${allowed ? 'prices' : 'is refused'}`, async () => {
      const answer = await h.call({ productos: h.lines(['rice', 1]) }, role === 'SA' ? 'SA' : `${role}@1`);
      expect(answer.json).toMatchObject(allowed ? { bOk: true, data: { totales: { paymentTotal: 173 } } } : { bOk: false, codigo: 'FORBIDDEN' });
    });
  }

  test('the selling roles of spec §6 and the issue are the ones allowed', () => {
    expect(ROLE_CODES.filter((role) => roleMayCall(role, CALLS[PRICING_PATH].access)).toSorted()).toEqual(['CC', 'PS', 'SA', 'SU']);
  });
});

describe('another company', () => {
  test("its customer, its store or its product: not found, as if they did not exist, and nothing changes", async () => {
    const before = await t.fingerprint();
    const ghostCustomer = await h.call({ idCliente: 999_999, productos: h.lines(['rice', 1]) });
    const otherCustomer = await h.call({ idCliente: h.company(2).customerId, productos: h.lines(['rice', 1]) });
    expect(otherCustomer.json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect(otherCustomer.json).toEqual(ghostCustomer.json);

    const ghostStore = await h.call({ tiendaId: 999_999, productos: h.lines(['rice', 1]) });
    const otherStore = await h.call({ tiendaId: h.company(2).storeId, idCliente: h.company(2).customerId, productos: h.lines(['rice', 1]) });
    expect(otherStore.json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect(otherStore.json).toEqual(ghostStore.json);

    // A company-2 user cannot price company 1's cart either.
    expect((await h.call({ productos: h.lines(['rice', 1]) }, 'CC@2')).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });

    // Company 2's product is a line that cannot be sold, named by nothing but its id.
    const data = await h.price({ productos: [{ id: h.product('rice', 2), qty: 1 }, ...h.lines(['rice', 1])] });
    expect(data.problemas).toEqual([{ productoID: h.product('rice', 2), motivo: 'not_found', stock: null }]);
    expect(data.productos.map((p) => p.id)).toEqual([h.product('rice')]);
    expect(data.totales.paymentTotal).toBe(173);
    expect(await t.fingerprint()).toBe(before);
  });

  test('an inactive store is not found; a store without a selling warehouse is told so', async () => {
    await h.setStore({ active: false });
    expect((await h.call({ productos: h.lines(['rice', 1]) })).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    await h.setStore({ active: true });
    const [bare] = await t.database.query<{ id: number }>("INSERT INTO stores (company_id, name) VALUES ($1, 'Sin bodega') RETURNING id", [h.company().id]);
    const answer = await h.call({ tiendaId: bare!.id, productos: h.lines(['rice', 1]) });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'CONFLICT' });
    expect(answer.json.mensaje).toContain('bodega');
  });

  test('a closed shop (open = false) is still priced: only placing an order needs it open', async () => {
    await h.setStore({ open: false });
    expect((await h.price({ productos: h.lines(['rice', 1]) })).totales.paymentTotal).toBe(173);
    await h.setStore({ open: true });
  });
});

describe('the pricing lines', () => {
  test("every spec §3 field, per line and rounded per line; totals add the lines; shipping the store's flat rate", async () => {
    await h.setStore({ shipping_flat_cents: 250 });
    const data = await h.price({ productos: h.lines(['rice', 2], ['tomato', 1.25], ['bulkRice', 0.333]) });
    expect(data.totales.saleOutputs).toEqual([
      {
        productoID: h.product('rice'),
        subTotal: 300,
        subTotalWithDiscountPercentage: 300,
        total: 345,
        totalWithDiscountPercentage: 345,
        iva: 1500,
        ivaValue: 45,
        ivaWithDiscountPercentage: 45,
        descuento: 0,
        totalPercent: 0,
        cantidadMilli: 2000,
        precioUnitario: 150,
      },
      expect.objectContaining({ productoID: h.product('tomato'), subTotal: 150, iva: 0, ivaValue: 0, totalWithDiscountPercentage: 150, cantidadMilli: 1250 }),
      // 1.33 × 0.333 = 0.44289 → 0.44; IVA 12 % of 0.44 = 0.0528 → 0.05.
      expect.objectContaining({ productoID: h.product('bulkRice'), subTotal: 44, iva: 1200, ivaValue: 5, totalWithDiscountPercentage: 49 }),
    ]);
    expect(data.totales.paymentTotal).toBe(345 + 150 + 49);
    expect(data.costoEnvio).toBe(250);
    expect(data.totalOrden).toBe(544 + 250);
    expect(data.fechaEntrega).toBe(TODAY);
    expect(data.productos[0]).toEqual({
      id: h.product('rice'),
      qty: 2,
      stock: 500,
      precioiva: 173,
      nombre: 'Arroz 1 kg',
      token: 'SKU-1-1',
      sku: 'SKU-1-1',
      tipo: 'unit',
      precio: 150,
      imageUrl: null,
    });
    expect(data.problemas).toEqual([]);
  });

  test('a product named twice is one line with the quantities added', async () => {
    const data = await h.price({ productos: h.lines(['rice', 1], ['tomato', 0.5], ['rice', 2]) });
    expect(data.totales.saleOutputs.map((line) => [line.productoID, line.cantidadMilli])).toEqual([
      [h.product('rice'), 3000],
      [h.product('tomato'), 500],
    ]);
  });

  test('a fractional quantity of a unit product is refused naming the line', async () => {
    const answer = await h.call({ productos: h.lines(['tomato', 0.5], ['rice', 1.5]) });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'productos.1.qty' }] });
    expect(answer.json.mensaje).toContain('Arroz 1 kg');
  });

  test('bad input is refused naming each field in Spanish', async () => {
    const answer = await h.call({ productos: [{ id: h.product('rice'), qty: 0 }], bin: '12ab', fechaEntrega: '2026-13-01', zonaId: -1 });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
    const byField = Object.fromEntries((answer.json.errores ?? []).map((e) => [e.campo, e.mensaje]));
    expect(Object.keys(byField).toSorted()).toEqual(['bin', 'fechaEntrega', 'productos.0.qty', 'zonaId']);
    expect(byField['bin']).toMatch(/^El BIN de la tarjeta /);
    expect(byField['fechaEntrega']).toMatch(/^La fecha de entrega /);
    expect(byField['productos.0.qty']).toMatch(/^La cantidad /);
    expect(byField['zonaId']).toMatch(/^La zona de entrega /);
  });

  test("the store's price (Mi menú) replaces the catalogue's, with the IVA taken back out", async () => {
    await h.setOffer('rice', { priceWithTaxCents: 230 });
    const data = await h.price({ productos: h.lines(['rice', 1]) });
    expect(data.productos[0]).toMatchObject({ precio: 200, precioiva: 230 });
    expect(data.totales.saleOutputs[0]).toMatchObject({ subTotal: 200, ivaValue: 30, totalWithDiscountPercentage: 230 });
  });

  test('lines that cannot be sold are listed with the reason and left out of the totals', async () => {
    await h.setOffer('milk', { available: false });
    await h.setOffer('potato', { outOfStockOn: TODAY });
    await h.setStock('brownRice', 10, 7);
    const data = await h.price({ productos: h.lines(['rice', 1], ['oldRice', 1], ['milk', 1], ['potato', 1], ['brownRice', 4]) });
    expect(data.problemas).toEqual([
      { productoID: h.product('oldRice'), motivo: 'inactive', stock: 500 },
      { productoID: h.product('milk'), motivo: 'not_offered', stock: 500 },
      { productoID: h.product('potato'), motivo: 'out_of_stock_today', stock: 500 },
      { productoID: h.product('brownRice'), motivo: 'insufficient_stock', stock: 3 },
    ]);
    expect(data.totales.saleOutputs.map((line) => line.productoID)).toEqual([h.product('rice')]);
    expect(data.totales.paymentTotal).toBe(173);
    // The screen still shows every product as priced now, with what may be sold.
    expect(data.productos.map((p) => [p.id, p.stock])).toEqual([
      [h.product('rice'), 500],
      [h.product('oldRice'), 500],
      [h.product('milk'), 500],
      [h.product('potato'), 500],
      [h.product('brownRice'), 3],
    ]);
  });

  test('what may be sold is quantity minus reserved: exactly that much is fine', async () => {
    await h.setStock('brownRice', 10, 7);
    expect((await h.price({ productos: h.lines(['brownRice', 3]) })).problemas).toEqual([]);
    await h.setStock('tomato', 0);
    expect((await h.price({ productos: h.lines(['tomato', 0.001]) })).problemas).toEqual([{ productoID: h.product('tomato'), motivo: 'insufficient_stock', stock: 0 }]);
  });

  test('out of stock today does not hold for a delivery on another day', async () => {
    await h.setOffer('potato', { outOfStockOn: TODAY });
    expect((await h.price({ productos: h.lines(['potato', 1]), fechaEntrega: '2026-11-21' })).problemas).toEqual([]);
  });
});

describe('holiday IVA', () => {
  test("the holiday's rate applies to its categories' taxed products on its dates only", async () => {
    await h.holiday('2026-11-25', '2026-11-27', 500, [h.company().picking.categoryIds.grains]);
    const cart = h.lines(['rice', 1], ['bulkRice', 1], ['milk', 1]);
    const rates = async (day: string) => (await h.price({ productos: cart, fechaEntrega: day })).totales.saleOutputs.map((line) => line.iva);
    expect(await rates('2026-11-24')).toEqual([1500, 1200, 0]);
    expect(await rates('2026-11-25')).toEqual([500, 500, 0]);
    expect(await rates('2026-11-27')).toEqual([500, 500, 0]);
    expect(await rates('2026-11-28')).toEqual([1500, 1200, 0]);
    const on = await h.price({ productos: cart, fechaEntrega: '2026-11-26' });
    expect(on.ivaFeriado).toEqual({ nombre: 'Feriado de prueba', rateBp: 500 });
    expect(on.productos[0]).toMatchObject({ precio: 150, precioiva: 158 });
    expect(on.totales.saleOutputs[0]).toMatchObject({ ivaValue: 8, totalWithDiscountPercentage: 158 });
    expect((await h.price({ productos: cart, fechaEntrega: '2026-11-24' })).ivaFeriado).toBeNull();
  });

  test('a period without categories covers every taxed product; a product listed in a covered category is covered', async () => {
    await h.holiday('2026-12-01', '2026-12-01', 800);
    await h.holiday('2026-12-02', '2026-12-02', 0, [h.company().picking.categoryIds.dairy]);
    const cart = h.lines(['rice', 1], ['tomato', 1]);
    expect((await h.price({ productos: cart, fechaEntrega: '2026-12-01' })).totales.saleOutputs.map((line) => line.iva)).toEqual([800, 0]);
    expect((await h.price({ productos: cart, fechaEntrega: '2026-12-02' })).totales.saleOutputs.map((line) => line.iva)).toEqual([1500, 0]);
    await t.database.query('INSERT INTO product_categories (product_id, category_id, company_id) VALUES ($1, $2, $3)', [h.product('rice'), h.company().picking.categoryIds.dairy, h.company().id]);
    try {
      expect((await h.price({ productos: cart, fechaEntrega: '2026-12-02' })).totales.saleOutputs.map((line) => line.iva)).toEqual([0, 0]);
    } finally {
      await t.database.query('DELETE FROM product_categories WHERE product_id = $1 AND category_id = $2', [h.product('rice'), h.company().picking.categoryIds.dairy]);
    }
  });
});

/** 3.45 + 1.50 = 4.95. */
const cart = () => h.lines(['rice', 2], ['tomato', 1.25]);

describe('shipping', () => {
  test('the free-shipping threshold compares with the payment total', async () => {
    await h.setStore({ shipping_flat_cents: 250, free_shipping_above_cents: 495 });
    expect((await h.price({ productos: cart() })).costoEnvio).toBe(0);
    await h.setStore({ free_shipping_above_cents: 496 });
    const data = await h.price({ productos: cart() });
    expect([data.costoEnvio, data.totalOrden]).toEqual([250, 745]);
  });

  test('the free-shipping toggle, pickup and an empty cart ship free', async () => {
    await h.setStore({ shipping_flat_cents: 250, pickup_enabled: true });
    expect((await h.price({ productos: cart(), esEnvioGratis: true })).costoEnvio).toBe(0);
    expect((await h.price({ productos: cart(), entrega: 'pickup' })).costoEnvio).toBe(0);
    expect((await h.price({ productos: cart(), entrega: 'delivery' })).costoEnvio).toBe(250);
    expect((await h.price({ productos: [] })).costoEnvio).toBe(0);
  });

  test('pickup at a store without pickup is refused', async () => {
    const answer = await h.call({ productos: cart(), entrega: 'pickup' });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'entrega' }] });
  });

  test("a store charging by zone needs the zone, the store's own", async () => {
    await h.setStore({ shipping_mode: 'zone', shipping_flat_cents: 250 });
    const [zone] = await t.database.query<{ id: number }>("INSERT INTO delivery_zones (store_id, company_id, name, shipping_cents) VALUES ($1, $2, 'Norte', 400) RETURNING id", [
      h.company().storeId,
      h.company().id,
    ]);
    const [foreign] = await t.database.query<{ id: number }>("INSERT INTO delivery_zones (store_id, company_id, name, shipping_cents) VALUES ($1, $2, 'Valle', 100) RETURNING id", [
      h.company(2).storeId,
      h.company(2).id,
    ]);
    expect((await h.price({ productos: cart(), zonaId: zone!.id })).costoEnvio).toBe(400);
    const missing = await h.call({ productos: cart() });
    expect(missing.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'zonaId' }] });
    const other = await h.call({ productos: cart(), zonaId: foreign!.id });
    expect(other.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'zonaId' }] });
    // Shipping waived: no zone needed.
    expect((await h.price({ productos: cart(), esEnvioGratis: true })).costoEnvio).toBe(0);
    await t.database.query('UPDATE delivery_zones SET active = false WHERE id = $1', [zone!.id]);
    expect((await h.call({ productos: cart(), zonaId: zone!.id })).json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
  });
});

describe('priceCart inside a transaction (as /Order/Place calls it)', () => {
  test("it reads through the transaction: the transaction's own changes count, and nothing is left when it rolls back", async () => {
    const rolledBack = new Error('roll back');
    const input = { companyId: h.company().id, customerId: h.company().customerId, storeId: h.company().storeId, lines: h.lines(['rice', 4]), freeShipping: true };
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE stock SET reserved_milli = quantity_milli - 3000 WHERE product_id = ${h.product('rice')} AND warehouse_id = ${h.company().warehouseId}`);
        const priced = await priceCart(tx, input, FIXTURE_NOW);
        expect(priced.data.problemas).toEqual([{ productoID: h.product('rice'), motivo: 'insufficient_stock', stock: 3 }]);
        expect(priced.lines).toEqual([]);
        expect(priced.warehouseId).toBe(h.company().warehouseId);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const after = await priceCart(t.database.db, input, FIXTURE_NOW);
    expect(after.data.problemas).toEqual([]);
    expect(after.lines.map((line) => [line.productId, line.quantityMilli, line.unitPriceCents, line.taxRateBp, line.amounts.totalCents])).toEqual([[h.product('rice'), 4000, 150, 1500, 690]]);
    expect(after.day).toBe(TODAY);
  });
});
