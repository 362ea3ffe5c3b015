/**
 * The report bench's promotions and credits on a kept 1,000,000-order data set seeded before they existed: migrates,
 * adds unlimited bench promotions to a company that has none (a data set older than the demo's promotions), then
 * puts promo codes, card promotions and credit movements on the large orders as `seedLarge` now does, each once.
 * Usage: node_modules/.bin/tsx bench/seed-report-extras.ts <postgres URL>
 */
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedLargeExtras } from '../server/db/seed-data/large-extras';

const url = process.argv[2];
if (!url) throw new Error('usage: seed-report-extras.ts <postgres URL>');

// seedLarge numbers its orders from 1,000,000 on; the demo's orders are not numbered that way.
const LARGE = `o.number ~ '^[0-9]{7,15}$'`;

const database = await openDatabase({ url });
try {
  console.log('Migrating the bench database (0014 rewrites every order once: minutes on 1,000,000)…');
  await migrateDatabase(database);
  await database.query(
    `INSERT INTO promotions (company_id, kind, code, description, discount_kind, value, starts_at)
     SELECT c.id, p.kind, p.code, p.description, p.discount_kind, p.value, now() - interval '2 years'
       FROM companies c
      CROSS JOIN (VALUES ('code', 'BENCH10', 'Bench 10 %', 'percent', 1000), ('code', 'BENCH2', 'Bench $2', 'fixed', 200),
                         ('card', 'BENCHCARD', 'Bench tarjeta 5 %', 'percent', 500)) AS p(kind, code, description, discount_kind, value)
      WHERE NOT EXISTS (SELECT 1 FROM promotions x WHERE x.company_id = c.id AND x.kind = p.kind AND x.active
                          AND x.total_limit IS NULL AND x.per_customer_limit IS NULL)
      ON CONFLICT DO NOTHING`,
  );
  const [large] = await database.query<{ first: number | null; uses: number; credits: number }>(
    `SELECT (SELECT min(o.id) FROM orders o WHERE ${LARGE}) AS first,
            (SELECT count(*)::int FROM promotion_uses pu JOIN orders o ON o.id = pu.order_id WHERE ${LARGE}) AS uses,
            (SELECT count(*)::int FROM credit_entries ce JOIN orders o ON o.id = ce.order_id WHERE ${LARGE}) AS credits`,
  );
  if (large?.first == null) console.log('No large orders: nothing to add.');
  else {
    const log = (message: string) => console.log(message);
    if (large.uses === 0) await seedLargeExtras(database, { firstOrderId: large.first, now: new Date(), log, only: 'promotions' });
    if (large.credits === 0) await seedLargeExtras(database, { firstOrderId: large.first, now: new Date(), log, only: 'credits' });
    if (large.uses > 0 && large.credits > 0) console.log('Promotions and credits already on the large orders.');
  }
} finally {
  await database.close();
}
