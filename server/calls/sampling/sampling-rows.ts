/** Reading sampling campaigns: the list, one campaign, its uses, and the form's choices (stores, categories). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { samplingState, type SamplingCampaign, type SamplingUse } from '../../../contract/schemas/sampling';
import type { AppDb } from '../../db/client';
import { isoText, isoTextOrNull } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { categories, products } from '../../db/schema/catalogue';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { samplingCampaigns, samplingUses } from '../../db/schema/sampling';
import { companies, stores } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';

const campaignColumns = {
  id: samplingCampaigns.id,
  name: samplingCampaigns.name,
  productId: samplingCampaigns.productId,
  productName: products.name,
  productSku: products.sku,
  saleUnit: products.saleUnit,
  quantityMilli: samplingCampaigns.quantityMilli,
  totalSamples: samplingCampaigns.totalSamples,
  usedSamples: samplingCampaigns.usedSamples,
  storeIds: samplingCampaigns.storeIds,
  minOrderCents: samplingCampaigns.minOrderCents,
  categoryIds: samplingCampaigns.categoryIds,
  newCustomersOnly: samplingCampaigns.newCustomersOnly,
  startsAt: isoText(samplingCampaigns.startsAt),
  endsAt: isoTextOrNull(samplingCampaigns.endsAt),
  active: samplingCampaigns.active,
  version: samplingCampaigns.version,
  updatedAt: isoText(samplingCampaigns.updatedAt),
  updatedByName: users.name,
};

type CampaignRow = Omit<SamplingCampaign, 'state' | 'saleUnit'> & { saleUnit: string };

function withState(row: CampaignRow, now: Date): SamplingCampaign {
  return { ...row, saleUnit: row.saleUnit === 'kg' ? 'kg' : 'unit', state: samplingState(row, now) };
}

function campaignQuery(db: AppDb) {
  return db
    .select(campaignColumns)
    .from(samplingCampaigns)
    .innerJoin(products, eq(products.id, samplingCampaigns.productId))
    .leftJoin(users, eq(users.id, samplingCampaigns.updatedBy));
}

export async function listCampaigns(db: AppDb, companyId: number, limit: number, now: Date): Promise<{ rows: SamplingCampaign[]; truncated: boolean }> {
  const rows = await campaignQuery(db)
    .where(eq(samplingCampaigns.companyId, companyId))
    .orderBy(desc(samplingCampaigns.startsAt), asc(samplingCampaigns.name), asc(samplingCampaigns.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).map((row) => withState(row, now)), truncated: rows.length > limit };
}

/** One campaign of the company, or NOT_FOUND (another company's is answered the same). */
export async function getCampaign(db: AppDb, companyId: number, id: number, now: Date): Promise<SamplingCampaign> {
  const [row] = await campaignQuery(db).where(and(eq(samplingCampaigns.id, id), eq(samplingCampaigns.companyId, companyId)));
  if (!row) throw notFound('La campaña de sampling');
  return withState(row, now);
}

/** The orders that got a sample of the campaign, newest first. The caller checks the campaign. */
export async function listCampaignUses(db: AppDb, campaignId: number, limit: number): Promise<SamplingUse[]> {
  return db
    .select({ orderId: samplingUses.orderId, orderNumber: orders.number, customerName: customers.name, at: isoText(samplingUses.createdAt) })
    .from(samplingUses)
    .innerJoin(orders, eq(orders.id, samplingUses.orderId))
    .leftJoin(customers, eq(customers.id, samplingUses.customerId))
    .where(eq(samplingUses.campaignId, campaignId))
    .orderBy(desc(samplingUses.id))
    .limit(limit);
}

/** The company's stores and categories (by name) for the form's choices. */
export async function formOptions(db: AppDb, companyId: number): Promise<{ stores: Array<{ id: number; name: string }>; categories: Array<{ id: number; name: string }> }> {
  const parents = sql<string | null>`(SELECT p.name FROM ${categories} p WHERE p.id = ${categories.parentId})`;
  const [storeRows, categoryRows] = [
    await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.companyId, companyId)).orderBy(asc(stores.name), asc(stores.id)),
    await db.select({ id: categories.id, name: categories.name, parentName: parents }).from(categories).where(eq(categories.companyId, companyId)).orderBy(asc(categories.name), asc(categories.id)),
  ];
  return { stores: storeRows, categories: categoryRows.map((row) => ({ id: row.id, name: row.parentName ? `${row.parentName} › ${row.name}` : row.name })) };
}

export async function companyCurrency(db: AppDb, companyId: number): Promise<string> {
  const [row] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  return row?.currency ?? 'USD';
}
