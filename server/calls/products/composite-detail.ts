/** Reads of composite products: one composite with its components (stored, or a preview list), and the list. */
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { derivedPrices } from '../../../contract/composition-math';
import type { CompositeDetail, CompositeSummary } from '../../../contract/schemas/product-composition';
import type { ProductKind, SaleUnit } from '../../../contract/catalogue-constants';
import { availability, componentEdgesBelow, componentsContaining, type Edge } from '../../catalogue/composition';
import type { AppDb } from '../../db/client';
import { productComponents, products } from '../../db/schema/catalogue';
import { notFound } from '../../errors/call-error';

/** Most composites one `/Product/ListComposites` answer lists. */
const LIST_MAX = 200;

export interface ComponentInput {
  productId: number;
  quantityMilli: number;
}

const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  kind: products.kind,
  saleUnit: products.saleUnit,
  active: products.active,
  priceDerived: products.priceDerived,
  priceCents: products.priceCents,
  priceWithTaxCents: products.priceWithTaxCents,
  taxRateBp: products.taxRateBp,
  version: products.version,
};

/** One of the company's products (NOT_FOUND for any other), locked when `lock`. */
export async function companyProduct(tx: AppDb, companyId: number, productId: number, lock = false) {
  const query = tx.select(productColumns).from(products).where(and(eq(products.id, productId), eq(products.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('El producto');
  return { ...row, kind: row.kind as ProductKind, saleUnit: row.saleUnit as SaleUnit };
}

/** A composite's stored components, in their order. */
export async function storedComponents(tx: AppDb, productId: number): Promise<ComponentInput[]> {
  return tx
    .select({ productId: productComponents.componentId, quantityMilli: productComponents.quantityMilli })
    .from(productComponents)
    .where(eq(productComponents.parentId, productId))
    .orderBy(asc(productComponents.position), asc(productComponents.componentId));
}

/** The company's products among `ids` (others are simply absent: the caller answers NOT_FOUND). */
export async function companyProducts(tx: AppDb, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx.select(productColumns).from(products).where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])));
}

/**
 * One product with `list` as its components (the stored ones when `list` is absent): each component's price and
 * stock, what each warehouse can make, the derived price, and which components would make a cycle.
 */
export async function compositeDetail(tx: AppDb, companyId: number, productId: number, list?: readonly ComponentInput[]): Promise<CompositeDetail> {
  const product = await companyProduct(tx, companyId, productId);
  const components = list ?? (await storedComponents(tx, productId));
  const ids = components.map((c) => c.productId);
  const found = new Map((await companyProducts(tx, companyId, ids)).map((p) => [p.id, p]));
  if (found.size !== new Set(ids).size) throw notFound('Un componente');
  // The product's own edges are `components`; below them, whatever the components are made of.
  const below = (await componentEdgesBelow(tx, companyId, ids)).filter((edge) => edge.parentId !== productId);
  const edges: Edge[] = [...components.map((c) => ({ parentId: productId, componentId: c.productId, quantityMilli: c.quantityMilli })), ...below];
  const stock = await availability(tx, companyId, edges, [productId, ...ids]);
  const rows = components.map((c) => {
    const p = found.get(c.productId)!;
    return {
      productId: p.id,
      sku: p.sku,
      name: p.name,
      kind: p.kind as ProductKind,
      saleUnit: p.saleUnit as SaleUnit,
      active: p.active,
      quantityMilli: c.quantityMilli,
      priceCents: p.priceCents,
      priceWithTaxCents: p.priceWithTaxCents,
      stockMilli: stock.total(p.id),
    };
  });
  const derived = derivedPrices(rows, product.taxRateBp);
  return {
    product,
    components: rows,
    warehouses: stock.warehouses.map((w) => ({ warehouseId: w.id, name: w.name, availableMilli: components.length ? stock.inWarehouse(productId, w.id) : 0 })),
    derivedPriceCents: derived.priceCents,
    derivedPriceWithTaxCents: derived.priceWithTaxCents,
    cycleProductIds: [...(ids.includes(productId) ? [productId] : []), ...(await componentsContaining(tx, companyId, productId, ids.filter((id) => id !== productId)))],
  };
}

/** The company's composites (by name), with component counts, what their stock allows, and prices. */
export async function listComposites(db: AppDb, companyId: number, q: string | undefined): Promise<{ rows: CompositeSummary[]; more: boolean }> {
  const where = [eq(products.companyId, companyId), eq(products.kind, 'composite')];
  if (q !== undefined) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
  }
  const found = await db.select(productColumns).from(products).where(and(...where)).orderBy(asc(products.name), asc(products.id)).limit(LIST_MAX + 1);
  const page = found.slice(0, LIST_MAX);
  const ids = page.map((p) => p.id);
  const counts = ids.length
    ? await db.select({ parentId: productComponents.parentId, n: count() }).from(productComponents).where(inArray(productComponents.parentId, ids)).groupBy(productComponents.parentId)
    : [];
  const countOf = new Map(counts.map((c) => [c.parentId, Number(c.n)]));
  const stock = await availability(db, companyId, await componentEdgesBelow(db, companyId, ids), ids);
  return {
    rows: page.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      active: p.active,
      componentCount: countOf.get(p.id) ?? 0,
      availableMilli: stock.total(p.id),
      priceCents: p.priceCents,
      priceWithTaxCents: p.priceWithTaxCents,
      priceDerived: p.priceDerived,
    })),
    more: found.length > LIST_MAX,
  };
}
