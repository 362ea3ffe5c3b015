/**
 * Reading staff news as `/News/*` answer them: who the audience is (the company's enabled staff of the news' roles,
 * every staff role when it names none), how many of them read it, and who read it when.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NEWS_LIST_MAX, type NewsDetail, type NewsReader, type NewsRole, type NewsState, type NewsSummary } from '../../../contract/schemas/news';
import type { AppDb } from '../../db/client';
import { isoText, isoTextOrNull } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { newsPosts, newsReads } from '../../db/schema/content';
import { notFound } from '../../errors/call-error';

/**
 * Whether the user row `u` is in the audience of the news_posts row of the enclosing query (its columns named in
 * full, so a subquery binds them to the outer news row).
 */
const inAudience = (u: SQL) =>
  sql`${u}.company_id = ${newsPosts.companyId} AND NOT ${u}.disabled AND ${u}.role <> 'C' AND (cardinality(${newsPosts.roles}) = 0 OR ${u}.role = ANY(${newsPosts.roles}))`;
const U = sql.raw('u');

const summaryColumns = {
  id: newsPosts.id,
  title: newsPosts.title,
  roles: newsPosts.roles,
  pinned: newsPosts.pinned,
  startsAt: isoText(newsPosts.startsAt),
  endsAt: isoTextOrNull(newsPosts.endsAt),
  active: newsPosts.active,
  version: newsPosts.version,
  updatedAt: isoText(newsPosts.updatedAt),
  updatedByName: users.name,
  audienceSize: sql<number>`(SELECT count(*)::int FROM users u WHERE ${inAudience(U)})`.mapWith(Number),
  readCount: sql<number>`(SELECT count(*)::int FROM users u JOIN news_reads r ON r.user_id = u.id WHERE r.news_id = ${newsPosts.id} AND ${inAudience(U)})`.mapWith(Number),
};

type SummaryRow = Omit<NewsSummary, 'state' | 'roles'> & { roles: string[] };

/** The news' state at `now`: switched off, not started, ended, or shown. */
export function newsState(row: { active: boolean; startsAt: string; endsAt: string | null }, now: Date): NewsState {
  if (!row.active) return 'inactive';
  if (Date.parse(row.startsAt) > now.getTime()) return 'scheduled';
  if (row.endsAt !== null && Date.parse(row.endsAt) <= now.getTime()) return 'ended';
  return 'current';
}

function toSummary(row: SummaryRow, now: Date): NewsSummary {
  return { ...row, roles: row.roles as NewsRole[], state: newsState(row, now) };
}

function selectSummaries(db: AppDb, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(newsPosts)
    .leftJoin(users, eq(users.id, newsPosts.updatedBy))
    .where(where)
    .orderBy(desc(newsPosts.pinned), desc(newsPosts.startsAt), desc(newsPosts.id));
}

/** The company's news, pinned first, then the newest start (at most NEWS_LIST_MAX). */
export async function listNews(db: AppDb, companyId: number, now: Date): Promise<NewsSummary[]> {
  const rows = await selectSummaries(db, eq(newsPosts.companyId, companyId)).limit(NEWS_LIST_MAX);
  return rows.map((row) => toSummary(row, now));
}

/** One news item of the company with its body, its readers and the audience who has not read it (NOT_FOUND otherwise). */
export async function getNews(db: AppDb, companyId: number, id: number, now: Date): Promise<NewsDetail> {
  const [row] = await selectSummaries(db, and(eq(newsPosts.companyId, companyId), eq(newsPosts.id, id)));
  if (!row) throw notFound('La novedad');
  const [body] = await db.select({ bodyMarkdown: newsPosts.bodyMarkdown }).from(newsPosts).where(eq(newsPosts.id, id));
  const readers: NewsReader[] = await db
    .select({ userId: users.id, name: users.name, role: users.role, readAt: isoTextOrNull(newsReads.readAt) })
    .from(newsReads)
    .innerJoin(users, eq(users.id, newsReads.userId))
    .where(eq(newsReads.newsId, id))
    .orderBy(newsReads.readAt, users.id);
  const unread: NewsReader[] = await db
    .select({ userId: users.id, name: users.name, role: users.role, readAt: sql<string | null>`NULL` })
    .from(users)
    .innerJoin(newsPosts, eq(newsPosts.id, id))
    .where(
      and(
        inAudience(sql`${users}`),
        sql`NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = ${newsPosts.id} AND r.user_id = ${users.id})`,
      ),
    )
    .orderBy(sql`lower(${users.name})`, users.id);
  return {
    ...toSummary(row, now),
    bodyMarkdown: body?.bodyMarkdown ?? '',
    readers,
    unread,
  };
}
