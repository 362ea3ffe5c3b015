/**
 * Known data for the promotions and credits report tests (and their exports), in October 2026, away from the
 * fixture's orders (November). Company timezone America/Guayaquil (UTC−5): local day D runs D 05:00Z–D+1 05:00Z.
 */
import type { TestApp } from './helpers/test-app';

export const PROMO_RANGE = { from: '2026-10-01', to: '2026-10-09' };
export const CREDIT_RANGE = { from: '2026-10-01', to: '2026-10-05' };
export const EVIL = '=HYPERLINK("http://evil.test","clic")';

export interface PromoData {
  /** Company 1's second store (with the second warehouse), named like a formula. */
  storeB: number;
  codeMain: number;
  codeNoName: number;
  card: number;
  codeOther: number;
}

let orderNumber = 0;

interface OrderSpec {
  company: 0 | 1;
  store: number;
  warehouse: number;
  at: string;
  status?: string;
  total: number;
  code?: [promotionId: number, discount: number];
  card?: [promotionId: number, discount: number];
}

async function insertOrder(t: TestApp, spec: OrderSpec): Promise<void> {
  const company = t.fixture.companies[spec.company];
  orderNumber += 1;
  const [order] = await t.database.query<{ id: number }>(
    `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end,
                         payment_method, payment_state, subtotal_cents, total_cents, status, promotion_id, card_promotion_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'web', 'delivery', ($6::timestamptz)::date, $6, $6, 'card', 'paid', $7, $7, $8, $9, $10, $6, $6) RETURNING id`,
    [company.id, spec.store, spec.warehouse, company.customerId, `RP-${orderNumber}`, spec.at, spec.total, spec.status ?? 'entregada', spec.code?.[0] ?? null, spec.card?.[0] ?? null],
  );
  for (const use of [spec.code, spec.card]) {
    if (!use) continue;
    await t.database.query(
      `INSERT INTO promotion_uses (promotion_id, company_id, customer_id, order_id, discount_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [use[0], company.id, company.customerId, order!.id, use[1], spec.at],
    );
  }
}

async function insertPromotion(t: TestApp, company: 0 | 1, kind: 'code' | 'card', code: string, description: string): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO promotions (company_id, kind, code, description, discount_kind, value, starts_at) VALUES ($1, $2, $3, $4, 'percent', 1000, '2026-09-01T00:00:00Z') RETURNING id`,
    [t.fixture.companies[company].id, kind, code, description],
  );
  return row!.id;
}

/**
 * Company 1: code PROMO10 ("Diez por ciento") on orders a, b, f (c is cancelled; g and h fall outside the range by
 * local day), SINNOMBRE (no description) on d, the card promotion on b and e; i uses none. Company 2: OTRA on j.
 */
export async function insertPromoData(t: TestApp): Promise<PromoData> {
  const [c1, c2] = t.fixture.companies;
  const [store] = await t.database.query<{ id: number }>(`INSERT INTO stores (company_id, name) VALUES ($1, $2) RETURNING id`, [c1.id, EVIL]);
  const storeB = store!.id;
  await t.database.query(`INSERT INTO store_warehouses (store_id, warehouse_id) VALUES ($1, $2)`, [storeB, c1.extraWarehouseId]);
  const codeMain = await insertPromotion(t, 0, 'code', 'PROMO10', 'Diez por ciento');
  const codeNoName = await insertPromotion(t, 0, 'code', 'SINNOMBRE', '');
  // A card promotion's code is its name: a formula-looking one must come out escaped in exports.
  const card = await insertPromotion(t, 0, 'card', EVIL, 'Visa del banco');
  const codeOther = await insertPromotion(t, 1, 'code', 'OTRA', 'Otra empresa');
  const main = { company: 0 as const, store: c1.storeId, warehouse: c1.warehouseId };
  const second = { company: 0 as const, store: storeB, warehouse: c1.extraWarehouseId! };
  const specs: OrderSpec[] = [
    { ...main, at: '2026-10-02T15:00:00Z', total: 10000, code: [codeMain, 1000] }, // a
    { ...main, at: '2026-10-03T15:00:00Z', status: 'confirmada', total: 5000, code: [codeMain, 500], card: [card, 250] }, // b
    { ...main, at: '2026-10-04T15:00:00Z', status: 'cancelada', total: 7000, code: [codeMain, 700] }, // c
    { ...second, at: '2026-10-05T15:00:00Z', status: 'pendiente', total: 3000, code: [codeNoName, 300] }, // d
    { ...second, at: '2026-10-06T15:00:00Z', total: 8000, card: [card, 800] }, // e
    { ...main, at: '2026-10-10T04:30:00Z', total: 2000, code: [codeMain, 200] }, // f: local 10-09 23:30
    { ...main, at: '2026-10-10T05:30:00Z', total: 4000, code: [codeMain, 400] }, // g: local 10-10
    { ...main, at: '2026-10-01T04:00:00Z', total: 4000, code: [codeMain, 400] }, // h: local 09-30
    { ...main, at: '2026-10-02T16:00:00Z', total: 9999 }, // i
    { company: 1, store: c2.storeId, warehouse: c2.warehouseId, at: '2026-10-02T15:00:00Z', total: 6000, code: [codeOther, 600] }, // j
  ];
  for (const spec of specs) await insertOrder(t, spec);
  return { storeB, codeMain, codeNoName, card, codeOther };
}

/**
 * Company 1's ledger: 10-01 a grant of 10.00 and a spend of 3.00; 10-03 an expiry of 2.00 and a grant reversed
 * (−5.00); 10-04 a spend given back (+3.00); 10-05 23:59 local a grant of 7.00; outside: 09-30 23:59 and 10-06 00:00
 * local. Company 2: 10-02 a grant of 50.00.
 */
export async function insertCreditData(t: TestApp): Promise<void> {
  const [c1, c2] = t.fixture.companies;
  const rows: Array<[number, number, string, number, string]> = [
    [c1.id, c1.customerId, 'grant', 1000, '2026-10-01T15:00:00Z'],
    [c1.id, c1.customerId, 'spend', -300, '2026-10-01T16:00:00Z'],
    [c1.id, c1.customerId, 'expire', -200, '2026-10-03T12:00:00Z'],
    [c1.id, c1.customerId, 'reverse', -500, '2026-10-03T13:00:00Z'],
    [c1.id, c1.customerId, 'reverse', 300, '2026-10-04T14:00:00Z'],
    [c1.id, c1.customerId, 'grant', 700, '2026-10-06T04:59:00Z'],
    [c1.id, c1.customerId, 'grant', 999, '2026-10-06T05:00:00Z'],
    [c1.id, c1.customerId, 'grant', 111, '2026-10-01T04:59:00Z'],
    [c2.id, c2.customerId, 'grant', 5000, '2026-10-02T15:00:00Z'],
  ];
  for (const [companyId, customerId, kind, amount, at] of rows) {
    await t.database.query(
      `INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, remaining_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [companyId, customerId, kind, amount, kind === 'grant' ? amount : null, at],
    );
  }
}
