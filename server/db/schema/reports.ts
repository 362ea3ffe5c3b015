/**
 * Daily report rollups (issue 20 §3, ADR 013, docs/reports.md). Each row holds the sums of one local day of the
 * company (its `companies.timezone`) for one store and warehouse and what the report groups by. Triggers of
 * migration 0014 keep them exact in the same transaction as every change to orders and order lines, so a report
 * over 90 days reads a few thousand rows whatever the number of orders. Durations are summed in microseconds
 * (bigint) so adding and removing an order's share is exact.
 */
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const day = () => date('day', { mode: 'string' }).notNull();

/** Orders placed per local day, channel and status now (every status): sales, average basket, orders by status. */
export const reportDailyOrders = pgTable(
  'report_daily_orders',
  {
    companyId: integer('company_id').notNull(),
    day: day(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.storeId, t.warehouseId, t.channel, t.status] }),
    index('report_daily_orders_store_idx').on(t.companyId, t.storeId, t.day),
    index('report_daily_orders_warehouse_idx').on(t.companyId, t.warehouseId, t.day),
  ],
);

/** Lines of orders not cancelled per local day placed and line category (0: none). */
export const reportDailyCategories = pgTable(
  'report_daily_categories',
  {
    companyId: integer('company_id').notNull(),
    day: day(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    categoryId: integer('category_id').notNull(),
    lines: integer('lines').notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.storeId, t.warehouseId, t.categoryId] }),
    index('report_daily_categories_store_idx').on(t.companyId, t.storeId, t.day),
    index('report_daily_categories_warehouse_idx').on(t.companyId, t.warehouseId, t.day),
  ],
);

/** Products of orders not cancelled per local day placed: quantity, lines, orders holding the product, sales. */
export const reportDailyProducts = pgTable(
  'report_daily_products',
  {
    companyId: integer('company_id').notNull(),
    day: day(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    productId: integer('product_id').notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(0),
    lines: integer('lines').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.storeId, t.warehouseId, t.productId] }),
    index('report_daily_products_store_idx').on(t.companyId, t.storeId, t.day),
    index('report_daily_products_warehouse_idx').on(t.companyId, t.warehouseId, t.day),
  ],
);

/** Orders whose picking finished, per local day it finished, warehouse and picker (0: none). */
export const reportDailyPicking = pgTable(
  'report_daily_picking',
  {
    companyId: integer('company_id').notNull(),
    day: day(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    pickerId: integer('picker_id').notNull(),
    orders: integer('orders').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    outOfStockLines: integer('out_of_stock_lines').notNull().default(0),
    substitutedLines: integer('substituted_lines').notNull().default(0),
    /** Orders with a confirmation time, and the sum of their confirmed → picking finished durations. */
    confirmedOrders: integer('confirmed_orders').notNull().default(0),
    confirmToPickMicros: bigint('confirm_to_pick_micros', { mode: 'number' }).notNull().default(0),
    /** Lines of orders with a picking start, and the sum of their picking started → finished durations. */
    timedLines: integer('timed_lines').notNull().default(0),
    pickingMicros: bigint('picking_micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.storeId, t.warehouseId, t.pickerId] }),
    index('report_daily_picking_store_idx').on(t.companyId, t.storeId, t.day),
    index('report_daily_picking_warehouse_idx').on(t.companyId, t.warehouseId, t.day),
  ],
);

/** Delivered orders per slot day: how many, how many after the slot's end, and by how long in sum. */
export const reportDailyDeliveries = pgTable(
  'report_daily_deliveries',
  {
    companyId: integer('company_id').notNull(),
    day: day(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    delivered: integer('delivered').notNull().default(0),
    late: integer('late').notNull().default(0),
    lateMicros: bigint('late_micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.storeId, t.warehouseId] }),
    index('report_daily_deliveries_store_idx').on(t.companyId, t.storeId, t.day),
    index('report_daily_deliveries_warehouse_idx').on(t.companyId, t.warehouseId, t.day),
  ],
);
