/**
 * Issue 18 §2–§3, promotions in `/Customer/ConsultarProductosCarritoLite` (docs/pricing.md "Promotions"): each kind
 * (percentage, fixed amount with IVA, free shipping), what a promotion covers, every refusal reason, the card BIN,
 * the best of several card promotions, and a promo code and a card promotion together.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { PricingData } from '../../contract/schemas/pricing';
import { pricingHelpers } from './helpers/pricing-helpers';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const h = pricingHelpers(t);
let codes = 0;
/** A code no other test uses. */
const newCode = () => `PROMO-${++codes}`;

beforeEach(async () => {
  await h.resetSelling();
});

const discounts = (data: PricingData) => data.totales.saleOutputs.map((line) => line.descuento);

describe('promo codes', () => {
  test("a percentage off the lines of its categories, the code typed in another case; IVA on what is left", async () => {
    const code = newCode();
    const id = await h.promotion({ code, discountKind: 'percent', value: 1000, categoryIds: [h.company().picking.categoryIds.grains] });
    const data = await h.price({ productos: h.lines(['rice', 2], ['tomato', 1.25]), codigoPromo: code.toLowerCase() });
    expect(data.totales.saleOutputs[0]).toMatchObject({
      subTotal: 300,
      descuento: 30,
      totalPercent: 1000,
      subTotalWithDiscountPercentage: 270,
      ivaValue: 45,
      // 15 % of 2.70 = 0.405 → 0.41.
      ivaWithDiscountPercentage: 41,
      total: 345,
      totalWithDiscountPercentage: 311,
    });
    expect(data.totales.saleOutputs[1]).toMatchObject({ descuento: 0, totalWithDiscountPercentage: 150 });
    expect(data.totales.paymentTotal).toBe(311 + 150);
    expect(data.promociones).toEqual([
      { id, kind: 'code', code, description: `Promoción ${code}`, discountKind: 'percent', descuento: 345 - 311, envioGratis: false },
    ]);
    expect(data.promoRechazos).toEqual([]);
  });

  test('a fixed amount is money off the amount to pay: $5 off takes exactly $5 off the total with IVA', async () => {
    const code = newCode();
    await h.promotion({ code, discountKind: 'fixed', value: 500 });
    const cart = h.lines(['rice', 10], ['brownRice', 4], ['milk', 3]); // 1725 + 805 + 285 = 2815
    const without = await h.price({ productos: cart });
    const data = await h.price({ productos: cart, codigoPromo: code });
    expect(without.totales.paymentTotal).toBe(2815);
    expect(data.totales.paymentTotal).toBe(2815 - 500);
    expect(data.promociones[0]?.descuento).toBe(500);
    // Shared in proportion to what each line costs; the discounts are without IVA.
    expect(discounts(data).every((d) => d > 0)).toBe(true);
    expect(data.totales.saleOutputs.reduce((sum, line) => sum + line.totalWithDiscountPercentage, 0)).toBe(data.totales.paymentTotal);
  });

  test('the cent that per-line rounding leaves over still comes off: $3 off a $3.74 cart leaves $0.74', async () => {
    const code = newCode();
    await h.promotion({ code, discountKind: 'fixed', value: 300 });
    const data = await h.price({ productos: h.lines(['rice', 1], ['brownRice', 1]), codigoPromo: code });
    expect(data.totales.paymentTotal).toBe(374 - 300);
    expect(data.promociones[0]?.descuento).toBe(300);
  });

  test('a fixed amount above the cart makes the lines free and never negative', async () => {
    const code = newCode();
    await h.promotion({ code, discountKind: 'fixed', value: 5000 });
    const data = await h.price({ productos: h.lines(['rice', 2], ['tomato', 1]), codigoPromo: code });
    expect(data.totales.saleOutputs.map((line) => [line.descuento, line.subTotalWithDiscountPercentage, line.totalWithDiscountPercentage])).toEqual([
      [300, 0, 0],
      [120, 0, 0],
    ]);
    expect(data.totales.paymentTotal).toBe(0);
    expect(data.promociones[0]?.descuento).toBe(345 + 120);
  });

  test('free shipping takes the shipping off and leaves the lines', async () => {
    const code = newCode();
    await h.setStore({ shipping_flat_cents: 250 });
    await h.promotion({ code, discountKind: 'free_shipping' });
    const data = await h.price({ productos: h.lines(['rice', 1]), codigoPromo: code });
    expect([data.costoEnvio, data.totalOrden, discounts(data)]).toEqual([0, 173, [0]]);
    expect(data.promociones[0]).toMatchObject({ discountKind: 'free_shipping', descuento: 0, envioGratis: true });
  });

  test('free shipping spares the delivery zone a store charging by zone otherwise needs', async () => {
    const code = newCode();
    await h.setStore({ shipping_mode: 'zone' });
    await h.promotion({ code, discountKind: 'free_shipping' });
    expect((await h.call({ productos: h.lines(['rice', 1]) })).json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'zonaId' }] });
    expect((await h.price({ productos: h.lines(['rice', 1]), codigoPromo: code })).costoEnvio).toBe(0);
    const range = await h.binRange('430000', '439999');
    await h.promotion({ kind: 'card', code: newCode(), discountKind: 'free_shipping', binRangeIds: [range] });
    const byCard = await h.price({ productos: h.lines(['rice', 1]), bin: '431234' });
    expect([byCard.costoEnvio, byCard.promociones[0]?.envioGratis]).toEqual([0, true]);
  });

  test('a promotion listing products discounts those only', async () => {
    const code = newCode();
    await h.promotion({ code, discountKind: 'percent', value: 5000, productIds: [h.product('tomato')] });
    const data = await h.price({ productos: h.lines(['rice', 1], ['tomato', 1]), codigoPromo: code });
    expect(discounts(data)).toEqual([0, 60]);
  });

  test("another company's code is unknown", async () => {
    const code = newCode();
    await h.promotion({ code, discountKind: 'percent', value: 1000, companyId: h.company(2).id });
    const data = await h.price({ productos: h.lines(['rice', 1]), codigoPromo: code });
    expect(data.promociones).toEqual([]);
    expect(data.promoRechazos).toEqual([{ kind: 'code', motivo: 'unknown', mensaje: 'El código promocional no existe.' }]);
  });
});

