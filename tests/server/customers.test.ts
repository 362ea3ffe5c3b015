/**
 * Customers (/clientes, /cliente/:id, issue 17 §4): search by name, email, phone and document (an exact match first,
 * keyset pages), the customer's page (contact data, addresses, orders), contact changes validated and audited with
 * before/after, addresses with at most one default (also under concurrent changes), SU read-only, and nothing of
 * another company reachable.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { recordHistoryData } from '../../contract/schemas/record-changes';
import { customerChangeData, customerGetData, customerListData, customerOrdersData, customerSaveData, type CustomerDetail } from '../../contract/schemas/customers';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const cc = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, body, { token: t.tokens[`CC@${n}`]! });
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

let counter = 0;
/** A new customer of company `n`, made through the call (so its creation is audited too). */
async function create(fields: Partial<{ nombre: string; email: string | null; phone: string | null; documentId: string | null }> = {}, n: 1 | 2 = 1): Promise<CustomerDetail> {
  counter += 1;
  const body = { nombre: `Cliente de prueba ${counter}`, email: null, phone: null, documentId: null, mutationId: randomUUID(), ...fields };
  return customerSaveData.parse(expectOk(await cc('/Customer/Save', body, n))).customer;
}
const get = async (customerId: number, n: 1 | 2 = 1) => customerGetData.parse(expectOk(await cc('/Customer/Get', { customerId }, n))).customer;
const search = async (q: string | undefined, extra: Record<string, unknown> = {}, n: 1 | 2 = 1) =>
  customerListData.parse(expectOk(await cc('/Customer/List', { ...(q === undefined ? {} : { q }), ...extra }, n)));
const update = (customer: CustomerDetail, fields: Record<string, unknown>) =>
  cc('/Customer/Save', {
    customerId: customer.id,
    baseVersion: customer.version,
    nombre: customer.name,
    email: customer.email,
    phone: customer.phone,
    documentId: customer.documentId,
    mutationId: randomUUID(),
    ...fields,
  });
const addAddress = (customerId: number, fields: Record<string, unknown> = {}) =>
  cc('/Customer/SaveAddress', { customerId, label: 'Casa', address: 'Av. Amazonas N24-131', city: 'Quito', lat: -0.2021, lng: -78.4912, mutationId: randomUUID(), ...fields });

