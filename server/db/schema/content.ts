/**
 * Content and communications (issue 19, ADR 012): the storefront's UI elements and their items, the intrusive
 * banner, staff news and who read it, and the versions of what the storefront-facing reads keep cached.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies, stores } from './tenancy';
import { users } from './accounts';

/**
 * A UI element of the storefront's home: a banner strip, a carousel or a category row (`kind`), shown in `position`
 * order. Its items are `ui_items`.
 */
export const uiElements = pgTable(
  'ui_elements',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** 'banner' | 'carousel' | 'category_row' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ui_elements_company_idx').on(t.companyId, t.position), check('ui_elements_kind_check', sql`${t.kind} in ('banner', 'carousel', 'category_row')`)],
);

/**
 * One item of a UI element, in `position` order: image, title and what a tap does (spec §3 UI item: `accion`,
 * `accionID`, `listAccionID`). `list_action_ids` keeps the wire's comma-joined text exactly as stored (CATEGORIA_OC's
 * category IDs; empty string for none), so a stored value that does not parse is read back as empty (spec §8).
 * Shown only within its validity window (null ends: open).
 */
export const uiItems = pgTable(
  'ui_items',
  {
    id: id(),
    elementId: integer('element_id').notNull().references(() => uiElements.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id),
    position: smallint('position').notNull().default(0),
    title: text('title').notNull().default(''),
    /** Stored file key (the same file store as product images); null until an image is uploaded. */
    imageKey: text('image_key'),
    /** 'PRODUCTO' | 'CATEGORIA' | 'URL' | 'CATEGORIA_OC' | 'NINGUNA' */
    action: text('action').notNull(),
    /** The product or category id, or the URL. */
    actionId: text('action_id').notNull().default(''),
    /** CATEGORIA_OC: category IDs comma-joined ('' for none). */
    listActionIds: text('list_action_ids').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ui_items_element_idx').on(t.elementId, t.position),
    check('ui_items_window_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * The intrusive (full-screen) banner of a store: at most one in force per store at a time (the save checks overlaps
 * under a lock on the store's banners). `audience`: 'all' | 'new' | 'returning' customers; shown at most once every
 * `every_days` days to one customer.
 */
export const intrusiveBanners = pgTable(
  'intrusive_banners',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    title: text('title').notNull().default(''),
    imageKey: text('image_key'),
    link: text('link').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    audience: text('audience').notNull().default('all'),
    everyDays: smallint('every_days').notNull().default(1),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('intrusive_banners_store_idx').on(t.storeId, t.startsAt, t.endsAt),
    check('intrusive_banners_window_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('intrusive_banners_audience_check', sql`${t.audience} in ('all', 'new', 'returning')`),
    check('intrusive_banners_every_days_check', sql`${t.everyDays} between 1 and 365`),
  ],
);

/**
 * News for staff: Markdown body (rendered sanitised), the roles it is for (empty: every staff role), pinned first,
 * shown within its validity window.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    pinned: boolean('pinned').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_posts_company_idx').on(t.companyId, t.startsAt),
    check('news_posts_window_check', sql`${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Who read which news, and when (one row per reader; reading again keeps the first time). */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: integer('news_id').notNull().references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] }), index('news_reads_user_idx').on(t.userId)],
);

/**
 * The version of each cached area of a company's storefront reads ('catalogue' | 'prices' | 'categories' | 'menu' |
 * 'ui'). Statement triggers (migration 0012) bump it whenever a table the area is built from changes, so every server
 * instance drops what it cached for an older version; `/cache` bumps it by hand. `rebuilt_at`: when a read last
 * rebuilt the area's cache.
 */
export const cacheVersions = pgTable(
  'cache_versions',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    area: text('area').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who invalidated it by hand last (null: an edit did). */
    invalidatedBy: integer('invalidated_by').references(() => users.id),
    rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.area] }), check('cache_versions_area_check', sql`${t.area} in ('catalogue', 'prices', 'categories', 'menu', 'ui')`)],
);
