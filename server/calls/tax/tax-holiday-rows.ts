/** Reading a company's standard IVA rate and its holiday periods as `/Configuracion/*` answer them. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TaxHoliday } from '../../../contract/schemas/tax';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalogue';
import { taxHolidays } from '../../db/schema/selling';
import { companies } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { companyToday } from '../../organisation/store-credits';

/** The company's standard rate and its today (its time zone). */
export async function companyTax(db: AppDb, companyId: number, now: Date): Promise<{ ivaBp: number; hoy: string }> {
  const [row] = await db.select({ ivaBp: companies.ivaRateBp, timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('La empresa');
  return { ivaBp: row.ivaBp, hoy: companyToday(row.timezone, now) };
}

const periodColumns = {
  id: taxHolidays.id,
  nombre: taxHolidays.name,
  desde: taxHolidays.startsOn,
  hasta: taxHolidays.endsOn,
  tasaBp: taxHolidays.rateBp,
  categoriaIds: taxHolidays.categoryIds,
  version: taxHolidays.version,
  actualizadoPor: users.name,
  actualizadoEn: taxHolidays.updatedAt,
};

/** The company's periods (all, or the one `periodId`), newest first, with their categories' names. */
async function readPeriods(db: AppDb, companyId: number, periodId?: number): Promise<TaxHoliday[]> {
  const rows = await db
    .select(periodColumns)
    .from(taxHolidays)
    .leftJoin(users, eq(users.id, taxHolidays.updatedBy))
    .where(and(eq(taxHolidays.companyId, companyId), periodId === undefined ? undefined : eq(taxHolidays.id, periodId)))
    .orderBy(desc(taxHolidays.startsOn), desc(taxHolidays.id));
  const categoryIds = [...new Set(rows.flatMap((row) => row.categoriaIds))];
  const names =
    categoryIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (await db.select({ id: categories.id, name: categories.name }).from(categories).where(and(eq(categories.companyId, companyId), inArray(categories.id, categoryIds)))).map(
            (row) => [row.id, row.name],
          ),
        );
  return rows.map((row) => ({
    ...row,
    categorias: row.categoriaIds.flatMap((id) => {
      const nombre = names.get(id);
      return nombre === undefined ? [] : [{ id, nombre }];
    }),
    actualizadoEn: row.actualizadoEn.toISOString(),
  }));
}

export function listTaxHolidays(db: AppDb, companyId: number): Promise<TaxHoliday[]> {
  return readPeriods(db, companyId);
}

/** One period of the company (NOT_FOUND for another company's or none). */
export async function getTaxHoliday(db: AppDb, companyId: number, periodId: number): Promise<TaxHoliday> {
  const [period] = await readPeriods(db, companyId, periodId);
  if (!period) throw notFound('El periodo');
  return period;
}
