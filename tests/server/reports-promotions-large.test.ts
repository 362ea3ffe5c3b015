/**
 * The benchmark extras (server/db/seed-data/large-extras.ts, run by seedLarge): ~10 % of the new orders use a promo
 * code and ~3 % a card promotion, each with its promotion_uses row and used_count; ~1.75 credit entries per 35
 * orders whose balances stay the ledger's sums; and the reports then have something to show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditsReport, PromotionsReport } from '../../contract/schemas/reports';
import { seedLarge } from '../../server/db/seed-large';
import { FIXTURE_NOW } from './helpers/fixture';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const ORDERS = 1400;
let firstId = 0;

async function one(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.database.query<{ n: number | string | null }>(sql, params);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  const [c1, c2] = t.fixture.companies;
  for (const [companyId, kind, code] of [[c1.id, 'code', 'BENCH10'], [c1.id, 'code', 'BENCH5'], [c1.id, 'card', 'Visa bench'], [c2.id, 'code', 'VALLEBENCH']] as const) {
    await t.database.query(`INSERT INTO promotions (company_id, kind, code, discount_kind, value, starts_at) VALUES ($1, $2, $3, 'percent', 1000, '2026-01-01T00:00:00Z')`, [companyId, kind, code]);
  }
  // A limited code is left alone: its used_count could not pass its limit.
  await t.database.query(`INSERT INTO promotions (company_id, kind, code, discount_kind, value, starts_at, total_limit) VALUES ($1, 'code', 'LIMITADO', 'fixed', 500, '2026-01-01T00:00:00Z', 5)`, [c1.id]);
  firstId = (await one('SELECT max(id) AS n FROM orders')) + 1;
  await seedLarge(t.database, { orders: ORDERS, batchSize: 700, now: FIXTURE_NOW, log: () => {} });
}, 120_000);

describe('seedLarge extras', () => {
  it('puts a promo code on ~10 % of the new orders and a card promotion on ~3 %, each with its use', async () => {
    const codes = await one('SELECT count(*) AS n FROM orders WHERE id >= $1 AND promotion_id IS NOT NULL', [firstId]);
    const cards = await one('SELECT count(*) AS n FROM orders WHERE id >= $1 AND card_promotion_id IS NOT NULL', [firstId]);
    expect(codes / ORDERS).toBeGreaterThan(0.08);
    expect(codes / ORDERS).toBeLessThan(0.12);
    expect(cards / ORDERS).toBeGreaterThan(0.01);
    expect(cards / ORDERS).toBeLessThan(0.04);
    // Every promotion on an order has exactly its use row, and used_count counts them.
    expect(await one(`SELECT count(*) AS n FROM promotion_uses u JOIN orders o ON o.id = u.order_id WHERE o.id >= $1`, [firstId])).toBe(codes + cards);
    expect(await one(`SELECT count(*) AS n FROM promotions p WHERE used_count <> (SELECT count(*) FROM promotion_uses u WHERE u.promotion_id = p.id)`)).toBe(0);
    expect(await one(`SELECT used_count AS n FROM promotions WHERE code = 'LIMITADO'`)).toBe(0);
  });

  it('adds a credit ledger whose balances are its sums', async () => {
    const entries = await one('SELECT count(*) AS n FROM credit_entries');
    expect(entries).toBeGreaterThan((ORDERS / 35) * 1.4);
    expect(entries).toBeLessThan((ORDERS / 35) * 2.1);
    const broken = await one(
      `SELECT count(*) AS n FROM credit_balances b
         JOIN (SELECT company_id, customer_id, sum(amount_cents) AS total, sum(coalesce(remaining_cents, 0)) AS remaining FROM credit_entries GROUP BY 1, 2) s USING (company_id, customer_id)
        WHERE b.balance_cents <> s.total OR s.total <> s.remaining`,
    );
    expect(broken).toBe(0);
    expect(await one(`SELECT count(*) AS n FROM credit_entries WHERE created_at > $1`, [FIXTURE_NOW])).toBe(0);
  });

  it('gives the promotions and credits reports something to show over the last 90 days', async () => {
    const range = { from: '2026-08-23', to: '2026-11-20' };
    const token = await t.tokenFor('AD');
    const promotions = await t.call('/Reports/Promotions', range, { token });
    expect((promotions.json.data as PromotionsReport).totals.orders).toBeGreaterThan(0);
    expect((promotions.json.data as PromotionsReport).tables.cards.length).toBe(1);
    const credits = await t.call('/Reports/Credits', range, { token });
    expect((credits.json.data as CreditsReport).totals.grantedCents).toBeGreaterThan(0);
  });
});
