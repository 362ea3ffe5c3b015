/**
 * The intrusive banner's demo row (docs/intrusive-banner.md): one banner for Andino Norte, saved inactive and without
 * an image (a draft to finish on /invasivo: upload its image and switch it on). Inactive, so the shop on behalf of a
 * customer opens without a full-screen banner in the other screens' demos and end-to-end tests.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../client';
import { intrusiveBanners } from '../schema/content';
import { stores } from '../schema/tenancy';

const DAY = 86_400_000;

export async function seedDemoBanner(tx: AppDb, companyId: number, storeName: string, userId: number | null, now: Date): Promise<void> {
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.companyId, companyId), eq(stores.name, storeName)));
  if (!store) return;
  await tx.insert(intrusiveBanners).values({
    companyId,
    storeId: store.id,
    title: 'Semana de frutas frescas',
    imageKey: null,
    link: '/tienda-cliente',
    startsAt: new Date(now.getTime() + DAY),
    endsAt: new Date(now.getTime() + 8 * DAY),
    audience: 'all',
    everyDays: 3,
    active: false,
    updatedBy: userId,
    createdAt: now,
    updatedAt: now,
  });
}
