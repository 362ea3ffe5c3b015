/**
 * /Reports/Credits on a known ledger: movements by the company's local day, every day of the range (zeros filled),
 * spent and expired as positive amounts, net the signed sum; the store filter does not apply; companies isolated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditsReport } from '../../contract/schemas/reports';
import { suiteTestApp } from './helpers/test-app';
import { CREDIT_RANGE, insertCreditData } from './reports-promotions-data';

const t = suiteTestApp();

beforeAll(async () => {
  await insertCreditData(t);
});

async function report(filter: Record<string, unknown>, role: 'AD' | 'GE' | 'SU' | 'SA' = 'AD', company: 1 | 2 = 1): Promise<CreditsReport> {
  const answer = await t.call('/Reports/Credits', { ...CREDIT_RANGE, ...filter }, { token: await t.tokenFor(role, company) });
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return answer.json.data as CreditsReport;
}

const zero = { grantedCents: 0, spentCents: 0, expiredCents: 0, reversedCents: 0, netCents: 0 };
const COMPANY_1_DAYS = [
  { date: '2026-10-01', ...zero, grantedCents: 1000, spentCents: 300, netCents: 700 },
  { date: '2026-10-02', ...zero },
  { date: '2026-10-03', ...zero, expiredCents: 200, reversedCents: -500, netCents: -700 },
  { date: '2026-10-04', ...zero, reversedCents: 300, netCents: 300 },
  { date: '2026-10-05', ...zero, grantedCents: 700, netCents: 700 },
];
const COMPANY_1_TOTALS = { grantedCents: 1700, spentCents: 300, expiredCents: 200, reversedCents: -200, netCents: 1000 };

describe('/Reports/Credits', () => {
  it('sums the ledger by local day, every day of the range, with totals', async () => {
    const answer = await report({});
    expect(answer).toMatchObject({ currency: 'USD', timezone: 'America/Guayaquil', ...CREDIT_RANGE });
    expect(answer.tables.days).toEqual(COMPANY_1_DAYS);
    expect(answer.totals).toEqual(COMPANY_1_TOTALS);
  });

  it('the store and warehouse filters do not apply to credits', async () => {
    const [c1] = t.fixture.companies;
    expect((await report({ storeId: c1.storeId }, 'GE')).tables.days).toEqual(COMPANY_1_DAYS);
    expect((await report({ warehouseId: c1.extraWarehouseId }, 'SU')).totals).toEqual(COMPANY_1_TOTALS);
  });

  it('isolates companies; SA sees one company or every company summed by day', async () => {
    const [c1, c2] = t.fixture.companies;
    const other = await report({}, 'AD', 2);
    expect(other.tables.days.map((day) => day.grantedCents)).toEqual([0, 5000, 0, 0, 0]);
    expect(other.totals).toEqual({ ...zero, grantedCents: 5000, netCents: 5000 });
    const refused = await t.call('/Reports/Credits', { ...CREDIT_RANGE, empresaId: c2.id }, { token: await t.tokenFor('AD') });
    expect(refused.json.codigo).toBe('NOT_FOUND');
    expect((await report({ empresaId: c1.id }, 'SA')).tables.days).toEqual(COMPANY_1_DAYS);
    const all = await report({}, 'SA');
    expect(all.tables.days.map((day) => day.grantedCents)).toEqual([1000, 5000, 0, 0, 700]);
    expect(all.totals).toEqual({ ...COMPANY_1_TOTALS, grantedCents: 6700, netCents: 6000 });
  });

  it('a one-day range answers that day; a reversed or too long range is refused', async () => {
    const one = await report({ from: '2026-10-02', to: '2026-10-02' });
    expect(one.tables.days).toEqual([{ date: '2026-10-02', ...zero }]);
    for (const range of [{ from: '2026-10-05', to: '2026-10-01' }, { from: '2025-01-01', to: '2026-10-01' }]) {
      const answer = await t.call('/Reports/Credits', range, { token: await t.tokenFor('AD') });
      expect(answer.json.codigo).toBe('VALIDATION');
      expect(answer.json.errores?.[0]?.campo).toBe('to');
    }
  });
});
