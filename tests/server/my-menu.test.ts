/**
 * Issue 17 §6, "Mi menú": what one store offers (on/off, a store price with IVA, out of stock today), who may change
 * what, company and warehouse isolation, exactly-once changes, the date rule, and what picking sees of it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { myMenuListData, myMenuSetData, type MyMenuRow } from '../../contract/schemas/my-menu';
import { pickingFindProductsData, pickingGetData } from '../../contract/schemas/picking';
import { storeOffers } from '../../server/organisation/store-offer';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const product = (key: 'rice' | 'tomato' | 'brownRice' | 'milk' | 'potato', n: 1 | 2 = 1) => company(n).picking.products[key];
/** The fixture's clock: 2026-11-20, 12:00 in Guayaquil. */
const TODAY = '2026-11-20';

function call(path: string, body: Record<string, unknown>, key: string): Promise<Answer> {
  return t.call(path, body, { token: t.tokens[key]! });
}

async function list(key = 'AD@1', extra: Record<string, unknown> = {}) {
  return myMenuListData.parse(expectOk(await call('/MyMenu/List', { storeId: company().storeId, limit: 100, ...extra }, key)));
}
async function rowOf(productId: number, key = 'AD@1'): Promise<MyMenuRow> {
  const row = (await list(key)).rows.find((r) => r.productId === productId);
  if (!row) throw new Error(`product ${productId} not listed`);
  return row;
}
function set(productId: number, available: boolean, priceOverrideCents: number | null, key = 'AD@1', extra: Record<string, unknown> = {}): Promise<Answer> {
  return call('/MyMenu/Set', { storeId: company().storeId, productId, mutationId: randomUUID(), available, priceOverrideCents, ...extra }, key);
}
function setOut(productId: number, outOfStockToday: boolean, key = 'CA@1', extra: Record<string, unknown> = {}): Promise<Answer> {
  return call('/MyMenu/SetOutOfStock', { storeId: company().storeId, productId, mutationId: randomUUID(), outOfStockToday, ...extra }, key);
}
async function storeRows(): Promise<string> {
  const rows = await t.database.query('SELECT store_id, product_id, available, price_override_cents, out_of_stock_on::text AS day FROM store_products ORDER BY 1, 2');
  return JSON.stringify(rows);
}
/** A store of company 1 that its warehouse does not serve (only "Bodega 1B" does). */
async function unservedStore(): Promise<number> {
  const [store] = await t.database.query<{ id: number }>("INSERT INTO stores (company_id, name) VALUES ($1, $2) RETURNING id", [company().id, `Tienda sin bodega ${randomUUID().slice(0, 6)}`]);
  await t.database.query('INSERT INTO store_warehouses (store_id, warehouse_id) VALUES ($1, $2)', [store!.id, company().extraWarehouseId]);
  return store!.id;
}

describe('/MyMenu/List', () => {
  test('without rows every active product is offered at the catalogue price, with stock at the cashier\'s warehouse', async () => {
    await t.database.query(
      `INSERT INTO stock (product_id, warehouse_id, quantity_milli) VALUES ($1, $2, 7000), ($1, $3, 900000)
       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = excluded.quantity_milli`,
      [product('potato'), company().warehouseId, company().extraWarehouseId],
    );
    const data = await list('CA@1', { q: 'papa' });
    expect(data.today).toBe(TODAY);
    expect(data.warehouseId).toBe(company().warehouseId);
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({ productId: product('potato'), available: true, priceOverrideCents: null, outOfStockToday: false, stockMilli: 7000, catalogPriceCents: 87, updatedByName: null });
    // An AD sees the warehouse chosen in the header, or the total of every warehouse.
    expect((await list('AD@1', { q: 'papa', warehouseId: company().extraWarehouseId })).rows[0]!.stockMilli).toBe(900000);
    expect((await list('AD@1', { q: 'papa' })).rows[0]!.stockMilli).toBe(907000);
    // Inactive catalogue products are on no store's menu.
    expect((await list()).rows.map((row) => row.name)).not.toContain('Arroz descontinuado');
  });

  test('keyset pages cover every product once', async () => {
    const first = await list('AD@1', { limit: 2 });
    expect(first.rows).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await list('AD@1', { limit: 100, cursor: first.nextCursor });
    const all = [...first.rows, ...rest.rows].map((row) => row.productId);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength((await list()).rows.length);
  });
});

