/**
 * Mi menú's rows: a page of the catalogue search (server/catalogue/product-search.ts, with stock at one warehouse)
 * joined in memory with the store's store_products rows and who changed each last.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { MyMenuRow } from '../../../contract/schemas/my-menu';
import type { ProductSummary } from '../../../contract/schemas/product-list';
import type { AuthUser } from '../../auth/auth-user';
import { boundWarehouse } from '../../auth/scope';
import { searchProducts } from '../../catalogue/product-search';
import type { AppDb } from '../../db/client';
import { isoTextOrNull } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { storeProducts } from '../../db/schema/organisation';
import { warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import type { StoreAccess } from '../../organisation/resolve-store';
import { isOutOfStockOn } from '../../organisation/store-offer';

/** Where stock is read: a bound user's own warehouse, else the one named (the company's), else none (every one). */
export async function stockWarehouse(db: AppDb, user: AuthUser, companyId: number, named: number | undefined): Promise<number | null> {
  const bound = boundWarehouse(user);
  if (bound !== null) {
    if (named !== undefined && named !== bound) throw notFound('La bodega');
    return bound;
  }
  if (named === undefined) return null;
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, named), eq(warehouses.companyId, companyId)));
  if (!warehouse) throw notFound('La bodega');
  return named;
}

export async function menuRows(db: AppDb, access: StoreAccess, summaries: readonly ProductSummary[]): Promise<MyMenuRow[]> {
  if (summaries.length === 0) return [];
  const stored = await db
    .select({
      productId: storeProducts.productId,
      available: storeProducts.available,
      priceOverrideCents: storeProducts.priceOverrideCents,
      outOfStockOn: storeProducts.outOfStockOn,
      updatedByName: users.name,
      updatedAt: isoTextOrNull(storeProducts.updatedAt),
    })
    .from(storeProducts)
    .leftJoin(users, eq(users.id, storeProducts.updatedBy))
    .where(and(eq(storeProducts.storeId, access.storeId), inArray(storeProducts.productId, summaries.map((row) => row.id))));
  const byId = new Map(stored.map((row) => [row.productId, row]));
  return summaries.map((product) => {
    const row = byId.get(product.id);
    return {
      productId: product.id,
      sku: product.sku,
      name: product.name,
      categoryName: product.categoryName,
      saleUnit: product.saleUnit === 'kg' ? 'kg' : 'unit',
      imageUrl: product.imageUrl,
      catalogPriceCents: product.priceWithTaxCents,
      taxRateBp: product.taxRateBp,
      stockMilli: product.stockMilli,
      available: row?.available ?? true,
      priceOverrideCents: row?.priceOverrideCents ?? null,
      outOfStockToday: row ? isOutOfStockOn(row.outOfStockOn, access.today) : false,
      updatedByName: row?.updatedByName ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

/** One product's row (whichever product of the store's company, active or not), or NOT_FOUND. */
export async function menuRowOf(db: AppDb, access: StoreAccess, productId: number, warehouseId: number | null): Promise<MyMenuRow> {
  const page = await searchProducts(db, { companyId: access.companyId, stockWarehouseId: warehouseId, ids: [productId], sort: 'name', desc: false, limit: 1 });
  const [row] = await menuRows(db, access, page.rows);
  if (!row) throw notFound('El producto');
  return row;
}
