/**
 * What a company's spreadsheet rows are checked against (`/product/bulk_load_reference`, and the server's own check
 * of each chunk): the IVA rate, every category as its path, the brands, and the warehouses the caller may stock.
 */
import { asc, eq } from 'drizzle-orm';
import type { SheetReference } from '../../contract/product-sheet';
import type { AppDb } from '../db/client';
import { brands, categories } from '../db/schema/catalogue';
import { companies, warehouses } from '../db/schema/tenancy';

/** `onlyWarehouseId`: a warehouse-bound caller (CA) may stock only its own warehouse. */
export async function loadSheetReference(db: AppDb, companyId: number, onlyWarehouseId: number | null): Promise<SheetReference & { currency: string }> {
  const [company] = await db.select({ ivaRateBp: companies.ivaRateBp, currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  const categoryRows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.companyId, companyId)).orderBy(asc(brands.name));
  const warehouseRows = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.companyId, companyId))
    .orderBy(asc(warehouses.id));

  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  const pathOf = (id: number): string[] => {
    const path: string[] = [];
    const seen = new Set<number>();
    // The tree has no cycles (the categories screen refuses them); `seen` only guards against a broken row.
    for (let row = byId.get(id); row && !seen.has(row.id); row = row.parentId === null ? undefined : byId.get(row.parentId)) {
      seen.add(row.id);
      path.unshift(row.name);
    }
    return path;
  };
  return {
    ivaRateBp: company?.ivaRateBp ?? 1500,
    currency: company?.currency ?? 'USD',
    categories: categoryRows.map((row) => ({ id: row.id, path: pathOf(row.id) })),
    brands: brandRows,
    warehouses: onlyWarehouseId === null ? warehouseRows : warehouseRows.filter((w) => w.id === onlyWarehouseId),
  };
}
