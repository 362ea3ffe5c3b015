/** Orders, their lines, timeline, notes and status counters, and export download tickets. */
import { sql, type AnyColumn } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FULFILMENTS, ORDER_STATUSES } from '../../../contract/order-status';
import { ORDER_CHANNELS, PAYMENT_METHODS, PAYMENT_STATES } from '../../../contract/order-constants';
import { PICK_STATES, SUBSTITUTE_APPROVALS } from '../../../contract/picking-constants';

/** How a line's product is sold (the contract's line `type`). */
const SALE_UNITS = ['unit', 'kg'] as const;
import { createdAt, updatedAt, id } from './columns';
import { users } from './accounts';
import { products } from './catalogue';
import { customers } from './customers';
import { companies, stores, warehouses } from './tenancy';

/**
 * A CHECK that the column holds one of the contract's values: what the column's `enum` tells TypeScript (reads are
 * typed as the contract's values) holds in the database too, whoever writes the row.
 */
function oneOf(column: AnyColumn, values: readonly string[]) {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

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
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull(),
    /** 'delivery' | 'pickup' */
    fulfilment: text('fulfilment', { enum: FULFILMENTS }).notNull(),
    deliveryAddress: text('delivery_address').notNull().default(''),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    /** 'card' | 'cash' | 'transfer' | 'store_credit' */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** 'pending' | 'authorized' | 'paid' | 'refunded' | 'failed' */
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    promoCode: text('promo_code'),
    cardPromotion: text('card_promotion'),
    /** The promotions the order used (issue 18), beside their codes above as they were typed. */
    promotionId: integer('promotion_id'),
    cardPromotionId: integer('card_promotion_id'),
    /** The first 6–8 digits of the card the customer pays with, when a card promotion was asked for. */
    cardBin: text('card_bin'),
    /** The delivery slot the order took a place in (orders placed through checkout; null for older orders). */
    deliverySlotId: integer('delivery_slot_id'),
    /** Whether the order holds a reservation of its lines in stock.reserved_milli (placed through checkout). */
    reservesStock: boolean('reserves_stock').notNull().default(false),
    storeCreditCents: bigint('store_credit_cents', { mode: 'number' }).notNull().default(0),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Sum of line quantities in whole items (weighted lines count once), kept for lists and cards. */
    itemCount: integer('item_count').notNull().default(0),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Incremented on every change; changes carry the version they were made against. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    pickerId: integer('picker_id').references(() => users.id),
    pickingStartedAt: timestamp('picking_started_at', { withTimezone: true }),
    pickingFinishedAt: timestamp('picking_finished_at', { withTimezone: true }),
    /** Bags the picker packed the order in, entered at finish (issue 21); null before. */
    bagCount: integer('bag_count'),
    /** When the order reached 'confirmada' (or later) and when it became 'entregada': set by a trigger (migration 0014). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
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
    index('orders_slot_capacity_idx').on(t.deliverySlotId, t.slotDate),
    // The promotions report reads only the orders that used a promotion (issue 20 §3).
    index('orders_company_promotion_created_idx').on(t.companyId, t.createdAt, t.storeId, t.warehouseId, t.status, t.promotionId, t.cardPromotionId, t.totalCents, t.id).where(sql`${t.promotionId} is not null`),
    index('orders_company_card_promotion_created_idx').on(t.companyId, t.createdAt, t.storeId, t.warehouseId, t.status, t.promotionId, t.cardPromotionId, t.totalCents, t.id).where(sql`${t.cardPromotionId} is not null`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_fulfilment_check', oneOf(t.fulfilment, FULFILMENTS)),
    check('orders_channel_check', oneOf(t.channel, ORDER_CHANNELS)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_payment_state_check', oneOf(t.paymentState, PAYMENT_STATES)),
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
    type: text('type', { enum: SALE_UNITS }).notNull(),
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
    pickState: text('pick_state', { enum: PICK_STATES }).notNull().default('pending'),
    pickedQuantityMilli: bigint('picked_quantity_milli', { mode: 'number' }),
    /** The substitute, copied at substitution time so later catalogue edits do not reprice a picked line. */
    substituteProductId: integer('substitute_product_id').references(() => products.id),
    substituteName: text('substitute_name'),
    substituteSku: text('substitute_sku'),
    substituteSaleUnit: text('substitute_sale_unit', { enum: SALE_UNITS }),
    substituteUnitPriceCents: bigint('substitute_unit_price_cents', { mode: 'number' }),
    substituteTaxRateBp: integer('substitute_tax_rate_bp'),
    /** 'pendiente' | 'aprobada' | 'rechazada' while substituted, else null. */
    substituteApproval: text('substitute_approval', { enum: SUBSTITUTE_APPROVALS }),
    /** Incremented by every applied picking change to this line (a change made on another version conflicts). */
    lineVersion: integer('line_version').notNull().default(0),
    pickedBy: integer('picked_by').references(() => users.id),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    /** A free sample of this sampling campaign (issue 19 §6): charged 0, picked like every line. */
    sampleCampaignId: integer('sample_campaign_id'),
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
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }),
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
