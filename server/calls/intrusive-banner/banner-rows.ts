/** Reading a company's intrusive banners as /invasivo shows them (docs/intrusive-banner.md). */
import { and, asc, desc, eq } from 'drizzle-orm';
import { contentImageUrl } from '../../../contract/file-routes';
import type { BannerAudience, IntrusiveBanner } from '../../../contract/schemas/intrusive-banner';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { intrusiveBanners } from '../../db/schema/content';
import { stores } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';

const columns = {
  id: intrusiveBanners.id,
  tiendaId: intrusiveBanners.storeId,
  tiendaNombre: stores.name,
  title: intrusiveBanners.title,
  imageKey: intrusiveBanners.imageKey,
  link: intrusiveBanners.link,
  startsAt: intrusiveBanners.startsAt,
  endsAt: intrusiveBanners.endsAt,
  audience: intrusiveBanners.audience,
  everyDays: intrusiveBanners.everyDays,
  active: intrusiveBanners.active,
  version: intrusiveBanners.version,
  updatedByName: users.name,
  updatedAt: intrusiveBanners.updatedAt,
};

/** The company's banners (of one store, or the one `bannerId`), by store name, then latest window first. */
async function readBanners(db: AppDb, companyId: number, filter: { storeId?: number | undefined; bannerId?: number | undefined }): Promise<IntrusiveBanner[]> {
  const rows = await db
    .select(columns)
    .from(intrusiveBanners)
    .innerJoin(stores, eq(stores.id, intrusiveBanners.storeId))
    .leftJoin(users, eq(users.id, intrusiveBanners.updatedBy))
    .where(
      and(
        eq(intrusiveBanners.companyId, companyId),
        filter.storeId === undefined ? undefined : eq(intrusiveBanners.storeId, filter.storeId),
        filter.bannerId === undefined ? undefined : eq(intrusiveBanners.id, filter.bannerId),
      ),
    )
    .orderBy(asc(stores.name), desc(intrusiveBanners.startsAt), desc(intrusiveBanners.id));
  return rows.map((row) => ({
    ...row,
    imageUrl: row.imageKey ? contentImageUrl(row.imageKey) : null,
    audience: row.audience as BannerAudience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export function listBanners(db: AppDb, companyId: number, storeId?: number): Promise<IntrusiveBanner[]> {
  return readBanners(db, companyId, { storeId });
}

/** One banner of the company (NOT_FOUND for another company's or none). */
export async function getBanner(db: AppDb, companyId: number, bannerId: number): Promise<IntrusiveBanner> {
  const [banner] = await readBanners(db, companyId, { bannerId });
  if (!banner) throw notFound('El banner');
  return banner;
}

/** The company's active stores, by name (the form's store select). */
export function companyStores(db: AppDb, companyId: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.companyId, companyId), eq(stores.active, true)))
    .orderBy(asc(stores.name), asc(stores.id));
}

/** The store, when it is the company's (NOT_FOUND otherwise, as if it did not exist). */
export async function assertCompanyStore(db: AppDb, companyId: number, storeId: number, lock = false): Promise<{ id: number; name: string }> {
  const query = db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.companyId, companyId), eq(stores.id, storeId)));
  const [store] = lock ? await query.for('update') : await query;
  if (!store) throw notFound('La tienda');
  return store;
}
