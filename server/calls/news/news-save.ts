/**
 * `/News/Save` and `/News/Delete`: create a news item or edit one at the version the form read; delete one (its reads
 * go with it). The window rule (`endsAt` after `startsAt`) is checked here with a field error, before the table's CHECK.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { NewsDetail, NewsRole } from '../../../contract/schemas/news';
import type { AppDb } from '../../db/client';
import { newsPosts } from '../../db/schema/content';
import { CallError, notFound } from '../../errors/call-error';
import { getNews } from './news-rows';

export interface NewsSaveInput {
  id?: number | undefined;
  baseVersion?: number | undefined;
  title: string;
  bodyMarkdown: string;
  roles: NewsRole[];
  pinned: boolean;
  startsAt: string;
  endsAt: string | null;
  active: boolean;
}

/** The news item locked, refused when it is not the company's or another person changed it since `baseVersion`. */
async function lockNews(tx: AppDb, companyId: number, id: number, baseVersion: number | undefined, now: Date): Promise<void> {
  const [locked] = await tx
    .select({ version: newsPosts.version })
    .from(newsPosts)
    .where(and(eq(newsPosts.companyId, companyId), eq(newsPosts.id, id)))
    .for('update');
  if (!locked) throw notFound('La novedad');
  if (baseVersion === undefined) {
    const mensaje = 'Falta la versión de la novedad que editabas.';
    throw new CallError('VALIDATION', mensaje, { reason: 'required' }, [{ campo: 'baseVersion', codigo: 'required', mensaje }]);
  }
  if (locked.version !== baseVersion) {
    const current = await getNews(tx, companyId, id, now);
    const who = current.updatedByName ?? 'Otra persona';
    throw new CallError('STALE_VERSION', `${who} cambió esta novedad mientras la editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`, { current });
  }
}

function checkWindow(input: NewsSaveInput): void {
  if (input.endsAt === null || Date.parse(input.endsAt) > Date.parse(input.startsAt)) return;
  const mensaje = 'El fin de la vigencia debe ser posterior a su inicio.';
  throw new CallError('VALIDATION', mensaje, { reason: 'news_window' }, [{ campo: 'endsAt', codigo: 'news_window', mensaje }]);
}

export async function saveNews(tx: AppDb, companyId: number, userId: number, input: NewsSaveInput, now: Date): Promise<{ news: NewsDetail; created: boolean }> {
  checkWindow(input);
  const fields = {
    title: input.title,
    bodyMarkdown: input.bodyMarkdown,
    // Once each, in a stable order, so the same choice saves the same row.
    roles: [...new Set(input.roles)].toSorted(),
    pinned: input.pinned,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    active: input.active,
    updatedBy: userId,
    updatedAt: now,
  };
  if (input.id === undefined) {
    const [row] = await tx
      .insert(newsPosts)
      .values({ companyId, ...fields, createdBy: userId, createdAt: now })
      .returning({ id: newsPosts.id });
    if (!row) throw new Error('news insert returned nothing');
    return { news: await getNews(tx, companyId, row.id, now), created: true };
  }
  await lockNews(tx, companyId, input.id, input.baseVersion, now);
  await tx
    .update(newsPosts)
    .set({ ...fields, version: sql`${newsPosts.version} + 1` })
    .where(and(eq(newsPosts.companyId, companyId), eq(newsPosts.id, input.id)));
  return { news: await getNews(tx, companyId, input.id, now), created: false };
}

export async function deleteNews(tx: AppDb, companyId: number, input: { id: number; baseVersion: number }, now: Date): Promise<{ id: number }> {
  await lockNews(tx, companyId, input.id, input.baseVersion, now);
  await tx.delete(newsPosts).where(and(eq(newsPosts.companyId, companyId), eq(newsPosts.id, input.id)));
  return { id: input.id };
}
