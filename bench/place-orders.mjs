#!/usr/bin/env node
/**
 * Placing orders under load (issue 18 §5, docs/checkout.md): 50 concurrent checkouts sustained over real HTTP against
 * the real server on PostgreSQL. Each of 50 workers places call-center orders one after another with distinct
 * mutationIds (and now and then repeats its last request, as a client retrying a lost answer does); some carts compete
 * for a few low-stock products, some for small delivery slots, some for a promo code with few uses left. Prints the
 * throughput of placed orders, latency p50/p99 of every request, the answers by code, then checks in SQL that nothing
 * was oversold (no stock row reserves more than it holds, reservations equal the placed lines), no slot holds more
 * orders on a day than its capacity, the promotion's used_count equals its uses, and each placed mutationId made one
 * order. Prints PASS/FAIL for each.
 *   node bench/place-orders.mjs          (BENCH_SECONDS=20, BENCH_WORKERS=50 by default; BENCH_PG_SETTINGS="-c …" adds settings)
 */
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { call, envelope, login, percentile, root, startServer } from './bench-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 50);
const PORT = 3990 + Math.floor(Math.random() * 9);
const DATA_DIR = join(root, '.bench-data', 'place-orders-pg');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
/** Products with plenty of stock, and the few everyone competes for (units each). */
const PLENTY = 200;
const SCARCE = 5;
const SCARCE_UNITS = 40;
const PROMO_USES = 30;
/** Price of every bench product: 10.00 without IVA (0 %), so a cart's total is known without asking. */
const PRICE = 1000;

async function prepare(url) {
  const seeded = spawnSync(tsx, [join(root, 'server', 'db', 'seed-cli.ts')], { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('demo seed failed');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const sql = async (text, params = []) => (await client.query(text, params)).rows;
    const [company] = await sql(`SELECT id, timezone FROM companies ORDER BY id LIMIT 1`);
    const [store] = await sql(`SELECT id FROM stores WHERE company_id = $1 AND active ORDER BY id LIMIT 1`, [company.id]);
    const [warehouse] = await sql(
      `SELECT w.id FROM store_warehouses sw JOIN warehouses w ON w.id = sw.warehouse_id WHERE sw.store_id = $1 AND w.active ORDER BY w.id LIMIT 1`,
      [store.id],
    );
    // The bench's store takes orders of every size now.
    await sql(`UPDATE stores SET open = true, min_order_cents = 0 WHERE id = $1`, [store.id]);
    const [category] = await sql(`SELECT id FROM categories WHERE company_id = $1 ORDER BY id LIMIT 1`, [company.id]);
    await sql(
      `INSERT INTO products (company_id, sku, name, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp, category_id)
       SELECT $1, 'PLACE-' || g, 'Producto de carga ' || g, 'unit', $2, $2, 0, $3 FROM generate_series(1, $4::int) g`,
      [company.id, PRICE, category.id, PLENTY + SCARCE],
    );
    const products = (await sql(`SELECT id FROM products WHERE company_id = $1 AND sku LIKE 'PLACE-%' ORDER BY id`, [company.id])).map((r) => r.id);
    await sql(`INSERT INTO product_categories (product_id, category_id, company_id) SELECT unnest($1::int[]), $2, $3`, [products, category.id, company.id]);
    const plenty = products.slice(0, PLENTY);
    const scarce = products.slice(PLENTY);
    await sql(
      `INSERT INTO stock (product_id, warehouse_id, quantity_milli) SELECT p, $2, CASE WHEN p = ANY($3::int[]) THEN $4::bigint ELSE 1000000000 END FROM unnest($1::int[]) p
       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = excluded.quantity_milli, reserved_milli = 0`,
      [products, warehouse.id, scarce, SCARCE_UNITS * 1000],
    );
    // Tomorrow in the company's time zone: two roomy windows and two small ones.
    const [{ day, weekday }] = await sql(`SELECT to_char(d, 'YYYY-MM-DD') AS day, extract(dow FROM d)::int AS weekday FROM (SELECT (now() AT TIME ZONE $1)::date + 1 AS d) x`, [company.timezone]);
    await sql(`DELETE FROM store_hour_exceptions WHERE store_id = $1 AND on_date = $2::date`, [store.id, day]);
    const slots = [];
    for (const [starts, ends, capacity] of [['06:00', '08:00', 1_000_000], ['08:00', '10:00', 1_000_000], ['10:00', '11:00', 25], ['11:00', '12:00', 25]]) {
      const [row] = await sql(`INSERT INTO delivery_slots (store_id, company_id, weekday, starts, ends, capacity) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, capacity`, [
        store.id,
        company.id,
        weekday,
        starts,
        ends,
        capacity,
      ]);
      slots.push(row);
    }
    const code = `CARGA-${randomUUID().slice(0, 6)}`;
    const [promotion] = await sql(
      `INSERT INTO promotions (company_id, kind, code, discount_kind, value, starts_at, total_limit) VALUES ($1, 'code', $2, 'percent', 1000, now() - interval '1 day', $3) RETURNING id`,
      [company.id, code, PROMO_USES],
    );
    const customers = (await sql(`SELECT id FROM customers WHERE company_id = $1 ORDER BY id LIMIT 300`, [company.id])).map((r) => r.id);
    await sql('ANALYZE');
    return { companyId: company.id, storeId: store.id, warehouseId: warehouse.id, plenty, scarce, slots, day, code, promotionId: promotion.id, customers };
  } finally {
    await client.end();
  }
}

const pick = (list, i) => list[i % list.length];

/** One worker's next cart: mostly plenty, one in four with a scarce product, one in five in a small slot, one in six with the code. */
function cart(data, worker, n) {
  const lines = [];
  const size = 1 + ((worker + n) % 4);
  for (let i = 0; i < size; i += 1) lines.push({ id: pick(data.plenty, worker * 7 + n * 13 + i * 31), qty: 1 + ((n + i) % 3) });
  if ((worker + n) % 4 === 0) lines.push({ id: pick(data.scarce, n), qty: 1 });
  const promo = (worker + n) % 6 === 0;
  const ids = new Set();
  const unique = lines.filter((line) => (ids.has(line.id) ? false : (ids.add(line.id), true)));
  const linesTotal = unique.reduce((sum, line) => sum + line.qty * PRICE, 0);
  return {
    mutationId: randomUUID(),
    idCliente: pick(data.customers, worker * 31 + n),
    tiendaId: data.storeId,
    productos: unique,
    esEnvioGratis: true,
    canal: 'call_center',
    slotId: (worker + n) % 5 === 0 ? pick(data.slots.slice(2), n).id : pick(data.slots.slice(0, 2), worker).id,
    fechaEntrega: data.day,
    direccion: { address: `Calle de prueba ${worker}-${n}`, lat: null, lng: null },
    pago: 'cash',
    totalEsperado: promo ? linesTotal - linesTotal / 10 : linesTotal,
    ...(promo ? { codigoPromo: data.code } : {}),
  };
}

async function post(base, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: envelope('/Order/Place', body) });
  const json = await response.json();
  return { ms: performance.now() - started, status: response.status, json };
}

