/**
 * Composite products (product_components): what a composite's stock allows per warehouse, the cycle check, and
 * keeping derived prices right. `recomputeDerivedPrices` is THE hook for any code that changes product prices
 * (the product form, mass update, the spreadsheet upload): call it in the same transaction with the changed ids.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { availableComposites, derivedPrices } from '../../contract/composition-math';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { productComponents, products, stock } from '../db/schema/catalogue';
import { warehouses } from '../db/schema/tenancy';
import { recordProductChanges, type ProductChange } from './product-changes';

/** Ids as one text parameter cast to int[] (the same on both drivers; the ids are validated integers). */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** Nesting deeper than this is not followed (cycles are refused on save; this only bounds a broken table). */
const MAX_DEPTH = 64;

export interface Edge {
  parentId: number;
  componentId: number;
  quantityMilli: number;
}

/** Every component edge below `rootIds`, at any depth. */
export async function componentEdgesBelow(tx: AppDb, companyId: number, rootIds: readonly number[]): Promise<Edge[]> {
  if (rootIds.length === 0) return [];
  const rows = await executeRows<{ parent_id: number; component_id: number; quantity_milli: string | number }>(
    tx,
    sql`WITH RECURSIVE down(parent_id, component_id, quantity_milli, depth) AS (
          SELECT parent_id, component_id, quantity_milli, 1 FROM product_components
           WHERE company_id = ${companyId} AND parent_id = ANY(${intArray(rootIds)}::int[])
          UNION
          SELECT pc.parent_id, pc.component_id, pc.quantity_milli, d.depth + 1 FROM product_components pc
            JOIN down d ON pc.parent_id = d.component_id WHERE d.depth < ${MAX_DEPTH}
        )
        SELECT DISTINCT parent_id, component_id, quantity_milli FROM down`,
  );
  return rows.map((r) => ({ parentId: Number(r.parent_id), componentId: Number(r.component_id), quantityMilli: Number(r.quantity_milli) }));
}

/** Stock of these products in each of the company's warehouses: productId → warehouseId → thousandths. */
async function stockOf(tx: AppDb, productIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const byProduct = new Map<number, Map<number, number>>();
  if (productIds.length === 0) return byProduct;
  const rows = await tx.select({ productId: stock.productId, warehouseId: stock.warehouseId, quantityMilli: stock.quantityMilli }).from(stock).where(inArray(stock.productId, [...productIds]));
  for (const row of rows) {
    const perWarehouse = byProduct.get(row.productId) ?? new Map<number, number>();
    perWarehouse.set(row.warehouseId, Number(row.quantityMilli));
    byProduct.set(row.productId, perWarehouse);
  }
  return byProduct;
}

/**
 * Availability per warehouse for products given their component edges: a product with components makes as many
 * whole units as its scarcest component allows (a nested composite by its own components), any other its stock.
 */
export interface Availability {
  warehouses: { id: number; name: string }[];
  /** Thousandths of `productId` one warehouse has or can make. */
  inWarehouse: (productId: number, warehouseId: number) => number;
  /** Summed over the company's warehouses. */
  total: (productId: number) => number;
}