const saList = async (body: Record<string, unknown>) => customerListData.parse(expectOk(await t.call('/Customer/List', body, { token: t.tokens.SA! }))).rows.map((row) => row.id);

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('search', () => {
  test('finds by name fragment, email, phone as typed and document; an exact match comes first', async () => {
    // Names whose order is the same in every collation (PGlite's and PostgreSQL's).
    const zoila = await create({ nombre: 'Zoila Quishpe Mora', email: 'zq.quishpe@correo.test', phone: '+593 99 812 3456', documentId: '1712345678' });
    const other = await create({ nombre: 'Beatriz Quishpe', email: 'otra.zq.quishpe@correo.test', phone: '+593998123450', documentId: '1712345679' });
    const names = async (q: string) => (await search(q)).rows.map((row) => row.id);
    expect(await names('QUISHPE')).toEqual([other.id, zoila.id]);
    // The exact email first, although Beatriz comes first by name and her email contains it too.
    expect(await names('zq.quishpe@correo.test')).toEqual([zoila.id, other.id]);
    // A phone as staff read it aloud, with the national 0 and spaces: stored as digits, found, and the exact one first.
    expect(zoila.phone).toBe('+593998123456');
    expect(await names('099 812 3456')).toEqual([zoila.id]);
    expect(await names('99812345')).toEqual([other.id, zoila.id]);
    expect(await names('1712345679')).toEqual([other.id]);
    const row = (await search('1712345678')).rows[0]!;
    expect(row).toEqual({ id: zoila.id, companyId: company().id, name: 'Zoila Quishpe Mora', email: 'zq.quishpe@correo.test', phone: '+593998123456', documentId: '1712345678', orderCount: 0 });
    // LIKE wildcards are taken literally.
    expect(await names('%')).toEqual([]);
  });

  test('pages by keyset without repeating or skipping anyone, and counts orders', async () => {
    for (let i = 0; i < 7; i += 1) await create({ nombre: `Paginado ${String.fromCharCode(72 - i)}` });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search('paginado', { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...page.rows.map((row) => row.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => `Paginado ${letter}`));
    const first = await search(undefined, { limit: 100 });
    expect(first.rows.find((row) => row.id === company().customerId)?.orderCount).toBe(company().orderIds.length);
    expect(first.rows.every((row) => row.companyId === company().id)).toBe(true);
    // The exact match leads the first page and is not repeated in the name order after it.
    const exact = await create({ nombre: 'Zeta Exacta', phone: '+593990000001' });
    const alfa = await create({ nombre: 'Alfa Contiene', phone: '+5939900000012' });
    const beta = await create({ nombre: 'Beta Contiene', phone: '+5939900000013' });
    const first1 = await search('099 000 0001', { limit: 2 });
    expect(first1.rows.map((row) => row.id)).toEqual([exact.id, alfa.id]);
    const second = await search('099 000 0001', { limit: 2, cursor: first1.nextCursor });
    expect({ ids: second.rows.map((row) => row.id), next: second.nextCursor }).toEqual({ ids: [beta.id], next: null });
    const onlyExact = await search('099 000 0001', { limit: 1 });
    expect(onlyExact.rows.map((row) => row.id)).toEqual([exact.id]);
    expect((await search('099 000 0001', { limit: 5, cursor: onlyExact.nextCursor })).rows.map((row) => row.id)).toEqual([alfa.id, beta.id]);
    const bad = await cc('/Customer/List', { cursor: 'not-a-cursor' });
    expect(refusal(bad)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['cursor:invalid'] });
  });

  test("stays inside the caller's company; SA sees every company or the one it names", async () => {
    const mine = await create({ nombre: 'Isolda Aislada' }, 2);
    expect((await search('isolda')).rows).toEqual([]);
    expect((await search('isolda', {}, 2)).rows.map((row) => row.id)).toEqual([mine.id]);
    expect(await saList({ q: 'isolda' })).toEqual([mine.id]);
    expect(await saList({ q: 'isolda', empresaId: company(1).id })).toEqual([]);
    expect(await saList({ q: 'isolda', empresaId: company(2).id })).toEqual([mine.id]);
  });
});

