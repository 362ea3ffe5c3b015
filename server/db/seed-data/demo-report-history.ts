/**
 * What /reportes needs from the demo beyond the 500 orders (docs/reports-screen.md), so every report shows something
 * for "Semana pasada" and the last 30 days. Runs inside the demo seed's transaction, after the orders, the
 * promotions and the credits, through plain SQL so the report rollups' triggers (migration 0014) count it:
 * - picking: some finished lines out of stock and some substituted (approved), their amounts and the order totals
 *   repriced as picking does (contract/picking-math.ts); the pickers are the demo's PK and SU users, who already
 *   picked in every Mercado Andino warehouse;
 * - late deliveries: one delivered order in six was delivered after its slot ended (the delivery moves later, its
 *   timeline with it);
 * - promotions: the orders placed with a 10 % code use BIENVENIDA10 (VALLE5 for Frescos del Valle's 5 % code),
 *   those paid with the Pichincha Visa card promotion use it, each with its promotion_uses row.
 * Store credit movements come from demo-credits.ts (20 to 5 days back). Deterministic, and a no-op once applied.
 */
import { sql } from 'drizzle-orm';
import { computeOrderTotals, type LineAmounts } from '../../../contract/order-math';
import { pickedLineAmounts } from '../../../contract/picking-math';
import type { AppDb } from '../client';
import { executeRows } from '../execute-rows';

const MINUTE = 60_000;

interface LineRow {
  id: number;
  order_id: number;
  type: 'unit' | 'kg';
  product_id: number | null;
  category_id: number | null;
  company_id: number;
  unit_price_cents: number;
  ordered_quantity_milli: number;
  tax_rate_bp: number;
  discount_rate_bp: number;
}

interface Substitute {
  id: number;
  name: string;
  sku: string;
  price_cents: number;
  tax_rate_bp: number;
}

type Change = { line: LineRow; state: 'out_of_stock' } | { line: LineRow; state: 'substituted'; substitute: Substitute };

/** Out-of-stock and substituted lines on finished picking: about one order in five and one in six. */
async function planPickingChanges(tx: AppDb): Promise<Change[]> {
  const lines = (
    await executeRows<LineRow>(
      tx,
      sql`SELECT l.id, l.order_id, l.type, l.product_id, l.category_id, o.company_id, l.unit_price_cents::int AS unit_price_cents,
                 l.ordered_quantity_milli::int AS ordered_quantity_milli, l.tax_rate_bp, l.discount_rate_bp
            FROM order_lines l JOIN orders o ON o.id = l.order_id
           WHERE o.picking_finished_at IS NOT NULL AND l.pick_state = 'picked' AND l.type = 'unit' AND l.sample_campaign_id IS NULL
           ORDER BY l.order_id, l.position`,
    )
  ).map((line) => ({ ...line, unit_price_cents: Number(line.unit_price_cents), ordered_quantity_milli: Number(line.ordered_quantity_milli) }));
  const byOrder = new Map<number, LineRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  const products = await executeRows<Substitute & { company_id: number; category_id: number | null }>(
    tx,
    sql`SELECT id, company_id, category_id, name, sku, price_cents::int AS price_cents, tax_rate_bp FROM products WHERE sale_unit = 'unit' ORDER BY id`,
  );
  const changes: Change[] = [];
  let index = 0;
  for (const orderLines of byOrder.values()) {
    index += 1;
    if (orderLines.length < 2) continue;
    if (index % 5 === 1) changes.push({ line: orderLines.at(-1)!, state: 'out_of_stock' });
    if (index % 6 === 2) {
      const line = orderLines[0]!;
      // The next product of the same category: what a picker would offer instead.
      const substitute = products.find((p) => p.company_id === line.company_id && p.category_id === line.category_id && p.id > (line.product_id ?? 0))
        ?? products.find((p) => p.company_id === line.company_id && p.category_id === line.category_id && p.id !== line.product_id);
      if (substitute) changes.push({ line, state: 'substituted', substitute });
    }
  }
  return changes;
}

