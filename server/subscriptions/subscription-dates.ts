/**
 * Subscription periods in calendar time (docs/subscriptions.md "Customers' subscriptions"): months and days are
 * counted in the company's time zone, by PostgreSQL's calendar (Jan 31 + 1 month = Feb 28/29), so a period ends at the
 * same local time of day it started, whatever daylight saving did in between.
 */
import { sql, type SQL } from 'drizzle-orm';

/** `start` + `days` calendar days in `timezone`, as timestamptz. */
export function plusDaysSql(start: SQL, days: number, timezone: string): SQL {
  return sql`((${start} AT TIME ZONE ${timezone}) + make_interval(days => ${days}::int)) AT TIME ZONE ${timezone}`;
}

/**
 * The end of a paid period starting at `start`: `months` calendar months on, counted from `anchor` (the first paid
 * period's start) so the day of the month does not drift (Jan 31 → Feb 28 → Mar 31, not Mar 28).
 */
export function periodEndSql(start: SQL, anchor: SQL, months: number, timezone: string): SQL {
  const local = sql`(${start} AT TIME ZONE ${timezone})`;
  const anchorLocal = sql`(${anchor} AT TIME ZONE ${timezone})`;
  const monthsSinceAnchor = sql`((extract(year from ${local}) - extract(year from ${anchorLocal})) * 12 + extract(month from ${local}) - extract(month from ${anchorLocal}))::int`;
  return sql`(${anchorLocal} + make_interval(months => ${monthsSinceAnchor} + ${months}::int)) AT TIME ZONE ${timezone}`;
}
