/**
 * Warehouses (/bodegas, issue 17 §2): data with the stores served (audited, versioned, once per mutationId), no
 * deactivation while users or orders depend on it, the warehouse's own aisle order and picking walking it, stock
 * adjustments through the ledger (never below zero, also under concurrent damaged adjustments), and picking's
 * out-of-stock lines. SA only; one company per call.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { PickingGetData } from '../../contract/schemas/picking';
import type { RecordHistoryData } from '../../contract/schemas/record-changes';
import type { ScopeOptions } from '../../contract/schemas/scope';
import {
  warehouseAislesData,
  warehouseGetData,
  warehouseListData,
  warehouseOutOfStockData,
  warehouseSaveData,
  warehouseStockData,
  warehouseStockLedgerData,
  type WarehouseDetail,
} from '../../contract/schemas/warehouses';
import { expectOk, insertPickingOrder } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const sa = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

let counter = 0;
const fresh = (prefix: string) => `${prefix} ${++counter}-${randomUUID().slice(0, 6)}`;

function form(overrides: Record<string, unknown> = {}, n: 1 | 2 = 1): Record<string, unknown> {
  return { name: fresh('Bodega'), address: 'Av. 6 de Diciembre N34-120, Quito', lat: -0.18, lng: -78.48, storeIds: [company(n).storeId], active: true, mutationId: randomUUID(), ...overrides };
}
const save = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa('/Warehouse/Save', body, n);
const create = async (overrides: Record<string, unknown> = {}, n: 1 | 2 = 1): Promise<WarehouseDetail> => warehouseSaveData.parse(expectOk(await save(form(overrides, n), n))).warehouse;
const history = async (warehouseId: number) => expectOk<RecordHistoryData>(await sa('/Warehouse/History', { warehouseId }));

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('creating, editing and listing', () => {
  test('a new warehouse is listed with its stores, counts, and shows in the header selector at once', async () => {
    const created = await create({ name: '  Bodega Cumbayá  ' });
    expect(created).toMatchObject({ name: 'Bodega Cumbayá', address: 'Av. 6 de Diciembre N34-120, Quito', lat: -0.18, lng: -78.48, active: true, userCount: 0, productCount: 0, version: 1, openOrderCount: 0 });
    expect(created.stores).toEqual([{ id: company().storeId, name: 'Tienda 1' }]);
    const list = warehouseListData.parse(expectOk(await sa('/Warehouse/List', { q: 'cumbayá' })));
    expect(list.rows.map((row) => row.id)).toEqual([created.id]);
    const options = expectOk<ScopeOptions>(await t.call('/Scope/Options', {}, { token: t.tokens.SA! }));
    expect(options.warehouses.map((w) => w.name)).toContain('Bodega Cumbayá');
    const trail = await history(created.id);
    expect(trail.rows.map((row) => ({ action: row.action, userName: row.userName, name: row.changes['name'] }))).toEqual([{ action: 'create', userName: 'Super Admin', name: [null, 'Bodega Cumbayá'] }]);
  });

  test('the list counts enabled users bound to it and products with stock; filters by active and search', async () => {
    const list = warehouseListData.parse(expectOk(await sa('/Warehouse/List', {})));
    const main = list.rows.find((row) => row.id === company().warehouseId)!;
    expect(main.userCount).toBe(3);
    const [stocked] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM stock WHERE warehouse_id = $1 AND quantity_milli > 0', [company().warehouseId]);
    expect(main.productCount).toBe(stocked!.n);
    expect(list.rows.every((row) => row.companyId === company().id)).toBe(true);
    const inactive = await create({ active: false, name: fresh('Inactiva') });
    const onlyInactive = warehouseListData.parse(expectOk(await sa('/Warehouse/List', { active: false })));
    expect(onlyInactive.rows.map((row) => row.id)).toContain(inactive.id);
    expect(onlyInactive.rows.every((row) => !row.active)).toBe(true);
  });

  test('edit at the version read: renamed, stores replaced, version up, audited; a stale version is refused with the current record', async () => {
    const created = await create({ storeIds: [] });
    const saved = warehouseSaveData.parse(expectOk(await save(form({ warehouseId: created.id, baseVersion: 1, name: 'Bodega Renombrada', storeIds: [company().storeId] }))));
    expect({ name: saved.warehouse.name, version: saved.warehouse.version, stores: saved.warehouse.stores.map((s) => s.id), created: saved.created }).toEqual({
      name: 'Bodega Renombrada',
      version: 2,
      stores: [company().storeId],
      created: false,
    });
    const before = await dataFingerprint();
    const stale = await save(form({ warehouseId: created.id, baseVersion: 1, name: 'Otra cosa' }));
    expect(refusal(stale)).toEqual({ bOk: false, codigo: 'STALE_VERSION', campos: [] });
    expect((stale.json.detalle as { current: WarehouseDetail }).current.name).toBe('Bodega Renombrada');
    expect(await dataFingerprint()).toBe(before);
    const trail = await history(created.id);
    expect(trail.rows[0]).toMatchObject({ action: 'update', changes: { name: [expect.stringMatching(/^Bodega /), 'Bodega Renombrada'], stores: [[], ['Tienda 1']] } });
  });

  test('every field is validated; nothing changes', async () => {
    const existing = await create();
    const before = await dataFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ address: 'x'.repeat(301) }, 'address'],
      [{ lat: 91 }, 'lat'],
      [{ lng: -181 }, 'lng'],
      [{ lat: -0.2, lng: null }, 'lat'],
      [{ name: existing.name.toUpperCase() }, 'name'],
      [{ storeIds: [0] }, 'storeIds.0'],
      [{ active: 'yes' }, 'active'],
      [{ warehouseId: existing.id }, 'baseVersion'],
    ];
    for (const [patch, campo] of cases) {
      const answer = await save(form(patch));
      expect({ patch, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => e.campo) }).toEqual({ patch, codigo: 'VALIDATION', campos: [campo] });
      expect(answer.json.mensaje?.length ?? 0).toBeGreaterThan(5);
    }
    expect((await save(form({ extra: 1 }))).json.codigo).toBe('VALIDATION');
    // Another company's store, and SA naming no company.
    expect((await save(form({ storeIds: [company(2).storeId] }))).json.codigo).toBe('NOT_FOUND');
    const noCompany = await t.call('/Warehouse/Save', form(), { token: t.tokens.SA! });
    expect(refusal(noCompany)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
    expect(await dataFingerprint()).toBe(before);
  });

  test('exactly once per mutationId; the same id with another body is refused', async () => {
    const body = form();
    const first = warehouseSaveData.parse(expectOk(await save(body)));
    const again = warehouseSaveData.parse(expectOk(await save(body)));
    expect(again.warehouse.id).toBe(first.warehouse.id);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM warehouses WHERE name = $1', [body['name']]);
    expect(count!.n).toBe(1);
    expect((await save({ ...body, name: fresh('Otra') })).json.codigo).toBe('CONFLICT');
  });
});

describe('deactivating', () => {
  test('refused while users are bound or orders are in progress, naming how many; nothing changes', async () => {
    const main = warehouseGetData.parse(expectOk(await sa('/Warehouse/Get', { warehouseId: company().warehouseId }))).warehouse!;
    expect(main.openOrderCount).toBeGreaterThan(0);
    const before = await dataFingerprint();
    const answer = await save(form({ warehouseId: main.id, baseVersion: main.version, name: main.name, address: main.address, lat: main.lat, lng: main.lng, storeIds: main.stores.map((s) => s.id), active: false }));
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['active:warehouse_in_use'] });
    expect(answer.json.mensaje).toContain('3 usuarios asignados');
    expect(answer.json.mensaje).toContain(`${main.openOrderCount} órdenes en curso`);
    expect(await dataFingerprint()).toBe(before);
  });

  test('a warehouse nobody depends on is deactivated, audited, and leaves the header selector', async () => {
    const created = await create();
    const saved = warehouseSaveData.parse(expectOk(await save(form({ warehouseId: created.id, baseVersion: 1, name: created.name, active: false })))).warehouse;
    expect(saved.active).toBe(false);
    expect((await history(created.id)).rows[0]).toMatchObject({ action: 'disable', changes: { active: [true, false] } });
    const options = expectOk<ScopeOptions>(await t.call('/Scope/Options', {}, { token: t.tokens.SA! }));
    expect(options.warehouses.map((w) => w.id)).not.toContain(created.id);
  });
});

describe('access and isolation', () => {
  test('only SA: every other role is refused, nothing changes', async () => {
    const before = await dataFingerprint();
    for (const role of ['AD', 'GE', 'SU', 'PK', 'CA'] as const) {
      const list = await t.call('/Warehouse/List', {}, { token: t.tokens[`${role}@1`]! });
      const adjust = await t.call('/Warehouse/AdjustStock', { warehouseId: company().warehouseId, productId: company().picking.products.rice, reason: 'received', quantityMilli: 1000, mutationId: randomUUID() }, { token: t.tokens[`${role}@1`]! });
      expect({ role, list: list.json.codigo, adjust: adjust.json.codigo }).toEqual({ role, list: 'FORBIDDEN', adjust: 'FORBIDDEN' });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test("another company's warehouse or product is NOT_FOUND, as if it did not exist", async () => {
    const before = await dataFingerprint();
    const other = company(2).warehouseId;
    for (const [path, body] of [
      ['/Warehouse/Get', { warehouseId: other }],
      ['/Warehouse/Stock', { warehouseId: other }],
      ['/Warehouse/Aisles', { warehouseId: other }],
      ['/Warehouse/History', { warehouseId: other }],
      ['/Warehouse/PickingOutOfStock', { warehouseId: other }],
      ['/Warehouse/AdjustStock', { warehouseId: other, productId: company(2).picking.products.rice, reason: 'received', quantityMilli: 1000, mutationId: randomUUID() }],
      ['/Warehouse/AdjustStock', { warehouseId: company().warehouseId, productId: company(2).picking.products.rice, reason: 'received', quantityMilli: 1000, mutationId: randomUUID() }],
      ['/Warehouse/StockLedger', { warehouseId: company().warehouseId, productId: company(2).picking.products.rice }],
      ['/Warehouse/Save', form({ warehouseId: other, baseVersion: 1 })],
    ] as const) {
      expect({ path, codigo: (await sa(path, body)).json.codigo }).toEqual({ path, codigo: 'NOT_FOUND' });
    }
    expect(await dataFingerprint()).toBe(before);
  });
});

const names = (data: { rows: Array<{ name: string }> }) => data.rows.map((row) => row.name);
const linesOf = async (orderId: number, token: string) => expectOk<PickingGetData>(await t.call('/Picking/Get', { orderId }, { token })).order.lines.map((line) => line.categoryName);

describe('aisle order', () => {

  test("the warehouse's own order: listed, set, and walked by picking in that warehouse only", async () => {
    const warehouseId = company().warehouseId;
    const initial = warehouseAislesData.parse(expectOk(await sa('/Warehouse/Aisles', { warehouseId })));
    expect(names(initial).slice(0, 3)).toEqual(['Verduras', 'Granos', 'Lácteos']);
    const order = await insertPickingOrder(t, company());
    const otherOrder = await insertPickingOrder(t, company(), { warehouseId: company().extraWarehouseId! });
    expect(await linesOf(order.id, t.tokens['PK@1']!)).toEqual(['Verduras', 'Granos', 'Lácteos']);

    const reversed = initial.rows.map((row) => row.categoryId).toReversed();
    const set = warehouseAislesData.parse(expectOk(await sa('/Warehouse/SetAisles', { warehouseId, categoryIds: reversed, mutationId: randomUUID() })));
    expect(set.rows.map((row) => row.categoryId)).toEqual(reversed);
    expect(set.rows.every((row) => row.custom)).toBe(true);
    expect(await linesOf(order.id, t.tokens['PK@1']!)).toEqual(['Lácteos', 'Granos', 'Verduras']);
    // The other warehouse keeps the company's order.
    expect(await linesOf(otherOrder.id, t.tokens['SU@1']!)).toEqual(['Verduras', 'Granos', 'Lácteos']);
    expect((await history(warehouseId)).rows[0]).toMatchObject({ action: 'aisles', userName: 'Super Admin' });
    // Put back for the other tests.
    expectOk(await sa('/Warehouse/SetAisles', { warehouseId, categoryIds: initial.rows.map((row) => row.categoryId), mutationId: randomUUID() }));
  });

  test('a list missing, repeating or adding a category is refused; nothing changes', async () => {
    const warehouseId = company().warehouseId;
    const ids = warehouseAislesData.parse(expectOk(await sa('/Warehouse/Aisles', { warehouseId }))).rows.map((row) => row.categoryId);
    const before = await dataFingerprint();
    for (const categoryIds of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999], [...ids, company(2).picking.categoryIds.grains]]) {
      const answer = await sa('/Warehouse/SetAisles', { warehouseId, categoryIds, mutationId: randomUUID() });
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['categoryIds:aisles_incomplete'] });
    }
    expect(await dataFingerprint()).toBe(before);
  });
});

/** The stock tests work in company 1's second warehouse. */
const stockWarehouse = () => company().extraWarehouseId!;
const adjust = (body: Record<string, unknown>) => sa('/Warehouse/AdjustStock', { warehouseId: stockWarehouse(), mutationId: randomUUID(), ...body });
async function stockOf(productId: number): Promise<number> {
  const [row] = await t.database.query<{ q: string | number }>('SELECT quantity_milli AS q FROM stock WHERE product_id = $1 AND warehouse_id = $2', [productId, stockWarehouse()]);
  return row === undefined ? 0 : Number(row.q);
}
const ledger = async (productId: number) => warehouseStockLedgerData.parse(expectOk(await sa('/Warehouse/StockLedger', { warehouseId: stockWarehouse(), productId })));
const stockList = async (body: Record<string, unknown>) => warehouseStockData.parse(expectOk(await sa('/Warehouse/Stock', { warehouseId: stockWarehouse(), ...body })));

