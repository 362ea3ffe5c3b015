import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { preparedStatement } from '../server/db/prepared';
import { orderLines } from '../server/db/schema/orders';
import { chargedRateColumns, orderLineColumns } from '../server/orders/order-lines';
import { Pool } from 'pg';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 1 });
const db = database.db;
const flat = db.select({ ...orderLineColumns, ...chargedRateColumns }).from(orderLines).where(eq(orderLines.orderId, sql.placeholder('orderId'))).orderBy(asc(orderLines.position), asc(orderLines.id)).prepare('l_flat');
const nested = db.select({ line: orderLineColumns, ...chargedRateColumns }).from(orderLines).where(eq(orderLines.orderId, sql.placeholder('orderId'))).orderBy(asc(orderLines.position), asc(orderLines.id)).prepare('l_nested');
const text = db.select({ ...orderLineColumns, ...chargedRateColumns }).from(orderLines).where(eq(orderLines.orderId, sql.placeholder('orderId'))).orderBy(asc(orderLines.position), asc(orderLines.id)).toSQL().sql;
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1, options: '-c plan_cache_mode=force_generic_plan' });
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 1000; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(label, ((performance.now() - t0) / 1000).toFixed(3), 'ms wall,', ((c.user + c.system) / 1000 / 1000).toFixed(3), 'ms cpu per call');
}
await time('raw pg rowMode array', () => pool.query({ name: 'raw_a', text, values: [1001001], rowMode: 'array' }));
await time('raw pg objects', () => pool.query({ name: 'raw_o', text, values: [1001001] }));
await time('drizzle flat', () => flat.execute({ orderId: 1001001 }));
await time('drizzle nested', () => nested.execute({ orderId: 1001001 }));
const rows = await flat.execute({ orderId: 1001001 });
await time('JSON.stringify lines', async () => JSON.stringify(rows));
await pool.end(); await database.close();
