/** Company isolation (PRODUCT.md tenancy): nothing of company 2 is visible or changeable from company 1. */
import { describe, expect, it } from 'vitest';
import { CALLS, CALL_PATHS, type CallPath } from '../../contract/calls';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import type { DashboardSummary } from '../../contract/schemas/dashboard';
import type { ScopeOptions } from '../../contract/schemas/scope';
import { roleMayCall } from '../../contract/calls';
import { SAMPLES } from './helpers/samples';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const COMPANY_ROLES = ROLE_CODES.filter((role) => role !== 'SA');

/** Calls whose request takes a scope (empresaId / storeId / warehouseId). */
function scopedCalls(): CallPath[] {
  return CALL_PATHS.filter((path) => {
    const shape = (CALLS[path].request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    return 'empresaId' in shape || 'storeId' in shape || 'warehouseId' in shape;
  });
}

describe('scope filters naming another company', () => {
  it('there is at least one scoped call', () => {
    expect(scopedCalls()).toContain('/Dashboard/Summary');
  });

  for (const path of scopedCalls()) {
    for (const role of COMPANY_ROLES.filter((r) => roleMayCall(r, CALLS[path].access))) {
      it(`${path} as ${role} of company 1 with company 2's ids → NOT_FOUND`, async () => {
        const other = t.fixture.companies[1];
        const base = SAMPLES[path]({ t, userId: t.user(role).id, email: t.user(role).email, unique: role });
        const token = t.tokens[`${role}@1`]!;
        const before = await t.fingerprint();
        for (const filter of [{ empresaId: other.id }, { storeId: other.storeId }, { warehouseId: other.warehouseId }]) {
          const answer = await t.call(path, { ...base, ...filter }, { token });
          expect({ filter, bOk: answer.json.bOk, codigo: answer.json.codigo, status: answer.status }).toEqual({ filter, bOk: false, codigo: 'NOT_FOUND', status: 404 });
        }
        // The same answer as for ids that do not exist at all.
        const ghost = await t.call(path, { ...base, storeId: 999_999 }, { token });
        const real = await t.call(path, { ...base, storeId: other.storeId }, { token });
        expect(real.json).toEqual(ghost.json);
        expect(await t.fingerprint()).toBe(before);
      });
    }
  }
});

async function summary(role: RoleCode, company: 1 | 2, filter: Record<string, unknown> = {}): Promise<DashboardSummary> {
  const answer = await t.call('/Dashboard/Summary', filter, { token: t.tokens[role === 'SA' ? 'SA' : `${role}@${company}`]! });
  expect(answer.json).toMatchObject({ bOk: true });
  return answer.json.data as DashboardSummary;
}

describe('Dashboard/Summary figures stay inside the company', () => {
  it('company 1 sees only its own orders', async () => {
    const data = await summary('GE', 1);
    expect(data.currency).toBe('USD');
    expect(data.ordersTodayByStatus).toEqual({ pendiente: 1, confirmada: 2, en_picking: 1, pickeada: 0, en_despacho: 1, lista_retiro: 0, entregada: 1, cancelada: 1 });
    expect(data.salesTodayCents).toBe(1000 + 2000 + 3000 + 4000 + 5000 + 8000);
    expect(data.waitingToPick).toBe(1);
    expect(data.late).toBe(1);
    expect(data.salesLast7Days).toHaveLength(7);
    expect(data.salesLast7Days.at(-1)).toEqual({ date: '2026-11-20', totalCents: 23000, orders: 6 });
    expect(data.salesLast7Days.find((d) => d.date === '2026-11-17')).toEqual({ date: '2026-11-17', totalCents: 7000, orders: 1 });
    expect(data.salesLast7Days[0]!.date).toBe('2026-11-14');
  });

  it('company 2 sees only its own orders (totals × 10)', async () => {
    const data = await summary('AD', 2);
    expect(data.salesTodayCents).toBe(230000);
  });

  it('SA sees every company, or the one it names', async () => {
    expect((await summary('SA', 1)).salesTodayCents).toBe(23000 + 230000);
    expect((await summary('SA', 1, { empresaId: t.fixture.companies[1].id })).salesTodayCents).toBe(230000);
    expect((await summary('SA', 1, { storeId: t.fixture.companies[0].storeId })).salesTodayCents).toBe(23000);
    expect((await summary('SA', 1, { warehouseId: t.fixture.companies[0].extraWarehouseId! })).salesTodayCents).toBe(0);
    const missing = await t.call('/Dashboard/Summary', { empresaId: 999_999 }, { token: t.tokens.SA! });
    expect(missing.json.codigo).toBe('NOT_FOUND');
  });

  it('own store and warehouse filters work for a company user', async () => {
    const own = t.fixture.companies[0];
    expect((await summary('SU', 1, { empresaId: own.id, storeId: own.storeId, warehouseId: own.warehouseId })).salesTodayCents).toBe(23000);
  });
});

describe('Scope/Options lists only the caller scope', () => {
  for (const role of COMPANY_ROLES) {
    it(`${role} of company 1`, async () => {
      const answer = await t.call('/Scope/Options', {}, { token: t.tokens[`${role}@1`]! });
      expect(answer.json.bOk).toBe(true);
      const data = answer.json.data as ScopeOptions;
      const own = t.fixture.companies[0];
      expect(data.companies.map((c) => c.id)).toEqual([own.id]);
      expect(data.stores.map((s) => s.id)).toEqual([own.storeId]);
      expect(data.stores[0]!.warehouseIds).toEqual([own.warehouseId]);
      const expectedWarehouses = ['PK', 'DE', 'CA'].includes(role) ? [own.warehouseId] : [own.warehouseId, own.extraWarehouseId];
      expect(data.warehouses.map((w) => w.id)).toEqual(expectedWarehouses);
      for (const item of [...data.stores, ...data.warehouses]) expect(item.companyId).toBe(own.id);
    });
  }

  it('SA sees both companies', async () => {
    const data = (await t.call('/Scope/Options', {}, { token: t.tokens.SA! })).json.data as ScopeOptions;
    expect(data.companies.map((c) => c.id)).toEqual(t.fixture.companies.map((c) => c.id));
    expect(data.warehouses).toHaveLength(3);
  });

  it('a warehouse-bound user naming another warehouse of its own company is refused', async () => {
    // PK may not call the dashboard; check the scope rule through SU's view instead, and PK through options.
    const data = (await t.call('/Scope/Options', {}, { token: t.tokens['PK@1']! })).json.data as ScopeOptions;
    expect(data.warehouses.map((w) => w.id)).not.toContain(t.fixture.companies[0].extraWarehouseId);
  });
});

describe('user ids of another company', () => {
  it("getTerminos / setTerminos for another user are refused and change nothing", async () => {
    const before = await t.fingerprint();
    const otherId = t.user('AD', 2).id;
    const get = await t.call('/User/getTerminos', { IDUsuario: otherId }, { token: t.tokens['AD@1']! });
    expect(get.json.codigo).toBe('FORBIDDEN');
    const set = await t.call('/User/setTerminos', { IDUsuario: otherId, AceptoTerminos: true, AceptoCookies: true }, { token: t.tokens['AD@1']! });
    expect(set.json.codigo).toBe('FORBIDDEN');
    expect(await t.fingerprint()).toBe(before);
  });

  it('SA may read anyone’s terms answer; mensaje is "1" or "0"', async () => {
    expect((await t.call('/User/getTerminos', { IDUsuario: t.user('AD', 2).id }, { token: t.tokens.SA! })).json.mensaje).toBe('1');
    expect((await t.call('/User/getTerminos', { IDUsuario: t.user('GE', 2).id }, { token: t.tokens.SA! })).json.mensaje).toBe('0');
  });
});
