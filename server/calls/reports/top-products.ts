/**
 * /Reports/TopProducts (docs/reports.md "Top products"): the products of orders not cancelled, placed in the range,
 * by sales, the top `limit`; totals count every product sold and all their sales. Reads only the daily rollups.
 */
import { sql } from 'drizzle-orm';
import { TOP_PRODUCTS_DEFAULT } from '../../../contract/report-definitions';
import type { TopProductsReport } from '../../../contract/schemas/reports';
import { reportDailyProducts } from '../../db/schema/reports';
import { productRows } from '../../reports/names';
import { rollupWhere } from '../../reports/rollup-filter';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportRange } from './report-frame';

export async function topProductsReport(ctx: CallContext, input: ReportRange & { limit?: number | undefined }): Promise<TopProductsReport> {
  const frame = await reportFrame(ctx, input);
  const r = reportDailyProducts;
  const sales = sql`sum(${r.salesCents})`;
  const rows = await ctx.db
    .select({
      productId: r.productId,
      quantity: sql<DbNumber>`sum(${r.quantityMilli})`,
      orders: sql<DbNumber>`sum(${r.orders})`,
      sales: sql<DbNumber>`${sales}`,
      // Every product sold and all their sales, beside the top rows (one pass over the range).
      products: sql<DbNumber>`count(*) OVER ()`,
      allSales: sql<DbNumber>`sum(${sales}) OVER ()`,
    })
    .from(r)
    .where(rollupWhere(r, frame.scope, input))
    .groupBy(r.productId)
    .having(sql`sum(${r.orders}) <> 0`)
    .orderBy(sql`${sales} DESC`, r.productId)
    .limit(input.limit ?? TOP_PRODUCTS_DEFAULT);
  const product = await productRows(ctx.db, rows.map((row) => row.productId));
  return {
    currency: frame.currency,
    timezone: frame.timezone,
    from: input.from,
    to: input.to,
    generatedAt: frame.generatedAt,
    totals: { products: num(rows[0]?.products), salesCents: num(rows[0]?.allSales) },
    tables: {
      products: rows.map((row, index) => ({
        rank: index + 1,
        productId: row.productId,
        sku: product.get(row.productId)?.sku ?? '',
        name: product.get(row.productId)?.name ?? '',
        quantityMilli: num(row.quantity),
        orders: num(row.orders),
        salesCents: num(row.sales),
      })),
    },
  };
}

export const topProductsReportHandler: Handler<'/Reports/TopProducts'> = async (input, ctx) => ({ data: await topProductsReport(ctx, input) });
