/**
 * The storefront's product order within a category (issue 16, /market/producto/ordenar): `/Category/ProductOrder`
 * (one category's products in order) and `/Category/MoveProduct` (one product to a position; the category is
 * renumbered 1..n in the same transaction, once per mutationId). The screen's category choices: `/Product/ListFilters`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DISPLAY_ORDER_MAX } from '../../../contract/schemas/display-order';
import { requireCompany } from '../../auth/scope';
import { intArray } from '../../catalogue/composition';
import { recordProductChanges } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { categories, productCategories, products } from '../../db/schema/catalogue';
import { notFound } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

/** One of the company's categories (NOT_FOUND for any other), locked when `lock` (moves in it queue up). */
async function companyCategory(tx: AppDb, companyId: number, categoryId: number, lock = false): Promise<{ id: number; name: string }> {
  const query = tx.select({ id: categories.id, name: categories.name }).from(categories).where(and(eq(categories.id, categoryId), eq(categories.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('La categoría');
  return row;
}

export const productOrderHandler: Handler<'/Category/ProductOrder'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const category = await companyCategory(ctx.db, companyId, input.categoryId);
  const rows = await ctx.db
    .select({ id: products.id, sku: products.sku, name: products.name, imageUrl: products.imageUrl, active: products.active })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(eq(productCategories.categoryId, category.id), eq(productCategories.companyId, companyId)))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.productId))
    .limit(DISPLAY_ORDER_MAX + 1);
  return { data: { category, rows: rows.slice(0, DISPLAY_ORDER_MAX), truncated: rows.length > DISPLAY_ORDER_MAX } };
};

export const moveProductHandler: Handler<'/Category/MoveProduct'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Category/MoveProduct', body }, async (tx) => {
    const category = await companyCategory(tx, companyId, input.categoryId, true);
    const order = await tx
      .select({ productId: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, category.id))
      .orderBy(asc(productCategories.displayOrder), asc(productCategories.productId));
    const ids = order.map((row) => row.productId);
    const fromIndex = ids.indexOf(input.productId);
    if (fromIndex < 0) throw notFound('El producto');
    const toIndex = Math.min(input.toIndex, ids.length - 1);
    ids.splice(fromIndex, 1);
    ids.splice(toIndex, 0, input.productId);
    // 1..n in the new order; only rows whose number changes are written.
    await tx.execute(sql`UPDATE product_categories pc SET display_order = v.ord
                          FROM unnest(${intArray(ids)}::int[]) WITH ORDINALITY AS v(product_id, ord)
                         WHERE pc.category_id = ${category.id} AND pc.product_id = v.product_id AND pc.display_order <> v.ord`);
    if (fromIndex !== toIndex) {
      await recordProductChanges(tx, [
        {
          companyId,
          productId: input.productId,
          userId: user.id,
          at: now,
          source: 'display_order',
          changes: { displayOrder: [{ categoryId: category.id, position: fromIndex + 1 }, { categoryId: category.id, position: toIndex + 1 }] },
        },
      ]);
    }
    return { productId: input.productId, fromIndex, toIndex, total: ids.length };
  });
  return { data: result.data };
};
