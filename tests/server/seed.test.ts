import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeOrderTotals } from '../../contract/order-math';
import { ORDER_STATUSES } from '../../contract/order-status';
import { ROLE_CODES } from '../../contract/roles';
import { verifyPassword } from '../../server/auth/password';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed-demo';
import { seedLarge } from '../../server/db/seed-large';
import { isValidEan13 } from '../../contract/gs1';

const NOW = new Date('2026-11-22T15:30:00Z');
let database: Database;

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await database.query<{ n: number | string }>(sql, params);
  return Number(row?.n ?? 0);
}

interface LineRow { order_id: number; subtotal_without_discount_cents: number; discount_cents: number; subtotal_cents: number; tax_without_discount_cents: number; tax_cents: number; total_without_discount_cents: number; total_cents: number; tax_rate_bp: number }
interface OrderRow { id: number; shipping_cents: number; free_shipping: boolean; store_credit_cents: number; subtotal_cents: number; discount_cents: number; tax_cents: number; total_cents: number }

/** Orders (id > afterId) whose stored totals differ from computeOrderTotals of their lines. */
async function ordersWithWrongTotals(afterId: number): Promise<number[]> {
  const orders = await database.query<OrderRow>('SELECT id, shipping_cents, free_shipping, store_credit_cents, subtotal_cents, discount_cents, tax_cents, total_cents FROM orders WHERE id > $1', [afterId]);
  const lines = await database.query<LineRow>('SELECT order_id, subtotal_without_discount_cents, discount_cents, subtotal_cents, tax_without_discount_cents, tax_cents, total_without_discount_cents, total_cents, tax_rate_bp FROM order_lines WHERE order_id > $1', [afterId]);
  const byOrder = new Map<number, LineRow[]>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  const wrong: number[] = [];
  for (const o of orders) {
    const orderLines = (byOrder.get(o.id) ?? []).map((l) => ({
      subtotalWithoutDiscountCents: l.subtotal_without_discount_cents, discountCents: l.discount_cents, subtotalCents: l.subtotal_cents,
      taxWithoutDiscountCents: l.tax_without_discount_cents, taxCents: l.tax_cents, totalWithoutDiscountCents: l.total_without_discount_cents,
      totalCents: l.total_cents, taxRateBp: l.tax_rate_bp,
    }));
    // The store credit stored is what was used, so recomputing with it gives the same totals.
    const totals = computeOrderTotals({ lines: orderLines, shippingCents: o.shipping_cents, freeShipping: o.free_shipping, storeCreditCents: o.store_credit_cents });
    if (orderLines.length === 0 || totals.subtotalCents !== o.subtotal_cents || totals.discountCents !== o.discount_cents || totals.taxCents !== o.tax_cents
      || totals.totalCents !== o.total_cents || totals.storeCreditCents !== o.store_credit_cents) wrong.push(o.id);
  }
  return wrong;
}

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
});

