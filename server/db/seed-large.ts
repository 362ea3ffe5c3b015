/**
 * Benchmark data: N orders (~5 lines each) over the last 365 days on top of the demo seed, streamed as CSV into
 * COPY in batches so memory stays flat (PGlite takes each batch as one blob). Lines of batch k load while the
 * orders of batch k+1 load. Identity sequences are moved past the explicit ids afterwards, then ANALYZE.
 */
import type { Database } from './client';
import { seedDemo } from './seed-demo';
import { LINE_COLUMNS, ORDER_COLUMNS, linesCsv, ordersCsv, type LargeBatch, type LargeCompany } from './seed-data/large-orders';
import type { SeedProduct } from './seed-data/order-gen';
import { seedLargeExtras } from './seed-data/large-extras';

export interface SeedLargeOptions {
  orders: number;
  linesPerOrder?: number;
  /** Orders per COPY. */
  batchSize?: number;
  seed?: number;
  now?: Date;
  /** How many batches' lines may load at once (default 2 on PostgreSQL, 1 on PGlite). */
  parallelLines?: number;
  log?: (message: string) => void;
}

export interface SeedLargeResult {
  orders: number;
  lines: number;
  seconds: number;
}

const fmt = (value: number) => Math.round(value).toLocaleString('en-US');

/** The line columns plus the picking columns of migration 0004, which the shared line generator does not write. */
const PICKING_LINE_COLUMNS = [...LINE_COLUMNS, 'ordered_quantity_milli', 'pick_state', 'picked_quantity_milli'] as const;
/** The report rollups' triggers (migration 0014); the milestone trigger (confirmed_at, delivered_at) stays on. */
const REPORT_TRIGGERS = ['insert', 'update', 'delete'].flatMap((op) => [
  { table: 'orders', name: `orders_report_${op}` },
  { table: 'order_lines', name: `order_lines_report_${op}` },
]);
const PAST_PICKING = new Set(['pickeada', 'en_despacho', 'lista_retiro', 'entregada']);

/** Start of the `n`-th comma from the end of `row` (n ≥ 1). */
function commaFromEnd(row: string, n: number): number {
  let at = row.length;
  for (let i = 0; i < n; i++) at = row.lastIndexOf(',', at - 1);
  return at;
}

/**
 * Passes the order rows through and notes which orders are past picking. Only the last six fields of an order
 * row are read (status, version, created_by, picker_id, created_at, updated_at: never quoted, never a comma).
 */
async function* notingPicked(csv: Iterable<string>, picked: Set<number>): AsyncGenerator<string> {
  for (const chunk of csv) {
    for (const row of chunk.split('\n')) {
      if (!row) continue;
      const statusAt = commaFromEnd(row, 6);
      const status = row.slice(statusAt + 1, row.indexOf(',', statusAt + 1));
      if (PAST_PICKING.has(status)) picked.add(Number(row.slice(0, row.indexOf(','))));
    }
    yield chunk;
  }
}

/**
 * Appends the picking columns to each line row: ordered = the row's quantity; lines of orders past picking were
 * picked as ordered (their amounts are already the ordered ones, as pickedLineAmounts gives). The quantity is the
 * tenth field from the end (the nine after it are numbers), the order id the second (a number).
 */
function* withPickingColumns(csv: Iterable<string>, picked: ReadonlySet<number>): Generator<string> {
  for (const chunk of csv) {
    const rows = chunk.split('\n');
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (!row) continue;
      const quantityAt = commaFromEnd(row, 10);
      const quantity = row.slice(quantityAt + 1, row.indexOf(',', quantityAt + 1));
      const first = row.indexOf(',');
      const orderId = Number(row.slice(first + 1, row.indexOf(',', first + 1)));
      rows[i] = picked.has(orderId) ? `${row},${quantity},picked,${quantity}` : `${row},${quantity},pending,`;
    }
    yield rows.join('\n');
  }
}

