/** Reading BIN ranges as `/Bin/*` answer them: the range, who changed it last, and the card promotions naming it. */
import { and, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { binSearch, padHigh, padLow } from '../../../contract/bin-range';
import { BIN_LIST_MAX, type BinRange } from '../../../contract/schemas/bins';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { binRanges } from '../../db/schema/selling';
import { notFound } from '../../errors/call-error';

// The subqueries name the outer column in full, so they cannot bind to the promotion's own id.
const namedBy = sql`p.company_id = "bin_ranges"."company_id" AND p.kind = 'card' AND "bin_ranges"."id" = ANY(p.bin_range_ids)`;

const rangeColumns = {
  id: binRanges.id,
  binFrom: binRanges.binFrom,
  binTo: binRanges.binTo,
  low: binRanges.low,
  high: binRanges.high,
  bank: binRanges.bank,
  brand: binRanges.brand,
  active: binRanges.active,
  version: binRanges.version,
  promotionCount: sql<number>`(SELECT count(*)::int FROM promotions p WHERE ${namedBy})`.mapWith(Number),
  activePromotionCount: sql<number>`(SELECT count(*)::int FROM promotions p WHERE ${namedBy} AND p.active)`.mapWith(Number),
  updatedByName: users.name,
  updatedAt: isoText(binRanges.updatedAt),
};

function searchCondition(q: string): SQL | undefined {
  const search = binSearch(q);
  if (search.kind === 'bin') return and(lte(binRanges.low, padLow(search.bin)), gte(binRanges.high, padHigh(search.bin)));
  if (search.kind === 'prefix') {
    return or(sql`left(${binRanges.binFrom}, ${search.digits.length}) = ${search.digits}`, sql`left(${binRanges.binTo}, ${search.digits.length}) = ${search.digits}`);
  }
  // strpos rather than LIKE: the search text is taken literally (no % or _ wildcards to escape).
  return or(sql`strpos(lower(${binRanges.bank}), lower(${search.text})) > 0`, sql`strpos(lower(${binRanges.brand}), lower(${search.text})) > 0`);
}

/** The company's ranges matching the filter, by bank, brand and low end (at most BIN_LIST_MAX), and how many match. */
export async function listBinRanges(db: AppDb, companyId: number, filter: { q?: string | undefined; active?: boolean | undefined }): Promise<{ rows: BinRange[]; total: number }> {
  const where: SQL[] = [eq(binRanges.companyId, companyId)];
  if (filter.q) {
    const condition = searchCondition(filter.q);
    if (condition) where.push(condition);
  }
  if (filter.active !== undefined) where.push(eq(binRanges.active, filter.active));
  const condition = and(...where);
  const rows = await db
    .select(rangeColumns)
    .from(binRanges)
    .leftJoin(users, eq(users.id, binRanges.updatedBy))
    .where(condition)
    .orderBy(asc(sql`lower(${binRanges.bank})`), asc(sql`lower(${binRanges.brand})`), asc(binRanges.low), asc(binRanges.id))
    .limit(BIN_LIST_MAX);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(binRanges)
    .where(condition);
  return { rows, total: count?.n ?? 0 };
}

/** One range of the company (NOT_FOUND for another company's or none). */
export async function getBinRange(db: AppDb, companyId: number, binRangeId: number): Promise<BinRange> {
  const [row] = await db
    .select(rangeColumns)
    .from(binRanges)
    .leftJoin(users, eq(users.id, binRanges.updatedBy))
    .where(and(eq(binRanges.companyId, companyId), eq(binRanges.id, binRangeId)));
  if (!row) throw notFound('El rango de BIN');
  return row;
}
