/**
 * Web Push (issue 19, ADR 012): the server's VAPID key pair, each device's subscription, composed messages with their
 * audience and schedule, every delivery attempt, and the staff alerts already sent for an order.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './tenancy';
import { users } from './accounts';
import { orders } from './orders';

/** The one VAPID key pair (row id 1), created on the first start unless the configuration gives one. */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey(),
    /** Base64url, uncompressed P-256 point (what `applicationServerKey` takes). */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_single_check', sql`${t.id} = 1`)],
);

/** One browser/device subscription of one user (an endpoint belongs to one user; subscribing again moves it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The user's company (null for SA), so a company's audience is one index read. */
    companyId: integer('company_id').references(() => companies.id),
    endpoint: text('endpoint').notNull(),
    /** Base64url keys of the subscription (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_company_idx').on(t.companyId)],
);

/**
 * A composed push message: title, body, optional image and the app route a click opens; `audience` is
 * `{ roles: string[], storeId: number | null, warehouseId: number | null }` (empty roles: every staff role).
 * `status`: 'scheduled' (waits for `send_at`), 'sending', 'sent', 'cancelled'.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    route: text('route').notNull().default('/'),
    audience: jsonb('audience').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_messages_company_idx').on(t.companyId, t.sendAt),
    index('push_messages_due_idx').on(t.sendAt).where(sql`${t.status} = 'scheduled'`),
    check('push_messages_status_check', sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled')`),
  ],
);

/**
 * One delivery attempt to one subscription: of a composed message (`message_id`) or a staff alert (`order_id`).
 * `outcome`: 'sent' | 'expired' (404/410: the subscription was removed) | 'failed'.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    messageId: integer('message_id').references(() => pushMessages.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id),
    /** Null once the subscription was removed. */
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id),
    endpointHost: text('endpoint_host').notNull(),
    statusCode: integer('status_code'),
    outcome: text('outcome').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('push_deliveries_message_idx').on(t.messageId), check('push_deliveries_outcome_check', sql`${t.outcome} in ('sent', 'expired', 'failed')`)],
);

/**
 * The staff alerts already sent for an order ('to_pick': waiting to be picked, to its warehouse's pickers;
 * 'to_dispatch': ready to dispatch, to its dispatchers): the primary key makes each alert go out once.
 */
export const pushStaffAlerts = pgTable(
  'push_staff_alerts',
  {
    orderId: integer('order_id').notNull().references(() => orders.id),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] }), check('push_staff_alerts_kind_check', sql`${t.kind} in ('to_pick', 'to_dispatch')`)],
);
