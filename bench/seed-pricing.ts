/**
 * Bench data for bench/pricing.mjs: the demo seed plus, in company 1, 60 products of 6 categories with ample stock at
 * "Andino Norte"'s selling warehouse (20 of them with a Mi menú store price), a 10 % promo code on every product and
 * a holiday IVA period on 3 of the categories over the bench's delivery day. Idempotent (a kept data set is reused).
 * Usage: node_modules/.bin/tsx bench/seed-pricing.ts <dataDir | postgres URL>
 * Prints one JSON line: { storeId, customerId, productIds, day, code }.
 */
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed-demo';
import { sellingWarehouse } from '../server/selling/selling-warehouse';

const where = process.argv[2];
if (!where) throw new Error('usage: seed-pricing.ts <dataDir | postgres URL>');

const LINES = 60;
const DAY = '2099-06-15';
const CODE = 'BENCH10';

const database = await openDatabase(where.startsWith('postgres') ? { url: where } : { dataDir: where });
try {
  await migrateDatabase(database);
  await seedDemo(database);
  const one = async <Row>(text: string, params: unknown[] = []) => (await database.query<Row>(text, params))[0]!;
  const { id: companyId } = await one<{ id: number }>(`SELECT id FROM companies ORDER BY id LIMIT 1`);
  const { id: storeId } = await one<{ id: number }>(`SELECT id FROM stores WHERE company_id = $1 AND name = 'Andino Norte'`, [companyId]);
  const { id: customerId } = await one<{ id: number }>(`SELECT id FROM customers WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
  const warehouseId = await sellingWarehouse(database.db, storeId);
  if (warehouseId === null) throw new Error('Andino Norte has no selling warehouse');

  const existing = await database.query<{ id: number }>(`SELECT id FROM products WHERE company_id = $1 AND sku LIKE 'BENCH-PRICE-%' ORDER BY sku`, [companyId]);
  let productIds = existing.map((row) => row.id);
  if (productIds.length < LINES) {
    await database.query(`INSERT INTO categories (company_id, name, aisle_order) SELECT $1, 'Bench precios ' || g, 100 + g FROM generate_series(1, 6) g`, [companyId]);
    const categoryIds = (await database.query<{ id: number }>(`SELECT id FROM categories WHERE company_id = $1 AND name LIKE 'Bench precios %' ORDER BY id`, [companyId])).map((row) => row.id);
    // Prices 0.57 to 29.99, IVA 15 % (every fifth product 0 %), every tenth sold by the kg.
    const rows = await database.query<{ id: number }>(
      `INSERT INTO products (company_id, sku, name, category_id, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp)
       SELECT $1, 'BENCH-PRICE-' || lpad(g::text, 2, '0'), 'Producto de prueba de precios ' || g, ($2::int[])[1 + g % 6],
              CASE WHEN g % 10 = 0 THEN 'kg' ELSE 'unit' END, p, p + CASE WHEN g % 5 = 0 THEN 0 ELSE round(p * 0.15)::bigint END,
              CASE WHEN g % 5 = 0 THEN 0 ELSE 1500 END
         FROM generate_series(1, $3::int) g, LATERAL (SELECT 57 + (g * 4909) % 2943 AS p) price
       RETURNING id`,
      [companyId, categoryIds, LINES],
    );
    productIds = rows.map((row) => row.id).toSorted((a, b) => a - b);
    await database.query(`INSERT INTO product_categories (product_id, category_id, company_id) SELECT id, category_id, company_id FROM products WHERE id = ANY($1::int[])`, [productIds]);
    await database.query(
      `INSERT INTO stock (product_id, warehouse_id, quantity_milli, reserved_milli) SELECT id, $2, 1000000000, 1000 FROM products WHERE id = ANY($1::int[])
       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = excluded.quantity_milli`,
      [productIds, warehouseId],
    );
    await database.query(
      `INSERT INTO store_products (store_id, product_id, company_id, available, price_override_cents)
       SELECT $2, id, company_id, true, price_with_tax_cents + 10 FROM products WHERE id = ANY($1::int[]) AND id % 3 = 0
       ON CONFLICT (store_id, product_id) DO NOTHING`,
      [productIds, storeId],
    );
    await database.query(
      `INSERT INTO promotions (company_id, kind, code, description, discount_kind, value, starts_at, min_order_cents)
       VALUES ($1, 'code', $2, 'Bench: 10 % en todo', 'percent', 1000, '2020-01-01T00:00:00Z', 1000)
       ON CONFLICT DO NOTHING`,
      [companyId, CODE],
    );
    // A throw-away data set: no other holiday may overlap the bench's (periods never overlap).
    await database.query(`DELETE FROM tax_holidays WHERE company_id = $1 AND starts_on <= $2::date + 30 AND ends_on >= $2::date - 30`, [companyId, DAY]);
    await database.query(
      `INSERT INTO tax_holidays (company_id, name, starts_on, ends_on, rate_bp, category_ids) VALUES ($1, 'Bench feriado', $2::date - 7, $2::date + 7, 800, $3::int[])`,
      [companyId, DAY, categoryIds.slice(0, 3)],
    );
    await database.query('ANALYZE');
  }
  console.log(JSON.stringify({ storeId, customerId, productIds, day: DAY, code: CODE }));
} finally {
  await database.close();
}
