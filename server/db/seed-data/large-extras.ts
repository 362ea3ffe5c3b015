/**
 * Benchmark extras for the promotions and credits reports (docs/reports.md), run at the end of seedLarge over the
 * orders it just loaded (ids from `firstOrderId`), set-based so a million orders take seconds:
 * - ~10 % of them use one of their company's promo codes without limits (promotion_uses rows: what the code takes
 *   off), ~3 % a card promotion (1 % both), and the promotions' used_count follows;
 * - ~50,000 store credit entries on the same days: a grant per sampled order, half of them partly spent by that
 *   order, some expired or reversed afterwards; each grant keeps what is left in remaining_cents and the balances are
 *   the ledger's sums (docs/store-credits.md's invariant).
 */
import type { Database } from '../client';

export interface LargeExtrasResult {
  promoCodes: number;
  cardPromotions: number;
  creditEntries: number;
}

/** Uses of one promotion kind: orders picked by `pick` (over `o`) get one of their company's promotions of `kind`. */
async function assignPromotions(database: Database, firstOrderId: number, kind: 'code' | 'card', pick: string): Promise<number> {
  const [column, text] = kind === 'code' ? ['promotion_id', 'promo_code'] : ['card_promotion_id', 'card_promotion'];
  const rows = await database.query<{ n: number }>(
    `WITH promos AS (
       SELECT id, company_id, code, discount_kind, value,
              row_number() OVER (PARTITION BY company_id ORDER BY id) - 1 AS position,
              count(*) OVER (PARTITION BY company_id) AS choices
         FROM promotions
        WHERE kind = $2 AND active AND total_limit IS NULL AND per_customer_limit IS NULL
     ),
     chosen AS (
       SELECT o.id AS order_id, o.company_id, o.customer_id, o.created_at, p.id AS promotion_id, p.code,
              CASE p.discount_kind WHEN 'percent' THEN o.subtotal_cents * p.value / 10000
                                   WHEN 'fixed' THEN least(p.value, o.subtotal_cents)
                                   ELSE o.shipping_cents END AS discount_cents
         FROM orders o
         JOIN promos p ON p.company_id = o.company_id AND p.position = (o.id / 100) % p.choices
        WHERE o.id >= $1 AND o.${column} IS NULL AND ${pick}
     ),
     marked AS (
       UPDATE orders o SET ${column} = c.promotion_id, ${text} = c.code FROM chosen c WHERE o.id = c.order_id RETURNING o.id
     ),
     used AS (
       INSERT INTO promotion_uses (promotion_id, company_id, customer_id, order_id, discount_cents, created_at)
       SELECT promotion_id, company_id, customer_id, order_id, discount_cents, created_at FROM chosen
       RETURNING promotion_id
     ),
     -- Data-modifying CTEs run whether or not the final SELECT reads them.
     counted AS (
       UPDATE promotions p SET used_count = p.used_count + u.n
         FROM (SELECT promotion_id, count(*)::int AS n FROM used GROUP BY promotion_id) u WHERE p.id = u.promotion_id
       RETURNING p.id
     )
     SELECT count(*)::int AS n FROM marked`,
    [firstOrderId, kind],
  );
  return rows[0]?.n ?? 0;
}

/**
 * One grant per sampled order (every 35th: ~1.75 entries each, ~50,000 per million orders). k = id / 35 decides the
 * rest: even k spends half by the order a day later; k % 20 < 3 expires what is left two days later; k % 20 in 3..4
 * reverses it. Later entries never pass the seed's `now`.
 */
async function creditLedger(database: Database, firstOrderId: number, now: Date): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `WITH sampled AS (
       SELECT o.id AS order_id, o.company_id, o.customer_id, o.created_at, o.id / 35 AS k, 500 + (o.id * 37) % 4500 AS granted
         FROM orders o WHERE o.id >= $1 AND o.id % 35 = 0
     ),
     planned AS (
       SELECT s.*, CASE WHEN k % 2 = 0 THEN granted / 2 ELSE 0 END AS spent,
              CASE WHEN k % 20 < 3 THEN 'expire' WHEN k % 20 < 5 THEN 'reverse' END AS closing,
              least(s.created_at + interval '1 day', $2::timestamptz) AS spent_at, least(s.created_at + interval '2 days', $2::timestamptz) AS closed_at
         FROM sampled s
     ),
     grants AS (
       INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, remaining_cents, expires_at, reason, order_id, created_at)
       SELECT company_id, customer_id, 'grant', granted, CASE WHEN closing IS NULL THEN granted - spent ELSE 0 END,
              CASE WHEN closing = 'expire' THEN closed_at END, 'Datos de prueba', order_id, created_at
         FROM planned
       RETURNING id, order_id
     ),
     later AS (
       INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, reason, order_id, reverses_id, created_at)
       SELECT p.company_id, p.customer_id, 'spend', -p.spent, '', p.order_id, NULL, p.spent_at FROM planned p WHERE p.spent > 0
       UNION ALL
       SELECT p.company_id, p.customer_id, p.closing, -(p.granted - p.spent), 'Datos de prueba', NULL, g.id, p.closed_at
         FROM planned p JOIN grants g ON g.order_id = p.order_id WHERE p.closing IS NOT NULL
       RETURNING id
     ),
     balances AS (
       INSERT INTO credit_balances (company_id, customer_id, balance_cents)
       SELECT company_id, customer_id, sum(CASE WHEN closing IS NULL THEN granted - spent ELSE 0 END) FROM planned GROUP BY 1, 2
       ON CONFLICT (company_id, customer_id) DO UPDATE SET balance_cents = credit_balances.balance_cents + excluded.balance_cents, updated_at = now()
       RETURNING customer_id
     )
     SELECT (SELECT count(*)::int FROM grants) + (SELECT count(*)::int FROM later) AS n`,
    [firstOrderId, now],
  );
  return rows[0]?.n ?? 0;
}

/** `only`: one part (a kept bench data set that already has the other). */
export async function seedLargeExtras(
  database: Database,
  options: { firstOrderId: number; now: Date; log: (message: string) => void; only?: 'promotions' | 'credits' },
): Promise<LargeExtrasResult> {
  const { firstOrderId, now, log, only } = options;
  const promotions = only !== 'credits';
  const promoCodes = promotions ? await assignPromotions(database, firstOrderId, 'code', 'o.id % 10 = 0') : 0;
  const cardPromotions = promotions ? await assignPromotions(database, firstOrderId, 'card', 'o.id % 100 IN (0, 33, 67)') : 0;
  const creditEntries = only !== 'promotions' ? await creditLedger(database, firstOrderId, now) : 0;
  for (const table of ['promotion_uses', 'credit_entries', 'credit_balances']) await database.query(`ANALYZE ${table}`);
  log(`seedLarge: ${promoCodes.toLocaleString('en-US')} promo code uses, ${cardPromotions.toLocaleString('en-US')} card promotion uses, ${creditEntries.toLocaleString('en-US')} credit entries`);
  return { promoCodes, cardPromotions, creditEntries };
}
