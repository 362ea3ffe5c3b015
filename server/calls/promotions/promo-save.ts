/**
 * `/Promo/Save` and `/Promo/SetActive`. The form's rules (contract `promotionProblems`) run again here, then what
 * only the server knows: the code is free in the company for this kind (ignoring case), the products, categories and
 * BIN ranges are the company's, and an edit keeps the total limit at or above the uses already counted.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FieldIssue } from '../../../contract/envelope';
import { promotionProblems } from '../../../contract/promotion-rules';
import type { PromoKind, PromoSaveInput, PromotionDetail } from '../../../contract/schemas/promotions';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { categories, products } from '../../db/schema/catalogue';
import { binRanges, promotions } from '../../db/schema/selling';
import { companies } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { promoNoun } from './promo-access';
import { getPromotion } from './promo-rows';

function refuse(issues: FieldIssue[], detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', issues[0]?.mensaje ?? 'Revisa los datos marcados.', detalle, issues);
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Refuses ids that are not the company's rows of `table` (a field issue on `campo`). */
async function checkOwned(tx: AppDb, campo: string, ids: number[], companyId: number, table: typeof products | typeof categories | typeof binRanges, mensaje: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), eq(table.companyId, companyId)));
  if (found.length !== ids.length) throw refuse([{ campo, codigo: 'not_found', mensaje }]);
}

/** Locks the promotion of this company and kind and checks the version the form read. */
async function lockAt(tx: AppDb, companyId: number, kind: PromoKind, promotionId: number, baseVersion: number | undefined, now: Date): Promise<PromotionDetail> {
  const [locked] = await tx
    .select({ version: promotions.version })
    .from(promotions)
    .where(and(eq(promotions.id, promotionId), eq(promotions.companyId, companyId), eq(promotions.kind, kind)))
    .for('update');
  if (!locked) throw notFound(promoNoun(kind));
  if (baseVersion === undefined) throw refuse([{ campo: 'baseVersion', codigo: 'required', mensaje: 'Falta la versión de la promoción que editabas.' }]);
  const current = await getPromotion(tx, companyId, kind, promotionId, now);
  if (locked.version !== baseVersion) {
    throw new CallError(
      'STALE_VERSION',
      `${current.updatedByName ?? 'Otra persona'} cambió esta promoción mientras la editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`,
      { current, changedBy: current.updatedByName },
    );
  }
  return current;
}

export async function savePromotion(tx: AppDb, user: AuthUser, companyId: number, input: PromoSaveInput, now: Date): Promise<{ promotion: PromotionDetail; created: boolean }> {
  const problems = promotionProblems(input.kind, input);
  if (problems.length > 0) throw refuse(problems);
  // Saves of one company's promotions queue up here, so two of them cannot both take a free code.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const before = input.promotionId === undefined ? null : await lockAt(tx, companyId, input.kind, input.promotionId, input.baseVersion, now);

  const code = input.code.trim();
  const [clash] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.companyId, companyId), eq(promotions.kind, input.kind), sql`lower(${promotions.code}) = lower(${code})`, before ? ne(promotions.id, before.id) : undefined))
    .limit(1);
  if (clash) throw refuse([{ campo: 'code', codigo: 'code_taken', mensaje: `Ya existe ${input.kind === 'code' ? 'un código' : 'una promoción de tarjeta'} «${code}» en esta empresa.` }]);
  if (before && input.totalLimit !== null && input.totalLimit < before.usedCount) {
    throw refuse([{ campo: 'totalLimit', codigo: 'limit_below_used', mensaje: `Usos hasta ahora: ${before.usedCount}. El límite total no puede ser menor.` }], { usedCount: before.usedCount });
  }

  const productIds = unique(input.productIds);
  const categoryIds = unique(input.categoryIds);
  const binRangeIds = unique(input.binRangeIds);
  await checkOwned(tx, 'productIds', productIds, companyId, products, 'Alguno de los productos no existe en esta empresa.');
  await checkOwned(tx, 'categoryIds', categoryIds, companyId, categories, 'Alguna de las categorías no existe en esta empresa.');
  await checkOwned(tx, 'binRangeIds', binRangeIds, companyId, binRanges, 'Alguno de los rangos de BIN no existe en esta empresa.');

  const fields = {
    code,
    description: input.description.trim(),
    discountKind: input.discountKind,
    value: input.value,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
    minOrderCents: input.minOrderCents,
    productIds,
    categoryIds,
    binRangeIds,
    active: input.active,
    updatedBy: user.id,
    updatedAt: now,
  };
  let promotionId: number;
  if (before === null) {
    const [row] = await tx.insert(promotions).values({ companyId, kind: input.kind, ...fields, createdAt: now }).returning({ id: promotions.id });
    if (!row) throw new Error('promotion insert returned nothing');
    promotionId = row.id;
  } else {
    promotionId = before.id;
    await tx
      .update(promotions)
      .set({ ...fields, version: sql`${promotions.version} + 1` })
      .where(eq(promotions.id, promotionId));
  }
  return { promotion: await getPromotion(tx, companyId, input.kind, promotionId, now), created: before === null };
}

export async function setPromotionActive(
  tx: AppDb,
  user: AuthUser,
  companyId: number,
  input: { kind: PromoKind; promotionId: number; baseVersion: number; active: boolean },
  now: Date,
): Promise<PromotionDetail> {
  const before = await lockAt(tx, companyId, input.kind, input.promotionId, input.baseVersion, now);
  if (before.active === input.active) return before;
  await tx
    .update(promotions)
    .set({ active: input.active, updatedBy: user.id, updatedAt: now, version: sql`${promotions.version} + 1` })
    .where(eq(promotions.id, before.id));
  return getPromotion(tx, companyId, input.kind, before.id, now);
}