describe('/MyMenu/Set and /MyMenu/SetOutOfStock', () => {
  test('an AD switches a product off and gives another a store price; the list, the audit and storeOffers show it', async () => {
    const saved = myMenuSetData.parse(expectOk(await set(product('brownRice'), false, null)));
    expect(saved.row).toMatchObject({ available: false, priceOverrideCents: null, updatedByName: 'AD 1' });
    expectOk(await set(product('rice'), true, 199));
    expect(await rowOf(product('rice'), 'CC@1')).toMatchObject({ available: true, priceOverrideCents: 199, catalogPriceCents: 173 });
    const audit = await t.database.query<{ entity: string; entity_id: number; action: string; changes: Record<string, unknown>; user_id: number }>(
      "SELECT entity, entity_id, action, changes, user_id FROM record_changes WHERE entity = 'store' AND action = 'menu' ORDER BY id",
    );
    expect(audit.at(-1)).toMatchObject({ entity: 'store', entity_id: company().storeId, user_id: t.user('AD').id });
    expect(audit.at(-1)!.changes).toEqual({ [`${await skuOf(product('rice'))} priceOverrideCents`]: [null, 199] });
    const offers = await storeOffers(t.database.db, company().storeId, [product('brownRice'), product('rice'), product('milk')], TODAY);
    expect(offers.map((o) => [o.offered, o.priceOverrideCents, o.outOfStock])).toEqual([
      [false, null, false],
      [true, 199, false],
      [true, null, false],
    ]);
    // Back to the catalogue: blank price.
    expectOk(await set(product('rice'), true, null));
    expectOk(await set(product('brownRice'), true, null));
    expect(await rowOf(product('rice'))).toMatchObject({ available: true, priceOverrideCents: null });
  });

  test('who may change what: availability and prices SA, AD, GE, SG; out of stock also CA; CC and SU read only; PK not at all', async () => {
    for (const key of ['SA', 'AD@1', 'GE@1', 'SG@1']) expectOk(await set(product('potato'), true, null, key));
    for (const key of ['CA@1', 'CC@1', 'SU@1', 'PK@1']) expect((await set(product('potato'), false, 1, key)).json.codigo).toBe('FORBIDDEN');
    for (const key of ['SA', 'AD@1', 'GE@1', 'SG@1', 'CA@1']) {
      expectOk(await setOut(product('potato'), true, key));
      expectOk(await setOut(product('potato'), false, key));
    }
    const before = await storeRows();
    for (const key of ['CC@1', 'SU@1', 'PK@1', 'DE@1']) expect((await setOut(product('potato'), true, key)).json.codigo).toBe('FORBIDDEN');
    for (const key of ['CC@1', 'SU@1']) expect((await list(key)).rows.length).toBeGreaterThan(0);
    expect((await call('/MyMenu/List', { storeId: company().storeId }, 'PK@1')).json.codigo).toBe('FORBIDDEN');
    expect(await storeRows()).toBe(before);
  });

  test("another company's store or product is NOT_FOUND, and a cashier reaches only the stores their warehouse serves", async () => {
    const before = await storeRows();
    expect((await call('/MyMenu/List', { storeId: company(2).storeId }, 'AD@1')).json.codigo).toBe('NOT_FOUND');
    expect((await set(product('rice'), false, null, 'AD@1', { storeId: company(2).storeId })).json.codigo).toBe('NOT_FOUND');
    expect((await set(product('rice', 2), false, null)).json.codigo).toBe('NOT_FOUND');
    expect((await setOut(product('rice', 2), true)).json.codigo).toBe('NOT_FOUND');
    expect((await setOut(product('rice'), true, 'CA@2')).json.codigo).toBe('NOT_FOUND');
    const elsewhere = await unservedStore();
    expect((await call('/MyMenu/List', { storeId: elsewhere }, 'CA@1')).json.codigo).toBe('NOT_FOUND');
    expect((await setOut(product('rice'), true, 'CA@1', { storeId: elsewhere })).json.codigo).toBe('NOT_FOUND');
    expect(await storeRows()).toBe(before);
    // The company's managers reach it.
    expect((await call('/MyMenu/List', { storeId: elsewhere }, 'AD@1')).json.bOk).toBe(true);
    // SA names whichever store; a company that is not the store's is NOT_FOUND.
    expect((await call('/MyMenu/List', { storeId: company(2).storeId }, 'SA')).json.bOk).toBe(true);
    expect((await call('/MyMenu/List', { empresaId: company().id, storeId: company(2).storeId }, 'SA')).json.codigo).toBe('NOT_FOUND');
  });

  test('bad input is refused with the field named and nothing changes', async () => {
    const before = await storeRows();
    for (const price of [-1, 1.5, 100_000_001]) {
      const answer = await set(product('rice'), true, price);
      expect(answer.json.codigo).toBe('VALIDATION');
      expect(answer.json.errores?.map((e) => e.campo)).toContain('priceOverrideCents');
    }
    expect((await call('/MyMenu/Set', { storeId: company().storeId, productId: product('rice'), mutationId: randomUUID(), available: 'no', priceOverrideCents: null }, 'AD@1')).json.codigo).toBe('VALIDATION');
    expect((await call('/MyMenu/SetOutOfStock', { storeId: company().storeId, productId: product('rice'), mutationId: 'x', outOfStockToday: true }, 'CA@1')).json.codigo).toBe('VALIDATION');
    expect((await call('/MyMenu/List', { storeId: company().storeId, limit: 500 }, 'AD@1')).json.codigo).toBe('VALIDATION');
    expect(await storeRows()).toBe(before);
  });

  test('the same mutationId applies once; a late retry does not undo a later change', async () => {
    const body = { storeId: company().storeId, productId: product('tomato'), mutationId: randomUUID(), outOfStockToday: true };
    expectOk(await call('/MyMenu/SetOutOfStock', body, 'CA@1'));
    expectOk(await setOut(product('tomato'), false));
    const counted = await audits();
    expectOk(await call('/MyMenu/SetOutOfStock', body, 'CA@1'));
    expect((await rowOf(product('tomato'))).outOfStockToday).toBe(false);
    expect(await audits()).toBe(counted);
    // The same id with another body is refused.
    expect((await call('/MyMenu/SetOutOfStock', { ...body, outOfStockToday: false }, 'CA@1')).json.codigo).toBe('CONFLICT');
  });

  test('out of stock counts for the store\'s day only: marked yesterday, offered today', async () => {
    expectOk(await setOut(product('milk'), true));
    expect((await rowOf(product('milk'))).outOfStockToday).toBe(true);
    expect((await storeOffers(t.database.db, company().storeId, [product('milk')], TODAY))[0]!.outOfStock).toBe(true);
    // The next morning in Guayaquil (UTC-5): 2026-11-21 10:00 local.
    t.clock.set(new Date('2026-11-21T15:00:00.000Z'));
    try {
      // A session of that morning (the fixture's expire after a day).
      const answer = await t.call('/MyMenu/List', { storeId: company().storeId, limit: 100 }, { token: await t.tokenFor('CA') });
      const next = myMenuListData.parse(expectOk(answer));
      expect(next.today).toBe('2026-11-21');
      expect(next.rows.find((row) => row.productId === product('milk'))!.outOfStockToday).toBe(false);
      expect((await storeOffers(t.database.db, company().storeId, [product('milk')], '2026-11-21'))[0]).toMatchObject({ offered: true, outOfStock: false });
    } finally {
      t.clock.set(new Date('2026-11-20T17:00:00.000Z'));
    }
    expectOk(await setOut(product('milk'), false));
  });
});

