/**
 * Which products a mass update acts on: the `/Product/List` filter (same fields and meaning as
 * server/catalogue/product-search.ts, whose prepared page query does not fit a whole-selection statement) or a pasted
 * list of SKUs. The conditions are on `products` (unaliased), for the set-based statements of mass-update-sql.ts.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MassSelection } from '../../contract/schemas/mass-update';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { products } from '../db/schema/catalogue';
import { warehouses } from '../db/schema/tenancy';
import { notFound } from '../errors/call-error';

/** `%…%` for LIKE with the pattern characters of `text` taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SKUs of a pasted list, trimmed, without repeats, in the order pasted. */
export function distinctSkus(skus: readonly string[]): string[] {
  return [...new Set(skus.map((sku) => sku.trim()).filter((sku) => sku.length > 0))];
}

/** The selection as one condition on `products` (the company's first). Checks a named warehouse is the company's. */
export async function selectionCondition(db: AppDb, companyId: number, selection: MassSelection): Promise<SQL> {
  const where: SQL[] = [eq(products.companyId, companyId)];
  if (selection.by === 'skus') {
    where.push(sql`${products.sku} IN (SELECT jsonb_array_elements_text(${JSON.stringify(distinctSkus(selection.skus))}::jsonb))`);
    return and(...where)!;
  }
  if (selection.q !== undefined) {
    const pattern = containsPattern(selection.q);
    where.push(
      sql`(lower(${products.name}) LIKE ${pattern} OR lower(${products.sku}) LIKE ${pattern} OR ${products.id} IN (SELECT b.product_id FROM product_barcodes b WHERE b.company_id = ${companyId} AND b.barcode = ${selection.q}))`,
    );
  }
  // Every category the product is listed in (product_categories also holds the main one), as /Product/List reads it.
  if (selection.categoryId !== undefined) where.push(sql`${products.id} IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${selection.categoryId} AND pc.company_id = ${companyId})`);
  if (selection.brandId !== undefined) where.push(eq(products.brandId, selection.brandId));
  if (selection.saleUnit !== undefined) where.push(eq(products.saleUnit, selection.saleUnit));
  if (selection.kind !== undefined) where.push(eq(products.kind, selection.kind));
  if (selection.active !== undefined) where.push(eq(products.active, selection.active));
  if (selection.outOfStockWarehouseId !== undefined) {
    const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, selection.outOfStockWarehouseId), eq(warehouses.companyId, companyId)));
    if (!warehouse) throw notFound('La bodega');
    where.push(sql`NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = ${products.id} AND s.warehouse_id = ${warehouse.id} AND s.quantity_milli > 0)`);
  }
  return and(...where)!;
}

/** Pasted SKUs the company has no product for, in the order pasted. */
export async function unknownSkus(db: AppDb, companyId: number, selection: MassSelection): Promise<string[]> {
  if (selection.by !== 'skus') return [];
  const skus = distinctSkus(selection.skus);
  const found = await executeRows<{ sku: string }>(
    db,
    sql`SELECT sku FROM products WHERE company_id = ${companyId} AND sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`,
  );
  const known = new Set(found.map((row) => row.sku));
  return skus.filter((sku) => !known.has(sku));
}
