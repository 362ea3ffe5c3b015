/**
 * Timestamps as the API writes them: ISO 8601 in UTC with microseconds, made by PostgreSQL. drizzle's timestamp
 * columns read as Date, which keeps milliseconds only; keyset cursors need the full precision (a millisecond
 * cursor would skip or repeat rows inside one millisecond), and a summary's times are its cursor's values.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

export function isoText(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(FORMAT)})`;
}

/** isoText of a nullable column: null stays null. */
export function isoTextOrNull(column: AnyColumn): SQL<string | null> {
  return sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(FORMAT)})`;
}