async function loadCompanies(database: Database): Promise<LargeCompany[]> {
  const companies = await database.query<{ id: number }>('SELECT id FROM companies ORDER BY id');
  const links = await database.query<{ store_id: number; warehouse_id: number; company_id: number }>(
    'SELECT sw.store_id, sw.warehouse_id, s.company_id FROM store_warehouses sw JOIN stores s ON s.id = sw.store_id WHERE s.active ORDER BY 1, 2');
  const customers = await database.query<{ id: number; company_id: number; line1: string | null; lat: number | null; lng: number | null }>(
    `SELECT c.id, c.company_id, a.line1, a.lat, a.lng FROM customers c
       LEFT JOIN LATERAL (SELECT line1, lat, lng FROM customer_addresses WHERE customer_id = c.id ORDER BY id LIMIT 1) a ON true ORDER BY c.id`);
  const products = await database.query<{ id: number; company_id: number; category_id: number | null; sku: string; name: string; sale_unit: string; price_cents: string | number; tax_rate_bp: number }>(
    'SELECT id, company_id, category_id, sku, name, sale_unit, price_cents, tax_rate_bp FROM products WHERE active ORDER BY id');
  const users = await database.query<{ id: number; company_id: number | null; role: string }>('SELECT id, company_id, role FROM users WHERE NOT disabled ORDER BY id');

  const result: LargeCompany[] = [];
  for (const { id } of companies) {
    const storeIds = [...new Set(links.filter((l) => l.company_id === id).map((l) => l.store_id))];
    const company: LargeCompany = {
      id,
      weight: 0,
      stores: storeIds.map((storeId) => ({ id: storeId, warehouseIds: links.filter((l) => l.store_id === storeId).map((l) => l.warehouse_id) })),
      customers: customers.filter((c) => c.company_id === id).map((c) => ({ id: c.id, address: c.line1 ?? '', lat: c.lat, lng: c.lng })),
      // node-postgres returns bigint as a string; PGlite as a number.
      products: products.filter((p) => p.company_id === id).map((p): SeedProduct => ({
        id: p.id, companyId: id, categoryId: p.category_id, sku: p.sku, name: p.name,
        saleUnit: p.sale_unit === 'kg' ? 'kg' : 'unit', priceCents: Number(p.price_cents), taxRateBp: p.tax_rate_bp,
      })),
      callCenterUserId: users.find((u) => u.company_id === id && u.role === 'CC')?.id ?? null,
      pickerUserId: users.find((u) => u.company_id === id && u.role === 'PK')?.id ?? null,
    };
    company.weight = company.customers.length;
    if (company.stores.length > 0 && company.customers.length > 0 && company.products.length > 0) result.push(company);
  }
  if (result.length === 0) throw new Error('seedLarge: no company with stores, customers and products to build orders on');
  return result;
}

async function maxId(database: Database, table: 'orders' | 'order_lines'): Promise<number> {
  const [row] = await database.query<{ m: string | number | null }>(`SELECT max(id) AS m FROM ${table}`);
  return Number(row?.m ?? 0);
}

