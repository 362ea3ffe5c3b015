/**
 * Handlers of `/News/*`: SA's writing calls act on the company it names (changes once per mutationId); the reading
 * calls act on the caller's company (SA: the one it names in the feed, the news' own when marking one read).
 */
import { eq } from 'drizzle-orm';
import { requireCompany, resolveScope, seesAllCompanies } from '../../auth/scope';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { newsPosts } from '../../db/schema/content';
import { notFound } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { markNewsRead, newsFeed, type Reader } from './news-feed';
import { getNews, listNews } from './news-rows';
import { deleteNews, saveNews } from './news-save';

export const newsListHandler: Handler<'/News/List'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { empresaId, rows: await listNews(ctx.db, empresaId, ctx.now()) } };
};

export const newsGetHandler: Handler<'/News/Get'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { news: await getNews(ctx.db, empresaId, input.id, ctx.now()) } };
};

export const newsSaveHandler: Handler<'/News/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/News/Save', body }, (tx) => saveNews(tx, empresaId, user.id, body, now));
  return { data: result.data, mensaje: result.data.created ? 'Novedad publicada.' : 'Novedad guardada.' };
};

export const newsDeleteHandler: Handler<'/News/Delete'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/News/Delete', body }, (tx) => deleteNews(tx, empresaId, body, now));
  return { data: result.data, mensaje: 'Novedad eliminada.' };
};

export const newsFeedHandler: Handler<'/News/Feed'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  // SA belongs to no company: with none chosen in the header there is nothing to read.
  if (scope.companyId === null) return { data: { items: [], unread: 0 } };
  return { data: await newsFeed(ctx.db, { userId: user.id, role: user.role, companyId: scope.companyId }, ctx.now()) };
};

/** The reader marking `id`: the caller in its company; SA in the news' own company. */
async function readerOf(db: AppDb, user: AuthUser, id: number): Promise<Reader> {
  if (!seesAllCompanies(user)) {
    if (user.companyId === null) throw notFound('La novedad');
    return { userId: user.id, role: user.role, companyId: user.companyId };
  }
  const [news] = await db.select({ companyId: newsPosts.companyId }).from(newsPosts).where(eq(newsPosts.id, id));
  if (!news) throw notFound('La novedad');
  return { userId: user.id, role: user.role, companyId: news.companyId };
}

export const newsMarkReadHandler: Handler<'/News/MarkRead'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const reader = await readerOf(ctx.db, user, input.id);
  const now = ctx.now();
  const data = await ctx.db.transaction((tx) => markNewsRead(tx, reader, input.id, now));
  return { data };
};