describe('stock', () => {
  test('received, counted and damaged go through the ledger with who and why', async () => {
    const productId = company().picking.products.potato;
    await t.database.query('DELETE FROM stock WHERE product_id = $1 AND warehouse_id = $2', [productId, stockWarehouse()]);
    expect(expectOk(await adjust({ productId, reason: 'received', quantityMilli: 12_500, note: 'Factura 123' }))).toEqual({ productId, beforeMilli: 0, quantityMilli: 12_500 });
    expect(expectOk(await adjust({ productId, reason: 'damaged', quantityMilli: 500, note: 'Golpeadas' }))).toEqual({ productId, beforeMilli: 12_500, quantityMilli: 12_000 });
    expect(expectOk(await adjust({ productId, reason: 'counted', quantityMilli: 11_000, note: 'Inventario' }))).toEqual({ productId, beforeMilli: 12_000, quantityMilli: 11_000 });
    expect(await stockOf(productId)).toBe(11_000);
    const data = await ledger(productId);
    expect(data.product.quantityMilli).toBe(11_000);
    expect(data.rows.map((row) => ({ reason: row.reason, delta: row.deltaMilli, balance: row.balanceMilli, note: row.note, who: row.userName }))).toEqual([
      { reason: 'counted', delta: -1000, balance: 11_000, note: 'Inventario', who: 'Super Admin' },
      { reason: 'damaged', delta: -500, balance: 12_000, note: 'Golpeadas', who: 'Super Admin' },
      { reason: 'received', delta: 12_500, balance: 12_500, note: 'Factura 123', who: 'Super Admin' },
    ]);
  });

  test('a damaged amount above the stock is refused with a clear message and nothing changes', async () => {
    const productId = company().picking.products.rice;
    expectOk(await adjust({ productId, reason: 'counted', quantityMilli: 2000 }));
    const before = await dataFingerprint();
    const answer = await adjust({ productId, reason: 'damaged', quantityMilli: 3000 });
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['quantityMilli:damaged_above_stock'] });
    expect(answer.json.mensaje).toBe('No puedes dar de baja 3 unidades: solo hay 2 unidades en esta bodega.');
    expect(await dataFingerprint()).toBe(before);
    expect(await stockOf(productId)).toBe(2000);
  });

  test('quantities are validated: whole units for unit products, more than zero for movements', async () => {
    const before = await dataFingerprint();
    const rice = company().picking.products.rice;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productId: rice, reason: 'received', quantityMilli: 1500 }, 'quantityMilli:not_whole_units'],
      [{ productId: rice, reason: 'received', quantityMilli: 0 }, 'quantityMilli:not_positive'],
      [{ productId: rice, reason: 'damaged', quantityMilli: -1000 }, 'quantityMilli:too_small'],
      [{ productId: rice, reason: 'stolen', quantityMilli: 1000 }, 'reason:invalid_value'],
      [{ productId: rice, reason: 'received', quantityMilli: 1000, note: 'x'.repeat(301) }, 'note:too_big'],
    ];
    for (const [body, campo] of cases) {
      const answer = await adjust(body);
      expect({ body, codigo: answer.json.codigo, campo: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`)[0] }).toEqual({ body, codigo: 'VALIDATION', campo });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('concurrent damaged adjustments never take the stock below zero', async () => {
    const productId = company().picking.products.milk;
    expectOk(await adjust({ productId, reason: 'counted', quantityMilli: 5000 }));
    const answers = await Promise.all(Array.from({ length: 12 }, () => adjust({ productId, reason: 'damaged', quantityMilli: 1000 })));
    expect(answers.filter((a) => a.json.bOk).length).toBe(5);
    expect(answers.filter((a) => !a.json.bOk).map((a) => a.json.codigo)).toEqual(Array.from({ length: 7 }, () => 'VALIDATION'));
    expect(await stockOf(productId)).toBe(0);
    const rows = (await ledger(productId)).rows;
    expect(rows.slice(0, 5).map((row) => row.balanceMilli)).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  test('concurrent receipts of a product never stocked here all count', async () => {
    const productId = company().picking.products.bulkRice;
    await t.database.query('DELETE FROM stock WHERE product_id = $1 AND warehouse_id = $2', [productId, stockWarehouse()]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust({ productId, reason: 'received', quantityMilli: 1000 })));
    expect(answers.every((a) => a.json.bOk)).toBe(true);
    expect(await stockOf(productId)).toBe(8000);
    expect((await ledger(productId)).rows.slice(0, 8).map((row) => row.balanceMilli)).toEqual([8000, 7000, 6000, 5000, 4000, 3000, 2000, 1000]);
  });

  test('exactly once per mutationId', async () => {
    const productId = company().picking.products.brownRice;
    const start = await stockOf(productId);
    const body = { productId, reason: 'received', quantityMilli: 4000, mutationId: randomUUID() };
    expectOk(await adjust(body));
    expectOk(await adjust(body));
    expect(await stockOf(productId)).toBe(start + 4000);
  });

  test('search by name, SKU or barcode, the out-of-stock filter, keyset pages', async () => {
    expect((await stockList({ q: 'arroz' })).rows.every((row) => row.name.toLowerCase().includes('arroz'))).toBe(true);
    const [barcode] = await t.database.query<{ barcode: string; product_id: number }>('SELECT barcode, product_id FROM product_barcodes WHERE product_id = $1', [company().picking.products.tomato]);
    expect((await stockList({ q: barcode!.barcode })).rows.map((row) => row.productId)).toEqual([company().picking.products.tomato]);
    const all = await stockList({ limit: 200 });
    const pages: number[] = [];
    let next: { afterName: string; afterId: number } | null = null;
    do {
      const page: Awaited<ReturnType<typeof stockList>> = await stockList({ limit: 2, ...next });
      pages.push(...page.rows.map((row) => row.productId));
      next = page.next;
    } while (next);
    expect(pages).toEqual(all.rows.map((row) => row.productId));
    const out = await stockList({ outOfStock: true, limit: 200 });
    expect(out.rows.length).toBeGreaterThan(0);
    expect(out.rows.every((row) => row.quantityMilli <= 0)).toBe(true);
    expect(out.rows.length).toBe(all.rows.filter((row) => row.quantityMilli <= 0).length);
  });
});

describe("picking's out-of-stock", () => {
  test('lines marked out of stock at this warehouse in the last days, with the order number and picker', async () => {
    const order = await insertPickingOrder(t, company());
    const old = await insertPickingOrder(t, company());
    const elsewhere = await insertPickingOrder(t, company(), { warehouseId: company().extraWarehouseId! });
    const now = t.clock.now();
    const mark = (lineId: number, at: Date) => t.database.query(`UPDATE order_lines SET pick_state = 'out_of_stock', picked_at = $2, picked_by = $3 WHERE id = $1`, [lineId, at, t.user('PK').id]);
    await mark(order.lineIds[1]!, new Date(now.getTime() - 3_600_000));
    await mark(old.lineIds[0]!, new Date(now.getTime() - 10 * 86_400_000));
    await mark(elsewhere.lineIds[0]!, now);
    const data = warehouseOutOfStockData.parse(expectOk(await sa('/Warehouse/PickingOutOfStock', { warehouseId: company().warehouseId })));
    const [number] = await t.database.query<{ number: string }>('SELECT number FROM orders WHERE id = $1', [order.id]);
    const mine = data.rows.filter((row) => [order.id, old.id, elsewhere.id].includes(row.orderId));
    expect(mine.map((row) => ({ orderId: row.orderId, orderNumber: row.orderNumber, name: row.name, pickerName: row.pickerName }))).toEqual([
      { orderId: order.id, orderNumber: number!.number, name: 'Tomate', pickerName: 'PK 1' },
    ]);
    const longer = warehouseOutOfStockData.parse(expectOk(await sa('/Warehouse/PickingOutOfStock', { warehouseId: company().warehouseId, days: 30 })));
    expect(longer.rows.map((row) => row.orderId)).toContain(old.id);
  });
});
