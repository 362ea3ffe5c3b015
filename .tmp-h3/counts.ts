import { openDatabase } from '../server/db/client';
import { orderConditions } from '../server/orders/order-filters';
import { countOrders } from '../server/orders/order-counts';
import { executeRows } from '../server/db/execute-rows';
import { sql } from 'drizzle-orm';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 1 });
const db = database.db;
const scope = { companyId: 1, storeId: 2, warehouseId: null };
const createdFrom = new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10);
const conditions = orderConditions(db, scope, { createdFrom }, 1, 'America/Guayaquil');
for (let i = 0; i < 3; i++) { const t0 = performance.now(); console.log(await countOrders(db, scope, conditions, false), (performance.now() - t0).toFixed(1)); }
const [ps] = await executeRows<{ statement: string }>(db, sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'order_counts%'`);
const text = ps!.statement;
console.log(text.slice(0, 600));
await database.query('SET plan_cache_mode = force_generic_plan');
const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE "${(await executeRows<{ name: string }>(db, sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'order_counts%'`))[0]!.name}"(1, 2, '${createdFrom}', 'America/Guayaquil')`).catch((e) => [{ 'QUERY PLAN': String(e) }]);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n').slice(0, 4000));
await database.close();
