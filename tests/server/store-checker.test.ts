/**
 * Issue 17 §1, the cashier's store form (`/store/cajero/editar/:id`): today's hours (an exception row for the store's
 * business day), slot capacity and today's out-of-stock list; who reaches which store; validation; exactly once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { storeCheckerData } from '../../contract/schemas/store-checker';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
/** The fixture's clock: Friday 2026-11-20, 12:00 in Guayaquil. */
const TODAY = '2026-11-20';

function call(path: string, body: Record<string, unknown>, key = 'CA@1'): Promise<Answer> {
  return t.call(path, body, { token: t.tokens[key]! });
}
async function get(key = 'CA@1', storeId = company().storeId) {
  return storeCheckerData.parse(expectOk(await call('/StoreChecker/Get', { storeId }, key)));
}
function setToday(body: Record<string, unknown>, key = 'CA@1'): Promise<Answer> {
  return call('/StoreChecker/SetToday', { storeId: company().storeId, mutationId: randomUUID(), ...body }, key);
}
function setCapacity(slotId: number, capacity: unknown, key = 'CA@1', storeId = company().storeId): Promise<Answer> {
  return call('/StoreChecker/SetSlotCapacity', { storeId, mutationId: randomUUID(), slotId, capacity }, key);
}
async function slot(storeId: number, weekday: number, starts: string, ends: string, capacity = 10): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    'INSERT INTO delivery_slots (store_id, company_id, weekday, starts, ends, capacity) SELECT $1, company_id, $2, $3, $4, $5 FROM stores WHERE id = $1 RETURNING id',
    [storeId, weekday, starts, ends, capacity],
  );
  return row!.id;
}
async function exceptions(): Promise<string> {
  return JSON.stringify(await t.database.query('SELECT store_id, on_date::text AS day, closed, opens, closes, reason FROM store_hour_exceptions ORDER BY 1, 2'));
}
async function capacities(): Promise<string> {
  return JSON.stringify(await t.database.query('SELECT id, capacity FROM delivery_slots ORDER BY id'));
}

async function refused(body: Record<string, unknown>, campo: string): Promise<void> {
  const answer = await setToday(body);
  expect(answer.json.codigo).toBe('VALIDATION');
  expect(answer.json.errores?.map((e) => e.campo)).toContain(campo);
}

describe('/StoreChecker/Get', () => {
  test("reads today's usual hours, the slots with today's weekday first, and today's out-of-stock products", async () => {
    await t.database.query(`UPDATE stores SET opening_hours = '[{"weekday":5,"opens":"08:00","closes":"20:00"},{"weekday":6,"opens":"09:00","closes":"13:00"}]' WHERE id = $1`, [company().storeId]);
    const wednesday = await slot(company().storeId, 3, '09:00', '11:00');
    const friday = await slot(company().storeId, 5, '10:00', '12:00');
    const saturday = await slot(company().storeId, 6, '09:00', '11:00');
    expectOk(await call('/MyMenu/SetOutOfStock', { storeId: company().storeId, productId: company().picking.products.milk, mutationId: randomUUID(), outOfStockToday: true }));
    const data = await get();
    expect(data.today).toBe(TODAY);
    expect(data.weekday).toBe(5);
    expect(data.store).toMatchObject({ id: company().storeId, name: 'Tienda 1', open: true });
    expect(data.usualHours).toEqual([{ opens: '08:00', closes: '20:00' }]);
    expect(data.todayHours).toBeNull();
    expect(data.slots.map((s) => s.id)).toEqual([friday, saturday, wednesday]);
    expect(data.outToday.map((p) => p.name)).toEqual(['Leche 1 L']);
    expectOk(await call('/MyMenu/SetOutOfStock', { storeId: company().storeId, productId: company().picking.products.milk, mutationId: randomUUID(), outOfStockToday: false }));
  });

  test('CA, AD, GE, SG and SA reach it; CC, SU and PK do not; a cashier only for stores their warehouse serves', async () => {
    for (const key of ['CA@1', 'AD@1', 'GE@1', 'SG@1', 'SA']) expect((await get(key)).store.id).toBe(company().storeId);
    for (const key of ['CC@1', 'SU@1', 'PK@1']) expect((await call('/StoreChecker/Get', { storeId: company().storeId }, key)).json.codigo).toBe('FORBIDDEN');
    expect((await call('/StoreChecker/Get', { storeId: company(2).storeId }, 'AD@1')).json.codigo).toBe('NOT_FOUND');
    const [store] = await t.database.query<{ id: number }>("INSERT INTO stores (company_id, name) VALUES ($1, 'Tienda 1C') RETURNING id", [company().id]);
    await t.database.query('INSERT INTO store_warehouses (store_id, warehouse_id) VALUES ($1, $2)', [store!.id, company().extraWarehouseId]);
    expect((await call('/StoreChecker/Get', { storeId: store!.id }, 'CA@1')).json.codigo).toBe('NOT_FOUND');
    expect((await get('AD@1', store!.id)).store.name).toBe('Tienda 1C');
    const before = await exceptions();
    expect((await call('/StoreChecker/SetToday', { storeId: store!.id, mutationId: randomUUID(), mode: 'closed' })).json.codigo).toBe('NOT_FOUND');
    expect((await setToday({ mode: 'closed' }, 'CC@1')).json.codigo).toBe('FORBIDDEN');
    expect(await exceptions()).toBe(before);
  });
});

