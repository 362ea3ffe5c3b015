/**
 * Selling (issue 18, ADR 011): holiday IVA periods, card BIN ranges, promotions (promo codes and card promotions)
 * and each use of a promotion by a placed order.
 */
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { companies } from './tenancy';
import { users } from './accounts';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A holiday period: from `starts_on` to `ends_on` (both included, the company's days) the company's taxed products
 * (IVA rate above 0) of `category_ids` (empty: every category) are charged `rate_bp` instead of their own rate.
 * Periods of one company never overlap (checked by the save under a lock on the company's periods).
 */
export const taxHolidays = pgTable(
  'tax_holidays',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_holidays_company_dates_idx').on(t.companyId, t.startsOn, t.endsOn),
    check('tax_holidays_dates_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('tax_holidays_rate_check', sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * A range of card BINs (the first 6–8 digits of a card number) of one bank and brand. `low`/`high` are the range's
 * ends padded to 8 digits (low with 0s, high with 9s), so a 6-digit and an 8-digit BIN compare on one scale;
 * ranges of one company never overlap.
 */
export const binRanges = pgTable(
  'bin_ranges',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** As typed: 6–8 digits each. */
    binFrom: text('bin_from').notNull(),
    binTo: text('bin_to').notNull(),
    low: bigint('low', { mode: 'number' }).notNull(),
    high: bigint('high', { mode: 'number' }).notNull(),
    bank: text('bank').notNull(),
    /** Card brand (Visa, Mastercard, Diners…). */
    brand: text('brand').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bin_ranges_company_low_idx').on(t.companyId, t.low, t.high), check('bin_ranges_order_check', sql`${t.low} <= ${t.high}`)],
);

/**
 * A promotion: a promo code the customer gives (`kind` 'code'), or a card promotion (`kind` 'card') that applies when
 * the card's BIN falls in one of `bin_range_ids`. `discount_kind`: 'percent' (`value` in basis points), 'fixed'
 * (`value` in cents off the order), 'free_shipping' (`value` 0). `product_ids`/`category_ids` limit which lines it
 * discounts (both empty: every line). `used_count` counts placed orders that used it; the CHECK keeps it within
 * `total_limit` whatever runs at the same time.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: text('kind').notNull(),
    /** The code customers type (stored as typed, matched case-insensitively); a card promotion's short name. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountKind: text('discount_kind').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: unlimited. */
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    minOrderCents: bigint('min_order_cents', { mode: 'number' }).notNull().default(0),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    binRangeIds: integer('bin_range_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_company_kind_code_key').on(t.companyId, t.kind, sql`lower(${t.code})`),
    check('promotions_kind_check', sql`${t.kind} in ('code', 'card')`),
    check('promotions_discount_kind_check', sql`${t.discountKind} in ('percent', 'fixed', 'free_shipping')`),
    check('promotions_value_check', sql`${t.value} >= 0 and (${t.discountKind} <> 'percent' or ${t.value} <= 10000)`),
    check('promotions_limits_check', sql`(${t.totalLimit} is null or ${t.totalLimit} >= 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1) and ${t.minOrderCents} >= 0`),
    check('promotions_used_check', sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`),
    check('promotions_window_check', sql`${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One placed order's use of one promotion (what it took off), for the per-customer limit and reports. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: id(),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotion_uses_promotion_order_key').on(t.promotionId, t.orderId), index('promotion_uses_promotion_customer_idx').on(t.promotionId, t.customerId)],
);
