/**
 * The organisation orders run through (issue 17): store hours and delivery, each warehouse's aisle order, what each
 * store offers ("Mi menú"), store credits, and one audit trail for stores, warehouses, users and customers.
 */
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { companies, stores, warehouses } from './tenancy';
import { categories, products } from './catalogue';
import { users } from './accounts';
import { customers } from './customers';
import { orders } from './orders';

/** A day that does not follow the weekly hours: a holiday (closed) or other hours (the cashier's "today"). */
export const storeHourExceptions = pgTable(
  'store_hour_exceptions',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    /** 'HH:MM'; null when closed. */
    opens: text('opens'),
    closes: text('closes'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.onDate] })],
);

/** Where a store delivers: named areas (neighbourhoods, postcodes) and what shipping costs there. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    areas: text('areas').array().notNull().default(sql`'{}'::text[]`),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('delivery_zones_store_idx').on(t.storeId), check('delivery_zones_shipping_check', sql`${t.shippingCents} >= 0`)],
);

/** The delivery windows a store offers each weekday, with how many orders each takes. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    starts: text('starts').notNull(),
    ends: text('ends').notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('delivery_slots_store_idx').on(t.storeId, t.weekday, t.starts),
    check('delivery_slots_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('delivery_slots_capacity_check', sql`${t.capacity} >= 0`),
    check('delivery_slots_window_check', sql`${t.starts} < ${t.ends}`),
  ],
);

/** A warehouse's own aisle order of categories (picking walks it); categories without a row use categories.aisle_order. */
export const warehouseAisles = pgTable(
  'warehouse_aisles',
  {
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.categoryId] })],
);

/**
 * "Mi menú": what a store offers. No row means offered at the catalogue price. `out_of_stock_on` is the day a cashier
 * marked it out of stock (it counts for that day in the company's time zone only).
 */
export const storeProducts = pgTable(
  'store_products',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    productId: integer('product_id').notNull().references(() => products.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    available: boolean('available').notNull().default(true),
    /** Price with IVA at this store, in cents; null: the catalogue price. */
    priceOverrideCents: bigint('price_override_cents', { mode: 'number' }),
    outOfStockOn: date('out_of_stock_on', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('store_products_product_idx').on(t.productId),
    check('store_products_price_check', sql`${t.priceOverrideCents} is null or ${t.priceOverrideCents} >= 0`),
  ],
);

/**
 * Store credits (PRODUCT.md): a ledger per customer and company. Grants add (and keep what is left of them in
 * `remaining_cents`, spent earliest expiry first), spends and expiries take, a reversal undoes one entry.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** 'grant', 'spend', 'expire' or 'reverse'. */
    kind: text('kind').notNull(),
    /** Signed cents: what the entry adds to the balance. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Grants only: what is not yet spent, expired or reversed. */
    remainingCents: bigint('remaining_cents', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id),
    /** A reversal names the entry it undoes. */
    reversesId: integer('reverses_id'),
    userId: integer('user_id').references(() => users.id),
    /** The client's id for the change, so a retried grant or spend is applied once. */
    mutationId: text('mutation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_customer_idx').on(t.companyId, t.customerId, t.id),
    index('credit_entries_expiring_idx').on(t.expiresAt).where(sql`${t.kind} = 'grant' and ${t.remainingCents} > 0`),
    uniqueIndex('credit_entries_mutation_key').on(t.companyId, t.mutationId),
    uniqueIndex('credit_entries_reverses_key').on(t.reversesId),
    check('credit_entries_kind_check', sql`${t.kind} in ('grant', 'spend', 'expire', 'reverse')`),
    check('credit_entries_remaining_check', sql`${t.remainingCents} is null or ${t.remainingCents} >= 0`),
  ],
);

/** Each customer's credit balance: the ledger's sum, kept in step in the same transaction; never negative. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerId] }), check('credit_balances_not_negative', sql`${t.balanceCents} >= 0`)],
);

/** Who changed which store, warehouse, user or customer, when, and each changed field's before and after. */
export const recordChanges = pgTable(
  'record_changes',
  {
    id: id(),
    /** Null only for changes to an SA user (who belongs to no company). */
    companyId: integer('company_id').references(() => companies.id),
    /** 'store', 'warehouse', 'user' or 'customer'. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** 'create', 'update', 'open', 'close', 'disable', 'enable', 'password_reset', … */
    action: text('action').notNull(),
    /** `{ field: [before, after] }`; never a password or its hash. */
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_changes_entity_idx').on(t.entity, t.entityId, t.at),
    check('record_changes_entity_check', sql`${t.entity} in ('store', 'warehouse', 'user', 'customer')`),
  ],
);
