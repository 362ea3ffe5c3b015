/**
 * The database schema (drizzle pg-core). The same SQL migrations run on PGlite and PostgreSQL.
 * Money: integer cents (bigint where sums can grow). Quantities: integer thousandths. Rates: basis points.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('USD'),
  /** Standard IVA rate in basis points (1500 = 15 %). */
  ivaRateBp: integer('iva_rate_bp').notNull().default(1500),
  timezone: text('timezone').notNull().default('America/Guayaquil'),
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
    createdAt: createdAt(),
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
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('stores_company_idx').on(t.companyId)],
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

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null only for SA, who sees every company. */
    companyId: integer('company_id').references(() => companies.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/** Failed logins, counted per account and per IP over a window to rate-limit login across server instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

/** Spec §3 terms acceptance: IDUsuario, AceptoTerminos, AceptoCookies. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    acceptedTerms: boolean('accepted_terms').notNull(),
    acceptedCookies: boolean('accepted_cookies').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Walking order through the warehouse (picking groups lines by it). */
    aisleOrder: integer('aisle_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('categories_company_idx').on(t.companyId)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
  },
  (t) => [index('brands_company_idx').on(t.companyId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    /** 'unit' or 'kg' (weighted: quantities in thousandths of a kg). */
    saleUnit: text('sale_unit').notNull().default('unit'),
    /** Price per unit or per kg, without IVA, in cents. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Price with IVA, in cents (what the shelf shows). */
    priceWithTaxCents: bigint('price_with_tax_cents', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(1500),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_company_sku_key').on(t.companyId, t.sku), index('products_category_idx').on(t.categoryId)],
);

export const productBarcodes = pgTable(
  'product_barcodes',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    barcode: text('barcode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.barcode] }), uniqueIndex('product_barcodes_company_barcode_key').on(t.companyId, t.barcode)],
);

export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    /** Thousandths of a unit (or of a kg). */
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    documentId: text('document_id'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_company_idx').on(t.companyId)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    label: text('label').notNull().default(''),
    line1: text('line1').notNull(),
    city: text('city').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** Human order number, unique per company. */
    number: text('number').notNull(),
    /** 'web' | 'app' | 'call_center' */
    channel: text('channel').notNull(),
    /** 'delivery' | 'pickup' */
    fulfilment: text('fulfilment').notNull(),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    /** 'card' | 'cash' | 'transfer' | 'store_credit' */
    paymentMethod: text('payment_method').notNull(),
    /** 'pending' | 'authorized' | 'paid' | 'refunded' | 'failed' */
    paymentState: text('payment_state').notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    promoCode: text('promo_code'),
    cardPromotion: text('card_promotion'),
    storeCreditCents: bigint('store_credit_cents', { mode: 'number' }).notNull().default(0),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Sum of line quantities in whole items (weighted lines count once), kept for lists and cards. */
    itemCount: integer('item_count').notNull().default(0),
    status: text('status').notNull(),
    /** Incremented on every change; changes carry the version they were made against. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    pickerId: integer('picker_id').references(() => users.id),
    pickingStartedAt: timestamp('picking_started_at', { withTimezone: true }),
    pickingFinishedAt: timestamp('picking_finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Ascending keys: a btree scanned backwards serves ORDER BY … DESC exactly (drizzle's .desc() adds NULLS LAST,
  // which no longer matches a plain DESC sort and forces a full sort).
  (t) => [
    uniqueIndex('orders_company_number_key').on(t.companyId, t.number),
    index('orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('orders_company_store_status_created_idx').on(t.companyId, t.storeId, t.status, t.createdAt, t.id),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('orders_warehouse_status_slot_idx').on(t.warehouseId, t.status, t.slotStart),
    index('orders_customer_idx').on(t.customerId),
    index('orders_company_slot_idx').on(t.companyId, t.slotStart, t.id),
    index('orders_company_total_idx').on(t.companyId, t.totalCents, t.id),
    index('orders_company_number_idx').on(t.companyId, t.number, t.id),
    index('orders_created_by_idx').on(t.createdBy),
    index('orders_picker_idx').on(t.pickerId),
  ],
);

/** Spec §3 "Order line detail", every field. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    position: smallint('position').notNull(),
    productId: integer('product_id').references(() => products.id),
    categoryId: integer('category_id'),
    name: text('name').notNull(),
    /** 'unit' | 'kg' */
    type: text('type').notNull(),
    tokenProvider: text('token_provider'),
    sku: text('sku').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    subtotalWithoutDiscountCents: bigint('subtotal_without_discount_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    totalWithoutDiscountCents: bigint('total_without_discount_cents', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    taxWithoutDiscountCents: bigint('tax_without_discount_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    discountRateBp: integer('discount_rate_bp').notNull().default(0),
    // Picking (PRODUCT.md "Picking"). The money columns above always hold what the customer is charged now
    // (`pickedLineAmounts` of contract/picking-math.ts); `unit_price_cents` and `tax_rate_bp` stay the ordered product's.
    /** What the customer ordered, in thousandths (`quantity_milli` follows what is picked). */
    orderedQuantityMilli: bigint('ordered_quantity_milli', { mode: 'number' }).notNull(),
    /** 'pending' | 'picked' | 'out_of_stock' | 'substituted' */
    pickState: text('pick_state').notNull().default('pending'),
    pickedQuantityMilli: bigint('picked_quantity_milli', { mode: 'number' }),
    /** The substitute, copied at substitution time so later catalogue edits do not reprice a picked line. */
    substituteProductId: integer('substitute_product_id').references(() => products.id),
    substituteName: text('substitute_name'),
    substituteSku: text('substitute_sku'),
    substituteSaleUnit: text('substitute_sale_unit'),
    substituteUnitPriceCents: bigint('substitute_unit_price_cents', { mode: 'number' }),
    substituteTaxRateBp: integer('substitute_tax_rate_bp'),
    /** 'pendiente' | 'aprobada' | 'rechazada' while substituted, else null. */
    substituteApproval: text('substitute_approval'),
    /** Incremented by every applied picking change to this line (a change made on another version conflicts). */
    lineVersion: integer('line_version').notNull().default(0),
    pickedBy: integer('picked_by').references(() => users.id),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** The order's audit timeline: every change, who, when, from → to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** 'created' | 'status' | 'note' | 'line' | ... */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), index('order_events_user_idx').on(t.userId, t.orderId)],
);

/**
 * Orders per (company, store, warehouse, status), kept exact by a trigger on orders, so status counts
 * are a few rows to add up instead of a count over a million orders.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    companyId: integer('company_id').notNull(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.storeId, t.warehouseId, t.status] })],
);

/** One-time download links for order exports (the browser downloads the stream natively). */
export const exportTickets = pgTable('export_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  format: text('format').notNull(),
  params: jsonb('params').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** A stored answer per (user, mutationId), so a repeated change returns its first answer and applies once. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    mutationId: text('mutation_id').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body, so the same id with another body is refused. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mutationId] })],
);

/**
 * Offline outbox clients (ADR 003): a client id is made with the device's outbox database and bound to the first
 * user that pushes with it. `last_mutation_id` is the highest change sequence processed (applied, conflicted or
 * rejected), advanced in the same transaction as the change itself.
 */
export const syncClients = pgTable(
  'sync_clients',
  {
    clientId: uuid('client_id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_clients_user_idx').on(t.userId)],
);

/**
 * The result of every processed outbox change, so a resent change (the answer was lost) gets the same result.
 * Only rows at or below the client's `last_mutation_id` exist, and they are only read for replays: rows older than
 * 30 days are pruned on push (a client only resends what it sent recently).
 */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    clientId: uuid('client_id').notNull().references(() => syncClients.clientId),
    mutationSeq: bigint('mutation_seq', { mode: 'number' }).notNull(),
    mutationId: text('mutation_id').notNull(),
    name: text('name').notNull(),
    /** SHA-256 of the change's name and args, so a resent sequence number with another change is refused. */
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationSeq] })],
);

/** Advisory row so the seed runs once per database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
});
