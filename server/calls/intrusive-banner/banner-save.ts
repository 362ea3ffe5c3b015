/**
 * `/Administracion/SaveIntrusiveBanner` and `/Administracion/DeleteIntrusiveBanner`: create, edit (at the version the
 * form read) and delete a store's intrusive banner. One banner per store at a time: saves of one store queue on the
 * store's row (`FOR UPDATE`), so two saves at once cannot both pass the overlap check.
 */
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { isBannerLink, type BannerAudience, type IntrusiveBanner } from '../../../contract/schemas/intrusive-banner';
import type { AppDb } from '../../db/client';
import { intrusiveBanners } from '../../db/schema/content';
import { companies } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { assertContentImageKey } from '../../files/content-images';
import { assertCompanyStore, getBanner } from './banner-rows';

export interface BannerSaveInput {
  id?: number | undefined;
  baseVersion?: number | undefined;
  tiendaId: number;
  title: string;
  imageKey: string | null;
  link: string;
  startsAt: string;
  endsAt: string;
  audience: BannerAudience;
  everyDays: number;
  active: boolean;
}

function refuse(campo: string, codigo: string, mensaje: string, detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', mensaje, { reason: codigo, ...detalle }, [{ campo, codigo, mensaje }]);
}

/** The banner locked, refused when it is not the company's or another person changed it since `baseVersion`. */
async function lockBanner(tx: AppDb, companyId: number, bannerId: number, baseVersion: number | undefined): Promise<void> {
  const [locked] = await tx
    .select({ version: intrusiveBanners.version })
    .from(intrusiveBanners)
    .where(and(eq(intrusiveBanners.companyId, companyId), eq(intrusiveBanners.id, bannerId)))
    .for('update');
  if (!locked) throw notFound('El banner');
  if (baseVersion === undefined) throw refuse('baseVersion', 'required', 'Falta la versión del banner que editabas.');
  if (locked.version !== baseVersion) {
    const current = await getBanner(tx, companyId, bannerId);
    throw new CallError('STALE_VERSION', `Otra persona cambió este banner mientras lo editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`, {
      current,
    });
  }
}

/** The checks that need no database: window, link, image of an active banner. */
function formProblem(input: BannerSaveInput, companyId: number): CallError | null {
  if (new Date(input.startsAt).getTime() >= new Date(input.endsAt).getTime()) {
    return refuse('endsAt', 'banner_window', 'El banner debe terminar después de empezar.');
  }
  if (!isBannerLink(input.link)) {
    return refuse('link', 'banner_link', 'El enlace debe ser una dirección https:// o una ruta de la tienda que empiece por «/».');
  }
  if (input.active && !input.imageKey) return refuse('imageKey', 'banner_image', 'Sube una imagen: un banner activo la necesita.');
  assertContentImageKey(input.imageKey, companyId);
  return null;
}

async function companyTimezone(tx: AppDb, companyId: number): Promise<string> {
  const [row] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  return row?.timezone ?? 'UTC';
}

/** Refuses an active banner whose window overlaps another active banner of the store, naming it. */
async function checkOverlap(tx: AppDb, companyId: number, input: BannerSaveInput): Promise<void> {
  if (!input.active) return;
  const [clash] = await tx
    .select({ id: intrusiveBanners.id, title: intrusiveBanners.title, startsAt: intrusiveBanners.startsAt, endsAt: intrusiveBanners.endsAt })
    .from(intrusiveBanners)
    .where(
      and(
        eq(intrusiveBanners.companyId, companyId),
        eq(intrusiveBanners.storeId, input.tiendaId),
        eq(intrusiveBanners.active, true),
        lt(intrusiveBanners.startsAt, new Date(input.endsAt)),
        gt(intrusiveBanners.endsAt, new Date(input.startsAt)),
        input.id === undefined ? undefined : ne(intrusiveBanners.id, input.id),
      ),
    )
    .orderBy(asc(intrusiveBanners.startsAt))
    .limit(1);
  if (!clash) return;
  const format = new Intl.DateTimeFormat('es', { dateStyle: 'short', timeStyle: 'short', timeZone: await companyTimezone(tx, companyId) });
  const name = clash.title || `#${clash.id}`;
  throw refuse(
    'startsAt',
    'banner_overlap',
    `Las fechas se cruzan con el banner «${name}» (del ${format.format(clash.startsAt)} al ${format.format(clash.endsAt)}) de esta tienda. Una tienda muestra un solo banner a la vez: cambia las fechas o desactiva uno.`,
    { banner: { id: clash.id, title: clash.title, startsAt: clash.startsAt.toISOString(), endsAt: clash.endsAt.toISOString() } },
  );
}

export async function saveBanner(tx: AppDb, companyId: number, userId: number, input: BannerSaveInput, now: Date): Promise<{ banner: IntrusiveBanner; created: boolean }> {
  const problem = formProblem(input, companyId);
  if (problem) throw problem;
  // The store's row is the lock on its banners: every save for the store waits here.
  await assertCompanyStore(tx, companyId, input.tiendaId, true);
  if (input.id !== undefined) await lockBanner(tx, companyId, input.id, input.baseVersion);
  await checkOverlap(tx, companyId, input);

  const fields = {
    storeId: input.tiendaId,
    title: input.title,
    imageKey: input.imageKey || null,
    link: input.link,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    audience: input.audience,
    everyDays: input.everyDays,
    active: input.active,
    updatedBy: userId,
    updatedAt: now,
  };
  if (input.id === undefined) {
    const [row] = await tx.insert(intrusiveBanners).values({ companyId, ...fields, createdAt: now }).returning({ id: intrusiveBanners.id });
    if (!row) throw new Error('intrusive banner insert returned nothing');
    return { banner: await getBanner(tx, companyId, row.id), created: true };
  }
  await tx
    .update(intrusiveBanners)
    .set({ ...fields, version: sql`${intrusiveBanners.version} + 1` })
    .where(and(eq(intrusiveBanners.companyId, companyId), eq(intrusiveBanners.id, input.id)));
  return { banner: await getBanner(tx, companyId, input.id), created: false };
}

export async function deleteBanner(tx: AppDb, companyId: number, input: { id: number; baseVersion: number }): Promise<{ id: number }> {
  await lockBanner(tx, companyId, input.id, input.baseVersion);
  await tx.delete(intrusiveBanners).where(and(eq(intrusiveBanners.companyId, companyId), eq(intrusiveBanners.id, input.id)));
  return { id: input.id };
}