async function run(base, token, data) {
  const latencies = [];
  const codes = new Map();
  const placed = new Map();
  let replays = 0;
  let replayMismatches = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async (w) => {
    for (let n = 0; Date.now() < end; n += 1) {
      const body = { ...cart(data, w, n), tokenSesion: token };
      const answer = await post(base, body);
      latencies.push(answer.ms);
      const code = answer.json.bOk ? 'OK' : (answer.json.codigo ?? `HTTP ${answer.status}`);
      codes.set(code, (codes.get(code) ?? 0) + 1);
      if (answer.json.bOk) placed.set(body.mutationId, answer.json.data.orden.id);
      // A retry after a lost answer: the same request again answers the same.
      if (n % 3 === 2) {
        const again = await post(base, body);
        latencies.push(again.ms);
        replays += 1;
        const same = answer.json.bOk ? again.json.bOk && again.json.data.orden.id === answer.json.data.orden.id : again.json.codigo === answer.json.codigo;
        if (!same) replayMismatches += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return { seconds: (performance.now() - started) / 1000, latencies, codes, placed, replays, replayMismatches };
}

async function checks(url, data, result) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const sql = async (text, params = []) => (await client.query(text, params)).rows;
    const [over] = await sql(`SELECT count(*)::int AS n FROM stock WHERE reserved_milli > quantity_milli`);
    const [drift] = await sql(
      `SELECT count(*)::int AS n FROM stock s
         LEFT JOIN (SELECT l.product_id, sum(l.ordered_quantity_milli) AS q FROM order_lines l JOIN orders o ON o.id = l.order_id
                     WHERE o.reserves_stock AND o.warehouse_id = $1 GROUP BY l.product_id) r ON r.product_id = s.product_id
        WHERE s.warehouse_id = $1 AND s.product_id = ANY($2::int[]) AND s.reserved_milli <> coalesce(r.q, 0)`,
      [data.warehouseId, [...data.plenty, ...data.scarce]],
    );
    const [full] = await sql(
      `SELECT count(*)::int AS n FROM (SELECT delivery_slot_id, slot_date, count(*) AS taken FROM orders
                                          WHERE delivery_slot_id IS NOT NULL AND status <> 'cancelada' GROUP BY 1, 2) o
         JOIN delivery_slots d ON d.id = o.delivery_slot_id WHERE o.taken > d.capacity`,
    );
    const [promo] = await sql(
      `SELECT p.used_count, (SELECT count(*)::int FROM promotion_uses u WHERE u.promotion_id = p.id) AS uses,
              (SELECT count(*)::int FROM orders o WHERE o.promotion_id = p.id) AS orders, p.total_limit
         FROM promotions p WHERE p.id = $1`,
      [data.promotionId],
    );
    const [orders] = await sql(`SELECT count(*)::int AS n FROM orders WHERE delivery_slot_id = ANY($1::int[])`, [data.slots.map((s) => s.id)]);
    const small = await sql(`SELECT count(*)::int AS n FROM orders WHERE delivery_slot_id = ANY($1::int[]) AND slot_date = $2::date GROUP BY delivery_slot_id`, [
      data.slots.slice(2).map((s) => s.id),
      data.day,
    ]);
    const scarceLeft = await sql(`SELECT quantity_milli - reserved_milli AS left FROM stock WHERE warehouse_id = $1 AND product_id = ANY($2::int[])`, [data.warehouseId, data.scarce]);
    console.log(
      `\nContention: small slots took ${small.map((r) => r.n).join(' and ')} orders (capacity 25 each); scarce products have ${scarceLeft.map((r) => Number(r.left) / 1000).join(', ')} units left of ${SCARCE_UNITS}; ` +
        `the code ${promo.used_count} of ${promo.total_limit} uses.`,
    );
    const results = [
      [over.n === 0, `no stock row reserves more than it holds (${over.n} rows over)`],
      [drift.n === 0, `every bench product's reservation equals its placed lines (${drift.n} differ)`],
      [full.n === 0, `no slot holds more orders on a day than its capacity (${full.n} over)`],
      [promo.used_count === promo.uses && promo.uses === promo.orders && promo.used_count <= promo.total_limit, `promotion used_count ${promo.used_count} = uses ${promo.uses} = orders ${promo.orders} ≤ limit ${promo.total_limit}`],
      [orders.n === result.placed.size, `one order per placed mutationId (${orders.n} orders, ${result.placed.size} placed)`],
      [result.replayMismatches === 0, `a repeated request answers the first answer (${result.replays} repeats, ${result.replayMismatches} differ)`],
    ];
    for (const [ok, text] of results) console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
    return results.every(([ok]) => ok);
  } finally {
    await client.end();
  }
}

async function main() {
  // BENCH_PG_SETTINGS adds PostgreSQL settings (e.g. "-c synchronous_commit=off", to see what the commit's flush costs).
  const extra = (process.env.BENCH_PG_SETTINGS ?? '').split(/\s+(?=-c\s)/).filter(Boolean);
  const cluster = await startPostgres(DATA_DIR, { durable: true, settings: ['-c shared_buffers=256MB', '-c work_mem=16MB', '-c random_page_cost=1.1', ...extra] });
  let server = null;
  try {
    console.log(`PostgreSQL ${cluster.version} at ${cluster.url}`);
    const data = await prepare(cluster.url);
    server = await startServer({ DATABASE_URL: cluster.url }, PORT);
    const token = await login(server.base, 'cc@canasta.demo');
    // One order alone first: the cart's expected total is right (a refusal here would measure nothing).
    await call(server.base, '/Order/Place', { ...cart(data, 1, 1), tokenSesion: token });
    console.log(`\n${WORKERS} concurrent checkouts for ${SECONDS} s…`);
    const result = await run(server.base, token, data);
    const placedCount = result.codes.get('OK') ?? 0;
    const answers = [...result.codes.entries()].map(([code, n]) => `${code} ${n}`).join(', ');
    const expected = new Set(['OK', 'OUT_OF_STOCK', 'SLOT_FULL', 'PROMO_UNAVAILABLE']);
    const unexpected = [...result.codes.keys()].filter((code) => !expected.has(code));
    console.log(`Answers: ${answers}`);
    console.log(
      `Placed ${placedCount} orders in ${result.seconds.toFixed(1)} s: ${(placedCount / result.seconds).toFixed(1)} orders/s; ` +
        `${result.latencies.length} requests, p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms`,
    );
    const answered = unexpected.length === 0;
    console.log(`${answered ? 'PASS' : 'FAIL'} every answer is a placement or an expected refusal${answered ? '' : ` (unexpected: ${unexpected.join(', ')})`}`);
    // The first order placed before the load is counted too.
    result.placed.set('first', 0);
    const ok = (await checks(cluster.url, data, result)) && answered && placedCount > 0;
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
    await cluster.stop();
  }
}

await main();
