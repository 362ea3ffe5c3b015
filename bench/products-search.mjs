#!/usr/bin/env node
/**
 * Product search benchmark (issue 16 §4): `/Product/List` at 50,000 products, p99 ≤ 30 ms at 20 connections on
 * PostgreSQL. Seeds the demo data set and then 50,000 products (with brands, categories, barcodes and stock in every
 * warehouse) into the first company of a throw-away cluster, then puts autocannon on a mix of searches: name and SKU
 * fragments, exact barcodes, each filter, each sort both ways and second pages — with wrk when installed (in turn, by
 * a Lua request()), else autocannon. Prints the figures and PASS/FAIL.
 *   node bench/products-search.mjs          (BENCH_SECONDS=10 by default)
 * BENCH_PROBE=1 also times each request of the mix alone (slowest first); BENCH_KEEP=1 keeps the cluster and its data
 * in .bench-data/products-pg for the next run; BENCH_SORT_INDEXES=1 adds the indexes the price and last-change sorts
 * lack before measuring (see docs/catalogue-products-list.md).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { call, envelope, load, loadGenerator, login, luaString, root, startServer, verdict } from './bench-server.mjs';

const PRODUCTS = 50_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3950 + Math.floor(Math.random() * 40);
const P99_LIMIT_MS = 30;
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const DATA_DIR = join(root, '.bench-data', 'products-pg');

const KINDS = ['Arroz', 'Leche', 'Queso', 'Yogur', 'Pan', 'Galletas', 'Café', 'Té', 'Azúcar', 'Sal', 'Aceite', 'Vinagre', 'Atún', 'Sardinas',
  'Fideos', 'Harina', 'Avena', 'Quinua', 'Lentejas', 'Fréjol', 'Chocolate', 'Mermelada', 'Mantequilla', 'Jabón', 'Detergente', 'Champú',
  'Papel higiénico', 'Servilletas', 'Jugo', 'Gaseosa', 'Agua', 'Cerveza', 'Vino', 'Manzana', 'Banano', 'Tomate', 'Papa', 'Cebolla', 'Zanahoria',
  'Pollo', 'Carne molida', 'Chuleta', 'Salchicha', 'Jamón', 'Huevos', 'Cereal', 'Granola', 'Mayonesa', 'Salsa de tomate', 'Mostaza'];
const VARIANTS = ['integral', 'light', 'orgánico', 'premium', 'clásico', 'familiar', 'natural', 'sin azúcar', 'extra', 'tradicional',
  'de la casa', 'andino', 'fresco', 'artesanal', 'económico', 'deslactosado', 'picante', 'dulce', 'suave', 'intenso'];
const SIZES = ['250 g', '500 g', '1 kg', '2 kg', '1 L', '2 L', '6 unidades', '12 unidades', '400 ml', '750 ml'];

async function seed(url) {
  const existing = await loadSeeded(url);
  if (existing) return existing;
  const seeded = spawnSync(tsx, [join(root, 'server', 'db', 'seed-cli.ts')], { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('demo seed failed');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const sql = async (text, params = []) => (await client.query(text, params)).rows;
    const [company] = await sql(`SELECT id FROM companies ORDER BY id LIMIT 1`);
    const companyId = company.id;
    console.log(`Seeding ${PRODUCTS.toLocaleString('en')} products into company ${companyId}…`);
    const started = Date.now();
    await sql('BEGIN');
    await sql(`INSERT INTO brands (company_id, name) SELECT $1, 'Marca ' || g FROM generate_series(1, 300) g`, [companyId]);
    await sql(`INSERT INTO categories (company_id, name, aisle_order) SELECT $1, 'Categoría ' || g, g FROM generate_series(1, 120) g`, [companyId]);
    const brands = (await sql(`SELECT id FROM brands WHERE company_id = $1 ORDER BY id`, [companyId])).map((r) => r.id);
    const categories = (await sql(`SELECT id FROM categories WHERE company_id = $1 ORDER BY id`, [companyId])).map((r) => r.id);
    // Names from words, so fragments match tens to hundreds of products as real searches do.
    await sql(
      `INSERT INTO products (company_id, sku, name, brand_id, category_id, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp, active, updated_at)
       SELECT $1, 'BX-' || lpad(g::text, 6, '0'),
              ($2::text[])[1 + g % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)] || ' ' ||
                ($4::text[])[1 + (g / 3) % array_length($4::text[], 1)] || ' #' || g,
              ($5::int[])[(1 + (g::bigint * 7919) % array_length($5::int[], 1))::int],
              ($6::int[])[(1 + (g::bigint * 104729) % array_length($6::int[], 1))::int],
              CASE WHEN g % 9 = 0 THEN 'kg' ELSE 'unit' END,
              p, p + round(p * 0.15)::bigint, 1500, g % 17 <> 0,
              now() - (g % 5000) * interval '1 minute'
       FROM generate_series(1, $7::int) g, LATERAL (SELECT (50 + (g::bigint * 7717) % 5000) AS p) price`,
      [companyId, KINDS, VARIANTS, SIZES, brands, categories, PRODUCTS],
    );
    await sql(`INSERT INTO product_categories (product_id, category_id, company_id) SELECT id, category_id, company_id FROM products WHERE company_id = $1 AND sku LIKE 'BX-%'`, [companyId]);
    await sql(`INSERT INTO product_barcodes (product_id, company_id, barcode) SELECT id, company_id, '779' || lpad(substr(sku, 4), 10, '0') FROM products WHERE company_id = $1 AND sku LIKE 'BX-%'`, [companyId]);
    const warehouses = (await sql(`SELECT id FROM warehouses WHERE company_id = $1 ORDER BY id`, [companyId])).map((r) => r.id);
    for (const [index, warehouseId] of warehouses.entries()) {
      // Most products in stock; about one in six out of stock in each warehouse, spread over the name order (a hash,
      // not a residue of the id, which the names' pattern would have lined up into long runs).
      await sql(
        `INSERT INTO stock (product_id, warehouse_id, quantity_milli) SELECT id, $2, CASE WHEN abs(hashint4(id + $3)) % 6 = 0 THEN 0 ELSE ((id * 31) % 200) * 1000 END
         FROM products WHERE company_id = $1 AND sku LIKE 'BX-%' ON CONFLICT DO NOTHING`,
        [companyId, warehouseId, index],
      );
    }
    await sql('COMMIT');
    await sql('VACUUM (ANALYZE)');
    await sql('CHECKPOINT');
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM products WHERE company_id = $1`, [companyId]);
    console.log(`Company ${companyId} has ${n.toLocaleString('en')} products (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s).`);
    return { companyId, brands, categories, warehouses };
  } finally {
    await client.end();
  }
}

/** The data set a kept cluster already holds (BENCH_KEEP), or null. */
async function loadSeeded(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const sql = async (text, params = []) => (await client.query(text, params)).rows;
    const [{ migrated }] = await sql(`SELECT to_regclass('products') IS NOT NULL AS migrated`);
    const [last] = migrated ? await sql(`SELECT company_id AS id FROM products WHERE sku = 'BX-050000'`) : [];
    if (!last) return null;
    const companyId = last.id;
    const ids = async (table) => (await sql(`SELECT id FROM ${table} WHERE company_id = $1 ORDER BY id`, [companyId])).map((r) => r.id);
    console.log('Reusing the kept data set.');
    return { companyId, brands: await ids('brands'), categories: await ids('categories'), warehouses: await ids('warehouses') };
  } finally {
    await client.end();
  }
}