describe('/StoreChecker/SetToday', () => {
  test("other hours or closed today write today's exception, audited; 'usual' removes it", async () => {
    const data = storeCheckerData.parse(expectOk(await setToday({ mode: 'hours', opens: '10:00', closes: '14:30', reason: 'Inventario' })));
    expect(data.todayHours).toEqual({ closed: false, opens: '10:00', closes: '14:30', reason: 'Inventario' });
    const rows = await t.database.query<{ day: string; closed: boolean }>('SELECT on_date::text AS day, closed FROM store_hour_exceptions WHERE store_id = $1', [company().storeId]);
    expect(rows).toEqual([{ day: TODAY, closed: false }]);
    expect((storeCheckerData.parse(expectOk(await setToday({ mode: 'closed' })))).todayHours).toMatchObject({ closed: true, opens: null, closes: null });
    const audit = await t.database.query<{ action: string; changes: Record<string, unknown>; user_id: number }>(
      "SELECT action, changes, user_id FROM record_changes WHERE entity = 'store' AND entity_id = $1 AND action = 'today_hours' ORDER BY id",
      [company().storeId],
    );
    expect(audit.map((row) => row.changes['todayHours'])).toEqual([
      [null, '10:00–14:30'],
      ['10:00–14:30', 'cerrado'],
    ]);
    expect(audit[0]!.user_id).toBe(t.user('CA').id);
    expect((storeCheckerData.parse(expectOk(await setToday({ mode: 'usual' })))).todayHours).toBeNull();
    expect(await t.database.query('SELECT 1 FROM store_hour_exceptions WHERE store_id = $1', [company().storeId])).toHaveLength(0);
  });

  test('bad hours are refused on the field and nothing changes', async () => {
    const before = await exceptions();
    await refused({ mode: 'hours', opens: '18:00', closes: '09:00' }, 'closes');
    await refused({ mode: 'hours', opens: '09:00', closes: '09:00' }, 'closes');
    await refused({ mode: 'hours', closes: '18:00' }, 'opens');
    await refused({ mode: 'hours', opens: '9:00', closes: '18:00' }, 'opens');
    await refused({ mode: 'hours', opens: '09:00', closes: '24:00' }, 'closes');
    await refused({ mode: 'abierto' }, 'mode');
    await refused({ mode: 'closed', reason: 'x'.repeat(201) }, 'reason');
    expect(await exceptions()).toBe(before);
  });

  test('the same mutationId applies once', async () => {
    const body = { storeId: company().storeId, mutationId: randomUUID(), mode: 'closed' };
    expectOk(await call('/StoreChecker/SetToday', body));
    expectOk(await setToday({ mode: 'usual' }));
    expectOk(await call('/StoreChecker/SetToday', body));
    expect((await get()).todayHours).toBeNull();
  });
});

describe('/StoreChecker/SetSlotCapacity', () => {
  test('sets a slot capacity (audited); validates it; another store\'s slot is NOT_FOUND; applied once', async () => {
    const mine = await slot(company().storeId, 1, '15:00', '17:00', 8);
    const theirs = await slot(company(2).storeId, 1, '15:00', '17:00', 8);
    const data = storeCheckerData.parse(expectOk(await setCapacity(mine, 3)));
    expect(data.slots.find((s) => s.id === mine)!.capacity).toBe(3);
    const [audit] = await t.database.query<{ changes: Record<string, unknown> }>("SELECT changes FROM record_changes WHERE entity = 'store' AND entity_id = $1 ORDER BY id DESC LIMIT 1", [company().storeId]);
    expect(audit!.changes).toEqual({ 'capacity 1 15:00–17:00': [8, 3] });
    const before = await capacities();
    for (const capacity of [-1, 2.5, 10_001, '4']) expect((await setCapacity(mine, capacity)).json.codigo).toBe('VALIDATION');
    expect((await setCapacity(theirs, 1)).json.codigo).toBe('NOT_FOUND');
    expect((await setCapacity(theirs, 1, 'AD@1', company(2).storeId)).json.codigo).toBe('NOT_FOUND');
    expect((await setCapacity(mine, 1, 'SU@1')).json.codigo).toBe('FORBIDDEN');
    expect(await capacities()).toBe(before);
    const body = { storeId: company().storeId, mutationId: randomUUID(), slotId: mine, capacity: 5 };
    expectOk(await call('/StoreChecker/SetSlotCapacity', body));
    expectOk(await setCapacity(mine, 6, 'GE@1'));
    expectOk(await call('/StoreChecker/SetSlotCapacity', body));
    expect((await get()).slots.find((s) => s.id === mine)!.capacity).toBe(6);
  });
});
