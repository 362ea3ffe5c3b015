import { openDatabase } from '../server/db/client';
import { orderConditions } from '../server/orders/order-filters';
import { listOrderPage } from '../server/orders/order-page';
import { executeRows } from '../server/db/execute-rows';
import { sql } from 'drizzle-orm';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 1 });
const db = database.db;
const conditions = orderConditions(db, { companyId: 1, storeId: 2, warehouseId: null }, {}, 1, 'UTC');
let cursor: string | undefined;
for (let i = 0; i < 12; i++) { const p = await listOrderPage(db, { conditions, statuses: ['entregada'], sort: 'created_desc', limit: 50, cursor }); if (i > 5) cursor = p.nextCursor ?? undefined; }
for (let i = 0; i < 12; i++) await listOrderPage(db, { conditions, statuses: ['entregada'], sort: 'created_desc', limit: 50, cursor });
console.log(await executeRows(db, sql`SELECT name, generic_plans, custom_plans, current_setting('plan_cache_mode') AS mode FROM pg_prepared_statements`));
const t0 = performance.now(); for (let i = 0; i < 200; i++) await listOrderPage(db, { conditions, statuses: ['entregada'], sort: 'created_desc', limit: 50 }); console.log('first page', ((performance.now() - t0) / 200).toFixed(2), 'ms');
const t1 = performance.now(); for (let i = 0; i < 200; i++) await listOrderPage(db, { conditions, statuses: ['entregada'], sort: 'created_desc', limit: 50, cursor }); console.log('cursor page', ((performance.now() - t1) / 200).toFixed(2), 'ms');
await database.close();
