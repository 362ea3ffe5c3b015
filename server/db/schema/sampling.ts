/**
 * Sampling (issue 19 §6, ADR 012): campaigns that add a free sample product to placed orders matching their rules,
 * and each order's sample (one per order per campaign).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './tenancy';
import { users } from './accounts';
import { products } from './catalogue';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A sampling campaign: `quantity_milli` of `product_id` (thousandths, like order lines) added free to each placed order
 * that matches: store in `store_ids` (empty: every store), order total at least `min_order_cents`, a line of a category
 * in `category_ids` (empty: no condition), a customer's first order when `new_customers_only`, within the window.
 * `total_samples` caps how many orders get one; `used_samples` counts them (CHECK keeps it within the cap).
 */
export const samplingCampaigns = pgTable(
  'sampling_campaigns',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    productId: integer('product_id').notNull().references(() => products.id),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(1000),
    totalSamples: integer('total_samples').notNull(),
    usedSamples: integer('used_samples').notNull().default(0),
    storeIds: integer('store_ids').array().notNull().default(sql`'{}'::integer[]`),
    minOrderCents: bigint('min_order_cents', { mode: 'number' }).notNull().default(0),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sampling_campaigns_company_idx').on(t.companyId, t.startsAt),
    check('sampling_campaigns_quantity_check', sql`${t.quantityMilli} > 0 and ${t.totalSamples} >= 0 and ${t.minOrderCents} >= 0`),
    check('sampling_campaigns_used_check', sql`${t.usedSamples} >= 0 and ${t.usedSamples} <= ${t.totalSamples}`),
    check('sampling_campaigns_window_check', sql`${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One order's sample of one campaign (at most one per order per campaign); `order_line_id` is the free line it added. */
export const samplingUses = pgTable(
  'sampling_uses',
  {
    id: id(),
    campaignId: integer('campaign_id').notNull().references(() => samplingCampaigns.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    customerId: integer('customer_id').references(() => customers.id),
    orderLineId: integer('order_line_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sampling_uses_campaign_order_key').on(t.campaignId, t.orderId), index('sampling_uses_order_idx').on(t.orderId)],
);
