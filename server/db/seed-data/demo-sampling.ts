/**
 * Sampling's demo row (docs/sampling.md): one campaign in force for Andino Norte — a free natural yoghurt with each
 * order of $25.00 or more in products, 200 samples — so /sampling and /sampling/productos show a campaign at work and
 * an order placed there gets its sample line.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../client';
import { products } from '../schema/catalogue';
import { samplingCampaigns } from '../schema/sampling';
import { stores } from '../schema/tenancy';

const DAY = 86_400_000;
const SAMPLE_PRODUCT = 'Yogur natural 1 L';

export async function seedDemoSampling(tx: AppDb, companyId: number, storeName: string, userId: number | null, now: Date): Promise<void> {
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.companyId, companyId), eq(stores.name, storeName)));
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.name, SAMPLE_PRODUCT)))
    .limit(1);
  if (!store || !product) return;
  await tx.insert(samplingCampaigns).values({
    companyId,
    name: 'Yogur de bienvenida',
    productId: product.id,
    quantityMilli: 1000,
    totalSamples: 200,
    storeIds: [store.id],
    minOrderCents: 2500,
    newCustomersOnly: false,
    startsAt: new Date(now.getTime() - 7 * DAY),
    endsAt: new Date(now.getTime() + 30 * DAY),
    active: true,
    updatedBy: userId,
    createdAt: now,
    updatedAt: now,
  });
}
