/** The holiday IVA period in force on a company's day (contract/tax-rate.ts applies it to a product). */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { taxHolidays } from '../db/schema/selling';
import type { TaxHolidayRule } from '../../contract/tax-rate';

export interface TaxHoliday extends TaxHolidayRule {
  id: number;
  name: string;
  startsOn: string;
  endsOn: string;
}

/** The company's period covering `day` (YYYY-MM-DD), or null. */
export async function taxHolidayOn(db: AppDb, companyId: number, day: string): Promise<TaxHoliday | null> {
  const [row] = await db
    .select({ id: taxHolidays.id, name: taxHolidays.name, startsOn: taxHolidays.startsOn, endsOn: taxHolidays.endsOn, rateBp: taxHolidays.rateBp, categoryIds: taxHolidays.categoryIds })
    .from(taxHolidays)
    .where(and(eq(taxHolidays.companyId, companyId), lte(taxHolidays.startsOn, day), gte(taxHolidays.endsOn, day)))
    .limit(1);
  return row ?? null;
}

/**
 * The same period as one SQL scalar, for a statement that cannot take another round trip (the pricing call): JSON
 * `{ id, name, rateBp, categoryIds }`, or null.
 */
export function taxHolidayJsonSql(companyId: SQL | number, day: SQL): SQL<Pick<TaxHoliday, 'id' | 'name' | 'rateBp' | 'categoryIds'> | null> {
  return sql`(SELECT json_build_object('id', h.id, 'name', h.name, 'rateBp', h.rate_bp, 'categoryIds', h.category_ids) FROM ${taxHolidays} h
      WHERE h.company_id = ${companyId} AND h.starts_on <= ${day} AND h.ends_on >= ${day} LIMIT 1)`;
}
