/** Companies (the tenants), their warehouses and stores, and which warehouses a store ships from. */
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('USD'),
  /** Standard IVA rate in basis points (1500 = 15 %). */
  ivaRateBp: integer('iva_rate_bp').notNull().default(1500),
  timezone: text('timezone').notNull().default('America/Guayaquil'),
  /** Whether a substitution the customer has not approved yet may be charged when picking finishes (issue 21). */
  chargePendingSubstitutions: boolean('charge_pending_substitutions').notNull().default(false),
  /**
   * GS1 variable-measure barcodes (EAN-13 starting 20–29, for use inside the company): the two-digit prefixes whose
   * code carries the weight, and those whose code carries the price (issue 21).
   */
  gs1WeightPrefixes: text('gs1_weight_prefixes').array().notNull().default(sql`ARRAY['20','21','22','23','24']::text[]`),
  gs1PricePrefixes: text('gs1_price_prefixes').array().notNull().default(sql`ARRAY['25','26','27','28','29']::text[]`),
  createdAt: createdAt(),
});

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    active: boolean('active').notNull().default(true),
    /** Optimistic concurrency (ADR 009): every save names the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouses_company_idx').on(t.companyId)],
);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    /** Market stores sell the market catalogue (spec §3 settings "market flag"). */
    market: boolean('market').notNull().default(false),
    /** Whether the store exists for staff at all (a closed-for-good store is inactive, not deleted). */
    active: boolean('active').notNull().default(true),
    /** "Activate shop" (spec §6): whether customers may order from it now. */
    open: boolean('open').notNull().default(true),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone').notNull().default(''),
    /** Weekly hours: `[{ weekday: 0–6 (0 = Sunday), opens: 'HH:MM', closes: 'HH:MM' }]`; a weekday with none is closed. */
    openingHours: jsonb('opening_hours').notNull().default(sql`'[]'::jsonb`),
    pickupEnabled: boolean('pickup_enabled').notNull().default(false),
    /** 'flat' (shipping_flat_cents) or 'zone' (each delivery zone's cost). */
    shippingMode: text('shipping_mode').notNull().default('flat'),
    shippingFlatCents: bigint('shipping_flat_cents', { mode: 'number' }).notNull().default(0),
    /** Orders of at least this subtotal ship free; null: never. */
    freeShippingAboveCents: bigint('free_shipping_above_cents', { mode: 'number' }),
    minOrderCents: bigint('min_order_cents', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stores_company_idx').on(t.companyId),
    check('stores_shipping_mode_check', sql`${t.shippingMode} in ('flat', 'zone')`),
    check('stores_money_check', sql`${t.shippingFlatCents} >= 0 and ${t.minOrderCents} >= 0 and (${t.freeShippingAboveCents} is null or ${t.freeShippingAboveCents} >= 0)`),
  ],
);

/** Which warehouses a store ships from. */
export const storeWarehouses = pgTable(
  'store_warehouses',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.warehouseId] })],
);
