#!/usr/bin/env node
/**
 * Reports benchmark (issue 20 §3–4): every /Reports/* call over a 90-day range on 1,000,000 orders (~5,000,000
 * lines), for the whole company, one store and one warehouse, warm, several runs each; prints p50 and max against
 * the 1 s limit with PASS/FAIL.
 *   node bench/reports.mjs            PostgreSQL (the bench cluster in .bench-data/pg, seeded once and kept)
 *   BENCH_RUNS=15 node bench/reports.mjs     more timed runs per report and scope
 *   BENCH_PG_DIR=/path node bench/reports.mjs  another cluster directory
 * The five rollup reports read only report_daily_* (migration 0014); promotions and credits read their own tables.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { login, median, root, startServer } from './bench-server.mjs';

const ORDERS = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARM = 2;
const LIMIT_MS = 1000;
const DAYS = 90;
const PORT = 3950 + Math.floor(Math.random() * 40);
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const REPORTS = ['Sales', 'OrdersByStatus', 'Picking', 'LateDeliveries', 'Promotions', 'Credits', 'TopProducts'];

function run(script, args, env) {
  const result = spawnSync(tsx, [join(root, 'server', 'db', script), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

async function prepare(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const count = async () => (await client.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    const n = await count();
    if (n < ORDERS) {
      console.log(`Seeding ${(ORDERS - n).toLocaleString('en')} orders (once; kept in .bench-data/)…`);
      run('seed-large-cli.ts', ['--orders', String(ORDERS - n + 500)], { DATABASE_URL: url });
    }
    const { rows: [sizes] } = await client.query(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_lines) AS lines,
              (SELECT count(*)::int FROM report_daily_products) AS product_rows, (SELECT count(*)::int FROM report_daily_orders) AS order_rows`,
    );
    console.log(`Data set: ${sizes.orders.toLocaleString('en')} orders, ${sizes.lines.toLocaleString('en')} lines; rollups: ${sizes.order_rows.toLocaleString('en')} order rows, ${sizes.product_rows.toLocaleString('en')} product rows`);
    // The busiest store and warehouse of company 1, and the last 90 local days.
    const { rows: [store] } = await client.query(`SELECT store_id AS id FROM orders WHERE company_id = 1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const { rows: [warehouse] } = await client.query(`SELECT warehouse_id AS id FROM orders WHERE company_id = 1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const { rows: [range] } = await client.query(
      `SELECT to_char(d - ${DAYS - 1}, 'YYYY-MM-DD') AS "from", to_char(d, 'YYYY-MM-DD') AS "to"
         FROM (SELECT (max(created_at) AT TIME ZONE (SELECT timezone FROM companies WHERE id = 1))::date AS d FROM orders WHERE company_id = 1) x`,
    );
    console.log('VACUUM ANALYZE and CHECKPOINT before measuring…');
    for (const table of ['orders', 'categories', 'products', 'picking', 'deliveries']) await client.query(`VACUUM (ANALYZE) report_daily_${table}`);
    // As autovacuum leaves a long-lived table: the promotions report's covering indexes answer from the index alone.
    await client.query('VACUUM (ANALYZE) orders');
    await client.query('CHECKPOINT');
    return { storeId: store.id, warehouseId: warehouse.id, range };
  } finally {
    await client.end();
  }
}

async function timedCall(base, path, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, body: JSON.stringify(body) }) });
  const json = await response.json();
  return { ms: performance.now() - started, ok: json.bOk === true, codigo: json.codigo, bytes: JSON.stringify(json).length };
}

async function main() {
  // BENCH_PG_DIR: another copy of the bench cluster (e.g. to try a migration without touching the shared one).
  const cluster = await startPostgres(process.env.BENCH_PG_DIR ?? join(root, '.bench-data', 'pg'), {
    keep: true,
    durable: true,
    settings: ['-c shared_buffers=2GB', '-c effective_cache_size=8GB', '-c work_mem=32MB', '-c max_wal_size=4GB', '-c random_page_cost=1.1'],
  });
  const env = { DATABASE_URL: cluster.url };
  console.log(`PostgreSQL ${cluster.version} at ${cluster.url}`);
  const migrateStarted = Date.now();
  run('migrate-cli.ts', [], env);
  console.log(`Migrations applied in ${((Date.now() - migrateStarted) / 1000).toFixed(1)} s`);
  // A data set kept from before the promotions and credits were seeded gets them once.
  const extras = spawnSync(tsx, [join(root, 'bench', 'seed-report-extras.ts'), cluster.url], { cwd: root, stdio: 'inherit' });
  if (extras.status !== 0) throw new Error('seed-report-extras.ts failed');
  let failed = false;
  let server = null;
  try {
    const { storeId, warehouseId, range } = await prepare(cluster.url);
    server = await startServer(env, PORT);
    const token = await login(server.base, 'ad@canasta.demo');
    const scopes = [
      ['company', {}],
      [`store ${storeId}`, { storeId }],
      [`warehouse ${warehouseId}`, { warehouseId }],
    ];
    console.log(`\n${DAYS} days ${range.from} … ${range.to}, company 1 (AD); ${WARM} warm-up calls then ${RUNS} timed runs each, one at a time, over HTTP\n`);
    for (const report of REPORTS) {
      for (const [label, scope] of scopes) {
        const body = { tokenSesion: token, from: range.from, to: range.to, ...scope };
        const path = `/Reports/${report}`;
        const times = [];
        let answer = null;
        for (let i = 0; i < WARM + RUNS; i++) {
          answer = await timedCall(server.base, path, body);
          if (!answer.ok) break;
          if (i >= WARM) times.push(answer.ms);
        }
        if (!answer?.ok) {
          failed = true;
          console.log(`FAIL ${path} (${label}): answered ${answer?.codigo}`);
          continue;
        }
        const max = Math.max(...times);
        const pass = max <= LIMIT_MS;
        failed ||= !pass;
        console.log(`${pass ? 'PASS' : 'FAIL'} ${path.padEnd(24)} ${label.padEnd(14)} p50 ${median(times).toFixed(1).padStart(7)} ms, max ${max.toFixed(1).padStart(7)} ms (limit ${LIMIT_MS} ms), ${answer.bytes.toLocaleString('en')} bytes`);
      }
    }
  } finally {
    if (server) await server.stop();
    await cluster.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
