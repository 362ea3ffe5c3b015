/**
 * /Reports/Sales (docs/reports.md "Sales"): orders not cancelled by the local day they were placed, per day, store,
 * category (line totals) and channel, with the average basket. Reads only the daily rollups.
 */
import { desc, ne, sql } from 'drizzle-orm';
import { ORDER_CHANNELS } from '../../../contract/order-constants';
import type { SalesReport } from '../../../contract/schemas/reports';
import { reportDailyCategories, reportDailyOrders } from '../../db/schema/reports';
import { NO_CATEGORY_NAME, categoryNames, storeNames } from '../../reports/names';
import { salesFigures } from '../../reports/report-figures';
import { rangeDays, rollupWhere } from '../../reports/rollup-filter';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportRange } from './report-frame';

type Sums = { orders: number; sales: number };
const add = (map: Map<string | number, Sums>, key: string | number, orders: number, sales: number) => {
  const sums = map.get(key) ?? { orders: 0, sales: 0 };
  sums.orders += orders;
  sums.sales += sales;
  map.set(key, sums);
};
const bySales = <K>(a: [K, Sums], b: [K, Sums]) => b[1].sales - a[1].sales || b[1].orders - a[1].orders;

export async function salesReport(ctx: CallContext, input: ReportRange): Promise<SalesReport> {
  const frame = await reportFrame(ctx, input);
  const r = reportDailyOrders;
  const k = reportDailyCategories;
  const [orderRows, categoryRows] = await Promise.all([
    ctx.db
      .select({ day: r.day, storeId: r.storeId, channel: r.channel, orders: sql<DbNumber>`sum(${r.orders})`, sales: sql<DbNumber>`sum(${r.totalCents})` })
      .from(r)
      .where(rollupWhere(r, frame.scope, input, ne(r.status, 'cancelada')))
      .groupBy(r.day, r.storeId, r.channel),
    ctx.db
      .select({ categoryId: k.categoryId, lines: sql<DbNumber>`sum(${k.lines})`, sales: sql<DbNumber>`sum(${k.salesCents})` })
      .from(k)
      .where(rollupWhere(k, frame.scope, input))
      .groupBy(k.categoryId)
      .having(sql`sum(${k.lines}) <> 0`)
      .orderBy(desc(sql`sum(${k.salesCents})`), k.categoryId),
  ]);

  const days = new Map<string | number, Sums>();
  const stores = new Map<string | number, Sums>();
  const channels = new Map<string | number, Sums>();
  const total: Sums = { orders: 0, sales: 0 };
  for (const row of orderRows) {
    const orders = num(row.orders);
    const sales = num(row.sales);
    add(days, row.day, orders, sales);
    add(stores, row.storeId, orders, sales);
    add(channels, row.channel, orders, sales);
    total.orders += orders;
    total.sales += sales;
  }
  const storeList = [...stores].filter(([, sums]) => sums.orders !== 0).toSorted(bySales);
  const [storeName, categoryName] = await Promise.all([
    storeNames(ctx.db, storeList.map(([id]) => Number(id))),
    categoryNames(ctx.db, categoryRows.map((row) => row.categoryId).filter((id) => id !== 0)),
  ]);
  const zero: Sums = { orders: 0, sales: 0 };
  return {
    currency: frame.currency,
    timezone: frame.timezone,
    from: input.from,
    to: input.to,
    generatedAt: frame.generatedAt,
    totals: salesFigures(total.orders, total.sales),
    tables: {
      days: rangeDays(input.from, input.to).map((date) => {
        const sums = days.get(date) ?? zero;
        return { date, ...salesFigures(sums.orders, sums.sales) };
      }),
      stores: storeList.map(([id, sums]) => ({ storeId: Number(id), storeName: storeName.get(Number(id)) ?? '', ...salesFigures(sums.orders, sums.sales) })),
      categories: categoryRows.map((row) => ({
        categoryId: row.categoryId,
        categoryName: row.categoryId === 0 ? NO_CATEGORY_NAME : (categoryName.get(row.categoryId) ?? ''),
        lines: num(row.lines),
        salesCents: num(row.sales),
      })),
      channels: ORDER_CHANNELS.filter((channel) => (channels.get(channel)?.orders ?? 0) !== 0).map((channel) => {
        const sums = channels.get(channel) ?? zero;
        return { channel, ...salesFigures(sums.orders, sums.sales) };
      }),
    },
  };
}

export const salesReportHandler: Handler<'/Reports/Sales'> = async (input, ctx) => ({ data: await salesReport(ctx, input) });
