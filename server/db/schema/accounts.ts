/** Staff accounts: users, sessions, password resets, login attempts and accepted terms. */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns';
import { companies, stores, warehouses } from './tenancy';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null only for SA, who sees every company. */
    companyId: integer('company_id').references(() => companies.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** The store a user works for (cashiers, call center, managers): /mi-menu and /store start there. Optional. */
    storeId: integer('store_id').references(() => stores.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Staff push alerts (orders waiting to be picked / ready to dispatch, issue 19 §3): on by default, per user. */
    staffPushAlerts: boolean('staff_push_alerts').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId, t.name, t.id)],
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

/**
 * Login attempts counted per (email, client address) pair, and per address alone in the row whose email is ''
 * (a real email is never empty): auth/login-limits.ts counts an attempt here, in one statement, before the password
 * is checked, so every server instance agrees and concurrent attempts cannot slip past the count.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** Attempts counted since window_started_at and not yet answered by a right password. */
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** The next attempt is not let through before this. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] }), index('login_throttles_window_idx').on(t.windowStartedAt)],
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