export async function availability(tx: AppDb, companyId: number, edges: readonly Edge[], productIds: readonly number[]): Promise<Availability> {
  const children = new Map<number, Edge[]>();
  for (const edge of edges) children.set(edge.parentId, [...(children.get(edge.parentId) ?? []), edge]);
  const involved = new Set<number>(productIds);
  for (const edge of edges) involved.add(edge.componentId).add(edge.parentId);
  const stocks = await stockOf(tx, [...involved]);
  const warehouseRows = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.companyId, companyId)).orderBy(warehouses.id);
  const memo = new Map<string, number>();
  const visiting = new Set<string>();
  const inWarehouse = (productId: number, warehouseId: number): number => {
    const key = `${productId}:${warehouseId}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // A cycle (only an editor's unsaved preview can hold one) makes nothing.
    if (visiting.has(key)) return 0;
    visiting.add(key);
    const parts = children.get(productId);
    const value = parts
      ? availableComposites(parts.map((p) => ({ stockMilli: inWarehouse(p.componentId, warehouseId), quantityMilli: p.quantityMilli })))
      : Math.max(0, stocks.get(productId)?.get(warehouseId) ?? 0);
    visiting.delete(key);
    memo.set(key, value);
    return value;
  };
  return {
    warehouses: warehouseRows,
    inWarehouse: (productId, warehouseId) => inWarehouse(productId, warehouseId),
    total: (productId) => warehouseRows.reduce((sum, w) => sum + inWarehouse(productId, w.id), 0),
  };
}

/** The components among `componentIds` that contain `productId` at any depth (adding them would make a cycle). */
export async function componentsContaining(tx: AppDb, companyId: number, productId: number, componentIds: readonly number[]): Promise<number[]> {
  if (componentIds.length === 0) return [];
  const rows = await executeRows<{ root: number }>(
    tx,
    sql`WITH RECURSIVE down(root, id) AS (
          SELECT c, c FROM unnest(${intArray(componentIds)}::int[]) AS c
          UNION
          SELECT d.root, pc.component_id FROM product_components pc JOIN down d ON pc.parent_id = d.id
           WHERE pc.company_id = ${companyId}
        )
        SELECT DISTINCT root FROM down WHERE id = ${productId}`,
  );
  return rows.map((r) => Number(r.root));
}

/** Who a recompute is recorded as (the person whose change moved a component's price), and when. */
export interface RecomputeBy {
  userId: number | null;
  at: Date;
}

/**
 * Brings every composite with a derived price that contains any of `productIds` (at any depth) back in line with
 * its components' current prices, innermost first (a basket holding a derived combo is priced after the combo).
 * Each changed composite gets a new version and an audit entry (source 'composite'). Returns the ids it changed.
 * Call it in the transaction that changed those products' prices.
 */
export async function recomputeDerivedPrices(tx: AppDb, companyId: number, productIds: readonly number[], by: RecomputeBy = { userId: null, at: new Date() }): Promise<number[]> {
  if (productIds.length === 0) return [];
  const ancestors = await executeRows<{ id: number; depth: number }>(
    tx,
    sql`WITH RECURSIVE up(id, depth) AS (
          SELECT parent_id, 1 FROM product_components WHERE company_id = ${companyId} AND component_id = ANY(${intArray(productIds)}::int[])
          UNION
          SELECT pc.parent_id, u.depth + 1 FROM product_components pc JOIN up u ON pc.component_id = u.id WHERE u.depth < ${MAX_DEPTH}
        )
        SELECT id, max(depth)::int AS depth FROM up GROUP BY id ORDER BY 2, 1`,
  );
  const changed: number[] = [];
  for (const { id } of ancestors) {
    if (await recomputeOne(tx, companyId, Number(id), by)) changed.push(Number(id));
  }
  return changed;
}

/** Re-derives one composite's price (when it is derived); true when it changed. */
export async function recomputeOne(tx: AppDb, companyId: number, productId: number, by: RecomputeBy): Promise<boolean> {
  const [product] = await tx
    .select({ priceCents: products.priceCents, priceWithTaxCents: products.priceWithTaxCents, taxRateBp: products.taxRateBp, priceDerived: products.priceDerived, kind: products.kind })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .for('update');
  if (!product || !product.priceDerived || product.kind !== 'composite') return false;
  const parts = await tx
    .select({ priceCents: products.priceCents, quantityMilli: productComponents.quantityMilli })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.componentId))
    .where(eq(productComponents.parentId, productId));
  const next = derivedPrices(parts, product.taxRateBp);
  if (next.priceCents === product.priceCents && next.priceWithTaxCents === product.priceWithTaxCents) return false;
  await tx
    .update(products)
    .set({ ...next, version: sql`${products.version} + 1`, updatedBy: by.userId, updatedAt: by.at })
    .where(eq(products.id, productId));
  const change: ProductChange = {
    companyId,
    productId,
    userId: by.userId,
    at: by.at,
    source: 'composite',
    changes: { priceCents: [product.priceCents, next.priceCents], priceWithTaxCents: [product.priceWithTaxCents, next.priceWithTaxCents] },
  };
  await recordProductChanges(tx, [change]);
  return true;
}