async function applyPickingChanges(tx: AppDb, changes: readonly Change[]): Promise<void> {
  for (const change of changes) {
    const { line } = change;
    const substitute = change.state === 'substituted' ? change.substitute : null;
    const picked = change.state === 'substituted' ? line.ordered_quantity_milli : 0;
    const amounts = pickedLineAmounts({
      pickState: change.state,
      orderedQuantity: line.ordered_quantity_milli,
      pickedQuantity: picked,
      unitPrice: line.unit_price_cents,
      taxRate: line.tax_rate_bp,
      discountRate: line.discount_rate_bp,
      substitute: substitute ? { unitPrice: substitute.price_cents, taxRate: substitute.tax_rate_bp } : null,
      substituteApproval: substitute ? 'aprobada' : null,
    });
    await tx.execute(sql`UPDATE order_lines SET pick_state = ${change.state}, picked_quantity_milli = ${picked}, quantity_milli = ${picked},
        subtotal_without_discount_cents = ${amounts.subtotalWithoutDiscountCents}, discount_cents = ${amounts.discountCents},
        subtotal_cents = ${amounts.subtotalCents}, tax_without_discount_cents = ${amounts.taxWithoutDiscountCents}, tax_cents = ${amounts.taxCents},
        total_without_discount_cents = ${amounts.totalWithoutDiscountCents}, total_cents = ${amounts.totalCents},
        substitute_product_id = ${substitute?.id ?? null}, substitute_name = ${substitute?.name ?? null}, substitute_sku = ${substitute?.sku ?? null},
        substitute_sale_unit = ${substitute ? 'unit' : null}, substitute_unit_price_cents = ${substitute?.price_cents ?? null},
        substitute_tax_rate_bp = ${substitute?.tax_rate_bp ?? null}, substitute_approval = ${substitute ? 'aprobada' : null}
      WHERE id = ${line.id}`);
  }
  // The orders' totals and item counts follow their repriced lines, as finishing picking leaves them.
  const orderIds = [...new Set(changes.map((change) => change.line.order_id))];
  for (const orderId of orderIds) {
    const rows = await executeRows<Record<string, string | number>>(
      tx,
      sql`SELECT subtotal_without_discount_cents, discount_cents, subtotal_cents, tax_without_discount_cents, tax_cents, total_without_discount_cents,
                 total_cents, tax_rate_bp, type, quantity_milli FROM order_lines WHERE order_id = ${orderId}`,
    );
    const [order] = await executeRows<{ shipping_cents: string | number; free_shipping: boolean; store_credit_cents: string | number }>(
      tx,
      sql`SELECT shipping_cents, free_shipping, store_credit_cents FROM orders WHERE id = ${orderId}`,
    );
    if (!order) continue;
    const lines = rows.map((row) => ({
      subtotalWithoutDiscountCents: Number(row['subtotal_without_discount_cents']),
      discountCents: Number(row['discount_cents']),
      subtotalCents: Number(row['subtotal_cents']),
      taxWithoutDiscountCents: Number(row['tax_without_discount_cents']),
      taxCents: Number(row['tax_cents']),
      totalWithoutDiscountCents: Number(row['total_without_discount_cents']),
      totalCents: Number(row['total_cents']),
      taxRateBp: Number(row['tax_rate_bp']),
    })) satisfies (LineAmounts & { taxRateBp: number })[];
    const totals = computeOrderTotals({ lines, shippingCents: Number(order.shipping_cents), freeShipping: order.free_shipping, storeCreditCents: Number(order.store_credit_cents) });
    const items = rows.reduce((sum, row) => sum + (row['type'] === 'kg' ? 1 : Math.floor(Number(row['quantity_milli']) / 1000)), 0);
    await tx.execute(sql`UPDATE orders SET subtotal_cents = ${totals.subtotalCents}, discount_cents = ${totals.discountCents}, tax_cents = ${totals.taxCents},
        total_cents = ${totals.totalCents}, store_credit_cents = ${totals.storeCreditCents}, item_count = ${items} WHERE id = ${orderId}`);
  }
}

/** One delivered order in six arrives 5–84 minutes after its slot ended (never later than a minute ago). */
async function makeSomeDeliveriesLate(tx: AppDb, now: Date): Promise<void> {
  const delivered = await executeRows<{ id: number; slot_end: Date | string; delivered: Date | string }>(
    tx,
    sql`SELECT o.id, o.slot_end, e.at AS delivered FROM orders o JOIN order_events e ON e.order_id = o.id AND e.kind = 'status' AND e.to_status = 'entregada'
         WHERE o.status = 'entregada' AND e.at <= o.slot_end ORDER BY o.id`,
  );
  for (const [index, order] of delivered.entries()) {
    if (index % 6 !== 0) continue;
    const at = new Date(new Date(order.slot_end).getTime() + (5 + (order.id % 80)) * MINUTE);
    if (at.getTime() > now.getTime() - MINUTE) continue;
    await tx.execute(sql`UPDATE order_events SET at = ${at} WHERE order_id = ${order.id} AND kind = 'status' AND to_status = 'entregada'`);
    await tx.execute(sql`UPDATE orders SET updated_at = ${at}, delivered_at = ${at} WHERE id = ${order.id}`);
  }
}

/** The orders placed with a demo promotion's terms point at it, with the use (what it took off) recorded. */
async function linkPromotionUses(tx: AppDb): Promise<void> {
  const links = [
    { column: 'promotion_id', orderColumn: 'promo_code', orderValue: 'CANASTA10', code: 'BIENVENIDA10', kind: 'code' },
    { column: 'promotion_id', orderColumn: 'promo_code', orderValue: 'BIENVENIDA5', code: 'VALLE5', kind: 'code' },
    { column: 'card_promotion_id', orderColumn: 'card_promotion', orderValue: 'Pichincha Visa 10 %', code: 'Pichincha Visa 10 %', kind: 'card' },
  ] as const;
  for (const link of links) {
    await tx.execute(sql`UPDATE orders o SET ${sql.raw(link.column)} = p.id
        ${link.kind === 'code' ? sql`, promo_code = p.code` : sql``}
        FROM promotions p
       WHERE p.company_id = o.company_id AND p.kind = ${link.kind} AND p.code = ${link.code} AND o.${sql.raw(link.orderColumn)} = ${link.orderValue}
         AND o.${sql.raw(link.column)} IS NULL AND o.created_at >= p.starts_at`);
    await tx.execute(sql`INSERT INTO promotion_uses (promotion_id, company_id, customer_id, order_id, discount_cents, created_at)
      SELECT p.id, o.company_id, o.customer_id, o.id, o.discount_cents, o.created_at
        FROM orders o JOIN promotions p ON p.id = o.${sql.raw(link.column)}
       WHERE p.kind = ${link.kind} AND p.code = ${link.code} AND o.status <> 'cancelada'
      ON CONFLICT DO NOTHING`);
  }
}

export async function seedDemoReportHistory(tx: AppDb, now: Date): Promise<void> {
  const [done] = await executeRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM order_lines WHERE pick_state IN ('out_of_stock', 'substituted')`);
  if ((done?.n ?? 0) > 0) return;
  await applyPickingChanges(tx, await planPickingChanges(tx));
  await makeSomeDeliveriesLate(tx, now);
  await linkPromotionUses(tx);
}
