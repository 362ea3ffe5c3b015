/** The locks every BIN range change takes, so overlap checks and "is it in use" counts see a settled state. */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { binRanges } from '../../db/schema/selling';
import { companies } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { getBinRange } from './bin-rows';

/**
 * Queues the company's range changes (and its promotion saves, which lock the same row FOR UPDATE) for this
 * transaction: two saves at once cannot both pass the overlap check, and a delete counts the promotions naming the
 * range after every save naming it ended. NO KEY UPDATE leaves inserts that reference the company (orders…) unblocked.
 */
export async function lockCompanyRanges(tx: AppDb, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

/** The range locked, refused when it is not the company's or another person changed it since `baseVersion`. */
export async function lockRange(tx: AppDb, companyId: number, binRangeId: number, baseVersion: number | undefined): Promise<void> {
  const [locked] = await tx
    .select({ version: binRanges.version })
    .from(binRanges)
    .where(and(eq(binRanges.companyId, companyId), eq(binRanges.id, binRangeId)))
    .for('update');
  if (!locked) throw notFound('El rango de BIN');
  if (baseVersion === undefined) {
    const mensaje = 'Falta la versión del rango que editabas.';
    throw new CallError('VALIDATION', mensaje, { reason: 'required' }, [{ campo: 'baseVersion', codigo: 'required', mensaje }]);
  }
  if (locked.version !== baseVersion) {
    const current = await getBinRange(tx, companyId, binRangeId);
    const who = current.updatedByName ?? 'Otra persona';
    throw new CallError('STALE_VERSION', `${who} cambió este rango mientras lo editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`, {
      current,
    });
  }
}
