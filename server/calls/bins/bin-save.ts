/**
 * `/Bin/Save`: create a range or edit one at the version the form read. The form's rules (contract/bin-range.ts)
 * run again here, then the one only the server can check: the range overlaps no other range of the company, active
 * or not (under the company's lock, so two saves at once cannot both pass).
 */
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { binRangeProblems, binSpan, type BinRangeProblem, type BinSpan } from '../../../contract/bin-range';
import type { FieldIssue } from '../../../contract/envelope';
import type { BinOverlap, BinRange } from '../../../contract/schemas/bins';
import type { AppDb } from '../../db/client';
import { binRanges } from '../../db/schema/selling';
import { CallError } from '../../errors/call-error';
import { lockCompanyRanges, lockRange } from './bin-locks';
import { getBinRange } from './bin-rows';

export interface BinSaveInput {
  binRangeId?: number | undefined;
  baseVersion?: number | undefined;
  binFrom: string;
  binTo: string;
  bank: string;
  brand: string;
}

function problemIssue(problem: BinRangeProblem): FieldIssue {
  if (problem.reason === 'order') {
    return {
      campo: problem.field,
      codigo: 'bin_order',
      mensaje: 'El BIN final no puede ser menor que el inicial (se comparan a 8 dígitos: el inicial completado con 0, el final con 9).',
    };
  }
  const which = problem.field === 'binFrom' ? 'El BIN inicial' : 'El BIN final';
  return {
    campo: problem.field,
    codigo: 'bin_digits',
    mensaje: `${which} debe tener de 6 a 8 dígitos, sin espacios ni letras.`,
  };
}

async function checkOverlap(tx: AppDb, companyId: number, span: BinSpan, binRangeId: number | undefined): Promise<void> {
  const [clash] = await tx
    .select({
      id: binRanges.id,
      bank: binRanges.bank,
      brand: binRanges.brand,
      binFrom: binRanges.binFrom,
      binTo: binRanges.binTo,
    })
    .from(binRanges)
    .where(and(eq(binRanges.companyId, companyId), lte(binRanges.low, span.high), gte(binRanges.high, span.low), binRangeId === undefined ? undefined : ne(binRanges.id, binRangeId)))
    .orderBy(asc(binRanges.low))
    .limit(1);
  if (!clash) return;
  const overlap: BinOverlap = clash;
  const mensaje = `Se cruza con el rango de ${clash.bank} ${clash.brand} (${clash.binFrom}–${clash.binTo}). Los rangos de una empresa no pueden cruzarse, aunque estén inactivos.`;
  throw new CallError('VALIDATION', mensaje, { reason: 'bin_overlap', overlap }, [{ campo: 'binFrom', codigo: 'bin_overlap', mensaje }]);
}

export async function saveBinRange(tx: AppDb, companyId: number, userId: number, input: BinSaveInput, now: Date): Promise<{ range: BinRange; created: boolean }> {
  const problems = binRangeProblems(input.binFrom, input.binTo);
  if (problems.length > 0) {
    const issues = problems.map(problemIssue);
    throw new CallError('VALIDATION', issues[0]!.mensaje, { reason: issues[0]!.codigo }, issues);
  }
  await lockCompanyRanges(tx, companyId);
  if (input.binRangeId !== undefined) await lockRange(tx, companyId, input.binRangeId, input.baseVersion);
  const span = binSpan(input.binFrom, input.binTo);
  await checkOverlap(tx, companyId, span, input.binRangeId);

  const fields = {
    binFrom: input.binFrom,
    binTo: input.binTo,
    low: span.low,
    high: span.high,
    bank: input.bank,
    brand: input.brand,
    updatedBy: userId,
    updatedAt: now,
  };
  if (input.binRangeId === undefined) {
    const [row] = await tx
      .insert(binRanges)
      .values({ companyId, ...fields, createdAt: now })
      .returning({ id: binRanges.id });
    if (!row) throw new Error('bin range insert returned nothing');
    return { range: await getBinRange(tx, companyId, row.id), created: true };
  }
  await tx
    .update(binRanges)
    .set({ ...fields, version: sql`${binRanges.version} + 1` })
    .where(and(eq(binRanges.companyId, companyId), eq(binRanges.id, input.binRangeId)));
  return {
    range: await getBinRange(tx, companyId, input.binRangeId),
    created: false,
  };
}