/** CPU milliseconds used so far by the server listening on `port` and this bench's PostgreSQL processes (Linux /proc). */
function cpuMs(port) {
  const ticks = 100;
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const serverPids = [...listening.matchAll(/pid=(\d+)/g)].map((m) => m[1]);
  const postmaster = readFileSync(join(DATA_DIR, 'data', 'postmaster.pid'), 'utf8').split('\n')[0];
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const total = { server: 0, postgres: 0 };
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!serverPids.includes(pid) && pid !== postmaster && fields[1] !== postmaster) continue;
      total[serverPids.includes(pid) ? 'server' : 'postgres'] += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

const pick = (list, i) => list[i % list.length];

/** The request mix: each kind of search a user or a picker makes, in roughly the proportions they make them. */
async function requestMix(base, token, { companyId, brands, categories, warehouses }) {
  const common = { tokenSesion: token, empresaId: companyId, limit: 50 };
  const bodies = [];
  const fragments = ['arroz', 'lech', 'integral', 'queso', 'café', 'sin azú', 'premium', 'papel', 'choco', 'salsa', 'light', 'orgán', 'jabón', 'fideos', 'quinua', 'marca', '#123', 'yogur', 'cerve', 'jamón'];
  for (const [i, q] of fragments.entries()) bodies.push({ ...common, q, ...(i % 4 === 0 ? { warehouseId: pick(warehouses, i) } : {}) });
  for (let i = 0; i < 10; i += 1) bodies.push({ ...common, q: `bx-0${String(1000 + i * 379).slice(0, 4)}` });
  for (let i = 0; i < 10; i += 1) bodies.push({ ...common, q: String(10_000 + i * 3571).padStart(6, '0').slice(1, 5) });
  for (let i = 0; i < 20; i += 1) bodies.push({ ...common, q: `779${String(1 + i * 2477).padStart(10, '0')}` });
  for (let i = 0; i < 8; i += 1) bodies.push({ ...common, categoryId: pick(categories, i * 13) });
  for (let i = 0; i < 8; i += 1) bodies.push({ ...common, brandId: pick(brands, i * 29) });
  bodies.push({ ...common, saleUnit: 'kg' }, { ...common, active: false }, { ...common, active: true, sort: 'price' });
  for (const warehouseId of warehouses) bodies.push({ ...common, outOfStockWarehouseId: warehouseId }, { ...common, outOfStockWarehouseId: warehouseId, categoryId: pick(categories, warehouseId) });
  for (const sort of ['name', 'sku', 'price', 'updated']) for (const desc of [false, true]) bodies.push({ ...common, sort, desc });
  bodies.push({ ...common, q: 'arroz', sort: 'price' }, { ...common, q: 'leche', categoryId: pick(categories, 3), sort: 'updated', desc: true });
  // Second pages of some of them.
  for (const body of bodies.filter((_, i) => i % 5 === 0).slice(0, 15)) {
    const first = await call(base, '/Product/List', body);
    if (first.nextCursor) bodies.push({ ...body, cursor: first.nextCursor });
  }
  // Every body answers (a refusal would measure nothing).
  let rows = 0;
  for (const body of bodies) rows += (await call(base, '/Product/List', body)).rows.length;
  console.log(`${bodies.length} different requests in the mix, ${rows.toLocaleString('en')} rows in their answers.`);
  return bodies.map((body) => envelope('/Product/List', body));
}

