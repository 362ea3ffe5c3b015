/**
 * The placing rule of sampling campaigns (issue 19 §6, ADR 012, docs/sampling.md), run by place-order.ts inside the
 * placing transaction, after the slot's place and BEFORE the stock reservation, so each sample line is reserved with
 * the others. Every active campaign in its window whose rules match (store; products total after discounts, with
 * IVA, without shipping; a product of a named category; the customer's first order) gives ONE free line, while it
 * has samples left and the selling warehouse has the product's stock beyond what the cart itself takes. A campaign
 * that cannot give is skipped: sampling never refuses an order.
 *
 * Locks, in the one order every placement takes them: the matching campaigns (by id), then the stock rows (by
 * product id, here and again in reserveStock). A cancel gives the sample back taking the campaign before the stock too.
 */
import { sql } from 'drizzle-orm';
import { intArray } from '../catalogue/composition';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import type { Reservation } from './stock-reservation';

export interface SampleFacts {
  companyId: number;
  storeId: number;
  warehouseId: number;
  customerId: number;
  /** Products total after discounts, with IVA, without shipping (what the minimum order compares). */
  productsTotalCents: number;
  /** The cart's lines (product and quantity), to match categories and leave their stock to them. */
  cartLines: readonly Reservation[];
  now: Date;
}

/** A sample line to add to the order: its campaign's place is taken. */
export interface SampleLine {
  campaignId: number;
  productId: number;
  categoryId: number | null;
  name: string;
  sku: string;
  saleUnit: 'unit' | 'kg';
  quantityMilli: number;
}

interface CandidateRow {
  id: number;
  product_id: number;
  category_id: number | null;
  name: string;
  sku: string;
  sale_unit: string;
  quantity_milli: string | number;
}

/** The matching campaigns with samples left, locked in id order. */
async function lockMatching(tx: AppDb, facts: SampleFacts): Promise<CandidateRow[]> {
  const cartIds = intArray(facts.cartLines.map((line) => line.productId));
  return executeRows<CandidateRow>(
    tx,
    sql`SELECT c.id, c.product_id, p.category_id, p.name, p.sku, p.sale_unit, c.quantity_milli
          FROM sampling_campaigns c JOIN products p ON p.id = c.product_id AND p.company_id = c.company_id
         WHERE c.company_id = ${facts.companyId} AND c.active AND p.active
           AND c.starts_at <= ${facts.now} AND (c.ends_at IS NULL OR c.ends_at > ${facts.now})
           AND c.used_samples < c.total_samples
           AND (cardinality(c.store_ids) = 0 OR ${facts.storeId}::int = ANY(c.store_ids))
           AND c.min_order_cents <= ${facts.productsTotalCents}
           AND (cardinality(c.category_ids) = 0 OR EXISTS (
                 SELECT 1 FROM products cp WHERE cp.id = ANY(${cartIds}::int[]) AND cp.category_id = ANY(c.category_ids)
                 UNION ALL
                 SELECT 1 FROM product_categories pc WHERE pc.product_id = ANY(${cartIds}::int[]) AND pc.category_id = ANY(c.category_ids)))
           AND (NOT c.new_customers_only OR NOT EXISTS (
                 SELECT 1 FROM orders o WHERE o.company_id = c.company_id AND o.customer_id = ${facts.customerId} AND o.status <> 'cancelada'))
         ORDER BY c.id
         FOR UPDATE OF c`,
  );
}

/** Sellable stock (quantity − reserved) of the products in the warehouse, locking the rows in product-id order. */
async function lockStock(tx: AppDb, warehouseId: number, productIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].toSorted((a, b) => a - b);
  const rows = await executeRows<{ product_id: number; sellable: string | number }>(
    tx,
    sql`SELECT product_id, quantity_milli - reserved_milli AS sellable FROM stock
         WHERE warehouse_id = ${warehouseId} AND product_id = ANY(${intArray(ids)}::int[])
         ORDER BY product_id FOR UPDATE`,
  );
  return new Map(rows.map((row) => [row.product_id, Number(row.sellable)]));
}

/**
 * Chooses the order's samples and takes their places (`used_samples + 1`, guarded so the cap's CHECK never fires).
 * Answers the lines to add (empty when nothing matches); the caller reserves them with the cart's lines.
 */
export async function takeSamples(tx: AppDb, facts: SampleFacts): Promise<SampleLine[]> {
  const candidates = await lockMatching(tx, facts);
  if (candidates.length === 0) return [];
  const stock = await lockStock(tx, facts.warehouseId, [...facts.cartLines.map((line) => line.productId), ...candidates.map((row) => row.product_id)]);
  // What is left for samples once the cart's own lines are served.
  const left = new Map(stock);
  for (const line of facts.cartLines) left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantityMilli);
  const taken: SampleLine[] = [];
  for (const row of candidates) {
    const quantityMilli = Number(row.quantity_milli);
    const available = left.get(row.product_id) ?? 0;
    if (available < quantityMilli) continue;
    const [placed] = await executeRows<{ id: number }>(
      tx,
      sql`UPDATE sampling_campaigns SET used_samples = used_samples + 1 WHERE id = ${row.id} AND used_samples < total_samples RETURNING id`,
    );
    if (!placed) continue;
    left.set(row.product_id, available - quantityMilli);
    taken.push({
      campaignId: row.id,
      productId: row.product_id,
      categoryId: row.category_id,
      name: row.name,
      sku: row.sku,
      saleUnit: row.sale_unit === 'kg' ? 'kg' : 'unit',
      quantityMilli,
    });
  }
  return taken;
}

/** Records each sample's use, once the order and its lines are written (line ids by campaign). */
export async function recordSampleUses(tx: AppDb, companyId: number, orderId: number, customerId: number, lineIds: ReadonlyMap<number, number>, now: Date): Promise<void> {
  for (const [campaignId, lineId] of lineIds) {
    await executeRows(
      tx,
      sql`INSERT INTO sampling_uses (campaign_id, company_id, order_id, customer_id, order_line_id, created_at)
          VALUES (${campaignId}, ${companyId}, ${orderId}, ${customerId}, ${lineId}, ${now})`,
    );
  }
}

/**
 * A cancelled order gives its samples back (docs/sampling.md): each campaign's count drops by one and the use is
 * removed, so another order may take the place; the line stays on the cancelled order as it was. Call it before the
 * cancel touches stock (the lock order: campaigns, then stock). Answers how many were given back.
 */
export async function giveBackSamples(tx: AppDb, orderId: number): Promise<number> {
  const uses = await executeRows<{ campaign_id: number }>(
    tx,
    sql`SELECT campaign_id FROM sampling_uses WHERE order_id = ${orderId} ORDER BY campaign_id`,
  );
  if (uses.length === 0) return 0;
  const ids = intArray(uses.map((use) => use.campaign_id));
  await executeRows(tx, sql`SELECT id FROM sampling_campaigns WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`);
  await executeRows(tx, sql`UPDATE sampling_campaigns SET used_samples = greatest(0, used_samples - 1) WHERE id = ANY(${ids}::int[])`);
  await executeRows(tx, sql`DELETE FROM sampling_uses WHERE order_id = ${orderId}`);
  return uses.length;
}
