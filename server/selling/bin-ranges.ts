/** Which of a company's card BIN ranges a card falls in (the pricing call's card promotions, docs/bins.md). */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { binRanges } from '../db/schema/selling';
import { isBin, padHigh, padLow } from '../../contract/bin-range';

/**
 * Ids of the company's ACTIVE ranges containing the card BIN (6–8 digits; anything else covers nothing), lowest
 * range first. Ranges of a company never overlap, so this is at most one id today; a list keeps callers simple.
 */
export async function binRangesCovering(db: AppDb, companyId: number, bin: string): Promise<number[]> {
  if (!isBin(bin)) return [];
  const rows = await db
    .select({ id: binRanges.id })
    .from(binRanges)
    .where(and(eq(binRanges.companyId, companyId), eq(binRanges.active, true), lte(binRanges.low, padLow(bin)), gte(binRanges.high, padHigh(bin))))
    .orderBy(binRanges.low);
  return rows.map((row) => row.id);
}
