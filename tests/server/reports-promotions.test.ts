/**
 * /Reports/Promotions on known data: orders not cancelled placed in the range by the company's local day, per promo
 * code and card promotion, with what each took off; totals count an order with both kinds once; store and warehouse
 * filters; companies isolated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PromotionsReport } from '../../contract/schemas/reports';
import { suiteTestApp } from './helpers/test-app';
import { EVIL, PROMO_RANGE, insertPromoData, type PromoData } from './reports-promotions-data';

const t = suiteTestApp();
let data: PromoData;

beforeAll(async () => {
  data = await insertPromoData(t);
});

async function report(filter: Record<string, unknown>, role: 'AD' | 'GE' | 'SG' | 'SU' | 'SA' = 'AD', company: 1 | 2 = 1): Promise<PromotionsReport> {
  const answer = await t.call('/Reports/Promotions', { ...PROMO_RANGE, ...filter }, { token: await t.tokenFor(role, company) });
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return answer.json.data as PromotionsReport;
}

describe('/Reports/Promotions', () => {
  it('counts each promotion on the orders placed in the range (local days), without cancelled ones', async () => {
    const answer = await report({});
    expect(answer).toMatchObject({ currency: 'USD', timezone: 'America/Guayaquil', ...PROMO_RANGE });
    expect(answer.tables.codes).toEqual([
      { promotionId: data.codeMain, code: 'PROMO10', name: 'Diez por ciento', orders: 3, discountCents: 1700, salesCents: 17000 },
      { promotionId: data.codeNoName, code: 'SINNOMBRE', name: 'SINNOMBRE', orders: 1, discountCents: 300, salesCents: 3000 },
    ]);
    expect(answer.tables.cards).toEqual([{ promotionId: data.card, name: EVIL, orders: 2, discountCents: 1050, salesCents: 13000 }]);
    // Order b used a code and the card: counted once in the totals, both discounts added.
    expect(answer.totals).toEqual({ orders: 5, discountCents: 3050, salesCents: 28000 });
  });

  it('a store or warehouse filter keeps only its orders', async () => {
    const [c1] = t.fixture.companies;
    const store = await report({ storeId: c1.storeId }, 'GE');
    expect(store.tables.codes.map((row) => [row.code, row.orders])).toEqual([['PROMO10', 3]]);
    expect(store.tables.cards).toEqual([{ promotionId: data.card, name: EVIL, orders: 1, discountCents: 250, salesCents: 5000 }]);
    expect(store.totals).toEqual({ orders: 3, discountCents: 1950, salesCents: 17000 });
    const warehouse = await report({ warehouseId: c1.extraWarehouseId }, 'SG');
    expect(warehouse.tables.codes.map((row) => [row.code, row.orders])).toEqual([['SINNOMBRE', 1]]);
    expect(warehouse.totals).toEqual({ orders: 2, discountCents: 1100, salesCents: 11000 });
  });

  it('isolates companies; SA sees one company or every company', async () => {
    const [c1, c2] = t.fixture.companies;
    const other = await report({}, 'SU', 2);
    expect(other.tables.codes).toEqual([{ promotionId: data.codeOther, code: 'OTRA', name: 'Otra empresa', orders: 1, discountCents: 600, salesCents: 6000 }]);
    expect(other.tables.cards).toEqual([]);
    expect(other.totals).toEqual({ orders: 1, discountCents: 600, salesCents: 6000 });
    for (const filter of [{ empresaId: c2.id }, { storeId: c2.storeId }, { warehouseId: c2.warehouseId }]) {
      const answer = await t.call('/Reports/Promotions', { ...PROMO_RANGE, ...filter }, { token: await t.tokenFor('AD') });
      expect(answer.json.codigo).toBe('NOT_FOUND');
    }
    expect((await report({ empresaId: c1.id }, 'SA')).totals).toEqual({ orders: 5, discountCents: 3050, salesCents: 28000 });
    const all = await report({}, 'SA');
    expect(all.tables.codes.map((row) => row.code).toSorted()).toEqual(['OTRA', 'PROMO10', 'SINNOMBRE']);
    expect(all.totals).toEqual({ orders: 6, discountCents: 3650, salesCents: 34000 });
  });

  it('roles without the reports screen are refused; a range with nothing answers empty tables', async () => {
    for (const role of ['PK', 'CC'] as const) {
      const answer = await t.call('/Reports/Promotions', PROMO_RANGE, { token: await t.tokenFor(role) });
      expect(answer.json.codigo).toBe('FORBIDDEN');
    }
    const empty = await report({ from: '2026-08-01', to: '2026-08-31' });
    expect(empty.tables).toEqual({ codes: [], cards: [] });
    expect(empty.totals).toEqual({ orders: 0, discountCents: 0, salesCents: 0 });
  });
});
