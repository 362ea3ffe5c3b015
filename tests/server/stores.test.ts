/**
 * Stores (issue 17 §1): the full form's save with every field checked (bad input changes nothing), optimistic
 * concurrency and exactly-once creates, who may edit (STORE_EDIT_ROLES) and who may "activate shop" (spec §6: CA,
 * AD, GE; a CA only for the stores their warehouse serves), the audit trail, and company isolation.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { RoleCode } from '../../contract/roles';
import { recordHistoryData } from '../../contract/schemas/record-changes';
import { storeGetData, storeListData, storeSaveData, type StoreDetail } from '../../contract/schemas/stores';
import { weekdayOf } from '../../server/organisation/store-day';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const as = (role: RoleCode, path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> =>
  t.call(path, role === 'SA' ? { empresaId: company(n).id, ...body } : body, { token: t.tokens[role === 'SA' ? 'SA' : `${role}@${n}`]! });
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

let counter = 0;
/** A complete, valid form for company `n` (a new name each time). */
function form(n: 1 | 2 = 1): Record<string, unknown> {
  counter += 1;
  return {
    name: `Tienda prueba ${counter}`,
    market: false,
    active: true,
    address: 'Av. Amazonas N34-120, Quito',
    lat: -0.18,
    lng: -78.48,
    phone: '+593 2 245 6789',
    openingHours: [
      { weekday: 1, opens: '08:00', closes: '13:00' },
      { weekday: 1, opens: '14:00', closes: '20:00' },
      { weekday: 6, opens: '09:00', closes: '14:00' },
    ],
    exceptions: [{ date: '2026-12-25', closed: true, opens: null, closes: null, reason: 'Navidad' }],
    zones: [{ name: 'Norte', areas: ['La Carolina', 'Iñaquito'], shippingCents: 250 }],
    slots: [
      { weekday: 1, starts: '09:00', ends: '11:00', capacity: 10 },
      { weekday: 1, starts: '11:00', ends: '13:00', capacity: 8 },
    ],
    pickupEnabled: true,
    shippingMode: 'zone',
    shippingFlatCents: 0,
    freeShippingAboveCents: 5000,
    minOrderCents: 1500,
    warehouseIds: [company(n).warehouseId],
  };
}

const save = (role: RoleCode, body: Record<string, unknown>, n: 1 | 2 = 1) => as(role, '/Store/Save', { mutationId: randomUUID(), ...body }, n);
async function create(role: RoleCode = 'AD', body: Record<string, unknown> = form(), n: 1 | 2 = 1): Promise<StoreDetail> {
  return storeSaveData.parse(expectOk(await save(role, body, n))).store;
}
/** The form of a saved store, as the screen sends it back. */
function formOf(store: StoreDetail): Record<string, unknown> {
  const { id, companyId: _c, open: _o, version, updatedAt: _u, ...fields } = store;
  return { ...fields, storeId: id, baseVersion: version };
}
const history = async (storeId: number, role: RoleCode = 'AD') => recordHistoryData.parse(expectOk(await as(role, '/Store/History', { storeId }))).rows;
const list = async (role: RoleCode, body: Record<string, unknown> = {}, n: 1 | 2 = 1) => storeListData.parse(expectOk(await as(role, '/Store/List', body, n))).rows;

