/** `/Category/Reorder`: the new order of one parent's children (every child named exactly once). */
import { and, eq, sql } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { categoryRefusal, loadCategory, lockCompanyTree, readCategoryTree } from '../../catalogue/category-tree';
import { categories } from '../../db/schema/catalogue';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

export const categoryReorderHandler: Handler<'/Category/Reorder'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Category/Reorder', body: input }, async (tx) => {
    await lockCompanyTree(tx, companyId);
    if (input.parentId !== null) await loadCategory(tx, companyId, input.parentId, 'La categoría padre');
    const children = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.companyId, companyId), input.parentId === null ? sql`${categories.parentId} IS NULL` : eq(categories.parentId, input.parentId)));
    const known = new Set(children.map((row) => row.id));
    const named = new Set(input.ids);
    if (named.size !== input.ids.length || named.size !== known.size || input.ids.some((id) => !known.has(id))) {
      throw categoryRefusal('list_changed', 'La lista de categorías cambió mientras la ordenabas. Recarga e inténtalo de nuevo.', 'ids');
    }
    for (const [position, id] of input.ids.entries()) {
      await tx.update(categories).set({ position }).where(and(eq(categories.id, id), eq(categories.companyId, companyId)));
    }
    return { id: input.parentId, categories: await readCategoryTree(tx, companyId), movedProducts: 0 };
  });
  return { data, mensaje: 'Orden guardado.' };
};