describe("the customer's page", () => {
  test('shows contact data, addresses, order count and last order; its orders newest first in pages, linking by id', async () => {
    const customer = await get(company().customerId);
    expect(customer).toMatchObject({ id: company().customerId, companyId: company().id, name: 'Cliente 1', email: 'cliente1@example.test', orderCount: company().orderIds.length });
    const all: number[] = [];
    let cursor: string | undefined;
    do {
      const page = customerOrdersData.parse(expectOk(await cc('/Customer/Orders', { customerId: customer.id, limit: 3, ...(cursor ? { cursor } : {}) })));
      all.push(...page.rows.map((row) => row.id));
      expect(page.rows.every((row) => row.customerId === customer.id)).toBe(true);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(all.toSorted((a, b) => a - b)).toEqual([...company().orderIds].toSorted((a, b) => a - b));
    const [newest] = await t.database.query<{ id: number }>('SELECT id FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [customer.id]);
    expect(all[0]).toBe(newest!.id);
    expect(customer.lastOrder?.id).toBe(newest!.id);
  });

  test("another company's customer is NOT_FOUND for every call, exactly as one that does not exist, and nothing changes", async () => {
    const theirs = company(2).customerId;
    const before = await dataFingerprint();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/Customer/Get', {}],
      ['/Customer/Orders', {}],
      ['/Customer/History', {}],
      ['/Customer/Save', { baseVersion: 1, nombre: 'Robado', email: null, phone: null, documentId: null, mutationId: randomUUID() }],
      ['/Customer/SaveAddress', { label: '', address: 'Calle 1', city: 'Quito', lat: null, lng: null, mutationId: randomUUID() }],
    ];
    for (const [path, extra] of calls) {
      const real = await cc(path, { customerId: theirs, ...extra });
      const ghost = await cc(path, { customerId: 999_999, ...extra, ...('mutationId' in extra ? { mutationId: randomUUID() } : {}) });
      expect({ path, codigo: real.json.codigo, status: real.status }).toEqual({ path, codigo: 'NOT_FOUND', status: 404 });
      expect(real.json.mensaje).toBe(ghost.json.mensaje);
    }
    // An address of another company's customer, named with one's own customer.
    const [address] = await t.database.query<{ id: number }>(
      `INSERT INTO customer_addresses (customer_id, line1, city) VALUES ($1, 'Calle ajena', 'Quito') RETURNING id`,
      [theirs],
    );
    const snapshot = await dataFingerprint();
    for (const path of ['/Customer/DeleteAddress', '/Customer/SetDefaultAddress']) {
      const answer = await cc(path, { customerId: company().customerId, addressId: address!.id, mutationId: randomUUID() });
      expect({ path, codigo: answer.json.codigo }).toEqual({ path, codigo: 'NOT_FOUND' });
    }
    expect(await dataFingerprint()).toBe(snapshot);
    await t.database.query('DELETE FROM customer_addresses WHERE id = $1', [address!.id]);
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('who may see and change customers', () => {
  test('SU reads a customer (for the credit balance) but may not change one (checkout only adds); AD and PK may not even read', async () => {
    const customerId = company().customerId;
    const su = t.tokens['SU@1']!;
    expect((await t.call('/Customer/Get', { customerId }, { token: su })).json.bOk).toBe(true);
    expect((await t.call('/Customer/Orders', { customerId }, { token: su })).json.bOk).toBe(true);
    expect((await t.call('/Customer/History', { customerId }, { token: su })).json.bOk).toBe(true);
    const [existing] = await t.database.query<{ id: number }>(`INSERT INTO customer_addresses (customer_id, line1, city) VALUES ($1, 'Calle de SU', 'Quito') RETURNING id`, [customerId]);
    const before = await dataFingerprint();
    const customer = await get(customerId);
    const save = await t.call(
      '/Customer/Save',
      { customerId, baseVersion: customer.version, nombre: 'Cambiado por SU', email: null, phone: null, documentId: null, mutationId: randomUUID() },
      { token: su },
    );
    expect(save.json.codigo).toBe('FORBIDDEN');
    // Checkout (issue 18) lets SU add a delivery address, never change one the customer has.
    const edit = { customerId, addressId: existing!.id, label: '', address: 'Calle', city: 'Quito', lat: null, lng: null, mutationId: randomUUID() };
    expect((await t.call('/Customer/SaveAddress', edit, { token: su })).json.codigo).toBe('FORBIDDEN');
    for (const role of ['AD', 'PK', 'GE'] as const) {
      expect((await t.call('/Customer/Get', { customerId }, { token: t.tokens[`${role}@1`]! })).json.codigo, role).toBe('FORBIDDEN');
    }
    expect(await dataFingerprint()).toBe(before);
    await t.database.query('DELETE FROM customer_addresses WHERE id = $1', [existing!.id]);
  });

  test('PS and SA change contact data (SA naming no company reaches the customer by its id)', async () => {
    const customer = await create({ nombre: 'Para PS' });
    const ps = await t.call('/Customer/Save', { customerId: customer.id, baseVersion: 1, nombre: 'Cambiado por PS', email: null, phone: null, documentId: null, mutationId: randomUUID() }, { token: t.tokens['PS@1']! });
    expect(customerSaveData.parse(expectOk(ps)).customer.name).toBe('Cambiado por PS');
    const sa = await t.call('/Customer/Save', { customerId: customer.id, baseVersion: 2, nombre: 'Cambiado por SA', email: null, phone: null, documentId: null, mutationId: randomUUID() }, { token: t.tokens.SA! });
    expect(customerSaveData.parse(expectOk(sa)).customer).toMatchObject({ name: 'Cambiado por SA', version: 3 });
  });
});

describe('changing contact data', () => {
  test('every field is validated; a refusal names the field and changes nothing', async () => {
    const customer = await create({ nombre: 'Validado', email: 'validado@correo.test', phone: '0991112233', documentId: '1700000001' });
    const before = await dataFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nombre: '   ' }, 'nombre:too_small'],
      [{ nombre: 'x'.repeat(121) }, 'nombre:too_big'],
      [{ email: 'no-es-un-correo' }, 'email:invalid_format'],
      [{ email: 'falta@dominio' }, 'email:invalid_format'],
      [{ phone: '099-ABC-1234' }, 'phone:invalid_format'],
      [{ phone: '123456' }, 'phone:invalid_format'],
      [{ phone: '+1234567890123456' }, 'phone:invalid_format'],
      [{ phone: '++593991112233' }, 'phone:invalid_format'],
      [{ documentId: '17 00' }, 'documentId:invalid_format'],
      [{ documentId: 'ab' }, 'documentId:invalid_format'],
      [{ documentId: 'x'.repeat(21) }, 'documentId:invalid_format'],
      [{ nombre: 'Nulo\u0000' }, 'nombre:invalid_text'],
      [{ baseVersion: 0 }, 'baseVersion:too_small'],
      [{ baseVersion: undefined }, 'baseVersion:required'],
    ];
    for (const [fields, expected] of cases) {
      const answer = await update(customer, fields);
      expect({ fields, ...refusal(answer) }).toEqual({ fields, bOk: false, codigo: 'VALIDATION', campos: [expected] });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('a change is stored (phone as digits, email in lower case), audited with before/after and listed in the history', async () => {
    const customer = await create({ nombre: 'Auditado', email: 'viejo@correo.test', phone: '+593 98 111 2222' });
    const saved = customerSaveData.parse(expectOk(await update(customer, { email: ' Nuevo@Correo.TEST ', phone: '(02) 600-1234', documentId: 'P-1234567' }))).customer;
    expect(saved).toMatchObject({ email: 'nuevo@correo.test', phone: '026001234', documentId: 'P-1234567', version: 2 });
    const history = recordHistoryData.parse(expectOk(await cc('/Customer/History', { customerId: customer.id })));
    expect(history.rows.map((row) => ({ action: row.action, changes: row.changes, userName: row.userName }))).toEqual([
      {
        action: 'update',
        userName: 'CC 1',
        changes: { email: ['viejo@correo.test', 'nuevo@correo.test'], phone: ['+593981112222', '026001234'], documentId: [null, 'P-1234567'] },
      },
      { action: 'create', userName: 'CC 1', changes: { name: [null, 'Auditado'], email: [null, 'viejo@correo.test'], phone: [null, '+593981112222'] } },
    ]);
    // Saving the same data again is no change: nothing new in the history.
    expectOk(await update(saved, {}));
    expect(recordHistoryData.parse(expectOk(await cc('/Customer/History', { customerId: customer.id }))).rows).toHaveLength(2);
    const [row] = await t.database.query<{ company_id: number; entity: string; user_id: number }>(`SELECT company_id, entity, user_id FROM record_changes WHERE entity_id = $1 ORDER BY id DESC LIMIT 1`, [customer.id]);
    expect(row).toEqual({ company_id: company().id, entity: 'customer', user_id: t.user('CC').id });
  });

  test('a save against an old version is refused with the current customer, and the newer data stays', async () => {
    const customer = await create({ nombre: 'Versionado' });
    expectOk(await update(customer, { nombre: 'Versionado por Ana' }));
    const stale = await update(customer, { nombre: 'Versionado por Luis' });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect((stale.json.detalle?.['current'] as CustomerDetail | undefined)?.name).toBe('Versionado por Ana');
    expect((await get(customer.id)).name).toBe('Versionado por Ana');
  });
});

describe('addresses', () => {
  test('the first address is the default; another made default takes its place; each change is in the history', async () => {
    const customer = await create({ nombre: 'Con direcciones' });
    const first = customerChangeData.parse(expectOk(await addAddress(customer.id))).customer;
    expect(first.addresses).toEqual([{ id: first.addresses[0]!.id, label: 'Casa', address: 'Av. Amazonas N24-131', city: 'Quito', lat: -0.2021, lng: -78.4912, isDefault: true }]);
    const second = customerChangeData.parse(expectOk(await addAddress(customer.id, { label: 'Oficina', address: 'Av. Shyris N35-17', lat: null, lng: null, makeDefault: true }))).customer;
    expect(second.addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ['Oficina', true],
      ['Casa', false],
    ]);
    const casa = second.addresses[1]!;
    const edited = customerChangeData.parse(expectOk(await addAddress(customer.id, { addressId: casa.id, label: 'Casa', address: 'Av. Amazonas N24-200', lat: -0.2, lng: -78.49 }))).customer;
    expect(edited.addresses.find((a) => a.id === casa.id)).toMatchObject({ address: 'Av. Amazonas N24-200', lat: -0.2, isDefault: false });
    const back = customerChangeData.parse(expectOk(await cc('/Customer/SetDefaultAddress', { customerId: customer.id, addressId: casa.id, mutationId: randomUUID() }))).customer;
    expect(back.addresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([casa.id]);
    const removed = customerChangeData.parse(expectOk(await cc('/Customer/DeleteAddress', { customerId: customer.id, addressId: casa.id, mutationId: randomUUID() }))).customer;
    expect(removed.addresses.map((a) => a.label)).toEqual(['Oficina']);
    const history = recordHistoryData.parse(expectOk(await cc('/Customer/History', { customerId: customer.id })));
    expect(history.rows.map((row) => row.action)).toEqual(['address_delete', 'address_default', 'address_update', 'address_default', 'address_add', 'address_add', 'create']);
    expect(history.rows[0]!.changes).toEqual({ address: ['Casa: Av. Amazonas N24-200, Quito (-0.2, -78.49)', null] });
  });

  test('address fields are validated (coordinates come as a pair, within range) and a refusal changes nothing', async () => {
    const customer = await create({ nombre: 'Direcciones inválidas' });
    const before = await dataFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lat: -0.2, lng: null }, 'lat:coordinates_pair'],
      [{ lat: 91 }, 'lat:too_big'],
      [{ lng: -181 }, 'lng:too_small'],
      [{ address: '  ' }, 'address:too_small'],
      [{ address: 'x'.repeat(301) }, 'address:too_big'],
      [{ city: '' }, 'city:too_small'],
      [{ label: 'x'.repeat(41) }, 'label:too_big'],
      [{ makeDefault: 'sí' }, 'makeDefault:invalid_type'],
    ];
    for (const [fields, expected] of cases) {
      const answer = await addAddress(customer.id, fields);
      expect({ fields, ...refusal(answer) }).toEqual({ fields, bOk: false, codigo: 'VALIDATION', campos: [expected] });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('concurrent "make default" of different addresses leave exactly one default', async () => {
    const customer = await create({ nombre: 'Concurrente' });
    for (let i = 0; i < 6; i += 1) expectOk(await addAddress(customer.id, { label: `Dirección ${i}`, address: `Calle ${i}` }));
    const ids = (await get(customer.id)).addresses.map((a) => a.id);
    const answers = await Promise.all(
      [...ids, ...ids].map((addressId) => cc('/Customer/SetDefaultAddress', { customerId: customer.id, addressId, mutationId: randomUUID() })),
    );
    expect(answers.map((a) => a.json.codigo ?? 'ok')).toEqual(answers.map(() => 'ok'));
    const [{ n }] = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = $1 AND is_default', [customer.id])) as [{ n: number }];
    expect(n).toBe(1);
    // Concurrent additions that each ask to be the default: still one.
    await Promise.all([0, 1, 2, 3].map((i) => addAddress(customer.id, { label: `Nueva ${i}`, makeDefault: true })));
    expect((await get(customer.id)).addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