/** 3.45 (rice, grains) + 1.50 (tomato) = 4.95. */
const cart = () => h.lines(['rice', 2], ['tomato', 1.25]);

describe('why a promo code gives nothing', () => {  const cases: Array<{ motivo: string; values: Record<string, unknown>; uses?: number; mensaje: RegExp }> = [
    { motivo: 'inactive', values: { active: false }, mensaje: /desactivado/ },
    { motivo: 'not_started', values: { startsAt: '2026-11-20T17:00:01Z' }, mensaje: /todavía no está vigente/ },
    // The window ends at the fixture's instant: closed then.
    { motivo: 'ended', values: { endsAt: '2026-11-20T17:00:00Z' }, mensaje: /ya no está vigente/ },
    { motivo: 'used_up', values: { totalLimit: 3, usedCount: 3 }, mensaje: /no tiene usos disponibles/ },
    { motivo: 'customer_limit', values: { perCustomerLimit: 2 }, uses: 2, mensaje: /ya usó este código/ },
    { motivo: 'no_eligible_lines', values: { productIds: [999_999] }, mensaje: /Ningún producto del carrito/ },
    // The minimum is on what the covered lines cost with IVA (rice: 3.45), not the whole cart (4.95).
    { motivo: 'min_order', values: { minOrderCents: 346, categoryIds: [] as number[] }, mensaje: /compra mínima de \$3,46/ },
  ];
  for (const item of cases) {
    test(`refused: ${item.motivo}`, async () => {
      const code = newCode();
      const values = { ...item.values };
      if (item.motivo === 'min_order') values.categoryIds = [h.company().picking.categoryIds.grains];
      const id = await h.promotion({ code, discountKind: 'percent', value: 1000, ...values });
      for (let use = 0; use < (item.uses ?? 0); use += 1) await h.promotionUse(id, use);
      const data = await h.price({ productos: cart(), codigoPromo: code });
      expect(data.promociones).toEqual([]);
      expect(discounts(data)).toEqual([0, 0]);
      expect(data.totales.paymentTotal).toBe(495);
      expect(data.promoRechazos).toHaveLength(1);
      expect(data.promoRechazos[0]).toMatchObject({ kind: 'code', motivo: item.motivo });
      expect(data.promoRechazos[0]!.mensaje).toMatch(item.mensaje);
    });
  }

  test('just within each limit it applies: the window opening now, one use left, the minimum met exactly', async () => {
    const code = newCode();
    const id = await h.promotion({
      code,
      discountKind: 'percent',
      value: 1000,
      startsAt: '2026-11-20T17:00:00Z',
      endsAt: '2026-11-20T17:00:01Z',
      totalLimit: 3,
      usedCount: 2,
      perCustomerLimit: 2,
      minOrderCents: 345,
      categoryIds: [h.company().picking.categoryIds.grains],
    });
    await h.promotionUse(id, 0);
    const data = await h.price({ productos: cart(), codigoPromo: code });
    expect(data.promoRechazos).toEqual([]);
    expect(discounts(data)).toEqual([30, 0]);
  });
});

