/**
 * Staff news (`/novedades-informativas`, issue 19 §4, docs/news.md). SA writes a company's news (`/News/List`, `Get`,
 * `Save`, `Delete`, naming `empresaId`); every staff role reads the news meant for it in the shell's news drawer
 * (`/News/Feed`, `/News/MarkRead`). A news item is for the roles it names (none: every staff role), shown from
 * `startsAt` until `endsAt` (null: no end) while `active`; pinned ones first, then the newest.
 */
import { z } from 'zod/mini';
import type { RoleCode } from '../roles';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';

export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 20_000;
/** Most news one list answers (a company writes a few a week). */
export const NEWS_LIST_MAX = 500;
/** Most news the feed answers (the newest in force). */
export const NEWS_FEED_MAX = 100;

/** The roles a news item may be for: every role but the customer's. */
export const NEWS_ROLES = ['SA', 'AD', 'SG', 'GE', 'SU', 'CA', 'CC', 'PS', 'PK', 'DE'] as const satisfies readonly RoleCode[];
export type NewsRole = (typeof NEWS_ROLES)[number];

/** As of the answer's time: shown now, not started yet, ended, or switched off. */
export const NEWS_STATES = ['current', 'scheduled', 'ended', 'inactive'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

const companyOnly = { tokenSesion: tokenSesionSchema, empresaId: z.optional(idSchema) };
const versionSchema = z.int().check(z.minimum(1));
const roleSchema = z.enum(NEWS_ROLES);

export const newsSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Empty: every staff role. */
  roles: z.array(roleSchema),
  pinned: z.boolean(),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
  active: z.boolean(),
  state: z.enum(NEWS_STATES),
  /** People of the audience who read it, and how many the audience is (the company's enabled users of its roles). */
  readCount: z.int(),
  audienceSize: z.int(),
  version: z.int(),
  updatedAt: isoDateTimeSchema,
  updatedByName: z.nullable(z.string()),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsReaderSchema = z.object({
  userId: z.int(),
  name: z.string(),
  role: z.string(),
  /** When they first opened it; null: not yet. */
  readAt: z.nullable(isoDateTimeSchema),
});
export type NewsReader = z.infer<typeof newsReaderSchema>;

export const newsDetailSchema = z.object({
  ...newsSummarySchema.shape,
  bodyMarkdown: z.string(),
  /** Everyone who opened it, first readers first (also people no longer in the audience). */
  readers: z.array(newsReaderSchema),
  /** The audience who have not opened it yet, by name. */
  unread: z.array(newsReaderSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** `/News/List`: the company's news, pinned first, then the newest start. */
export const newsListRequest = z.strictObject({ ...companyOnly });
export const newsListData = z.object({ empresaId: z.int(), rows: z.array(newsSummarySchema) });

/** `/News/Get`: one news item of the company, with who read it and when, and who of the audience has not. */
export const newsGetRequest = z.strictObject({ ...companyOnly, id: idSchema });
export const newsGetData = z.object({ news: newsDetailSchema });

/**
 * `/News/Save`: creates a news item (no `id`) or edits one at `baseVersion` (STALE_VERSION with the current one in
 * `detalle.current` otherwise). `endsAt` must be after `startsAt` (VALIDATION `news_window` on `endsAt`).
 */
export const newsSaveRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  id: z.optional(idSchema),
  baseVersion: z.optional(versionSchema),
  title: trimmedText(NEWS_TITLE_MAX),
  bodyMarkdown: text(z.maxLength(NEWS_BODY_MAX)),
  roles: z.array(roleSchema).check(z.maxLength(NEWS_ROLES.length)),
  pinned: z.boolean(),
  startsAt: isoDateTimeSchema,
  endsAt: z.nullable(isoDateTimeSchema),
  active: z.boolean(),
});
export const newsSaveData = z.object({ news: newsDetailSchema, created: z.boolean() });

/** `/News/Delete`: deletes a news item (and who read it) at the version the screen showed. */
export const newsDeleteRequest = z.strictObject({ ...companyOnly, mutationId: mutationIdSchema, id: idSchema, baseVersion: versionSchema });
export const newsDeleteData = z.object({ id: z.int() });

export const newsFeedItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  bodyMarkdown: z.string(),
  pinned: z.boolean(),
  startsAt: isoDateTimeSchema,
  leida: z.boolean(),
});
export type NewsFeedItem = z.infer<typeof newsFeedItemSchema>;

/**
 * `/News/Feed`: the news in force now of the caller's company meant for the caller's role, pinned first then the
 * newest, and how many of them the caller has not read. SA reads the company it names (the header's); none: empty.
 */
export const newsFeedRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });
export const newsFeedData = z.object({ items: z.array(newsFeedItemSchema), unread: z.int() });

/**
 * `/News/MarkRead`: the caller read this news item (idempotent: reading again keeps the first time). News not meant
 * for the caller (another company, another role, not in force) is NOT_FOUND.
 */
export const newsMarkReadRequest = z.strictObject({ tokenSesion: tokenSesionSchema, id: idSchema });
export const newsMarkReadData = z.object({ id: z.int(), readAt: isoDateTimeSchema, unread: z.int() });
