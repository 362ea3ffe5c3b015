/**
 * /Reports/OrdersByStatus (docs/reports.md "Orders by status"): orders placed each local day, by the status they
 * have now (cancelled included). Reads only the daily rollups.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/order-status';
import type { OrdersByStatusReport } from '../../../contract/schemas/reports';
import { reportDailyOrders } from '../../db/schema/reports';
import { rangeDays, rollupWhere } from '../../reports/rollup-filter';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportRange } from './report-frame';

type StatusCounts = Record<OrderStatus, number> & { total: number };

const noOrders = (): StatusCounts => ({ ...(Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>), total: 0 });

export async function ordersByStatusReport(ctx: CallContext, input: ReportRange): Promise<OrdersByStatusReport> {
  const frame = await reportFrame(ctx, input);
  const r = reportDailyOrders;
  const rows = await ctx.db
    .select({ day: r.day, status: r.status, orders: sql<DbNumber>`sum(${r.orders})` })
    .from(r)
    .where(rollupWhere(r, frame.scope, input))
    .groupBy(r.day, r.status);
  const days = new Map<string, StatusCounts>();
  const totals = noOrders();
  for (const row of rows) {
    if (!(ORDER_STATUSES as readonly string[]).includes(row.status)) continue;
    const status = row.status as OrderStatus;
    const orders = num(row.orders);
    const day = days.get(row.day) ?? noOrders();
    day[status] += orders;
    day.total += orders;
    days.set(row.day, day);
    totals[status] += orders;
    totals.total += orders;
  }
  return {
    currency: frame.currency,
    timezone: frame.timezone,
    from: input.from,
    to: input.to,
    generatedAt: frame.generatedAt,
    totals,
    tables: { days: rangeDays(input.from, input.to).map((date) => ({ date, ...(days.get(date) ?? noOrders()) })) },
  };
}

export const ordersByStatusReportHandler: Handler<'/Reports/OrdersByStatus'> = async (input, ctx) => ({ data: await ordersByStatusReport(ctx, input) });
