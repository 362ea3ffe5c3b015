#!/usr/bin/env node
/**
 * Pricing benchmark (issue 18 §5): `/Customer/ConsultarProductosCarritoLite` for a 60-line cart with a promo code and
 * a holiday IVA rate in force, 20 connections, p99 ≤ 30 ms on PostgreSQL. Seeds the demo data set and the bench's
 * products, promo code and holiday period (bench/seed-pricing.ts) into a throw-away cluster, checks the answer is
 * the cart it should be, then puts the load generator of bench/bench-server.mjs on the call as a call-center agent.
 *   node bench/pricing.mjs [--pglite]        (BENCH_SECONDS=10 by default)
 * --pglite runs on the embedded database instead (printed for information: PGlite answers one query at a time).
 * BENCH_KEEP=1 keeps the data in .bench-data/pricing-{pg,pglite} for the next run; BENCH_PROBE=1 also times the call
 * alone, one request at a time.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { call, envelope, load, login, root, startServer, verdict } from './bench-server.mjs';

const PGLITE = process.argv.includes('--pglite');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4030 + Math.floor(Math.random() * 40);
const P99_LIMIT_MS = 30;
const PATH = '/Customer/ConsultarProductosCarritoLite';
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function seed(target) {
  const seeded = spawnSync(tsx, [join(root, 'bench', 'seed-pricing.ts'), target], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (seeded.status !== 0) throw new Error('seeding failed');
  return JSON.parse(seeded.stdout.trim().split('\n').at(-1));
}

/**
 * CPU milliseconds used so far by the server listening on `port` and by PostgreSQL's processes (children of the
 * postmaster in `dataDir`; none on PGlite). Unlike latency, CPU per request does not grow when other work shares the
 * cores, so it tells what a request costs on a busy machine.
 */
function cpuMs(port, dataDir) {
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const serverPids = [...listening.matchAll(/pid=(\d+)/g)].map((m) => m[1]);
  let postmaster = null;
  try {
    postmaster = readFileSync(join(dataDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0];
  } catch {
    // PGlite: no PostgreSQL processes.
  }
  const total = { server: 0, postgres: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const isServer = serverPids.includes(pid);
      if (!isServer && (postmaster === null || (pid !== postmaster && fields[1] !== postmaster))) continue;
      // utime + stime in clock ticks (100 a second).
      total[isServer ? 'server' : 'postgres'] += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The answer is the cart asked for: 60 priced lines, the code applied, the holiday rate on some lines, nothing left out. */
function checkAnswer(data, seeded) {
  const lines = data.totales.saleOutputs;
  const problems = [];
  if (lines.length !== seeded.productIds.length) problems.push(`${lines.length} lines priced, expected ${seeded.productIds.length}`);
  if (data.problemas.length > 0) problems.push(`lines left out: ${JSON.stringify(data.problemas)}`);
  if (data.promociones[0]?.code !== seeded.code) problems.push(`promo code not applied: ${JSON.stringify(data.promoRechazos)}`);
  if (data.ivaFeriado?.rateBp !== 800 || !lines.some((line) => line.iva === 800)) problems.push('the holiday rate is not in force');
  if (lines.reduce((sum, line) => sum + line.totalWithDiscountPercentage, 0) !== data.totales.paymentTotal) problems.push('lines do not add up to the payment total');
  if (problems.length > 0) throw new Error(`unexpected pricing answer:\n${problems.join('\n')}`);
}

async function main() {
  const dataDir = join(root, '.bench-data', PGLITE ? 'pricing-pglite' : 'pricing-pg');
  const keep = process.env.BENCH_KEEP === '1';
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  let cluster = null;
  let server = null;
  try {
    let env;
    let target;
    if (PGLITE) {
      console.log(`PGlite at ${dataDir}`);
      env = { DATA_DIR: dataDir };
      target = dataDir;
    } else {
      cluster = await startPostgres(dataDir, {
        keep,
        durable: true,
        settings: ['-c shared_buffers=256MB', '-c effective_cache_size=1GB', '-c work_mem=16MB', '-c random_page_cost=1.1'],
      });
      console.log(`PostgreSQL ${cluster.version} at ${cluster.url}`);
      env = { DATABASE_URL: cluster.url };
      target = cluster.url;
    }
    const started = Date.now();
    const seeded = seed(target);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: store ${seeded.storeId}, customer ${seeded.customerId}, ${seeded.productIds.length} products, code ${seeded.code}, day ${seeded.day}.`);
    server = await startServer(env, PORT);
    const token = await login(server.base, 'cc@canasta.demo');
    // A call-center cart: 60 lines, kg products by the gram, the code typed in lower case, delivery with the flat rate.
    const request = {
      tokenSesion: token,
      idCliente: seeded.customerId,
      tiendaId: seeded.storeId,
      productos: seeded.productIds.map((id, i) => ({ id, qty: i % 10 === 9 ? 1.25 : 1 + (i % 4) })),
      esEnvioGratis: false,
      fechaEntrega: seeded.day,
      codigoPromo: seeded.code.toLowerCase(),
    };
    const data = await call(server.base, PATH, request);
    checkAnswer(data, seeded);
    console.log(`Answer checked: ${data.totales.saleOutputs.length} lines, payment total ${data.totales.paymentTotal} cents, promo −${data.promociones[0].descuento} cents, holiday IVA ${data.ivaFeriado.rateBp} bp.`);
    const body = envelope(PATH, request);
    if (process.env.BENCH_PROBE === '1') {
      const times = [];
      for (let i = 0; i < 200; i += 1) {
        const at = performance.now();
        await fetch(`${server.base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      console.log(`One at a time (200 requests): p50 ${times[100].toFixed(1)} ms, p99 ${times[198].toFixed(1)} ms`);
      const before = cpuMs(PORT, dataDir);
      const rounds = 300;
      for (let i = 0; i < rounds; i += 1) await fetch(`${server.base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const after = cpuMs(PORT, dataDir);
      const per = (key) => ((after[key] - before[key]) / rounds).toFixed(2);
      console.log(`CPU per request: server ${per('server')} ms, PostgreSQL ${per('postgres')} ms (${rounds} requests in sequence)`);
    }
    console.log(`\n20 connections: 3 s warm-up, then ${SECONDS} s measured…`);
    await load(server.base, { title: 'warm-up', seconds: 3, body });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const line = await load(server.base, { title: `${PATH}, 60 lines, promo code, holiday IVA, ${PGLITE ? 'PGlite' : 'PostgreSQL'}`, seconds: SECONDS, body });
    const text = line.requests > 0 ? verdict(line, P99_LIMIT_MS) : `FAIL ${line.title}: no request completed`;
    // The budget is PostgreSQL's; on PGlite the figures are for information.
    console.log(PGLITE ? text.replace(/^(PASS|FAIL)/, 'INFO') : text);
    process.exitCode = line.requests > 0 && line.failures === 0 && (PGLITE || line.p99 <= P99_LIMIT_MS) ? 0 : 1;
  } finally {
    await server?.stop();
    await cluster?.stop();
  }
}

await main();
