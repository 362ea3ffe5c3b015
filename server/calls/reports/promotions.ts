/**
 * /Reports/Promotions (docs/reports.md "Promotions"): orders not cancelled, placed in the range (local days), in the
 * scope, that used a promo code (`codes`) or a card promotion (`cards`), per promotion: orders, what the promotion
 * took off (promotion_uses) and those orders' totals. Totals count each order once, even with both kinds.
 * Reads only the orders that used a promotion (the partial indexes orders_company_[card_]promotion_created_idx), then
 * one promotion_uses lookup per order.
 */
import { sql } from 'drizzle-orm';
import type { PromotionsReport } from '../../../contract/schemas/reports';
import { executeRows } from '../../db/execute-rows';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportFrame, type ReportRange } from './report-frame';

interface GroupRow {
  kind: 'code' | 'card';
  promotion_id: number;
  /** A card-promotion row of orders that also used a code (already counted in the codes' rows). */
  also_code: boolean;
  orders: DbNumber;
  discount: DbNumber;
  sales: DbNumber;
}

type Figures = { orders: number; discountCents: number; salesCents: number };

function usedBy(frame: ReportFrame, companyId: number, column: 'promotion_id' | 'card_promotion_id') {
  const { scope } = frame;
  return sql`SELECT o.id, o.total_cents, o.${sql.raw(column)} AS promotion_id, o.promotion_id IS NOT NULL AS has_code
       FROM companies c JOIN orders o ON o.company_id = c.id
      WHERE c.id = ${companyId} AND o.created_at >= ${frame.start} AND o.created_at < ${frame.end}
        AND o.${sql.raw(column)} IS NOT NULL AND o.status <> 'cancelada'
        ${scope.storeId === null ? sql`` : sql`AND o.store_id = ${scope.storeId}`}
        ${scope.warehouseId === null ? sql`` : sql`AND o.warehouse_id = ${scope.warehouseId}`}`;
}

async function groups(ctx: CallContext, frame: ReportFrame, companyId: number): Promise<GroupRow[]> {
  return executeRows<GroupRow>(
    ctx.db,
    sql`WITH used AS (
          SELECT 'code' AS kind, u.* FROM (${usedBy(frame, companyId, 'promotion_id')}) u
          UNION ALL
          SELECT 'card' AS kind, u.* FROM (${usedBy(frame, companyId, 'card_promotion_id')}) u
        )
        SELECT used.kind, used.promotion_id, (used.kind = 'card' AND used.has_code) AS also_code, count(*) AS orders,
               coalesce(sum(pu.discount_cents), 0) AS discount, coalesce(sum(used.total_cents), 0) AS sales
          FROM used LEFT JOIN promotion_uses pu ON pu.promotion_id = used.promotion_id AND pu.order_id = used.id
         GROUP BY 1, 2, 3`,
  );
}

export async function promotionsReport(ctx: CallContext, input: ReportRange): Promise<PromotionsReport> {
  const frame = await reportFrame(ctx, input);
  const rows: GroupRow[] = [];
  for (const companyId of frame.companyIds) rows.push(...(await groups(ctx, frame, companyId)));
  const ids = [...new Set(rows.map((row) => row.promotion_id))];
  const names = ids.length
    ? await executeRows<{ id: number; code: string; description: string }>(
        ctx.db,
        sql`SELECT id, code, description FROM promotions WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(names.map((row) => [row.id, row]));

  const totals: Figures = { orders: 0, discountCents: 0, salesCents: 0 };
  const perPromotion = new Map<string, Figures & { kind: 'code' | 'card'; promotionId: number }>();
  for (const row of rows) {
    const key = `${row.kind}:${row.promotion_id}`;
    const figures = perPromotion.get(key) ?? { kind: row.kind, promotionId: row.promotion_id, orders: 0, discountCents: 0, salesCents: 0 };
    figures.orders += num(row.orders);
    figures.discountCents += num(row.discount);
    figures.salesCents += num(row.sales);
    perPromotion.set(key, figures);
    totals.discountCents += num(row.discount);
    if (!row.also_code) {
      totals.orders += num(row.orders);
      totals.salesCents += num(row.sales);
    }
  }
  const ranked = [...perPromotion.values()].toSorted((a, b) => b.orders - a.orders || a.promotionId - b.promotionId);
  const figures = (f: Figures): Figures => ({ orders: f.orders, discountCents: f.discountCents, salesCents: f.salesCents });
  return {
    currency: frame.currency,
    timezone: frame.timezone,
    from: input.from,
    to: input.to,
    generatedAt: frame.generatedAt,
    totals,
    tables: {
      codes: ranked
        .filter((row) => row.kind === 'code')
        .map((row) => {
          const promotion = byId.get(row.promotionId);
          const code = promotion?.code ?? '';
          return { promotionId: row.promotionId, code, name: promotion?.description || code, ...figures(row) };
        }),
      // A card promotion's `code` is its short name (schema/selling.ts).
      cards: ranked.filter((row) => row.kind === 'card').map((row) => ({ promotionId: row.promotionId, name: byId.get(row.promotionId)?.code ?? '', ...figures(row) })),
    },
  };
}

export const promotionsReportHandler: Handler<'/Reports/Promotions'> = async (input, ctx) => ({ data: await promotionsReport(ctx, input) });
