/**
 * Card BIN range demo rows (docs/bins.md) for Mercado Andino: a 6-digit Visa BIN, an 8-digit Mastercard range, a
 * 7-digit Diners range and an inactive one. `DEMO_BINS` is what other demo data (a card promotion) names a range by:
 * look its id up with `demoBinRangeId`, or take it from `seedDemoBins`' answer.
 */
import { and, eq } from 'drizzle-orm';
import { binSpan } from '../../../contract/bin-range';
import type { AppDb } from '../client';
import { binRanges } from '../schema/selling';

const DAY = 86_400_000;

export const DEMO_BINS = {
  pichinchaVisa: { binFrom: '454545', binTo: '454545', bank: 'Banco Pichincha', brand: 'Visa', active: true },
  guayaquilMastercard: { binFrom: '55550000', binTo: '55559999', bank: 'Banco Guayaquil', brand: 'Mastercard', active: true },
  dinersClub: { binFrom: '3600000', binTo: '3699999', bank: 'Diners Club', brand: 'Diners', active: true },
  produbancoAmex: { binFrom: '377700', binTo: '377799', bank: 'Produbanco', brand: 'American Express', active: false },
} as const;
export type DemoBinKey = keyof typeof DEMO_BINS;

/** Seeds the ranges in the company and answers their ids by key. */
export async function seedDemoBins(tx: AppDb, companyId: number, userId: number | null, now: Date): Promise<Record<DemoBinKey, number>> {
  const at = new Date(now.getTime() - 20 * DAY);
  const keys = Object.keys(DEMO_BINS) as DemoBinKey[];
  const rows = await tx
    .insert(binRanges)
    .values(keys.map((key) => ({ companyId, ...DEMO_BINS[key], ...binSpan(DEMO_BINS[key].binFrom, DEMO_BINS[key].binTo), updatedBy: userId, createdAt: at, updatedAt: at })))
    .returning({ id: binRanges.id });
  return Object.fromEntries(keys.map((key, i) => [key, rows[i]!.id])) as Record<DemoBinKey, number>;
}

/** The id of a demo range in the company (null when the seed did not make it). */
export async function demoBinRangeId(tx: AppDb, companyId: number, key: DemoBinKey): Promise<number | null> {
  const [row] = await tx
    .select({ id: binRanges.id })
    .from(binRanges)
    .where(and(eq(binRanges.companyId, companyId), eq(binRanges.binFrom, DEMO_BINS[key].binFrom)));
  return row?.id ?? null;
}
