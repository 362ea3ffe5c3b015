/**
 * Bench data for bench/kanban-drop.mjs: the demo seed plus copies of company 1 / Bodega Norte's open orders
 * until it has `--open` (default 2,000) open orders. Run before the server starts (PGlite: one process per dir).
 * Usage: node_modules/.bin/tsx bench/seed-open-orders.ts <dataDir> [open]
 */
import { OPEN_STATUSES } from '../contract/order-status';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed-demo';

const dataDir = process.argv[2];
const target = Number(process.argv[3] ?? 2000);
if (!dataDir) throw new Error('usage: seed-open-orders.ts <dataDir> [open]');

const database = await openDatabase({ dataDir });
try {
  await migrateDatabase(database);
  await seedDemo(database);
  const [warehouse] = await database.query<{ id: number }>(`SELECT id FROM warehouses WHERE company_id = 1 AND name = 'Bodega Norte'`);
  if (!warehouse) throw new Error('Bodega Norte not found');
  const open = [...OPEN_STATUSES];
  const countOpen = async () =>
    Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE company_id = 1 AND warehouse_id = $1 AND status = ANY($2::text[])`, [warehouse.id, open]))[0]?.n ?? 0);
  const before = await countOpen();
  const missing = Math.max(0, target - before);
  if (missing > 0) {
    const copies = Math.ceil(missing / Math.max(1, before));
    await database.query(
      `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, delivery_address, delivery_lat, delivery_lng,
         slot_date, slot_start, slot_end, payment_method, payment_state, shipping_cents, free_shipping, promo_code, card_promotion, store_credit_cents,
         subtotal_cents, discount_cents, tax_cents, total_cents, item_count, status, version, created_by, picker_id, created_at, updated_at)
       SELECT company_id, store_id, warehouse_id, customer_id, number || '-B' || g, channel, fulfilment, delivery_address, delivery_lat, delivery_lng,
         slot_date, slot_start, slot_end, payment_method, payment_state, shipping_cents, free_shipping, promo_code, card_promotion, store_credit_cents,
         subtotal_cents, discount_cents, tax_cents, total_cents, item_count, status, 1, created_by, picker_id, created_at, updated_at
       FROM orders CROSS JOIN generate_series(1, $3::int) AS g
       WHERE company_id = 1 AND warehouse_id = $1 AND status = ANY($2::text[]) AND number NOT LIKE '%-B%'
       LIMIT $4`,
      [warehouse.id, open, copies, missing],
    );
  }
  console.log(JSON.stringify({ openBefore: before, openAfter: await countOpen() }));
} finally {
  await database.close();
}
