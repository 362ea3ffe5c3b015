/** `/Product/Get`'s reads: one product of a company, whole, and the choices its form offers. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductDetail, ProductFormOptions } from '../../../contract/schemas/product-detail';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { brands, categories, productBarcodes, productCategories, productImages, products, stock } from '../../db/schema/catalogue';
import { companies, warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { imageUrl } from '../../../contract/file-routes';

type Reader = Pick<AppDb, 'select' | 'selectDistinct'>;

/** The product `productId` of `companyId`, or NOT_FOUND (another company's product is answered the same). */
export async function loadProductDetail(db: Reader, companyId: number, productId: number): Promise<ProductDetail> {
  const [row] = await db
    .select({
      id: products.id,
      companyId: products.companyId,
      sku: products.sku,
      name: products.name,
      description: products.description,
      brandId: products.brandId,
      brandName: brands.name,
      categoryId: products.categoryId,
      saleUnit: products.saleUnit,
      kind: products.kind,
      priceDerived: products.priceDerived,
      priceCents: products.priceCents,
      priceWithTaxCents: products.priceWithTaxCents,
      taxRateBp: products.taxRateBp,
      active: products.active,
      version: products.version,
      updatedAt: isoText(products.updatedAt),
      updatedByName: users.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(users, eq(users.id, products.updatedBy))
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)));
  if (!row) throw notFound('El producto');

  const [listed, codes, stockRows, images] = await Promise.all([
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productId)).orderBy(asc(productCategories.categoryId)),
    db.select({ barcode: productBarcodes.barcode }).from(productBarcodes).where(eq(productBarcodes.productId, productId)).orderBy(asc(productBarcodes.barcode)),
    db
      .select({ warehouseId: warehouses.id, warehouseName: warehouses.name, quantityMilli: sql<number>`coalesce(${stock.quantityMilli}, 0)::float8` })
      .from(warehouses)
      .leftJoin(stock, and(eq(stock.warehouseId, warehouses.id), eq(stock.productId, productId)))
      .where(eq(warehouses.companyId, companyId))
      .orderBy(asc(warehouses.name), asc(warehouses.id)),
    db
      .select({ id: productImages.id, storageKey: productImages.storageKey, width: productImages.width, height: productImages.height, position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  // The main category first, then the others.
  const others = listed.map((l) => l.categoryId).filter((id) => id !== row.categoryId);
  return {
    ...row,
    saleUnit: row.saleUnit === 'kg' ? 'kg' : 'unit',
    kind: row.kind === 'composite' ? 'composite' : 'simple',
    categoryIds: row.categoryId === null ? others : [row.categoryId, ...others],
    barcodes: codes.map((c) => c.barcode),
    stock: stockRows.map((s) => ({ ...s, quantityMilli: Number(s.quantityMilli) })),
    images: images.map(({ storageKey, ...image }) => ({ ...image, url: imageUrl(storageKey) })),
  };
}

/** "Padre › Hijo" for every category of the tree (a broken parent link just ends the path). */
function categoryPaths(rows: readonly { id: number; parentId: number | null; name: string }[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  for (const row of rows) {
    const names: string[] = [];
    const seen = new Set<number>();
    let at: typeof row | undefined = row;
    while (at && !seen.has(at.id)) {
      seen.add(at.id);
      names.unshift(at.name);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    paths.set(row.id, names.join(' › '));
  }
  return paths;
}

export async function productFormOptions(db: Reader, companyId: number): Promise<ProductFormOptions> {
  const [[company], brandRows, categoryRows, warehouseRows, rates] = await Promise.all([
    db.select({ currency: companies.currency, ivaRateBp: companies.ivaRateBp }).from(companies).where(eq(companies.id, companyId)),
    db.select({ id: brands.id, name: brands.name, active: brands.active }).from(brands).where(eq(brands.companyId, companyId)).orderBy(asc(sql`lower(${brands.name})`), asc(brands.id)),
    db.select({ id: categories.id, parentId: categories.parentId, name: categories.name, active: categories.active }).from(categories).where(eq(categories.companyId, companyId)),
    db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.companyId, companyId)).orderBy(asc(warehouses.name), asc(warehouses.id)),
    db.selectDistinct({ rate: products.taxRateBp }).from(products).where(eq(products.companyId, companyId)),
  ]);
  if (!company) throw notFound('La empresa');
  const paths = categoryPaths(categoryRows);
  const taxRates = [...new Set([0, company.ivaRateBp, ...rates.map((r) => r.rate)])].toSorted((a, b) => a - b);
  return {
    companyId,
    currency: company.currency,
    standardTaxRateBp: company.ivaRateBp,
    taxRates,
    brands: brandRows,
    categories: categoryRows
      .map((c) => ({ id: c.id, name: c.name, path: paths.get(c.id) ?? c.name, active: c.active }))
      .toSorted((a, b) => a.path.localeCompare(b.path, 'es') || a.id - b.id),
    warehouses: warehouseRows,
  };
}
