/**
 * `/Shop/IntrusiveBanner` (docs/intrusive-banner.md): the banner a store's shop shows now to one customer. The store's
 * active banners that had not ended are cached under the 'ui' area (every banner change bumps it); the window is
 * checked against now and the audience against the customer's orders on every read, so neither goes stale.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { contentImageUrl } from '../../../contract/file-routes';
import type { BannerAudience, ShopBanner } from '../../../contract/schemas/intrusive-banner';
import { cachedRead } from '../../cache/storefront-cache';
import type { AppDb } from '../../db/client';
import { intrusiveBanners } from '../../db/schema/content';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../errors/call-error';

interface CachedBanner extends ShopBanner {
  audience: BannerAudience;
  startsAt: string;
}

/** The store's active banners with an image that had not ended at `now` (cached; the caller checks the window). */
function storeBanners(db: AppDb, companyId: number, storeId: number, now: Date): Promise<CachedBanner[]> {
  return cachedRead(db, companyId, ['ui'], `shop-banner|${storeId}`, async () => {
    const rows = await db
      .select({
        id: intrusiveBanners.id,
        version: intrusiveBanners.version,
        title: intrusiveBanners.title,
        imageKey: intrusiveBanners.imageKey,
        link: intrusiveBanners.link,
        everyDays: intrusiveBanners.everyDays,
        audience: intrusiveBanners.audience,
        startsAt: intrusiveBanners.startsAt,
        endsAt: intrusiveBanners.endsAt,
      })
      .from(intrusiveBanners)
      .where(and(eq(intrusiveBanners.companyId, companyId), eq(intrusiveBanners.storeId, storeId), eq(intrusiveBanners.active, true), gt(intrusiveBanners.endsAt, now)))
      .orderBy(intrusiveBanners.startsAt);
    return rows.flatMap((row) =>
      row.imageKey
        ? [
            {
              id: row.id,
              version: row.version,
              title: row.title,
              imageUrl: contentImageUrl(row.imageKey),
              link: row.link,
              everyDays: row.everyDays,
              audience: row.audience as BannerAudience,
              startsAt: row.startsAt.toISOString(),
              endsAt: row.endsAt.toISOString(),
            },
          ]
        : [],
    );
  });
}

/** Whether the customer (of the company) has placed an order before (a cancelled one does not count). */
async function hasOrdered(db: AppDb, companyId: number, customerId: number): Promise<boolean> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!customer) throw notFound('El cliente');
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.customerId, customerId), ne(orders.status, 'cancelada')))
    .limit(1);
  return row !== undefined;
}

function fits(audience: BannerAudience, ordered: boolean | null): boolean {
  if (audience === 'all') return true;
  if (ordered === null) return false;
  return audience === 'returning' ? ordered : !ordered;
}

export async function shopBanner(db: AppDb, companyId: number, storeId: number, customerId: number | undefined, now: Date): Promise<ShopBanner | null> {
  // The customer first: another company's is refused before anything is read or cached.
  const ordered = customerId === undefined ? null : await hasOrdered(db, companyId, customerId);
  const banners = await storeBanners(db, companyId, storeId, now);
  const at = now.getTime();
  const inForce = banners.find((banner) => new Date(banner.startsAt).getTime() <= at && new Date(banner.endsAt).getTime() > at);
  if (!inForce || !fits(inForce.audience, ordered)) return null;
  const { audience: _audience, startsAt: _startsAt, ...banner } = inForce;
  return banner;
}
