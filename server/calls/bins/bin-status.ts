/**
 * `/Bin/SetActive` and `/Bin/Delete`. Deactivating a range card promotions use is allowed (they stop applying to its
 * cards; the answer says how many); deleting one that a promotion names is refused, so a promotion never points at a
 * range that no longer exists.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BinRange } from '../../../contract/schemas/bins';
import type { AppDb } from '../../db/client';
import { binRanges, promotions } from '../../db/schema/selling';
import { CallError } from '../../errors/call-error';
import { lockCompanyRanges, lockRange } from './bin-locks';
import { getBinRange } from './bin-rows';

/** Promotion codes shown in the "in use" refusal; the rest are counted. */
const NAMED_PROMOTIONS = 3;

export interface BinSetActiveInput {
  binRangeId: number;
  baseVersion: number;
  active: boolean;
}

export async function setBinRangeActive(tx: AppDb, companyId: number, userId: number, input: BinSetActiveInput, now: Date): Promise<{ range: BinRange }> {
  await lockRange(tx, companyId, input.binRangeId, input.baseVersion);
  await tx
    .update(binRanges)
    .set({
      active: input.active,
      version: sql`${binRanges.version} + 1`,
      updatedBy: userId,
      updatedAt: now,
    })
    .where(and(eq(binRanges.companyId, companyId), eq(binRanges.id, input.binRangeId)));
  return { range: await getBinRange(tx, companyId, input.binRangeId) };
}

/** The answer's sentence: a deactivation says how many active card promotions stop applying to the range's cards. */
export function setActiveMessage(range: BinRange): string {
  if (range.active) return 'Rango activado.';
  const n = range.activePromotionCount;
  if (n === 0) return 'Rango desactivado.';
  return n === 1
    ? 'Rango desactivado. Una promoción de tarjeta activa lo usa: ya no se aplica a estas tarjetas.'
    : `Rango desactivado. ${n} promociones de tarjeta activas lo usan: ya no se aplican a estas tarjetas.`;
}

export async function deleteBinRange(tx: AppDb, companyId: number, input: { binRangeId: number; baseVersion: number }): Promise<{ binRangeId: number }> {
  // After the company's lock: a promotion saved at the same time naming this range is either counted here or, saved
  // after, refused because the range is gone.
  await lockCompanyRanges(tx, companyId);
  await lockRange(tx, companyId, input.binRangeId, input.baseVersion);
  const users = await tx
    .select({ code: promotions.code })
    .from(promotions)
    .where(and(eq(promotions.companyId, companyId), sql`${input.binRangeId} = ANY(${promotions.binRangeIds})`))
    .orderBy(asc(promotions.code));
  if (users.length > 0) {
    const named = users
      .slice(0, NAMED_PROMOTIONS)
      .map((row) => `«${row.code}»`)
      .join(', ');
    const more = users.length > NAMED_PROMOTIONS ? ` y ${users.length - NAMED_PROMOTIONS} más` : '';
    throw new CallError('CONFLICT', `No se puede eliminar: lo usan ${users.length === 1 ? 'la promoción' : 'las promociones'} ${named}${more}. Desactívalo para que deje de aplicarse.`, {
      reason: 'bin_in_use',
      promotionCount: users.length,
      promotions: users.map((row) => row.code),
    });
  }
  await tx.delete(binRanges).where(and(eq(binRanges.companyId, companyId), eq(binRanges.id, input.binRangeId)));
  return { binRangeId: input.binRangeId };
}
