/** `/StoreCategory/Get` and `/StoreCategory/Set`: which categories a store's storefront shows, and in what order. */
import { and, eq, inArray } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { readStoreCategories } from '../../catalogue/category-store-order';
import { categoryRefusal } from '../../catalogue/category-tree';
import { categories, storeCategories } from '../../db/schema/catalogue';
import { notFound } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

export const storeCategoryGetHandler: Handler<'/StoreCategory/Get'> = async (input, ctx) => {
  // Naming the store resolves (and checks) its company: another company's store is NOT_FOUND.
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { storeId: input.storeId, rows: await readStoreCategories(ctx.db, companyId, input.storeId) } };
};

export const storeCategorySetHandler: Handler<'/StoreCategory/Set'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const ids = input.rows.map((row) => row.categoryId);
  if (new Set(ids).size !== ids.length) throw categoryRefusal('list_changed', 'Una categoría aparece dos veces en la lista.', 'rows');
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/StoreCategory/Set', body: input }, async (tx) => {
    if (ids.length > 0) {
      const known = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.companyId, companyId), inArray(categories.id, ids)));
      if (known.length !== ids.length) throw notFound('La categoría');
    }
    await tx.delete(storeCategories).where(eq(storeCategories.storeId, input.storeId));
    if (input.rows.length > 0) {
      await tx.insert(storeCategories).values(input.rows.map((row, position) => ({ storeId: input.storeId, categoryId: row.categoryId, companyId, position, visible: row.visible })));
    }
    return { storeId: input.storeId, rows: await readStoreCategories(tx, companyId, input.storeId) };
  });
  return { data, mensaje: 'Categorías de la tienda guardadas.' };
};
