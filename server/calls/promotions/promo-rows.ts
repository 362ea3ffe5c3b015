/** Reading promotions: the list with its filters, one promotion for its form, the form's choices, and its uses. */
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { promotionState } from '../../../contract/promotion-rules';
import type { BinRangeOption, PromoKind, PromoListFilter, PromotionDetail, PromotionSummary, PromotionUse } from '../../../contract/schemas/promotions';
import type { AppDb } from '../../db/client';
import { isoText, isoTextOrNull } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalogue';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { binRanges, promotionUses, promotions } from '../../db/schema/selling';
import { companies } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { escapeLike } from '../../orders/order-filters';
import { promoNoun } from './promo-access';

const summaryColumns = {
  id: promotions.id,
  companyId: promotions.companyId,
  kind: promotions.kind,
  code: promotions.code,
  description: promotions.description,
  discountKind: promotions.discountKind,
  value: promotions.value,
  startsAt: isoText(promotions.startsAt),
  endsAt: isoTextOrNull(promotions.endsAt),
  totalLimit: promotions.totalLimit,
  perCustomerLimit: promotions.perCustomerLimit,
  minOrderCents: promotions.minOrderCents,
  usedCount: promotions.usedCount,
  active: promotions.active,
  version: promotions.version,
};

type SummaryRow = Omit<PromotionSummary, 'state' | 'kind' | 'discountKind'> & { kind: string; discountKind: string };

function withState<T extends SummaryRow>(row: T, now: Date): T & Pick<PromotionSummary, 'state' | 'kind' | 'discountKind'> {
  return { ...row, kind: row.kind as PromotionSummary['kind'], discountKind: row.discountKind as PromotionSummary['discountKind'], state: promotionState(row, now) };
}

/** The filters as SQL, in the same order of precedence as `promotionState`. */
function filterCondition(filter: PromoListFilter, now: Date): SQL | undefined {
  const usedUp = sql`(${promotions.totalLimit} IS NOT NULL AND ${promotions.usedCount} >= ${promotions.totalLimit})`;
  const closed = sql`(${promotions.endsAt} IS NOT NULL AND ${promotions.endsAt} <= ${now})`;
  switch (filter) {
    case 'active':
      return eq(promotions.active, true);
    case 'inactive':
      return eq(promotions.active, false);
    case 'ended':
      return or(closed, usedUp);
    case 'current':
      return and(eq(promotions.active, true), sql`${promotions.startsAt} <= ${now}`, sql`NOT ${closed}`, sql`NOT ${usedUp}`);
  }
}

export async function listPromotions(
  db: AppDb,
  companyId: number,
  kind: PromoKind,
  options: { q?: string | undefined; filter?: PromoListFilter | undefined; limit: number; now: Date },
): Promise<{ rows: PromotionSummary[]; truncated: boolean }> {
  const where: Array<SQL | undefined> = [eq(promotions.companyId, companyId), eq(promotions.kind, kind)];
  if (options.q) {
    const pattern = `%${escapeLike(options.q)}%`;
    where.push(or(ilike(promotions.code, pattern), ilike(promotions.description, pattern)));
  }
  if (options.filter) where.push(filterCondition(options.filter, options.now));
  const rows = await db
    .select(summaryColumns)
    .from(promotions)
    .where(and(...where))
    .orderBy(desc(promotions.startsAt), asc(promotions.code), asc(promotions.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit).map((row) => withState(row, options.now)), truncated: rows.length > options.limit };
}

/** One promotion of the company and kind, or NOT_FOUND (another company's, or the other kind, are answered the same). */
export async function getPromotion(db: AppDb, companyId: number, kind: PromoKind, promotionId: number, now: Date): Promise<PromotionDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      productIds: promotions.productIds,
      categoryIds: promotions.categoryIds,
      binRangeIds: promotions.binRangeIds,
      updatedAt: isoText(promotions.updatedAt),
      updatedByName: users.name,
    })
    .from(promotions)
    .leftJoin(users, eq(users.id, promotions.updatedBy))
    .where(and(eq(promotions.id, promotionId), eq(promotions.companyId, companyId), eq(promotions.kind, kind)));
  if (!row) throw notFound(promoNoun(kind));
  return withState(row, now);
}

/** The company's categories (with their parent's name) for the form's "applies to" choice. */
export async function categoryOptions(db: AppDb, companyId: number): Promise<Array<{ id: number; name: string; parentName: string | null; active: boolean }>> {
  const parents = sql<string | null>`(SELECT p.name FROM ${categories} p WHERE p.id = ${categories.parentId})`;
  return db
    .select({ id: categories.id, name: categories.name, parentName: parents, active: categories.active })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.name), asc(categories.id));
}

/** The company's BIN ranges, for a card promotion's choice. */
export async function binRangeOptions(db: AppDb, companyId: number): Promise<BinRangeOption[]> {
  return db
    .select({ id: binRanges.id, binFrom: binRanges.binFrom, binTo: binRanges.binTo, bank: binRanges.bank, brand: binRanges.brand, active: binRanges.active })
    .from(binRanges)
    .where(eq(binRanges.companyId, companyId))
    .orderBy(asc(binRanges.bank), asc(binRanges.brand), asc(binRanges.low));
}

export async function companyCurrency(db: AppDb, companyId: number): Promise<string> {
  const [row] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  return row?.currency ?? 'USD';
}

/** The orders that used a promotion, newest first (keyset on the use's id). The caller checks the promotion. */
export async function listUses(db: AppDb, promotionId: number, limit: number, beforeId?: number): Promise<{ rows: PromotionUse[]; nextBeforeId: number | null }> {
  const rows = await db
    .select({
      id: promotionUses.id,
      orderId: promotionUses.orderId,
      orderNumber: orders.number,
      customerId: promotionUses.customerId,
      customerName: customers.name,
      discountCents: promotionUses.discountCents,
      at: isoText(promotionUses.createdAt),
    })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .innerJoin(customers, eq(customers.id, promotionUses.customerId))
    .where(and(eq(promotionUses.promotionId, promotionId), beforeId === undefined ? undefined : lt(promotionUses.id, beforeId)))
    .orderBy(desc(promotionUses.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, nextBeforeId: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
