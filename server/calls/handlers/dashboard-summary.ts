/**
 * /Dashboard/Summary: SQL aggregates over the orders in the caller's scope.
 * "Today" is the business day in the company's timezone (UTC when SA looks at every company).
 */
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../contract/order-status';
import { resolveScope, scopeConditions } from '../../auth/scope';
import { executeRows } from '../../db/execute-rows';
import { orders } from '../../db/schema/orders';
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

  const scoped = scopeConditions(scope, { companyId: orders.companyId, storeId: orders.storeId, warehouseId: orders.warehouseId });
  const inScope = and(...scoped) ?? sql`TRUE`;
  // The local day of `now` in the company's timezone; the range bounds are its local midnights turned back into
  // instants, so the created_at indexes apply.
  const today = sql`((${now.toISOString()}::timestamptz AT TIME ZONE ${timezone}::text)::date)`;
  const midnight = (day: SQL) => sql`(${day})::timestamp AT TIME ZONE ${timezone}::text`;
  const [days, todayRows, [open]] = await Promise.all([
    // Seven days ending today, each with its orders (none: zero).
    executeRows<{ day: string; orders: number; total: number }>(
      ctx.db,
      sql`WITH series AS (SELECT generate_series(${today} - 6, ${today}, interval '1 day')::date AS day),
        agg AS (
          SELECT (${orders.createdAt} AT TIME ZONE ${timezone}::text)::date AS day, count(*)::int AS orders, sum(${orders.totalCents})::float8 AS total
            FROM ${orders}
           WHERE ${inScope} AND ${orders.status} <> 'cancelada'
             AND ${orders.createdAt} >= ${midnight(sql`${today} - 6`)} AND ${orders.createdAt} < ${midnight(sql`${today} + 1`)}
           GROUP BY 1
        )
        SELECT to_char(s.day, 'YYYY-MM-DD') AS day, coalesce(a.orders, 0)::int AS orders, coalesce(a.total, 0)::float8 AS total
          FROM series s LEFT JOIN agg a ON a.day = s.day
         ORDER BY s.day`,
    ),
    ctx.db
      .select({ status: orders.status, n: count(), total: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8` })
      .from(orders)
      .where(and(...scoped, gte(orders.createdAt, midnight(today)), lt(orders.createdAt, midnight(sql`${today} + 1`))))
      .groupBy(orders.status),
    ctx.db
      .select({
        waiting: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'confirmada' AND ${orders.pickerId} IS NULL)::int`,
        late: sql<number>`count(*) FILTER (WHERE ${orders.slotEnd} < ${now.toISOString()}::timestamptz)::int`,
      })
      .from(orders)
      .where(and(...scoped, inArray(orders.status, [...OPEN_STATUSES]))),
  ]);

  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  let salesTodayCents = 0;
  for (const row of todayRows) {
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
