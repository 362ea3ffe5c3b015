/** The stored products a spreadsheet chunk names (by SKU), locked for the chunk's transaction, with their barcodes. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SaleUnit } from '../../contract/catalogue-constants';
import type { AppDb } from '../db/client';
import { productBarcodes, products } from '../db/schema/catalogue';

/** The fields a spreadsheet row sets (and the audit compares). */
export type ProductFields = {
  name: string;
  description: string;
  brandId: number | null;
  categoryId: number | null;
  saleUnit: SaleUnit;
  priceCents: number;
  priceWithTaxCents: number;
  taxRateBp: number;
  active: boolean;
};

export interface ExistingProduct {
  id: number;
  fields: ProductFields;
  barcodes: string[];
}

export async function readExisting(tx: AppDb, companyId: number, skus: readonly string[]): Promise<Map<string, ExistingProduct>> {
  const wanted = [...new Set(skus.filter((sku) => sku !== ''))];
  const found = new Map<string, ExistingProduct>();
  if (wanted.length === 0) return found;
  const rows = await tx
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      brandId: products.brandId,
      categoryId: products.categoryId,
      saleUnit: products.saleUnit,
      priceCents: products.priceCents,
      priceWithTaxCents: products.priceWithTaxCents,
      taxRateBp: products.taxRateBp,
      active: products.active,
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), sql`${products.sku} = ANY(${sql.param(wanted)}::text[])`))
    // Another save of the same product waits for this chunk (and then sees its version).
    .for('update');
  const byId = new Map<number, ExistingProduct>();
  for (const { id, sku, saleUnit, ...fields } of rows) {
    const product: ExistingProduct = { id, fields: { ...fields, saleUnit: saleUnit === 'kg' ? 'kg' : 'unit' }, barcodes: [] };
    found.set(sku, product);
    byId.set(id, product);
  }
  if (byId.size > 0) {
    const codes = await tx.select({ productId: productBarcodes.productId, barcode: productBarcodes.barcode }).from(productBarcodes).where(inArray(productBarcodes.productId, [...byId.keys()]));
    for (const code of codes) byId.get(code.productId)?.barcodes.push(code.barcode);
  }
  return found;
}
