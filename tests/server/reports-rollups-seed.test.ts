/**
 * The bulk seed and the rollups (docs/reports.md): `seedLarge` loads with the rollup triggers off and rebuilds the
 * rollups once; afterwards they equal the raw tables, the triggers are on again, and the seeded orders carry their
 * milestone times (the milestone trigger stays on during the load).
 */
import { describe, expect, test } from 'vitest';
import { seedLarge } from '../../server/db/seed-large';
import { FIXTURE_NOW } from './helpers/fixture';
import { insertPickingOrder } from './helpers/picking-helpers';
import { referenceOrdersByStatus, referenceSales, referenceTopProducts } from './helpers/reports-reference';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

/** The seed's year of orders ends at the fixture's now (2026-11-20). */
const YEAR = { from: '2025-11-20', to: '2026-11-20' };

async function call(path: '/Reports/Sales' | '/Reports/OrdersByStatus' | '/Reports/TopProducts', token: string, body: Record<string, unknown>) {
  const answer = await t.call(path, body, { token });
  if (!answer.json.bOk) throw new Error(`${path}: ${answer.json.codigo} ${answer.json.mensaje}`);
  const data = answer.json.data as { totals: unknown; tables: Record<string, unknown[]> };
  return { totals: data.totals, tables: data.tables };
}

describe('seedLarge and the report rollups', () => {
  test('rebuilt after the load: equal to the raw tables; triggers on again; milestones set', { timeout: 120_000 }, async () => {
    t.clock.set(FIXTURE_NOW);
    await seedLarge(t.database, { orders: 1500, batchSize: 600, now: FIXTURE_NOW, log: () => {} });
    const [c1] = t.fixture.companies;
    const ad = await t.tokenFor('AD', 1);
    const sa = await t.tokenFor('SA');
    const sales = await call('/Reports/Sales', ad, YEAR);
    expect((sales.totals as { orders: number }).orders).toBeGreaterThan(500);
    const expected = await referenceSales(t.database, { companyId: c1.id, ...YEAR });
    expect(sales.totals).toEqual(expected.totals);
    expect(sales.tables.days).toEqual(expected.tables.days);
    expect(await call('/Reports/OrdersByStatus', sa, YEAR)).toEqual(await referenceOrdersByStatus(t.database, { companyId: null, ...YEAR }));
    expect(await call('/Reports/TopProducts', ad, { ...YEAR, limit: 20 })).toEqual(await referenceTopProducts(t.database, { companyId: c1.id, ...YEAR, limit: 20 }));

    const [missing] = await t.database.query<{ confirmed: number; delivered: number }>(
      `SELECT count(*) FILTER (WHERE status NOT IN ('pendiente', 'cancelada') AND confirmed_at IS NULL)::int AS confirmed,
              count(*) FILTER (WHERE status = 'entregada' AND delivered_at IS NULL)::int AS delivered FROM orders`,
    );
    expect(missing).toEqual({ confirmed: 0, delivered: 0 });

    // The triggers are back on: a new order shows at once.
    const before = (sales.totals as { orders: number }).orders;
    t.clock.set(new Date(FIXTURE_NOW.getTime() - 3_600_000));
    await insertPickingOrder(t, c1, { status: 'confirmada' });
    expect(((await call('/Reports/Sales', ad, YEAR)).totals as { orders: number }).orders).toBe(before + 1);
  });
});