describe('creating and editing a store', () => {
  test('every field is stored as sent and read back; the list shows warehouses, pickup and today’s hours', async () => {
    const store = await create('AD', { ...form(), name: '  Andino Centro  ' });
    expect(store).toMatchObject({
      name: 'Andino Centro',
      open: true,
      phone: '+593 2 245 6789',
      lat: -0.18,
      shippingMode: 'zone',
      freeShippingAboveCents: 5000,
      minOrderCents: 1500,
      pickupEnabled: true,
      version: 1,
      warehouseIds: [company().warehouseId],
      exceptions: [{ date: '2026-12-25', closed: true, opens: null, closes: null, reason: 'Navidad' }],
    });
    expect(store.zones).toEqual([{ id: store.zones[0]!.id, name: 'Norte', areas: ['La Carolina', 'Iñaquito'], shippingCents: 250 }]);
    expect(store.slots.map((s) => `${s.weekday} ${s.starts}-${s.ends} ×${s.capacity}`)).toEqual(['1 09:00-11:00 ×10', '1 11:00-13:00 ×8']);
    const read = storeGetData.parse(expectOk(await as('GE', '/Store/Get', { storeId: store.id })));
    expect(read.store).toEqual(store);

    // Today's hours in the company's zone: the test clock's weekday gets two windows.
    const today = t.clock.now().toISOString().slice(0, 10);
    const weekday = weekdayOf(today);
    const hours = [
      { weekday, opens: '07:00', closes: '12:00' },
      { weekday, opens: '15:00', closes: '19:30' },
    ];
    const edited = storeSaveData.parse(expectOk(await save('AD', { ...formOf(store), openingHours: hours }))).store;
    const row = (await list('CC', { q: 'andino centro' })).find((r) => r.id === store.id)!;
    expect(row).toMatchObject({ name: 'Andino Centro', open: true, pickupEnabled: true, phone: '+593 2 245 6789', version: edited.version });
    expect(row.warehouses.map((w) => w.id)).toEqual([company().warehouseId]);
    expect(row.today.windows).toEqual([{ opens: '07:00', closes: '12:00' }, { opens: '15:00', closes: '19:30' }]);

    // A holiday today: the list says closed today, with the reason.
    await save('AD', { ...formOf(edited), exceptions: [{ date: row.today.date, closed: true, opens: null, closes: null, reason: 'Feriado local' }] });
    const holiday = (await list('AD', { q: 'andino centro' })).find((r) => r.id === store.id)!;
    expect(holiday.today).toEqual({ date: row.today.date, windows: [], exceptionReason: 'Feriado local' });
  });

  test('an edit keeps the ids of the zones and slots it keeps, drops the removed ones and adds new ones', async () => {
    const store = await create();
    const [keptZone] = store.zones;
    const [keptSlot] = store.slots;
    const saved = storeSaveData.parse(
      expectOk(
        await save('GE', {
          ...formOf(store),
          zones: [{ ...keptZone!, shippingCents: 300 }, { name: 'Sur', areas: ['Quitumbe'], shippingCents: 400 }],
          slots: [{ ...keptSlot!, capacity: 0 }],
        }),
      ),
    ).store;
    expect(saved.zones.map((z) => [z.id === keptZone!.id, z.name, z.shippingCents])).toEqual([[true, 'Norte', 300], [false, 'Sur', 400]]);
    expect(saved.slots).toEqual([{ ...keptSlot!, capacity: 0 }]);
    expect(saved.version).toBe(2);
  });

  test('a save that changes nothing keeps the version and records nothing', async () => {
    const store = await create();
    const again = storeSaveData.parse(expectOk(await save('SG', formOf(store)))).store;
    expect(again.version).toBe(1);
    expect((await history(store.id)).map((r) => r.action)).toEqual(['create']);
  });

  test('create and edit are audited with who, when and each field before and after', async () => {
    const store = await create('AD');
    await save('GE', { ...formOf(store), name: `${store.name} renombrada`, minOrderCents: 2000, warehouseIds: [company().warehouseId, company().extraWarehouseId!] });
    const rows = await history(store.id);
    expect(rows.map((r) => [r.action, r.userName])).toEqual([
      ['update', 'GE 1'],
      ['create', 'AD 1'],
    ]);
    expect(rows[0]!.changes).toEqual({
      name: [store.name, `${store.name} renombrada`],
      minOrderCents: [1500, 2000],
      warehouses: [['Bodega 1'], ['Bodega 1', 'Bodega 1B']],
    });
    expect(rows[1]!.changes['name']).toEqual([null, store.name]);
  });
});