export async function seedLarge(database: Database, options: SeedLargeOptions): Promise<SeedLargeResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  const total = Math.max(0, Math.floor(options.orders));
  const linesPerOrder = options.linesPerOrder ?? 5;
  const batchSize = options.batchSize ?? 50_000;
  const now = (options.now ?? new Date()).getTime();
  const started = Date.now();

  const [companyCount] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  if ((companyCount?.n ?? 0) === 0) {
    log('seedLarge: empty database, loading the demo seed first');
    await seedDemo(database, { now: new Date(now) });
  }
  const companies = await loadCompanies(database);
  const firstOrderId = (await maxId(database, 'orders')) + 1;
  let nextLineId = (await maxId(database, 'order_lines')) + 1;
  const [numbers] = await database.query<{ m: string | number | null }>(`SELECT max(number::bigint) AS m FROM orders WHERE number ~ '^[0-9]{1,15}$'`);
  const numberOffset = Math.max(1_000_000, Number(numbers?.m ?? 0) + 1);

  let ordersDone = 0;
  let linesDone = 0;
  const batches = Math.ceil(total / batchSize);
  // PostgreSQL spends most of the time in COPY of lines (indexes, foreign keys): load several batches' lines at
  // once on separate connections. PGlite has one connection, so there it only overlaps generation and loading.
  const parallel = options.parallelLines ?? (database.kind === 'postgres' ? 2 : 1);
  const inFlight: Promise<void>[] = [];
  log(`seedLarge: ${fmt(total)} orders, ~${linesPerOrder} lines each, ${batches} batch(es) of up to ${fmt(batchSize)} (${database.kind})`);

  // The per-row status-count trigger would run a million times; counts are rebuilt once after the load.
  await database.query('ALTER TABLE orders DISABLE TRIGGER orders_status_counts');
  // Likewise the report rollups' statement triggers (migration 0014): rebuilt once from the raw rows after the load.
  for (const trigger of REPORT_TRIGGERS) await database.query(`ALTER TABLE ${trigger.table} DISABLE TRIGGER ${trigger.name}`);
  try {
    for (let index = 0; index < batches; index++) {
      const batch: LargeBatch = {
        index,
        seed: (options.seed ?? 424242) + index * 7919,
        firstOrderId: firstOrderId + index * batchSize,
        firstLineId: nextLineId,
        count: Math.min(batchSize, total - index * batchSize),
        linesPerOrder,
        now,
        numberOffset,
      };
      // Lines reference their orders, so a batch's lines load once its orders are in; the orders pass counts
      // the lines, which fixes the next batch's first line id.
      const counter = { lines: 0 };
      const picked = new Set<number>();
      await database.copyCsv('orders', ORDER_COLUMNS, notingPicked(ordersCsv(batch, companies, counter), picked));
      nextLineId += counter.lines;
      ordersDone += batch.count;
      inFlight.push(database.copyCsv('order_lines', PICKING_LINE_COLUMNS, withPickingColumns(linesCsv(batch, companies), picked)).then(() => {
        linesDone += counter.lines;
        const seconds = (Date.now() - started) / 1000;
        log(`  batch ${index + 1}/${batches}: ${fmt(ordersDone)} orders, ${fmt(linesDone)} lines, ${seconds.toFixed(1)} s, ${fmt((ordersDone + linesDone) / seconds)} rows/s`);
      }));
      if (inFlight.length >= parallel) await inFlight.shift();
    }
    await Promise.all(inFlight);
  } catch (error) {
    // Do not leave another COPY's failure unobserved.
    await Promise.allSettled(inFlight);
    throw error;
  } finally {
    await database.query('ALTER TABLE orders ENABLE TRIGGER orders_status_counts');
    for (const trigger of REPORT_TRIGGERS) await database.query(`ALTER TABLE ${trigger.table} ENABLE TRIGGER ${trigger.name}`);
  }
  log('seedLarge: report rollups');
  await database.query('SELECT canasta_report_rollups_rebuild(NULL)');
  await database.query(`DELETE FROM order_status_counts`);
  await database.query(
    `INSERT INTO order_status_counts (company_id, store_id, warehouse_id, status, count)
     SELECT company_id, store_id, warehouse_id, status, count(*) FROM orders GROUP BY company_id, store_id, warehouse_id, status`,
  );

  for (const table of ['orders', 'order_lines'] as const) {
    await database.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`);
  }
  await seedLargeExtras(database, { firstOrderId, now: new Date(now), log });
  await database.query(`INSERT INTO seed_runs (name, at) VALUES ('large', now()) ON CONFLICT (name) DO UPDATE SET at = excluded.at`);
  log('seedLarge: ANALYZE');
  await database.query('ANALYZE orders');
  await database.query('ANALYZE order_lines');
  for (const table of ['orders', 'categories', 'products', 'picking', 'deliveries']) await database.query(`ANALYZE report_daily_${table}`);
  const seconds = (Date.now() - started) / 1000;
  log(`seedLarge: ${fmt(total)} orders and ${fmt(linesDone)} lines in ${seconds.toFixed(1)} s (${fmt((total + linesDone) / seconds)} rows/s)`);
  return { orders: total, lines: linesDone, seconds };
}