describe('seedDemo', () => {
  it('seeds once; a second call changes nothing', async () => {
    expect(await seedDemo(database, { now: NOW })).toEqual({ seeded: true });
    expect(await seedDemo(database, { now: NOW })).toEqual({ seeded: false });
    expect(await count('SELECT count(*) AS n FROM companies')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(500);
    expect(await count(`SELECT count(*) AS n FROM seed_runs WHERE name = 'demo'`)).toBe(1);
  });

  it('has the organisation of the team conventions', async () => {
    expect(await count('SELECT count(*) AS n FROM stores')).toBe(3);
    expect(await count('SELECT count(*) AS n FROM warehouses')).toBe(4);
    const names = await database.query<{ company: string; store: string; warehouse: string; market: boolean }>(
      'SELECT c.name AS company, s.name AS store, w.name AS warehouse, s.market FROM store_warehouses sw JOIN stores s ON s.id = sw.store_id JOIN warehouses w ON w.id = sw.warehouse_id JOIN companies c ON c.id = s.company_id AND c.id = w.company_id ORDER BY 2, 3');
    expect(names.map((r) => `${r.company}/${r.store}/${r.warehouse}`)).toContain('Mercado Andino/Andino Norte/Bodega Norte');
    expect(names.find((r) => r.store === 'Andino Norte')?.market).toBe(true);
    expect(new Set(names.map((r) => r.warehouse)).size).toBe(4);
  });

  it('has one demo user per role who can sign in and has accepted the terms', async () => {
    const users = await database.query<{ id: number; email: string; role: string; company_id: number | null; warehouse: string | null; password_hash: string }>(
      'SELECT u.id, u.email, u.role, u.company_id, w.name AS warehouse, u.password_hash FROM users u LEFT JOIN warehouses w ON w.id = u.warehouse_id ORDER BY u.id');
    expect(users).toHaveLength(11);
    expect(users.map((u) => u.role).sort()).toEqual([...ROLE_CODES].sort());
    for (const u of users) {
      expect(u.email).toBe(`${u.role.toLowerCase()}@canasta.demo`);
      expect(u.company_id === null).toBe(u.role === 'SA');
      expect(u.warehouse === 'Bodega Norte').toBe(['PK', 'DE', 'CA'].includes(u.role));
    }
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
    expect(await verifyPassword(users[0]!.password_hash, 'canasta-demo')).toBe(true);
    expect(await count('SELECT count(DISTINCT user_id) AS n FROM terms_acceptances WHERE accepted_terms AND accepted_cookies')).toBe(11);
  });

  it('has a catalogue with weighted products, valid barcodes and stock', async () => {
    expect(await count('SELECT count(*) AS n FROM products')).toBeGreaterThanOrEqual(300);
    expect(await count(`SELECT count(*) AS n FROM products WHERE sale_unit = 'kg'`)).toBeGreaterThan(30);
    expect(await count('SELECT count(*) AS n FROM products WHERE tax_rate_bp = 0')).toBeGreaterThan(50);
    expect(await count('SELECT count(*) AS n FROM products WHERE price_with_tax_cents <> price_cents + round(price_cents * tax_rate_bp / 10000.0)')).toBe(0);
    const barcodes = await database.query<{ barcode: string }>('SELECT barcode FROM product_barcodes');
    expect(barcodes.length).toBeGreaterThanOrEqual(await count('SELECT count(*) AS n FROM products'));
    expect(barcodes.filter((b) => !isValidEan13(b.barcode))).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id)')).toBe(0);
    const categories = await database.query<{ name: string }>('SELECT name FROM categories WHERE company_id = (SELECT min(id) FROM companies) ORDER BY aisle_order');
    expect(categories.map((c) => c.name).slice(0, 3)).toEqual(['Frutas y verduras', 'Carnes y aves', 'Pescados y mariscos']);
  });

  it('has 200 customers in Quito with coordinates', async () => {
    expect(await count('SELECT count(*) AS n FROM customers')).toBe(200);
    expect(await count('SELECT count(DISTINCT email) AS n FROM customers')).toBe(200);
    expect(await count('SELECT count(*) AS n FROM customers c WHERE NOT EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = c.id)')).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM customer_addresses WHERE city <> 'Quito' OR lat NOT BETWEEN -0.4 AND 0 OR lng NOT BETWEEN -78.7 AND -78.3`)).toBe(0);
  });

  it('has a past and an upcoming holiday IVA period for Mercado Andino, none today, and the season product they reach', async () => {
    const periods = await database.query<{ name: string; starts_on: string; ends_on: string; rate_bp: number }>(
      "SELECT name, starts_on::text, ends_on::text, rate_bp FROM tax_holidays WHERE company_id = (SELECT min(id) FROM companies) ORDER BY starts_on",
    );
    // NOW is 2026-11-22 in Guayaquil.
    expect(periods).toEqual([
      { name: 'Día sin IVA', starts_on: '2026-10-08', ends_on: '2026-10-09', rate_bp: 0 },
      { name: 'Feriado de temporada', starts_on: '2026-12-12', ends_on: '2026-12-14', rate_bp: 800 },
    ]);
    const [season] = await database.query<{ tax_rate_bp: number; price_with_tax_cents: number; warehouses: number }>(
      "SELECT p.tax_rate_bp, p.price_with_tax_cents, (SELECT count(*)::int FROM stock s WHERE s.product_id = p.id AND s.quantity_milli > 0) AS warehouses FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = 'Temporada'",
    );
    expect(season).toEqual({ tax_rate_bp: 1500, price_with_tax_cents: 899, warehouses: 3 });
  });

  it('has promo codes for both companies and a card promotion on the Banco Pichincha Visa BIN range', async () => {
    const rows = await database.query<{ company: string; kind: string; code: string; discount_kind: string; value: number; total_limit: number | null; ended: boolean; bins: string }>(
      `SELECT c.name AS company, p.kind, p.code, p.discount_kind, p.value::int AS value, p.total_limit, coalesce(p.ends_at < $1, false) AS ended,
         (SELECT string_agg(b.bank || ' ' || b.brand, ',') FROM bin_ranges b WHERE b.id = ANY(p.bin_range_ids)) AS bins
       FROM promotions p JOIN companies c ON c.id = p.company_id ORDER BY c.id, p.kind DESC, p.code`,
      [NOW],
    );
    expect(rows.map((r) => `${r.company} ${r.kind} ${r.code} ${r.discount_kind} ${r.value} ${r.total_limit ?? '-'}${r.ended ? ' ended' : ''}${r.bins ? ` ${r.bins}` : ''}`)).toEqual([
      'Mercado Andino code BIENVENIDA10 percent 1000 -',
      'Mercado Andino code DESCUENTO5 fixed 500 100',
      'Mercado Andino code ENVIOGRATIS free_shipping 0 -',
      'Mercado Andino code VERANO15 percent 1500 - ended',
      'Mercado Andino card Pichincha Visa 10 % percent 1000 - Banco Pichincha Visa',
      'Frescos del Valle code VALLE5 percent 500 -',
    ]);
  });

  it('has 500 orders over every status, recent open ones, late ones and pickups', async () => {
    const statuses = await database.query<{ status: string }>('SELECT DISTINCT status FROM orders');
    expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(await count(`SELECT count(*) AS n FROM orders WHERE created_at > $1 OR created_at < $2`, [NOW, new Date(NOW.getTime() - 31 * 86400_000)])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE status NOT IN ('entregada', 'cancelada') AND slot_end < $1`, [NOW])).toBeGreaterThan(10);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE fulfilment = 'pickup'`)).toBeGreaterThan(25);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE status = 'lista_retiro' AND fulfilment <> 'pickup'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE status = 'en_despacho' AND fulfilment <> 'delivery'`)).toBe(0);
    expect(await count('SELECT count(DISTINCT channel) AS n FROM orders')).toBe(3);
    expect(await count('SELECT count(DISTINCT payment_method) AS n FROM orders')).toBe(4);
    expect(await count('SELECT max(n) AS n FROM (SELECT count(*) AS n FROM order_lines GROUP BY order_id) x')).toBeGreaterThan(12);
    expect(await count('SELECT count(*) AS n FROM order_notes')).toBeGreaterThan(0);
  });

  it('stores line amounts and order totals that match the contract order math', async () => {
    expect(await ordersWithWrongTotals(0)).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM orders o WHERE item_count <> (SELECT sum(CASE WHEN type = 'kg' THEN 1 ELSE quantity_milli / 1000 END) FROM order_lines WHERE order_id = o.id)`)).toBe(0);
  });

  it('gives every order a status history from created to its status, in time order', async () => {
    const events = await database.query<{ order_id: number; kind: string; from_status: string | null; to_status: string; at: Date }>(
      `SELECT order_id, kind, from_status, to_status, at FROM order_events WHERE kind IN ('created', 'status') ORDER BY order_id, at, id`);
    const orders = await database.query<{ id: number; status: string; created_at: Date }>('SELECT id, status, created_at FROM orders');
    const byOrder = new Map<number, typeof events>();
    for (const e of events) byOrder.set(e.order_id, [...(byOrder.get(e.order_id) ?? []), e]);
    for (const o of orders) {
      const history = byOrder.get(o.id) ?? [];
      expect(history[0]?.kind).toBe('created');
      expect(new Date(history[0]!.at).getTime()).toBe(new Date(o.created_at).getTime());
      for (let i = 1; i < history.length; i++) expect(history[i]!.from_status).toBe(history[i - 1]!.to_status);
      expect(history.at(-1)?.to_status).toBe(o.status);
      expect(new Date(history.at(-1)!.at).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

describe('seedLarge', () => {
  it('adds the requested orders with ~5 lines each and consistent totals', async () => {
    const before = await count('SELECT max(id) AS n FROM orders');
    const linesBefore = await count('SELECT count(*) AS n FROM order_lines');
    const result = await seedLarge(database, { orders: 2000, batchSize: 800, now: NOW, log: () => {} });
    expect(result.orders).toBe(2000);
    expect(await count('SELECT count(*) AS n FROM orders WHERE id > $1', [before])).toBe(2000);
    const lines = (await count('SELECT count(*) AS n FROM order_lines')) - linesBefore;
    expect(lines).toBe(result.lines);
    expect(lines / 2000).toBeGreaterThan(4.5);
    expect(lines / 2000).toBeLessThan(5.5);
    expect(await ordersWithWrongTotals(before)).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE created_at < $1`, [new Date(NOW.getTime() - 366 * 86400_000)])).toBe(0);
    // Identity sequences were moved past the explicit ids: a plain insert gets a fresh id.
    const [row] = await database.query<{ id: number }>(
      `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method, payment_state, status)
       SELECT company_id, store_id, warehouse_id, customer_id, 'T-1', channel, fulfilment, slot_date, slot_start, slot_end, payment_method, payment_state, status FROM orders LIMIT 1 RETURNING id`);
    expect(row!.id).toBeGreaterThan(before + 2000);
  });
});