describe('every field is checked; bad input changes nothing', () => {
  const cases: Array<[string, (f: Record<string, unknown>) => Record<string, unknown>, string[]]> = [
    ['empty name', (f) => ({ ...f, name: '   ' }), ['name:required']],
    ['long name', (f) => ({ ...f, name: 'x'.repeat(81) }), ['name:name_too_long']],
    ['one coordinate', (f) => ({ ...f, lng: null }), ['lat:coordinates_pair']],
    ['latitude out of range', (f) => ({ ...f, lat: 91 }), ['lat:too_big']],
    ['long address', (f) => ({ ...f, address: 'x'.repeat(301) }), ['address:too_big']],
    ['phone with letters', (f) => ({ ...f, phone: 'llámame' }), ['phone:invalid_phone']],
    ['phone too long', (f) => ({ ...f, phone: '1'.repeat(31) }), ['phone:phone_too_long']],
    ['weekday 7', (f) => ({ ...f, openingHours: [{ weekday: 7, opens: '08:00', closes: '12:00' }] }), ['openingHours.0.weekday:too_big']],
    ['hour not HH:MM', (f) => ({ ...f, openingHours: [{ weekday: 1, opens: '8', closes: '25:00' }] }), ['openingHours.0.opens:invalid_time', 'openingHours.0.closes:invalid_time']],
    ['closes before it opens', (f) => ({ ...f, openingHours: [{ weekday: 1, opens: '18:00', closes: '09:00' }] }), ['openingHours.0.closes:window_order']],
    [
      'overlapping windows on one day',
      (f) => ({ ...f, openingHours: [{ weekday: 2, opens: '08:00', closes: '13:00' }, { weekday: 2, opens: '12:00', closes: '18:00' }] }),
      ['openingHours.1.opens:hours_overlap'],
    ],
    ['exception date not a date', (f) => ({ ...f, exceptions: [{ date: '2026-13-01', closed: true, opens: null, closes: null, reason: '' }] }), ['exceptions.0.date:invalid_format']],
    [
      'two exceptions on one date',
      (f) => ({ ...f, exceptions: [{ date: '2026-12-24', closed: true, opens: null, closes: null, reason: '' }, { date: '2026-12-24', closed: false, opens: '09:00', closes: '12:00', reason: '' }] }),
      ['exceptions.1.date:duplicate_date'],
    ],
    ['other hours without hours', (f) => ({ ...f, exceptions: [{ date: '2026-12-24', closed: false, opens: null, closes: null, reason: '' }] }), ['exceptions.0.opens:invalid_time', 'exceptions.0.closes:invalid_time']],
    ['long reason', (f) => ({ ...f, exceptions: [{ date: '2026-12-24', closed: true, opens: null, closes: null, reason: 'x'.repeat(121) }] }), ['exceptions.0.reason:reason_too_long']],
    ['zone without name', (f) => ({ ...f, zones: [{ name: ' ', areas: [], shippingCents: 0 }] }), ['zones.0.name:required']],
    ['two zones with one name', (f) => ({ ...f, zones: [{ name: 'Norte', areas: [], shippingCents: 0 }, { name: 'norte', areas: [], shippingCents: 0 }] }), ['zones.1.name:duplicate_zone']],
    ['empty area', (f) => ({ ...f, zones: [{ name: 'Norte', areas: ['  '], shippingCents: 0 }] }), ['zones.0.areas:invalid_area']],
    ['negative zone cost', (f) => ({ ...f, zones: [{ name: 'Norte', areas: [], shippingCents: -1 }] }), ['zones.0.shippingCents:negative_amount']],
    ['by zone without zones', (f) => ({ ...f, zones: [] }), ['zones:zones_required']],
    ['negative slot capacity', (f) => ({ ...f, slots: [{ weekday: 1, starts: '09:00', ends: '10:00', capacity: -1 }] }), ['slots.0.capacity:invalid_capacity']],
    ['slot ends before it starts', (f) => ({ ...f, slots: [{ weekday: 1, starts: '10:00', ends: '10:00', capacity: 1 }] }), ['slots.0.ends:window_order']],
    [
      'overlapping slots on one weekday',
      (f) => ({ ...f, slots: [{ weekday: 3, starts: '09:00', ends: '11:00', capacity: 1 }, { weekday: 3, starts: '10:30', ends: '12:00', capacity: 1 }] }),
      ['slots.1.starts:slot_overlap'],
    ],
    ['unknown shipping mode', (f) => ({ ...f, shippingMode: 'drone' }), ['shippingMode:invalid_value']],
    ['negative flat cost', (f) => ({ ...f, shippingMode: 'flat', shippingFlatCents: -5 }), ['shippingFlatCents:negative_amount']],
    ['negative free-shipping amount', (f) => ({ ...f, freeShippingAboveCents: -100 }), ['freeShippingAboveCents:negative_amount']],
    ['huge minimum order', (f) => ({ ...f, minOrderCents: 100_000_001 }), ['minOrderCents:amount_too_large']],
    ['no warehouse', (f) => ({ ...f, warehouseIds: [] }), ['warehouseIds:warehouses_required']],
    ['market not a boolean', (f) => ({ ...f, market: 'sí' }), ['market:invalid_type']],
  ];
  for (const [name, change, campos] of cases) {
    test(`refused: ${name}`, async () => {
      const before = await dataFingerprint();
      const answer = await save('AD', change(form()));
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos });
      expect(answer.json.mensaje).toMatch(/\S/);
      expect(await dataFingerprint()).toBe(before);
    });
  }

  test('a name another store of the company has (ignoring case) is refused; the other company may use it', async () => {
    const store = await create();
    const before = await dataFingerprint();
    expect(refusal(await save('AD', { ...form(), name: store.name.toUpperCase() }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['name:name_taken'] });
    expect(await dataFingerprint()).toBe(before);
    await create('AD', { ...form(2), name: store.name }, 2);
  });

  test("another company's warehouse is NOT_FOUND and nothing is stored", async () => {
    const before = await dataFingerprint();
    const answer = await save('AD', { ...form(), warehouseIds: [company(2).warehouseId] });
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('who may edit (STORE_EDIT_ROLES: SA, AD, GE, SG)', () => {
  test('SA (naming the company), GE and SG may create; CA and CC are refused and nothing changes', async () => {
    for (const role of ['SA', 'GE', 'SG'] as const) expect((await create(role)).name).toMatch(/Tienda prueba/);
    const store = await create();
    for (const role of ['CA', 'CC'] as const) {
      const before = await dataFingerprint();
      expect(refusal(await save(role, form()))).toEqual({ bOk: false, codigo: 'FORBIDDEN', campos: [] });
      expect(refusal(await save(role, { ...formOf(store), name: 'No debería' }))).toEqual({ bOk: false, codigo: 'FORBIDDEN', campos: [] });
      expect(await dataFingerprint()).toBe(before);
    }
  });

  test('SA must name a company to create a store', async () => {
    const answer = await t.call('/Store/Save', { mutationId: randomUUID(), ...form() }, { token: t.tokens.SA! });
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
  });
});

describe('optimistic concurrency and exactly-once', () => {
  test('a save from an old version is refused with the current store; nothing of it is stored', async () => {
    const store = await create();
    const first = storeSaveData.parse(expectOk(await save('GE', { ...formOf(store), phone: '022 111 222' }))).store;
    const before = await dataFingerprint();
    const stale = await save('AD', { ...formOf(store), name: 'Pisado' });
    expect(refusal(stale)).toEqual({ bOk: false, codigo: 'STALE_VERSION', campos: [] });
    expect(stale.json.mensaje).toContain('GE 1');
    expect(stale.json.detalle).toMatchObject({ current: { id: store.id, phone: '022 111 222', version: 2 }, changedBy: 'GE 1' });
    expect(await dataFingerprint()).toBe(before);
    expect(first.version).toBe(2);
  });

  test('an edit without its base version is refused', async () => {
    const store = await create();
    const { baseVersion: _b, ...body } = formOf(store);
    expect(refusal(await save('AD', { ...body, name: 'Sin versión' }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['baseVersion:required'] });
  });

  test('a create retried with its mutationId is stored once; the id with another body is refused', async () => {
    const mutationId = randomUUID();
    const body = form();
    const a = await save('AD', { ...body, mutationId });
    const b = await save('AD', { ...body, mutationId });
    expect(storeSaveData.parse(expectOk(b)).store.id).toBe(storeSaveData.parse(expectOk(a)).store.id);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM stores WHERE name = $1', [body['name']]);
    expect(count!.n).toBe(1);
    expect(refusal(await save('AD', { ...body, name: 'Otra', mutationId }))).toEqual({ bOk: false, codigo: 'CONFLICT', campos: [] });
  });
});

const setOpen = (role: RoleCode, storeId: number, open: boolean, mutationId = randomUUID(), n: 1 | 2 = 1) => as(role, '/Store/SetOpen', { storeId, open, mutationId }, n);

describe('"activate shop" (spec §6: CA, AD, GE)', () => {

  test('a GE closes a store: the list shows it closed and the trail says who; AD reopens it', async () => {
    const store = await create();
    expect(expectOk(await setOpen('GE', store.id, false))).toEqual({ storeId: store.id, open: false });
    expect((await list('CC', { q: store.name })).map((r) => [r.id, r.open])).toEqual([[store.id, false]]);
    expect((await list('AD', { open: false })).some((r) => r.id === store.id)).toBe(true);
    expect((await list('AD', { open: true })).some((r) => r.id === store.id)).toBe(false);
    expectOk(await setOpen('AD', store.id, true));
    const rows = await history(store.id);
    expect(rows.slice(0, 2).map((r) => [r.action, r.userName, r.changes])).toEqual([
      ['open', 'AD 1', { open: [false, true] }],
      ['close', 'GE 1', { open: [true, false] }],
    ]);
    // The form's version does not move: a form open meanwhile still saves.
    expect(storeGetData.parse(expectOk(await as('AD', '/Store/Get', { storeId: store.id }))).store!.version).toBe(1);
  });

  test('CC, SG and SA are refused and nothing changes', async () => {
    const store = await create();
    for (const role of ['CC', 'SG', 'SA'] as const) {
      const before = await dataFingerprint();
      const answer = await setOpen(role, store.id, false);
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'FORBIDDEN', campos: [] });
      expect(await dataFingerprint()).toBe(before);
    }
  });

  test("a CA opens and closes their warehouse's stores only; they list only those", async () => {
    const served = company().storeId;
    const other = await create('AD', { ...form(), warehouseIds: [company().extraWarehouseId!] });
    expect(expectOk(await setOpen('CA', served, false))).toEqual({ storeId: served, open: false });
    expectOk(await setOpen('CA', served, true));
    const before = await dataFingerprint();
    expect(refusal(await setOpen('CA', other.id, false))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(refusal(await as('CA', '/Store/Get', { storeId: other.id }))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(refusal(await as('CA', '/Store/History', { storeId: other.id }))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(await dataFingerprint()).toBe(before);
    const ids = (await list('CA')).map((r) => r.id);
    expect(ids).toContain(served);
    expect(ids).not.toContain(other.id);
  });

  test('a press retried with its mutationId is recorded once', async () => {
    const store = await create();
    const mutationId = randomUUID();
    expectOk(await setOpen('GE', store.id, false, mutationId));
    expectOk(await setOpen('GE', store.id, false, mutationId));
    expect((await history(store.id)).filter((r) => r.action === 'close')).toHaveLength(1);
  });
});

describe('company isolation', () => {
  test("company 2 neither lists nor reads, edits, opens or pages the history of company 1's stores", async () => {
    const store = await create();
    expect(new Set((await list('AD', {}, 2)).map((r) => r.companyId))).toEqual(new Set([company(2).id]));
    const before = await dataFingerprint();
    for (const answer of [
      await as('AD', '/Store/Get', { storeId: store.id }, 2),
      await as('AD', '/Store/History', { storeId: store.id }, 2),
      await save('AD', { ...formOf(store), name: 'Robada' }, 2),
      await as('GE', '/Store/SetOpen', { storeId: store.id, open: false, mutationId: randomUUID() }, 2),
    ]) {
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('SA lists every company, or the one it names', async () => {
    const all = storeListData.parse(expectOk(await t.call('/Store/List', {}, { token: t.tokens.SA! }))).rows;
    expect(new Set(all.map((r) => r.companyId))).toEqual(new Set([company(1).id, company(2).id]));
    expect(new Set((await list('SA', {}, 2)).map((r) => r.companyId))).toEqual(new Set([company(2).id]));
  });
});
