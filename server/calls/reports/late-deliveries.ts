/**
 * /Reports/LateDeliveries (docs/reports.md "Late deliveries"): orders delivered whose slot day is in the range, per
 * slot day and store; late = delivered after the slot's end, with the average lateness of the late ones. Reads only
 * the daily rollups.
 */
import { sql } from 'drizzle-orm';
import type { LateDeliveriesReport } from '../../../contract/schemas/reports';
import { reportDailyDeliveries } from '../../db/schema/reports';
import { storeNames } from '../../reports/names';
import { lateFigures } from '../../reports/report-figures';
import { rangeDays, rollupWhere } from '../../reports/rollup-filter';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportRange } from './report-frame';

type Sums = { delivered: number; late: number; lateMicros: number };
const NONE: Sums = { delivered: 0, late: 0, lateMicros: 0 };
const plus = (a: Sums, b: Sums): Sums => ({ delivered: a.delivered + b.delivered, late: a.late + b.late, lateMicros: a.lateMicros + b.lateMicros });
const figures = (sums: Sums) => lateFigures(sums.delivered, sums.late, sums.lateMicros);

export async function lateDeliveriesReport(ctx: CallContext, input: ReportRange): Promise<LateDeliveriesReport> {
  const frame = await reportFrame(ctx, input);
  const r = reportDailyDeliveries;
  const rows = await ctx.db
    .select({
      day: r.day,
      storeId: r.storeId,
      delivered: sql<DbNumber>`sum(${r.delivered})`,
      late: sql<DbNumber>`sum(${r.late})`,
      lateMicros: sql<DbNumber>`sum(${r.lateMicros})`,
    })
    .from(r)
    .where(rollupWhere(r, frame.scope, input))
    .groupBy(r.day, r.storeId);
  const days = new Map<string, Sums>();
  const stores = new Map<number, Sums>();
  let totals = NONE;
  for (const row of rows) {
    const sums: Sums = { delivered: num(row.delivered), late: num(row.late), lateMicros: num(row.lateMicros) };
    days.set(row.day, plus(days.get(row.day) ?? NONE, sums));
    stores.set(row.storeId, plus(stores.get(row.storeId) ?? NONE, sums));
    totals = plus(totals, sums);
  }
  const storeList = [...stores].filter(([, sums]) => sums.delivered !== 0).toSorted((a, b) => b[1].late - a[1].late || b[1].delivered - a[1].delivered);
  const storeName = await storeNames(ctx.db, storeList.map(([id]) => id));
  return {
    currency: frame.currency,
    timezone: frame.timezone,
    from: input.from,
    to: input.to,
    generatedAt: frame.generatedAt,
    totals: figures(totals),
    tables: {
      days: rangeDays(input.from, input.to).map((date) => ({ date, ...figures(days.get(date) ?? NONE) })),
      stores: storeList.map(([id, sums]) => ({ storeId: id, storeName: storeName.get(id) ?? '', ...figures(sums) })),
    },
  };
}

export const lateDeliveriesReportHandler: Handler<'/Reports/LateDeliveries'> = async (input, ctx) => ({ data: await lateDeliveriesReport(ctx, input) });