describe('card promotions', () => {
  test('a card whose BIN falls in a covered range gets the promotion; another card is told none covers it', async () => {
    const range = await h.binRange('450000', '459999');
    const id = await h.promotion({ kind: 'card', code: newCode(), discountKind: 'percent', value: 500, binRangeIds: [range] });
    const data = await h.price({ productos: h.lines(['rice', 10]), bin: '45123456' });
    expect(data.promociones).toMatchObject([{ id, kind: 'card', descuento: 1725 - 1639 }]);
    expect(discounts(data)).toEqual([75]);
    const other = await h.price({ productos: h.lines(['rice', 10]), bin: '461234' });
    expect(other.promociones).toEqual([]);
    expect(other.promoRechazos).toEqual([{ kind: 'card', motivo: 'bin_not_covered', mensaje: 'Ninguna promoción de tarjeta vigente cubre esta tarjeta.' }]);
  });

  test("a switched-off card promotion or another company's does not apply", async () => {
    const range = await h.binRange('470000', '479999');
    await h.promotion({ kind: 'card', code: newCode(), discountKind: 'percent', value: 500, binRangeIds: [range], active: false });
    const foreignRange = await h.binRange('470000', '479999', 2);
    await h.promotion({ kind: 'card', code: newCode(), discountKind: 'percent', value: 500, binRangeIds: [foreignRange], companyId: h.company(2).id });
    const data = await h.price({ productos: h.lines(['rice', 1]), bin: '471234' });
    expect(data.promociones).toEqual([]);
    expect(data.promoRechazos).toMatchObject([{ kind: 'card', motivo: 'bin_not_covered' }]);
  });

  test('of several card promotions for the card, the one worth most applies', async () => {
    const range = await h.binRange('480000', '489999');
    await h.promotion({ kind: 'card', code: newCode(), discountKind: 'percent', value: 500, binRangeIds: [range] });
    const fixed = await h.promotion({ kind: 'card', code: newCode(), discountKind: 'fixed', value: 100, binRangeIds: [range] });
    // 5 % of 17.25 is 0.86 with IVA; $1.00 off is more.
    const data = await h.price({ productos: h.lines(['rice', 10]), bin: '481234' });
    expect(data.promociones).toMatchObject([{ id: fixed, descuento: 100 }]);
    expect(data.totales.paymentTotal).toBe(1625);
    // On a bigger cart the percentage is worth more.
    const big = await h.price({ productos: h.lines(['rice', 30]), bin: '481234' });
    expect(big.promociones[0]?.discountKind).toBe('percent');
  });

  test('a card promotion refused names its reason', async () => {
    const range = await h.binRange('490000', '499999');
    await h.promotion({ kind: 'card', code: newCode(), discountKind: 'percent', value: 500, binRangeIds: [range], endsAt: '2026-11-19T00:00:00Z' });
    const data = await h.price({ productos: h.lines(['rice', 1]), bin: '491234' });
    expect(data.promoRechazos).toEqual([{ kind: 'card', motivo: 'ended', mensaje: 'La promoción de tarjeta ya no está vigente.' }]);
  });

  test('a promo code and a card promotion together: the code first, the card on what is left', async () => {
    const code = newCode();
    const codeId = await h.promotion({ code, discountKind: 'percent', value: 1000 });
    const range = await h.binRange('440000', '449999');
    const cardId = await h.promotion({ kind: 'card', code: newCode(), discountKind: 'percent', value: 1000, binRangeIds: [range] });
    const data = await h.price({ productos: h.lines(['rice', 10]), codigoPromo: code, bin: '44123456' });
    // 15.00 − 1.50 = 13.50; − 10 % = 12.15; IVA 1.8225 → 1.82; total 13.97.
    expect(data.totales.saleOutputs[0]).toMatchObject({ descuento: 285, subTotalWithDiscountPercentage: 1215, ivaWithDiscountPercentage: 182, totalWithDiscountPercentage: 1397 });
    expect(data.promociones.map((p) => [p.id, p.kind, p.descuento])).toEqual([
      [codeId, 'code', 1725 - 1553],
      [cardId, 'card', 1553 - 1397],
    ]);
  });
});