async function audits(): Promise<number> {
  return (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM record_changes WHERE action = 'menu'"))[0]!.n;
}
const order = () => company().orderIds[3]!;
async function read() {
  return pickingGetData.parse(expectOk(await call('/Picking/Get', { orderId: order() }, 'SU@1')));
}
async function found(q: string): Promise<number[]> {
  return pickingFindProductsData.parse(expectOk(await call('/Picking/FindProducts', { orderId: order(), q }, 'SU@1'))).products.map((p) => p.id);
}

async function skuOf(productId: number): Promise<string> {
  const [row] = await t.database.query<{ sku: string }>('SELECT sku FROM products WHERE id = $1', [productId]);
  return row!.sku;
}

describe('what picking sees', () => {
  test('a line the store marked out of stock today says so; the candidates and the search leave out what the store withholds', async () => {
    const before = await read();
    expect(before.order.lines.every((line) => line.storeOutToday === false)).toBe(true);
    expect(before.candidates.map((c) => c.id)).toEqual(expect.arrayContaining([product('milk'), product('brownRice')]));

    expectOk(await setOut(product('milk'), true));
    expectOk(await set(product('brownRice'), false, null));
    const after = await read();
    expect(after.order.lines.map((line) => [line.productId, line.storeOutToday])).toEqual(before.order.lines.map((line) => [line.productId, line.productId === product('milk')]));
    const candidateIds = after.candidates.map((c) => c.id);
    expect(candidateIds).not.toContain(product('milk'));
    expect(candidateIds).not.toContain(product('brownRice'));
    expect(candidateIds).toContain(product('rice'));
    expect(await found('leche')).not.toContain(product('milk'));
    expect(await found('arroz')).toEqual(expect.arrayContaining([product('rice')]));
    expect(await found('arroz')).not.toContain(product('brownRice'));

    // The next day the mark is gone by itself; the switched-off product stays off.
    t.clock.set(new Date('2026-11-21T15:00:00.000Z'));
    try {
      const answer = await t.call('/Picking/Get', { orderId: order() }, { token: await t.tokenFor('SU') });
      const nextDay = pickingGetData.parse(expectOk(answer));
      expect(nextDay.order.lines.some((line) => line.storeOutToday)).toBe(false);
      expect(nextDay.candidates.map((c) => c.id)).toContain(product('milk'));
      expect(nextDay.candidates.map((c) => c.id)).not.toContain(product('brownRice'));
    } finally {
      t.clock.set(new Date('2026-11-20T17:00:00.000Z'));
    }
    expectOk(await setOut(product('milk'), false));
    expectOk(await set(product('brownRice'), true, null));
  });
});
