/**
 * What a staff member reads (`/News/Feed`, `/News/MarkRead`): the news of their company in force now whose roles
 * include theirs (or name none), pinned first then the newest, and whether they read each. SA reads the company it
 * names. News not meant for the caller is NOT_FOUND, exactly as if it did not exist.
 */
import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { NEWS_FEED_MAX, type NewsFeedItem } from '../../../contract/schemas/news';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { newsPosts, newsReads } from '../../db/schema/content';
import { notFound } from '../../errors/call-error';

export interface Reader {
  userId: number;
  role: string;
  companyId: number;
}

/** The news meant for `reader` now: its company's, switched on, in its window, for its role or every role. */
function meantFor(reader: Reader, now: Date): SQL | undefined {
  return and(
    eq(newsPosts.companyId, reader.companyId),
    eq(newsPosts.active, true),
    lte(newsPosts.startsAt, now),
    or(isNull(newsPosts.endsAt), gt(newsPosts.endsAt, now)),
    sql`(cardinality(${newsPosts.roles}) = 0 OR ${reader.role} = ANY(${newsPosts.roles}))`,
  );
}

const readByCaller = (userId: number) => sql<boolean>`EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = ${newsPosts.id} AND r.user_id = ${userId})`;

/** How many of the news meant for `reader` now it has not read. */
export async function unreadCount(db: AppDb, reader: Reader, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsPosts)
    .where(and(meantFor(reader, now), sql`NOT ${readByCaller(reader.userId)}`));
  return Number(row?.n ?? 0);
}

export async function newsFeed(db: AppDb, reader: Reader, now: Date): Promise<{ items: NewsFeedItem[]; unread: number }> {
  const items = await db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      bodyMarkdown: newsPosts.bodyMarkdown,
      pinned: newsPosts.pinned,
      startsAt: isoText(newsPosts.startsAt),
      leida: readByCaller(reader.userId),
    })
    .from(newsPosts)
    .where(meantFor(reader, now))
    .orderBy(desc(newsPosts.pinned), desc(newsPosts.startsAt), desc(newsPosts.id))
    .limit(NEWS_FEED_MAX);
  return { items, unread: await unreadCount(db, reader, now) };
}

/** Records that `reader` read the news item (once: reading again keeps the first time); answers that time. */
export async function markNewsRead(tx: AppDb, reader: Reader, id: number, now: Date): Promise<{ id: number; readAt: string; unread: number }> {
  const [news] = await tx
    .select({ id: newsPosts.id })
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), meantFor(reader, now)));
  if (!news) throw notFound('La novedad');
  await tx.insert(newsReads).values({ newsId: id, userId: reader.userId, readAt: now }).onConflictDoNothing();
  const [read] = await tx
    .select({ readAt: isoText(newsReads.readAt) })
    .from(newsReads)
    .where(and(eq(newsReads.newsId, id), eq(newsReads.userId, reader.userId)));
  if (!read) throw new Error('news read not stored');
  return { id, readAt: read.readAt, unread: await unreadCount(tx, reader, now) };
}
