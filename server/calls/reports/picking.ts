/**
 * /Reports/Picking (docs/reports.md "Picking"): orders whose picking finished in the range, by the local day it
 * finished, per day, picker (and warehouse) and warehouse: minutes from confirmed to picked, lines per hour of
 * picking, out-of-stock and substitution rates. Reads only the daily rollups.
 */
import { sql } from 'drizzle-orm';
import type { PickingReport } from '../../../contract/schemas/reports';
import { reportDailyPicking } from '../../db/schema/reports';
import { NO_PICKER_NAME, userNames, warehouseNames } from '../../reports/names';
import { NO_PICKING, addPicking, pickingFigures, type PickingSums } from '../../reports/report-figures';
import { rangeDays, rollupWhere } from '../../reports/rollup-filter';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportRange } from './report-frame';

const byOrders = <K>(a: [K, PickingSums], b: [K, PickingSums]) => b[1].orders - a[1].orders || b[1].lines - a[1].lines;

export async function pickingReport(ctx: CallContext, input: ReportRange): Promise<PickingReport> {
  const frame = await reportFrame(ctx, input);
  const r = reportDailyPicking;
  const rows = await ctx.db
    .select({
      day: r.day,
      warehouseId: r.warehouseId,
      pickerId: r.pickerId,
      orders: sql<DbNumber>`sum(${r.orders})`,
      lines: sql<DbNumber>`sum(${r.lines})`,
      outOfStockLines: sql<DbNumber>`sum(${r.outOfStockLines})`,
      substitutedLines: sql<DbNumber>`sum(${r.substitutedLines})`,
      confirmedOrders: sql<DbNumber>`sum(${r.confirmedOrders})`,
      confirmToPickMicros: sql<DbNumber>`sum(${r.confirmToPickMicros})`,
      timedLines: sql<DbNumber>`sum(${r.timedLines})`,
      pickingMicros: sql<DbNumber>`sum(${r.pickingMicros})`,
    })
    .from(r)
    .where(rollupWhere(r, frame.scope, input))
    .groupBy(r.day, r.warehouseId, r.pickerId);

  const days = new Map<string, PickingSums>();
  const pickers = new Map<string, PickingSums>();
  const warehouses = new Map<number, PickingSums>();
  let totals = NO_PICKING;
  for (const row of rows) {
    const sums: PickingSums = {
      orders: num(row.orders),
      lines: num(row.lines),
      outOfStockLines: num(row.outOfStockLines),
      substitutedLines: num(row.substitutedLines),
      confirmedOrders: num(row.confirmedOrders),
      confirmToPickMicros: num(row.confirmToPickMicros),
      timedLines: num(row.timedLines),
      pickingMicros: num(row.pickingMicros),
    };
    const pickerKey = `${row.pickerId}:${row.warehouseId}`;
    days.set(row.day, addPicking(days.get(row.day) ?? NO_PICKING, sums));
    pickers.set(pickerKey, addPicking(pickers.get(pickerKey) ?? NO_PICKING, sums));
    warehouses.set(row.warehouseId, addPicking(warehouses.get(row.warehouseId) ?? NO_PICKING, sums));
    totals = addPicking(totals, sums);
  }
  const pickerList = [...pickers].filter(([, sums]) => sums.orders !== 0).toSorted(byOrders);
  const warehouseList = [...warehouses].filter(([, sums]) => sums.orders !== 0).toSorted(byOrders);
  const pickerIds = pickerList.map(([key]) => Number(key.split(':')[0])).filter((id) => id !== 0);
  const [pickerName, warehouseName] = await Promise.all([userNames(ctx.db, [...new Set(pickerIds)]), warehouseNames(ctx.db, warehouseList.map(([id]) => id))]);
  return {
    currency: frame.currency,
    timezone: frame.timezone,
    from: input.from,
    to: input.to,
    generatedAt: frame.generatedAt,
    totals: pickingFigures(totals),
    tables: {
      days: rangeDays(input.from, input.to).map((date) => ({ date, ...pickingFigures(days.get(date) ?? NO_PICKING) })),
      pickers: pickerList.map(([key, sums]) => {
        const [pickerId = 0, warehouseId = 0] = key.split(':').map(Number);
        return {
          pickerId,
          pickerName: pickerId === 0 ? NO_PICKER_NAME : (pickerName.get(pickerId) ?? ''),
          warehouseId,
          warehouseName: warehouseName.get(warehouseId) ?? '',
          ...pickingFigures(sums),
        };
      }),
      warehouses: warehouseList.map(([id, sums]) => ({ warehouseId: id, warehouseName: warehouseName.get(id) ?? '', ...pickingFigures(sums) })),
    },
  };
}

export const pickingReportHandler: Handler<'/Reports/Picking'> = async (input, ctx) => ({ data: await pickingReport(ctx, input) });
