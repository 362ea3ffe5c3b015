import { openDatabase } from '../server/db/client';
import { ORDER_STATUSES } from '../contract/order-status';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 1 });
const createdFrom = new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10);
const branch = (s: string, i: number) => `(select $${i * 7 + 1}::text as "status", count(*) as "n" from "orders" where ("orders"."company_id" = $${i * 7 + 2} and "orders"."store_id" = $${i * 7 + 3} and "orders"."created_at" >= (($${i * 7 + 4}::date + $${i * 7 + 5}::int)::timestamp AT TIME ZONE $${i * 7 + 6}::text) and "orders"."status" = $${i * 7 + 7}))`;
const text = ORDER_STATUSES.map(branch).join(' union all ');
const values = ORDER_STATUSES.flatMap((s) => [`'${s}'`, 1, 2, `'${createdFrom}'`, 0, `'America/Guayaquil'`, `'${s}'`]);
await database.query(`PREPARE mine AS ${text}`);
const old = `SELECT s.status, (SELECT count(*) FROM orders o WHERE o.company_id = $1 AND o.store_id = $2 AND o.created_at >= ($3::date::timestamp AT TIME ZONE $4::text) AND o.status = s.status)::int AS n FROM unnest($5::text[]) AS s(status)`;
await database.query(`PREPARE old AS ${old}`);
for (const mode of ['force_generic_plan', 'force_custom_plan']) {
  await database.query(`SET plan_cache_mode = ${mode}`);
  for (const [name, args] of [['mine', values.join(', ')], ['old', `1, 2, '${createdFrom}', 'America/Guayaquil', '{${ORDER_STATUSES.join(',')}}'`]] as const) {
    const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}(${args})`);
    console.log(`== ${mode} ${name}\n` + plan.map((r) => r['QUERY PLAN']).filter((l) => !/Buffers/.test(l)).slice(0, 8).join('\n'));
  }
}
await database.close();
