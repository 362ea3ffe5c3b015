/**
 * /Dashboard/Summary: SQL aggregates over the orders in the caller's scope.
 * "Today" is the business day in the company's timezone (UTC when SA looks at every company).
 */
import { asc, eq } from 'drizzle-orm';
import { OPEN_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../contract/order-status';
import { resolveScope, scopeSql } from '../../auth/scope';
import { companies } from '../../db/schema/tenancy';
import { sessionUser, type Handler } from '../types';

export const dashboardSummary: Handler<'/Dashboard/Summary'> = async (input, ctx) => {
  const caller = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, caller, input);
  const now = ctx.now();
  const [company] =
    scope.companyId === null
      ? await ctx.db.select({ currency: companies.currency, timezone: companies.timezone }).from(companies).orderBy(asc(companies.id)).limit(1)
      : await ctx.db.select({ currency: companies.currency, timezone: companies.timezone }).from(companies).where(eq(companies.id, scope.companyId)).limit(1);
  const timezone = scope.companyId === null ? 'UTC' : (company?.timezone ?? 'UTC');
  const currency = company?.currency ?? 'USD';

  // $1 now, $2 timezone; the range bounds are local midnights turned back into instants so indexes apply.
  const params: unknown[] = [now.toISOString(), timezone];
  const where = scopeSql(scope, params, 'o');
  const days = await ctx.database.query<{ day: string; orders: number; total: number }>(
    `WITH bounds AS (
       SELECT (($1::timestamptz AT TIME ZONE $2)::date) AS today
     ), series AS (
       SELECT generate_series(today - 6, today, interval '1 day')::date AS day FROM bounds
     ), agg AS (
       SELECT (o.created_at AT TIME ZONE $2)::date AS day, count(*)::int AS orders, sum(o.total_cents)::float8 AS total
         FROM orders o, bounds b
        WHERE ${where}
          AND o.status <> 'cancelada'
          AND o.created_at >= ((b.today - 6)::timestamp AT TIME ZONE $2)
          AND o.created_at < ((b.today + 1)::timestamp AT TIME ZONE $2)
        GROUP BY 1
     )
     SELECT to_char(s.day, 'YYYY-MM-DD') AS day, coalesce(a.orders, 0)::int AS orders, coalesce(a.total, 0)::float8 AS total
       FROM series s LEFT JOIN agg a ON a.day = s.day
      ORDER BY s.day`,
    params,
  );
  const todayParams: unknown[] = [now.toISOString(), timezone];
  const todayWhere = scopeSql(scope, todayParams, 'o');
  const today = await ctx.database.query<{ status: string; n: number; total: number }>(
    `SELECT o.status, count(*)::int AS n, coalesce(sum(o.total_cents), 0)::float8 AS total
       FROM orders o
      WHERE ${todayWhere}
        AND o.created_at >= ((($1::timestamptz AT TIME ZONE $2)::date)::timestamp AT TIME ZONE $2)
        AND o.created_at < ((($1::timestamptz AT TIME ZONE $2)::date + 1)::timestamp AT TIME ZONE $2)
      GROUP BY o.status`,
    todayParams,
  );
  const openParams: unknown[] = [now.toISOString(), [...OPEN_STATUSES]];
  const openWhere = scopeSql(scope, openParams, 'o');
  const [open] = await ctx.database.query<{ waiting: number; late: number }>(
    `SELECT count(*) FILTER (WHERE o.status = 'confirmada' AND o.picker_id IS NULL)::int AS waiting,
            count(*) FILTER (WHERE o.slot_end < $1::timestamptz)::int AS late
       FROM orders o
      WHERE ${openWhere} AND o.status = ANY($2::text[])`,
    openParams,
  );

  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  let salesTodayCents = 0;
  for (const row of today) {
    if ((ORDER_STATUSES as readonly string[]).includes(row.status)) byStatus[row.status as OrderStatus] = Number(row.n);
    if (row.status !== 'cancelada') salesTodayCents += Math.round(Number(row.total));
  }
  return {
    data: {
      generatedAt: now.toISOString(),
      currency,
      ordersTodayByStatus: byStatus,
      salesTodayCents,
      salesLast7Days: days.map((d) => ({ date: d.day, totalCents: Math.round(Number(d.total)), orders: Number(d.orders) })),
      waitingToPick: Number(open?.waiting ?? 0),
      late: Number(open?.late ?? 0),
    },
  };
};
