import { openDatabase } from '../server/db/client';
import { orderConditions } from '../server/orders/order-filters';
import { pageIds } from '../server/orders/order-page';
import { selectSummaries } from '../server/orders/order-summary';
import { orders } from '../server/db/schema/orders';
import { eq } from 'drizzle-orm';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 1 });
const db = database.db;
const [store] = await database.query<{ id: number }>(`SELECT store_id AS id, count(*)::int AS n FROM orders WHERE company_id = 1 AND status = 'entregada' GROUP BY store_id ORDER BY n DESC LIMIT 1`);
const conditions = orderConditions(db, { companyId: 1, storeId: store!.id, warehouseId: null }, { statuses: ['entregada'] }, 1, 'UTC');
for (const statuses of [['entregada'], ['entregada', 'pendiente']] as const) {
  const page = pageIds(db, { conditions, statuses, sort: 'created_desc', limit: 50 });
  const q = selectSummaries(db).innerJoin(page.ids, eq(page.ids.id, orders.id)).orderBy(...page.order).toSQL();
  console.log(q.sql, JSON.stringify(q.params));
  const text = q.sql.replace(/\$(\d+)/g, (_, n) => { const v = q.params[Number(n) - 1]; return typeof v === 'number' ? String(v) : `'${String(v)}'`; });
  const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
}
await database.close();
