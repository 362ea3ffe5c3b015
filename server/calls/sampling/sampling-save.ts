/**
 * `/Sampling/Save` and `/Sampling/SetActive`. What the request schema cannot check runs here: the window, the product
 * (the company's, active), the stores and categories (the company's), and an edit keeps the cap at or above the
 * samples already given.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldIssue } from '../../../contract/envelope';
import type { SamplingCampaign, SamplingSaveInput } from '../../../contract/schemas/sampling';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { categories, products } from '../../db/schema/catalogue';
import { samplingCampaigns } from '../../db/schema/sampling';
import { stores } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { getCampaign } from './sampling-rows';

function refuse(issues: FieldIssue[], detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', issues[0]?.mensaje ?? 'Revisa los datos marcados.', detalle, issues);
}

const unique = (ids: readonly number[]) => [...new Set(ids)].toSorted((a, b) => a - b);

async function checkOwned(tx: AppDb, campo: string, ids: number[], companyId: number, table: typeof stores | typeof categories, mensaje: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), eq(table.companyId, companyId)));
  if (found.length !== ids.length) throw refuse([{ campo, codigo: 'not_found', mensaje }]);
}

/** Locks the campaign of this company and checks the version the form read. */
async function lockAt(tx: AppDb, companyId: number, id: number, baseVersion: number | undefined, now: Date): Promise<SamplingCampaign> {
  const [locked] = await tx
    .select({ version: samplingCampaigns.version })
    .from(samplingCampaigns)
    .where(and(eq(samplingCampaigns.id, id), eq(samplingCampaigns.companyId, companyId)))
    .for('update');
  if (!locked) throw notFound('La campaña de sampling');
  if (baseVersion === undefined) throw refuse([{ campo: 'baseVersion', codigo: 'required', mensaje: 'Falta la versión de la campaña que editabas.' }]);
  const current = await getCampaign(tx, companyId, id, now);
  if (locked.version !== baseVersion) {
    throw new CallError(
      'STALE_VERSION',
      `${current.updatedByName ?? 'Otra persona'} cambió esta campaña mientras la editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`,
      { current, changedBy: current.updatedByName },
    );
  }
  return current;
}

export async function saveCampaign(tx: AppDb, user: AuthUser, companyId: number, input: SamplingSaveInput, now: Date): Promise<{ campaign: SamplingCampaign; created: boolean }> {
  if (input.endsAt !== null && new Date(input.endsAt).getTime() <= new Date(input.startsAt).getTime()) {
    throw refuse([{ campo: 'endsAt', codigo: 'ends_before_start', mensaje: 'El fin debe ser posterior al inicio (o déjalo vacío).' }]);
  }
  const before = input.id === undefined ? null : await lockAt(tx, companyId, input.id, input.baseVersion, now);
  if (before && input.totalSamples < before.usedSamples) {
    throw refuse([{ campo: 'totalSamples', codigo: 'total_below_used', mensaje: `Ya se entregaron ${before.usedSamples} muestras: el total no puede ser menor.` }], {
      usedSamples: before.usedSamples,
    });
  }
  const [product] = await tx
    .select({ active: products.active })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.companyId, companyId)));
  if (!product) throw refuse([{ campo: 'productId', codigo: 'not_found', mensaje: 'El producto no existe en esta empresa.' }]);
  if (!product.active && input.productId !== before?.productId) {
    throw refuse([{ campo: 'productId', codigo: 'inactive', mensaje: 'El producto está inactivo: elige un producto activo como muestra.' }]);
  }
  const storeIds = unique(input.storeIds);
  const categoryIds = unique(input.categoryIds);
  await checkOwned(tx, 'storeIds', storeIds, companyId, stores, 'Alguna de las tiendas no existe en esta empresa.');
  await checkOwned(tx, 'categoryIds', categoryIds, companyId, categories, 'Alguna de las categorías no existe en esta empresa.');

  const fields = {
    name: input.name.trim(),
    productId: input.productId,
    quantityMilli: input.quantityMilli,
    totalSamples: input.totalSamples,
    storeIds,
    minOrderCents: input.minOrderCents,
    categoryIds,
    newCustomersOnly: input.newCustomersOnly,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    active: input.active,
    updatedBy: user.id,
    updatedAt: now,
  };
  let id: number;
  if (before === null) {
    const [row] = await tx.insert(samplingCampaigns).values({ companyId, ...fields, createdAt: now }).returning({ id: samplingCampaigns.id });
    if (!row) throw new Error('sampling campaign insert returned nothing');
    id = row.id;
  } else {
    id = before.id;
    await tx
      .update(samplingCampaigns)
      .set({ ...fields, version: sql`${samplingCampaigns.version} + 1` })
      .where(eq(samplingCampaigns.id, id));
  }
  return { campaign: await getCampaign(tx, companyId, id, now), created: before === null };
}

export async function setCampaignActive(tx: AppDb, user: AuthUser, companyId: number, input: { id: number; baseVersion: number; active: boolean }, now: Date): Promise<SamplingCampaign> {
  const before = await lockAt(tx, companyId, input.id, input.baseVersion, now);
  if (before.active === input.active) return before;
  await tx
    .update(samplingCampaigns)
    .set({ active: input.active, updatedBy: user.id, updatedAt: now, version: sql`${samplingCampaigns.version} + 1` })
    .where(eq(samplingCampaigns.id, before.id));
  return getCampaign(tx, companyId, before.id, now);
}
