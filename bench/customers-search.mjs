#!/usr/bin/env node
/**
 * Customer search benchmark (issue 17 §4): `/Customer/List` with 200,000 customers in company 1, as a call-center
 * agent (cc@) searches: a name fragment, an exact email, a phone as read aloud ("097 432 0957"), a document, and the
 * first page with no search. Each kind runs on its own for BENCH_SECONDS (default 8, after 2 s of warm-up) with
 * BENCH_CONCURRENCY requests in flight (default 4: a busy call center's agents all searching at once, each sending the
 * next search the moment an answer arrives — far more than agents who type and read between searches), and
 * prints p50 / p95 / p99 per kind and PASS/FAIL against the targets:
 *   PostgreSQL (`--postgres`, a throw-away cluster): p99 ≤ 100 ms for every kind;
 *   PGlite (the default, embedded, one query at a time): p99 ≤ 300 ms for the first page with no search (the list as
 *   it opens); the searches' figures are printed for information.
 *   node bench/customers-search.mjs [--postgres]
 * The seeded data is kept in .bench-data/customers-{pglite,pg} and reused by the next run (BENCH_FRESH=1 re-seeds).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { call, envelope, login, percentile, root, startServer } from './bench-server.mjs';

const CUSTOMERS = 200_000;
const POSTGRES = process.argv.includes('--postgres');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const LIMIT_MS = POSTGRES ? 100 : 300;
const PORT = 4390 + Math.floor(Math.random() * 40);
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const FIRST_PAGE = 'first page, no search';

function seed(target) {
  const seeded = spawnSync(tsx, [join(root, 'bench', 'seed-customers.ts'), target, String(CUSTOMERS)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (seeded.status !== 0) throw new Error('seeding failed');
  return JSON.parse(seeded.stdout.trim().split('\n').at(-1));
}

/** "+593974320957" as an agent types it from the phone: "097 432 0957". */
const spoken = (phone) => {
  const national = `0${phone.replace(/^\+593/, '')}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};

const ms = (v) => `${v.toFixed(1)} ms`.padStart(9);

/** Runs `bodies` round-robin with CONCURRENCY in flight for `seconds`; the latencies in ms and the failures. */
async function measure(base, bodies, seconds) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const body = bodies[next++ % bodies.length];
      const started = performance.now();
      const response = await fetch(`${base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const json = await response.json();
      latencies.push(performance.now() - started);
      if (!json.bOk) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, failures };
}

async function main() {
  let cluster = null;
  let server = null;
  try {
    const dataDir = join(root, '.bench-data', POSTGRES ? 'customers-pg' : 'customers-pglite');
    if (process.env.BENCH_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
    let env;
    let target;
    if (POSTGRES) {
      cluster = await startPostgres(dataDir, {
        keep: true,
        durable: true,
        settings: ['-c shared_buffers=512MB', '-c effective_cache_size=2GB', '-c work_mem=16MB', '-c random_page_cost=1.1'],
      });
      console.log(`PostgreSQL ${cluster.version} at ${cluster.url}`);
      env = { DATABASE_URL: cluster.url };
      target = cluster.url;
    } else {
      console.log(`PGlite at ${dataDir}`);
      env = { DATA_DIR: dataDir };
      target = dataDir;
    }
    const started = Date.now();
    const { customers, samples } = seed(target);
    console.log(`Company 1 has ${customers.toLocaleString('en')} customers (ready in ${((Date.now() - started) / 1000).toFixed(1)} s).`);
    server = await startServer(env, PORT);
    const token = await login(server.base, 'cc@canasta.demo');
    const body = (q) => envelope('/Customer/List', { tokenSesion: token, limit: 50, ...(q === undefined ? {} : { q }) });
    const kinds = [
      ['name fragment', ['quishpe', 'ana andrade', 'gabriela', 'villac', 'pérez', 'carrión', 'santiago', 'rosero', 'mejía', 'lucía'].map(body)],
      ['email (exact)', samples.map((s) => body(s.email))],
      ['phone (as read aloud)', samples.map((s) => body(spoken(s.phone)))],
      ['document', samples.map((s) => body(s.document_id))],
      [FIRST_PAGE, [body(undefined)]],
    ];
    // Every request answers, and the exact searches find their customer first.
    for (const [kind, bodies] of kinds) {
      for (const text of bodies.slice(0, 5)) {
        const request = JSON.parse(JSON.parse(text).body);
        const data = await call(server.base, '/Customer/List', request);
        if (data.rows.length === 0) throw new Error(`${kind} "${request.q}" found nobody`);
      }
    }
    const first = samples[0];
    const found = await call(server.base, '/Customer/List', { tokenSesion: token, q: spoken(first.phone) });
    if (found.rows[0]?.phone !== first.phone) throw new Error(`the phone ${spoken(first.phone)} did not find ${first.phone} first`);

    console.log(`\n${CONCURRENCY} requests in flight, ${SECONDS} s per kind (after 2 s of warm-up); limit p99 ≤ ${LIMIT_MS} ms on ${POSTGRES ? 'PostgreSQL (every kind)' : 'PGlite (the first page)'}`);
    console.log('kind                      requests   req/s    p50     p95     p99');
    let ok = true;
    const all = [];
    for (const [kind, bodies] of kinds) {
      await measure(server.base, bodies, 2);
      const { latencies, failures } = await measure(server.base, bodies, SECONDS);
      all.push(...latencies);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
      const judged = POSTGRES || kind === FIRST_PAGE;
      const pass = failures === 0 && p99 <= LIMIT_MS;
      if (judged) ok &&= pass;
      console.log(`${kind.padEnd(24)} ${String(latencies.length).padStart(9)} ${String(Math.round(latencies.length / SECONDS)).padStart(7)} ${ms(p50)}${ms(p95)}${ms(p99)}  ${judged ? (pass ? 'PASS' : 'FAIL') : 'info'}${failures ? ` (${failures} failures)` : ''}`);
    }
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(all, p));
    console.log(`\n${ok ? 'PASS' : 'FAIL'} /Customer/List at ${customers.toLocaleString('en')} customers on ${POSTGRES ? 'PostgreSQL' : 'PGlite'}: ${POSTGRES ? 'every kind' : 'the first page'}'s p99 ≤ ${LIMIT_MS} ms (all kinds together: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms)`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
    await cluster?.stop();
  }
}

await main();
