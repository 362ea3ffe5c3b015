/**
 * Subscriptions (issue 20, ADR 013): programmes ("applications", e.g. "Canasta Prime"), their plans, the benefits
 * ("options") they give, time-limited plan prices ("offers"), which customer group types may take a plan, the
 * products enrolled in a programme ("prime products"), and customers' subscriptions with one row per paid period.
 * Wire names follow spec §7's `proxy/v1` API (`ApplicationId`); columns are the database's usual snake case.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './tenancy';
import { users } from './accounts';
import { products } from './catalogue';
import { customers } from './customers';

/** A subscription programme of one company. */
export const subscriptionApplications = pgTable(
  'subscription_applications',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscription_applications_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * A plan of an application: `price_cents` charged every `period_months` months, after `trial_days` free days.
 * `version` guards concurrent edits (PUT plan/{id} carries the version it read).
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    applicationId: integer('application_id').notNull().references(() => subscriptionApplications.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    periodMonths: integer('period_months').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_plans_application_idx').on(t.applicationId),
    uniqueIndex('subscription_plans_application_name_key').on(t.applicationId, sql`lower(${t.name})`),
    check('subscription_plans_values_check', sql`${t.priceCents} >= 0 and ${t.periodMonths} between 1 and 36 and ${t.trialDays} between 0 and 365`),
  ],
);

/** Which customer group types (contract/schemas/subscriptions.ts USER_GROUP_TYPES) may take a plan. */
export const userGroupTypePlans = pgTable(
  'user_group_type_plans',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    planId: integer('plan_id').notNull().references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    groupType: text('group_type').notNull(),
  },
  (t) => [uniqueIndex('user_group_type_plans_plan_group_key').on(t.planId, t.groupType), index('user_group_type_plans_company_idx').on(t.companyId)],
);

/**
 * A benefit of an application: `kind` 'envio_gratis' (free shipping from `min_order_cents`) or 'descuento'
 * (`discount_bp` off the application's enrolled products). `plan_id` null: every plan of the application gives it.
 */
export const subscriptionOptions = pgTable(
  'subscription_options',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    applicationId: integer('application_id').notNull().references(() => subscriptionApplications.id),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    minOrderCents: bigint('min_order_cents', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_options_application_idx').on(t.applicationId),
    check('subscription_options_kind_check', sql`${t.kind} in ('envio_gratis', 'descuento')`),
    check('subscription_options_values_check', sql`${t.discountBp} between 0 and 10000 and ${t.minOrderCents} >= 0`),
  ],
);

/** A time-limited price of a plan: new subscriptions between `starts_at` and `ends_at` pay `price_cents` for their first period. */
export const subscriptionOffers = pgTable(
  'subscription_offers',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    planId: integer('plan_id').notNull().references(() => subscriptionPlans.id),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_offers_plan_idx').on(t.planId, t.startsAt),
    check('subscription_offers_values_check', sql`${t.priceCents} >= 0 and ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A product enrolled in an application ("prime product"): the application's 'descuento' options apply to it. */
export const subscriptionProducts = pgTable(
  'subscription_products',
  {
    applicationId: integer('application_id').notNull().references(() => subscriptionApplications.id),
    productId: integer('product_id').notNull().references(() => products.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.productId] }), index('subscription_products_product_idx').on(t.productId)],
);

/**
 * A customer's subscription to a plan. `status`: 'activa' (benefits while now < current_period_end), 'cancelada'
 * (asked to stop: benefits until current_period_end, then no renewal), 'vencida' (over). At most one subscription
 * not 'vencida' per customer and application (partial unique index).
 */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    applicationId: integer('application_id').notNull().references(() => subscriptionApplications.id),
    planId: integer('plan_id').notNull().references(() => subscriptionPlans.id),
    offerId: integer('offer_id').references(() => subscriptionOffers.id),
    status: text('status').notNull().default('activa'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_subscriptions_live_key').on(t.customerId, t.applicationId).where(sql`${t.status} <> 'vencida'`),
    index('customer_subscriptions_plan_idx').on(t.planId, t.status),
    index('customer_subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'vencida'`),
    check('customer_subscriptions_status_check', sql`${t.status} in ('activa', 'cancelada', 'vencida')`),
    check('customer_subscriptions_period_check', sql`${t.currentPeriodStart} < ${t.currentPeriodEnd}`),
  ],
);

/**
 * One period of a subscription: 'prueba' (free trial), 'alta' (first paid period) or 'renovacion'. Unique per
 * subscription and start, so a renewal run twice adds nothing.
 */
export const customerSubscriptionPeriods = pgTable(
  'customer_subscription_periods',
  {
    id: id(),
    subscriptionId: integer('subscription_id').notNull().references(() => customerSubscriptions.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: text('kind').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_subscription_periods_start_key').on(t.subscriptionId, t.periodStart),
    check('customer_subscription_periods_kind_check', sql`${t.kind} in ('prueba', 'alta', 'renovacion')`),
    check('customer_subscription_periods_values_check', sql`${t.amountCents} >= 0 and ${t.periodStart} < ${t.periodEnd}`),
  ],
);
