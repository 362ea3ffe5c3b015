/**
 * `/Configuracion/save/iva_empresa_feriado` and `/Configuracion/delete/iva_empresa_feriado`: create, edit (at the
 * version the form read) and delete a holiday IVA period. Saves of one company queue on the company's row, so two
 * saves at once cannot both pass the overlap check.
 */
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { taxHolidayFormProblems, type TaxHoliday } from '../../../contract/schemas/tax';
import type { AppDb } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { taxHolidays } from '../../db/schema/selling';
import { companies } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { getTaxHoliday } from './tax-holiday-rows';

export interface TaxHolidaySaveInput {
  id?: number | undefined;
  baseVersion?: number | undefined;
  nombre: string;
  desde: string;
  hasta: string;
  tasaBp: number;
  categoriaIds: number[];
}

function refuse(campo: string, codigo: string, mensaje: string, detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', mensaje, { reason: codigo, ...detalle }, [{ campo, codigo, mensaje }]);
}

/** 2026-12-24 → 24/12/2026, as dates are written in Spanish. */
const spanishDate = (day: string) => day.split('-').toReversed().join('/');

/** Holds the company's periods for this transaction (every save and delete of the company waits here). */
async function lockCompany(tx: AppDb, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The period locked, refused when it is not the company's or another person changed it since `baseVersion`. */
async function lockPeriod(tx: AppDb, companyId: number, periodId: number, baseVersion: number | undefined): Promise<void> {
  const [locked] = await tx
    .select({ version: taxHolidays.version })
    .from(taxHolidays)
    .where(and(eq(taxHolidays.companyId, companyId), eq(taxHolidays.id, periodId)))
    .for('update');
  if (!locked) throw notFound('El periodo');
  if (baseVersion === undefined) throw refuse('baseVersion', 'required', 'Falta la versión del periodo que editabas.');
  if (locked.version !== baseVersion) {
    const current = await getTaxHoliday(tx, companyId, periodId);
    throw new CallError('STALE_VERSION', `Otra persona cambió este periodo mientras lo editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`, { current });
  }
}

function formProblem(input: TaxHolidaySaveInput): CallError | null {
  const [problem] = taxHolidayFormProblems(input);
  if (!problem) return null;
  if (problem.codigo === 'tax_holiday_dates') return refuse('hasta', 'tax_holiday_dates', 'La fecha final no puede ser anterior a la fecha inicial.');
  return refuse(problem.campo, problem.codigo, 'Revisa los datos del periodo.');
}

async function checkCategories(tx: AppDb, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.companyId, companyId), inArray(categories.id, [...ids])));
  if (found.length !== ids.length) {
    throw refuse('categoriaIds', 'tax_holiday_category', 'Una de las categorías elegidas no existe en esta empresa. Recarga la página y vuelve a elegirlas.');
  }
}

async function checkOverlap(tx: AppDb, companyId: number, input: TaxHolidaySaveInput): Promise<void> {
  const [clash] = await tx
    .select({ id: taxHolidays.id, nombre: taxHolidays.name, desde: taxHolidays.startsOn, hasta: taxHolidays.endsOn })
    .from(taxHolidays)
    .where(
      and(
        eq(taxHolidays.companyId, companyId),
        lte(taxHolidays.startsOn, input.hasta),
        gte(taxHolidays.endsOn, input.desde),
        input.id === undefined ? undefined : ne(taxHolidays.id, input.id),
      ),
    )
    .orderBy(asc(taxHolidays.startsOn))
    .limit(1);
  if (!clash) return;
  throw refuse(
    'desde',
    'tax_holiday_overlap',
    `Las fechas se cruzan con el periodo «${clash.nombre}» (del ${spanishDate(clash.desde)} al ${spanishDate(clash.hasta)}). Un día solo puede tener un periodo: cambia las fechas.`,
    { periodo: clash },
  );
}

export async function saveTaxHoliday(tx: AppDb, companyId: number, userId: number, input: TaxHolidaySaveInput, now: Date): Promise<{ periodo: TaxHoliday; created: boolean }> {
  const problem = formProblem(input);
  if (problem) throw problem;
  await lockCompany(tx, companyId);
  if (input.id !== undefined) await lockPeriod(tx, companyId, input.id, input.baseVersion);
  const categoryIds = [...new Set(input.categoriaIds)].toSorted((a, b) => a - b);
  await checkCategories(tx, companyId, categoryIds);
  await checkOverlap(tx, companyId, input);

  const fields = { name: input.nombre, startsOn: input.desde, endsOn: input.hasta, rateBp: input.tasaBp, categoryIds, updatedBy: userId, updatedAt: now };
  if (input.id === undefined) {
    const [row] = await tx.insert(taxHolidays).values({ companyId, ...fields, createdAt: now }).returning({ id: taxHolidays.id });
    if (!row) throw new Error('tax holiday insert returned nothing');
    return { periodo: await getTaxHoliday(tx, companyId, row.id), created: true };
  }
  await tx
    .update(taxHolidays)
    .set({ ...fields, version: sql`${taxHolidays.version} + 1` })
    .where(and(eq(taxHolidays.companyId, companyId), eq(taxHolidays.id, input.id)));
  return { periodo: await getTaxHoliday(tx, companyId, input.id), created: false };
}

export async function deleteTaxHoliday(tx: AppDb, companyId: number, input: { id: number; baseVersion: number }): Promise<{ id: number }> {
  await lockCompany(tx, companyId);
  await lockPeriod(tx, companyId, input.id, input.baseVersion);
  await tx.delete(taxHolidays).where(and(eq(taxHolidays.companyId, companyId), eq(taxHolidays.id, input.id)));
  return { id: input.id };
}
