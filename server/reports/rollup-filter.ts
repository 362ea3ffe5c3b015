/**
 * How the report calls read the daily rollups (server/db/schema/reports.ts, docs/reports.md): the scope's company,
 * store and warehouse and the range's local days as conditions on a rollup table. Every rollup row is one local day
 * of its company, so the range is a plain `day` range and SA's "every company" sums each company's own days.
 */
import { and, between, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scopeConditions, type Scope } from '../auth/scope';

interface RollupColumns {
  companyId: AnyPgColumn;
  storeId: AnyPgColumn;
  warehouseId: AnyPgColumn;
  day: AnyPgColumn;
}

export function rollupWhere(table: RollupColumns, scope: Scope, range: { from: string; to: string }, ...more: SQL[]): SQL | undefined {
  return and(...scopeConditions(scope, table), between(table.day, range.from, range.to), ...more);
}

/** Every local day of the range, YYYY-MM-DD, in order (the `date` tables have one row per day, zeros where none). */
export function rangeDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
