/**
 * Users (/usuarios, issue 17 §3): who may grant what (contract/roles.ts), company isolation, disabling ends the
 * user's sessions at once, a new user chooses a password through a mailed link, every change audited, and never a
 * password hash in an answer.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { recordHistoryData } from '../../contract/schemas/record-changes';
import { userData, userListData, userSaveData, type UserRow } from '../../contract/schemas/users';
import type { RoleCode } from '../../contract/roles';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, FIXTURE_PASSWORD, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const tokenOf = (role: RoleCode, n: 1 | 2 = 1) => (role === 'SA' ? t.tokens.SA! : t.tokens[`${role}@${n}`]!);
const refusal = (answer: Answer) => ({ codigo: answer.json.codigo, reason: answer.json.detalle?.reason, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

let counter = 0;
const freshEmail = () => `usuario-${(counter += 1)}-${randomUUID().slice(0, 8)}@example.test`;

function saveAs(caller: RoleCode, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> {
  return t.call('/User/Save', { nombre: 'Persona Nueva', email: freshEmail(), warehouseId: null, storeId: null, mutationId: randomUUID(), ...body }, { token: tokenOf(caller, n) });
}

async function createAs(caller: RoleCode, body: Record<string, unknown>): Promise<UserRow> {
  return userSaveData.parse(expectOk(await saveAs(caller, body))).user;
}

const listAs = async (caller: RoleCode, body: Record<string, unknown> = {}, n: 1 | 2 = 1) =>
  userListData.parse(expectOk(await t.call('/User/List', { limit: 200, ...body }, { token: tokenOf(caller, n) })));

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

function linkToken(text: string): string {
  return decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(text)![1]!);
}

describe('who may grant what', () => {
  const cases: Array<{ name: string; caller: RoleCode; body: () => Record<string, unknown>; codigo: string; reason?: string }> = [
    { name: 'AD cannot create an SA', caller: 'AD', body: () => ({ role: 'SA' }), codigo: 'FORBIDDEN', reason: 'grant_sa' },
    { name: 'AD cannot create an AD of another company', caller: 'AD', body: () => ({ role: 'AD', empresaId: company(2).id }), codigo: 'NOT_FOUND' },
    { name: 'AD cannot place a user in another company’s warehouse', caller: 'AD', body: () => ({ role: 'PK', warehouseId: company(2).warehouseId }), codigo: 'NOT_FOUND' },
    { name: 'GE cannot make an AD', caller: 'GE', body: () => ({ role: 'AD' }), codigo: 'FORBIDDEN', reason: 'grant_rank' },
    { name: 'GE cannot make an SG', caller: 'GE', body: () => ({ role: 'SG' }), codigo: 'FORBIDDEN', reason: 'grant_rank' },
    { name: 'SU cannot make a GE', caller: 'SU', body: () => ({ role: 'GE' }), codigo: 'FORBIDDEN', reason: 'grant_rank' },
    { name: 'a PK needs a warehouse', caller: 'AD', body: () => ({ role: 'PK' }), codigo: 'VALIDATION', reason: 'warehouse_required' },
    { name: 'a DE needs a warehouse', caller: 'SU', body: () => ({ role: 'DE' }), codigo: 'VALIDATION', reason: 'warehouse_required' },
    { name: 'an SA user belongs to no company', caller: 'SA', body: () => ({ role: 'SA', empresaId: company(1).id }), codigo: 'VALIDATION', reason: 'sa_without_company' },
    { name: 'SA must name the company of a company user', caller: 'SA', body: () => ({ role: 'CC' }), codigo: 'VALIDATION', reason: 'required' },
  ];
  for (const c of cases) {
    test(`refused: ${c.name}`, async () => {
      const before = await dataFingerprint();
      const mails = t.mails.length;
      const answer = await saveAs(c.caller, c.body());
      expect(refusal(answer)).toMatchObject({ codigo: c.codigo, ...(c.reason ? { reason: c.reason } : {}) });
      expect(await dataFingerprint()).toBe(before);
      expect(t.mails.length).toBe(mails);
    });
  }

  const allowed: Array<{ caller: RoleCode; role: RoleCode; extra?: () => Record<string, unknown> }> = [
    { caller: 'SA', role: 'SA' },
    { caller: 'SA', role: 'AD', extra: () => ({ empresaId: company(2).id }) },
    { caller: 'AD', role: 'AD' },
    { caller: 'AD', role: 'SG' },
    { caller: 'SG', role: 'GE' },
    { caller: 'GE', role: 'GE' },
    { caller: 'GE', role: 'CA', extra: () => ({ warehouseId: company(1).warehouseId }) },
    { caller: 'SU', role: 'SU' },
    { caller: 'SU', role: 'PK', extra: () => ({ warehouseId: company(1).extraWarehouseId, storeId: company(1).storeId }) },
  ];
  for (const c of allowed) {
    test(`allowed: ${c.caller} creates a ${c.role}`, async () => {
      const user = await createAs(c.caller, { role: c.role, ...c.extra?.() });
      expect(user.role).toBe(c.role);
      expect(user.companyId).toBe(c.role === 'SA' ? null : c.caller === 'SA' ? company(2).id : company(1).id);
      expect(user.active).toBe(true);
    });
  }

  test('SU cannot edit a GE, and the GE shows no actions to SU', async () => {
    const ge = t.user('GE');
    const row = userData.parse(expectOk(await t.call('/User/Get', { userId: ge.id }, { token: tokenOf('SU') }))).user;
    expect(row.manageable).toBe(false);
    const before = await dataFingerprint();
    const edit = await saveAs('SU', { userId: ge.id, nombre: 'Otro nombre', email: ge.email, role: 'GE', baseVersion: row.version });
    expect(refusal(edit)).toMatchObject({ codigo: 'FORBIDDEN', reason: 'user_rank_above' });
    const disable = await t.call('/User/SetDisabled', { userId: ge.id, disabled: true, mutationId: randomUUID() }, { token: tokenOf('SU') });
    expect(refusal(disable)).toMatchObject({ codigo: 'FORBIDDEN', reason: 'user_rank_above' });
    const reset = await t.call('/User/SendPasswordReset', { userId: ge.id, mutationId: randomUUID() }, { token: tokenOf('SU') });
    expect(refusal(reset)).toMatchObject({ codigo: 'FORBIDDEN', reason: 'user_rank_above' });
    expect(await dataFingerprint()).toBe(before);
  });

  test('GE cannot promote a user of theirs to AD', async () => {
    const cc = await createAs('GE', { role: 'CC' });
    const answer = await saveAs('GE', { userId: cc.id, nombre: cc.nombre, email: cc.email, role: 'AD', baseVersion: cc.version });
    expect(refusal(answer)).toMatchObject({ codigo: 'FORBIDDEN', reason: 'grant_rank' });
  });

  for (const role of ['SA', 'AD', 'GE', 'SG', 'SU'] as const) {
    test(`${role} cannot disable themselves`, async () => {
      const self = t.user(role);
      const answer = await t.call('/User/SetDisabled', { userId: self.id, disabled: true, mutationId: randomUUID() }, { token: tokenOf(role) });
      expect(refusal(answer)).toMatchObject({ codigo: 'FORBIDDEN', reason: 'own_disable' });
      expect((await t.call('/User/Me', {}, { token: tokenOf(role) })).json.bOk).toBe(true);
    });
  }

  test('nobody changes their own role', async () => {
    const self = t.user('AD');
    const row = userData.parse(expectOk(await t.call('/User/Get', { userId: self.id }, { token: tokenOf('AD') }))).user;
    const answer = await saveAs('AD', { userId: self.id, nombre: row.nombre, email: row.email, role: 'GE', baseVersion: row.version });
    expect(refusal(answer)).toMatchObject({ codigo: 'FORBIDDEN', reason: 'own_role' });
  });
});

describe('company isolation', () => {
  test('a company user lists only their company; SA lists every company or the one named', async () => {
    const own = await listAs('AD');
    expect(own.rows.length).toBeGreaterThan(5);
    expect(own.rows.every((row) => row.companyId === company(1).id)).toBe(true);
    const all = await listAs('SA');
    expect(new Set(all.rows.map((row) => row.companyId))).toEqual(new Set([null, company(1).id, company(2).id]));
    const named = await listAs('SA', { empresaId: company(2).id });
    expect(named.rows.every((row) => row.companyId === company(2).id)).toBe(true);
  });

  test('another company’s user is NOT_FOUND for every call, exactly as a user that does not exist', async () => {
    const other = t.user('C', 2);
    const before = await dataFingerprint();
    for (const [path, body] of [
      ['/User/Get', {}],
      ['/User/History', {}],
      ['/User/SetDisabled', { disabled: true, mutationId: randomUUID() }],
      ['/User/SendPasswordReset', { mutationId: randomUUID() }],
      ['/User/Save', { nombre: 'X', email: other.email, role: 'C', warehouseId: null, storeId: null, baseVersion: 1, mutationId: randomUUID() }],
    ] as const) {
      const real = await t.call(path, { userId: other.id, ...body }, { token: tokenOf('AD') });
      const ghost = await t.call(path, { userId: 999_999, ...body, ...('mutationId' in body ? { mutationId: randomUUID() } : {}) }, { token: tokenOf('AD') });
      expect({ path, codigo: real.json.codigo }).toEqual({ path, codigo: 'NOT_FOUND' });
      expect(real.json.mensaje).toBe(ghost.json.mensaje);
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('an SA user is not visible to company users', async () => {
    const answer = await t.call('/User/Get', { userId: t.user('SA').id }, { token: tokenOf('AD') });
    expect(answer.json.codigo).toBe('NOT_FOUND');
  });
});

describe('listing', () => {
  test('search by name or email, filters by role, warehouse, store and active, in keyset pages', async () => {
    const w = company(1).extraWarehouseId!;
    const a = await createAs('AD', { role: 'PK', nombre: 'Zoila Búsqueda', warehouseId: w, storeId: company(1).storeId });
    const b = await createAs('AD', { role: 'PK', nombre: 'Zenón Búsqueda', warehouseId: w });
    expect((await listAs('AD', { q: 'búsqueda' })).rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await listAs('AD', { q: a.email.toUpperCase() })).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listAs('AD', { q: '%' })).rows).toEqual([]);
    const byWarehouse = await listAs('AD', { warehouseId: w, role: 'PK' });
    expect(byWarehouse.rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(byWarehouse.rows.every((r) => r.warehouseId === w && r.role === 'PK')).toBe(true);
    expect((await listAs('AD', { storeId: company(1).storeId, q: 'Búsqueda' })).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await listAs('AD', { role: 'PK', q: 'Búsqueda' })).rows.map((r) => r.warehouseName)).toEqual(expect.arrayContaining([expect.stringMatching(/.+/)]));

    const first = await listAs('AD', { limit: 3 });
    expect(first.rows).toHaveLength(3);
    expect(first.next).not.toBeNull();
    const seen = first.rows.map((r) => r.id);
    let next = first.next;
    while (next) {
      const page = await listAs('AD', { limit: 3, after: next });
      seen.push(...page.rows.map((r) => r.id));
      next = page.next;
    }
    expect(seen).toEqual((await listAs('AD')).rows.map((r) => r.id));
    expect(new Set(seen).size).toBe(first.total);
  });

  test('an unknown stored role code is shown as "Rol No Definido"', async () => {
    const [row] = await t.database.query<{ id: number }>(
      "INSERT INTO users (company_id, email, name, role, password_hash) VALUES ($1, $2, 'Rol Raro', 'XX', '') RETURNING id",
      [company(1).id, freshEmail()],
    );
    const found = userData.parse(expectOk(await t.call('/User/Get', { userId: row!.id }, { token: tokenOf('SU') }))).user;
    expect({ role: found.role, roleName: found.roleName }).toEqual({ role: 'XX', roleName: 'Rol No Definido' });
    expect(found.manageable).toBe(true);
    const pk = userData.parse(expectOk(await t.call('/User/Get', { userId: t.user('PK').id }, { token: tokenOf('SU') }))).user;
    expect(pk.roleName).toBe('picker');
  });

  test('inactive users are listed under active: false', async () => {
    const user = await createAs('AD', { role: 'CC', nombre: 'Inactiva Lista' });
    expectOk(await t.call('/User/SetDisabled', { userId: user.id, disabled: true, mutationId: randomUUID() }, { token: tokenOf('AD') }));
    expect((await listAs('AD', { active: false })).rows.map((r) => r.id)).toContain(user.id);
    expect((await listAs('AD', { active: true })).rows.map((r) => r.id)).not.toContain(user.id);
  });
});

describe('creating a user', () => {
  test('the new user chooses a password through the mailed link and logs in; the answer never carries a hash', async () => {
    t.mails.length = 0;
    const email = freshEmail();
    const answer = await saveAs('AD', { role: 'PK', nombre: 'Pedro Picker', email: `  ${email.toUpperCase()} `, warehouseId: company(1).warehouseId });
    const text = JSON.stringify(answer.json);
    expect(text).not.toMatch(/argon2|password|hash/i);
    const user = userSaveData.parse(expectOk(answer)).user;
    expect(user).toMatchObject({ nombre: 'Pedro Picker', email, role: 'PK', roleName: 'picker', warehouseId: company(1).warehouseId, active: true, version: 1, manageable: true });
    // No password works before the link is used.
    expect((await t.call('/User/Login', { email, password: FIXTURE_PASSWORD }, { ip: '10.7.0.1' })).json.codigo).toBe('INVALID_CREDENTIALS');
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe(email);
    expectOk(await t.call('/User/ResetPassword', { token: linkToken(t.mails[0]!.text), password: 'mi-clave-nueva-1' }));
    const token = await t.login(email, 'mi-clave-nueva-1', '10.7.0.2');
    const me = expectOk<{ rol: string; bodega: number | null }>(await t.call('/User/Me', {}, { token }));
    expect(me).toMatchObject({ rol: 'PK' });
  });

  test('the same mutationId creates once and mails once', async () => {
    t.mails.length = 0;
    const body = { role: 'CC', nombre: 'Una Vez', email: freshEmail(), mutationId: randomUUID() };
    const first = userSaveData.parse(expectOk(await saveAs('AD', body)));
    const again = userSaveData.parse(expectOk(await saveAs('AD', body)));
    expect(again.user.id).toBe(first.user.id);
    expect(t.mails).toHaveLength(1);
  });

  test('emails are validated and unique, ignoring case', async () => {
    const bad = await saveAs('AD', { role: 'CC', email: 'no-es-un-correo' });
    expect(refusal(bad)).toMatchObject({ codigo: 'VALIDATION', campos: [expect.stringMatching(/^email:/)] });
    const taken = await saveAs('AD', { role: 'CC', email: t.user('GE', 2).email.toUpperCase() });
    expect(refusal(taken)).toMatchObject({ codigo: 'VALIDATION', campos: ['email:email_taken'] });
    const password = await t.call('/User/Save', { nombre: 'Con Clave', email: freshEmail(), role: 'CC', warehouseId: null, storeId: null, password: 'una-clave-1', mutationId: randomUUID() }, { token: tokenOf('AD') });
    expect(password.json.codigo).toBe('VALIDATION');
  });
});

describe('editing, disabling and the audit trail', () => {
  test('an edit needs the current version; a stale one answers STALE_VERSION with the current user', async () => {
    const user = await createAs('AD', { role: 'CC', nombre: 'Versión Uno' });
    const edited = userSaveData.parse(expectOk(await saveAs('AD', { userId: user.id, nombre: 'Versión Dos', email: user.email, role: 'CC', baseVersion: 1 }))).user;
    expect(edited).toMatchObject({ nombre: 'Versión Dos', version: 2 });
    const stale = await saveAs('AD', { userId: user.id, nombre: 'Versión Tres', email: user.email, role: 'CC', baseVersion: 1 });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect((stale.json.detalle!['current'] as UserRow).nombre).toBe('Versión Dos');
  });

  test('disabling ends the user’s sessions at once; enabling lets them log in again', async () => {
    const user = await createAs('AD', { role: 'PK', warehouseId: company(1).warehouseId });
    t.mails.length = 0;
    expectOk(await t.call('/User/SendPasswordReset', { userId: user.id, mutationId: randomUUID() }, { token: tokenOf('AD') }));
    expectOk(await t.call('/User/ResetPassword', { token: linkToken(t.mails.at(-1)!.text), password: 'clave-del-pk-1' }));
    const token = await t.login(user.email, 'clave-del-pk-1', '10.7.1.1');
    expect((await t.call('/Picking/List', {}, { token })).json.bOk).toBe(true);

    const disabled = userData.parse(expectOk(await t.call('/User/SetDisabled', { userId: user.id, disabled: true, mutationId: randomUUID() }, { token: tokenOf('AD') }))).user;
    expect(disabled.active).toBe(false);
    const next = await t.call('/Picking/List', {}, { token });
    expect({ status: next.status, codigo: next.json.codigo }).toEqual({ status: 401, codigo: 'SESSION_EXPIRED' });
    expect((await t.call('/User/Login', { email: user.email, password: 'clave-del-pk-1' }, { ip: '10.7.1.2' })).json.codigo).toBe('INVALID_CREDENTIALS');
    const reset = await t.call('/User/SendPasswordReset', { userId: user.id, mutationId: randomUUID() }, { token: tokenOf('AD') });
    expect(refusal(reset)).toMatchObject({ codigo: 'VALIDATION', reason: 'user_disabled' });

    expectOk(await t.call('/User/SetDisabled', { userId: user.id, disabled: false, mutationId: randomUUID() }, { token: tokenOf('AD') }));
    expect(await t.login(user.email, 'clave-del-pk-1', '10.7.1.3')).toBeTruthy();

    const history = recordHistoryData.parse(expectOk(await t.call('/User/History', { userId: user.id }, { token: tokenOf('AD') })));
    expect(history.rows.map((row) => row.action)).toEqual(['enable', 'disable', 'password_reset', 'create']);
    expect(history.rows[1]).toMatchObject({ changes: { active: [true, false] } });
    expect(history.rows[3]!.changes).toMatchObject({ role: [null, 'PK'], email: [null, user.email], warehouseId: [null, company(1).warehouseId] });
    expect(JSON.stringify(history)).not.toMatch(/argon2|password_?hash|passwordHash/i);
    expect(history.rows.every((row) => row.userName === 'AD 1')).toBe(true);
  });

  test('changing a user’s role or warehouse ends their sessions; a new name does not', async () => {
    const user = await createAs('AD', { role: 'CA', warehouseId: company(1).warehouseId });
    t.mails.length = 0;
    await t.database.query('UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = $2) WHERE id = $1', [user.id, t.user('AD').id]);
    const token = await t.login(user.email, FIXTURE_PASSWORD, '10.7.2.1');
    const renamed = userSaveData.parse(expectOk(await saveAs('AD', { userId: user.id, nombre: 'Nombre Nuevo', email: user.email, role: 'CA', warehouseId: company(1).warehouseId, baseVersion: 1 }))).user;
    expect((await t.call('/User/Me', {}, { token })).json.bOk).toBe(true);
    expectOk(await saveAs('AD', { userId: user.id, nombre: 'Nombre Nuevo', email: user.email, role: 'CA', warehouseId: company(1).extraWarehouseId, baseVersion: renamed.version }));
    expect((await t.call('/User/Me', {}, { token })).json.codigo).toBe('SESSION_EXPIRED');
    const history = recordHistoryData.parse(expectOk(await t.call('/User/History', { userId: user.id }, { token: tokenOf('AD') })));
    expect(history.rows[0]!.changes).toEqual({ warehouseId: [company(1).warehouseId, company(1).extraWarehouseId] });
    expect(history.rows[1]!.changes).toEqual({ nombre: ['Persona Nueva', 'Nombre Nuevo'] });
  });
});
