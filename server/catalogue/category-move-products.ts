/**
 * Moving every product of one category to another (deleting a category with `moveProductsTo`): their listings
 * (product_categories, appended after the target's own), their main category where it was the deleted one (picking's
 * aisle order reads it), the open and past order lines that point at it (picking walks lines by their category's
 * aisle), each product's version (a form opened before the move is then stale, not silently undoing it) and its audit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { productCategories, products } from '../db/schema/catalogue';
import { orderLines, orders } from '../db/schema/orders';
import { recordProductChanges, type ProductChange } from './product-changes';

export interface MoveProducts {
  companyId: number;
  fromId: number;
  toId: number;
  userId: number;
  at: Date;
}

/** The distinct products listed in `categoryId` or having it as their main category. */
export async function productsInCategory(tx: AppDb, companyId: number, categoryId: number): Promise<number[]> {
  const listed = await tx.select({ id: productCategories.productId }).from(productCategories).where(and(eq(productCategories.categoryId, categoryId), eq(productCategories.companyId, companyId)));
  const main = await tx.select({ id: products.id }).from(products).where(and(eq(products.categoryId, categoryId), eq(products.companyId, companyId)));
  return [...new Set([...listed, ...main].map((row) => row.id))].toSorted((a, b) => a - b);
}

async function listingsOf(tx: AppDb, productIds: number[]): Promise<Map<number, number[]>> {
  const rows = await tx.select({ productId: productCategories.productId, categoryId: productCategories.categoryId }).from(productCategories).where(inArray(productCategories.productId, productIds));
  const byProduct = new Map<number, number[]>(productIds.map((id) => [id, []]));
  for (const row of rows) byProduct.get(row.productId)?.push(row.categoryId);
  for (const list of byProduct.values()) list.sort((a, b) => a - b);
  return byProduct;
}

/** Moves the products (the caller holds the company's tree lock); answers how many products moved. */
export async function moveCategoryProducts(tx: AppDb, move: MoveProducts): Promise<number> {
  const { companyId, fromId, toId } = move;
  const productIds = await productsInCategory(tx, companyId, fromId);
  if (productIds.length === 0) return 0;
  // Lock the products: a concurrent form save waits, then finds a new version.
  const locked = await tx.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds)).for('update');
  const mainBefore = new Map(locked.map((row) => [row.id, row.categoryId]));
  const before = await listingsOf(tx, productIds);

  // Listings not yet in the target move there, after the target's own products, in their old order.
  await tx.execute(sql`
    UPDATE ${productCategories} AS pc SET category_id = ${toId}, display_order = base.max_order + moved.rn
    FROM (SELECT product_id, row_number() OVER (ORDER BY display_order, product_id) AS rn FROM ${productCategories}
          WHERE category_id = ${fromId} AND product_id NOT IN (SELECT product_id FROM ${productCategories} WHERE category_id = ${toId})) AS moved,
         (SELECT coalesce(max(display_order), 0) AS max_order FROM ${productCategories} WHERE category_id = ${toId}) AS base
    WHERE pc.category_id = ${fromId} AND pc.product_id = moved.product_id`);
  // Those already listed in the target keep that listing.
  await tx.delete(productCategories).where(eq(productCategories.categoryId, fromId));
  // A main category that moves stays a listing too (the invariant of product_categories).
  const listedInTarget = new Set((await tx.select({ id: productCategories.productId }).from(productCategories).where(and(eq(productCategories.categoryId, toId), inArray(productCategories.productId, productIds)))).map((row) => row.id));
  const unlisted = locked.filter((row) => row.categoryId === fromId && !listedInTarget.has(row.id));
  if (unlisted.length > 0) await tx.insert(productCategories).values(unlisted.map((row) => ({ productId: row.id, categoryId: toId, companyId, displayOrder: 0 })));
  await tx
    .update(products)
    .set({ categoryId: toId })
    .where(and(eq(products.categoryId, fromId), eq(products.companyId, companyId)));
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedBy: move.userId, updatedAt: move.at })
    .where(inArray(products.id, productIds));
  // Order lines keep a category for picking's aisle order and same-category substitutes.
  await tx
    .update(orderLines)
    .set({ categoryId: toId })
    .where(and(eq(orderLines.categoryId, fromId), inArray(orderLines.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)))));

  const after = await listingsOf(tx, productIds);
  const changes: ProductChange[] = productIds.map((productId) => {
    const entry: ProductChange['changes'] = { categoryIds: [before.get(productId) ?? [], after.get(productId) ?? []] };
    if (mainBefore.get(productId) === fromId) entry.categoryId = [fromId, toId];
    return { companyId, productId, userId: move.userId, at: move.at, source: 'category_delete', changes: entry };
  });
  await recordProductChanges(tx, changes);
  return productIds.length;
}
