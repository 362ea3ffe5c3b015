import { openDatabase } from '../server/db/client';
import { orderConditions } from '../server/orders/order-filters';
import { pageQuery } from '../server/orders/order-page';
import { selectSummaries } from '../server/orders/order-summary';
import { orders } from '../server/db/schema/orders';
import { eq } from 'drizzle-orm';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 1 });
const db = database.db;
const conditions = orderConditions(db, { companyId: 1, storeId: 2, warehouseId: null }, {}, 1, 'UTC');
const q = pageQuery({ conditions, statuses: ['entregada'], sort: 'created_desc', limit: 50 });
const page = q.build(db);
const query = selectSummaries(db).innerJoin(page.ids, eq(page.ids.id, orders.id)).orderBy(...page.order).toSQL();
console.log(query.sql.slice(-400), query.params);
const names = query.params.map((p) => (typeof p === 'object' && p && 'name' in p ? (p as { name: string }).name : null));
const values = names.map((n, i) => (n ? q.values[n] : query.params[i]));
await database.query(`PREPARE p1 AS ${query.sql}`);
for (const mode of ['force_custom_plan', 'force_generic_plan']) {
  await database.query(`SET plan_cache_mode = ${mode}`);
  const lit = values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ');
  const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE p1(${lit})`);
  console.log(mode, plan.slice(0, 3).map((r) => r['QUERY PLAN']).join('\n'));
}
await database.close();