async function main() {
  // BENCH_KEEP=1 keeps the cluster and its data for the next run (to look into plans with psql).
  const keep = process.env.BENCH_KEEP === '1';
  const cluster = await startPostgres(DATA_DIR, {
    keep,
    durable: true,
    settings: ['-c shared_buffers=512MB', '-c effective_cache_size=2GB', '-c work_mem=16MB', '-c random_page_cost=1.1'],
  });
  let server = null;
  try {
    console.log(`PostgreSQL ${cluster.version} at ${cluster.url}`);
    const data = await seed(cluster.url);
    // What the price and last-change sorts lack (docs/catalogue-products-list.md): without them each is a scan of every
    // product of the company and a sort. Opt-in and printed, so the figures with and without can be compared; dropped
    // otherwise (a kept cluster may hold them from an earlier run).
    const withSortIndexes = process.env.BENCH_SORT_INDEXES === '1';
    const client = new Client({ connectionString: cluster.url });
    await client.connect();
    for (const [name, columns] of [['bench_products_price_idx', 'company_id, price_with_tax_cents, id'], ['bench_products_updated_idx', 'company_id, updated_at, id']]) {
      await client.query(withSortIndexes ? `CREATE INDEX IF NOT EXISTS ${name} ON products (${columns})` : `DROP INDEX IF EXISTS ${name}`);
    }
    await client.query('ANALYZE products');
    await client.end();
    if (withSortIndexes) console.log('BENCH_SORT_INDEXES=1: measuring WITH the proposed indexes on (company_id, price_with_tax_cents, id) and (company_id, updated_at, id).');
    server = await startServer({ DATABASE_URL: cluster.url }, PORT);
    const token = await login(server.base, 'sa@canasta.demo');
    const bodies = await requestMix(server.base, token, data);
    if (process.env.BENCH_PROBE === '1') {
      // Each request alone, slowest first: where the time goes.
      const times = [];
      for (const body of bodies) {
        const started = performance.now();
        for (let i = 0; i < 5; i += 1) await fetch(`${server.base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        times.push([(performance.now() - started) / 5, JSON.parse(JSON.parse(body).body)]);
      }
      for (const [ms, body] of times.toSorted((a, b) => b[0] - a[0]).slice(0, 25)) console.log(`${ms.toFixed(1)} ms`, JSON.stringify({ ...body, tokenSesion: undefined }));
      // CPU time per request of the server and PostgreSQL together: unlike latency, it does not grow when other work
      // shares the cores, so it says what the mix costs on a busy machine.
      const before = cpuMs(PORT);
      const rounds = 5;
      for (let i = 0; i < rounds; i += 1) for (const body of bodies) await fetch(`${server.base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const after = cpuMs(PORT);
      const per = (key) => ((after[key] - before[key]) / (rounds * bodies.length)).toFixed(2);
      console.log(`CPU per request: server ${per('server')} ms, PostgreSQL ${per('postgres')} ms (${rounds * bodies.length} requests in sequence)`);
    }
    // The mix in turn: autocannon's setupRequest, or the same rotation as wrk's request() (bench-server.mjs).
    let next = 0;
    const requests = [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }];
    const lua = `local bodies = {${bodies.map(luaString).join(',\n')}}\nlocal next = 0\nrequest = function()\n  next = next % #bodies + 1\n  return wrk.format(nil, nil, nil, bodies[next])\nend\n`;
    console.log(`\n${loadGenerator()}, 20 connections: 3 s warm-up, then ${SECONDS} s measured…`);
    await load(server.base, { title: 'warm-up', seconds: 3, requests, lua });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = cpuMs(PORT);
    const line = await load(server.base, { title: 'Product/List mix at 50,000 products', seconds: SECONDS, requests, lua });
    const after = cpuMs(PORT);
    // Where the two cores went: what each answer cost the server and PostgreSQL under the load.
    const per = (key) => (line.requests > 0 ? ((after[key] - before[key]) / line.requests).toFixed(2) : '–');
    console.log(`CPU per answer under load: server ${per('server')} ms, PostgreSQL ${per('postgres')} ms`);
    const ok = line.requests > 0 && line.p99 <= P99_LIMIT_MS && line.failures === 0;
    console.log(line.requests > 0 ? verdict(line, P99_LIMIT_MS) : `FAIL ${line.title}: no request completed`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
    await cluster.stop();
  }
}

await main();
