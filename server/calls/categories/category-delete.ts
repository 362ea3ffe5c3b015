/**
 * `/Category/Delete`: refused while the category has subcategories or a menu item links to it, and while it has
 * products unless `moveProductsTo` names another of the company's categories (then they move there first, in the
 * same transaction). Its store rows go with it.
 */
import { and, count, eq } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { productsInCategory, moveCategoryProducts } from '../../catalogue/category-move-products';
import { categoryRefusal, loadCategory, lockCompanyTree, readCategoryTree } from '../../catalogue/category-tree';
import { categories, menuItems, storeCategories } from '../../db/schema/catalogue';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

export const categoryDeleteHandler: Handler<'/Category/Delete'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Category/Delete', body: input }, async (tx) => {
    await lockCompanyTree(tx, companyId);
    const category = await loadCategory(tx, companyId, input.id);
    const [children] = await tx.select({ n: count() }).from(categories).where(and(eq(categories.parentId, category.id), eq(categories.companyId, companyId)));
    const childCount = Number(children?.n ?? 0);
    if (childCount > 0) {
      throw categoryRefusal('has_children', `«${category.name}» tiene ${childCount} subcategoría(s): muévelas o elimínalas antes.`, 'id', { children: childCount });
    }
    const [menu] = await tx.select({ n: count() }).from(menuItems).where(and(eq(menuItems.categoryId, category.id), eq(menuItems.companyId, companyId)));
    const menuCount = Number(menu?.n ?? 0);
    if (menuCount > 0) {
      throw categoryRefusal('in_menu', `El menú de la tienda enlaza a «${category.name}» (${menuCount} elemento(s)): cámbialos antes.`, 'id', { menuItems: menuCount });
    }
    let movedProducts = 0;
    if (input.moveProductsTo !== undefined) {
      if (input.moveProductsTo === category.id) throw categoryRefusal('same_category', 'Elige otra categoría para los productos.', 'moveProductsTo');
      await loadCategory(tx, companyId, input.moveProductsTo, 'La categoría de destino');
      movedProducts = await moveCategoryProducts(tx, { companyId, fromId: category.id, toId: input.moveProductsTo, userId: user.id, at: ctx.now() });
    } else {
      const productCount = (await productsInCategory(tx, companyId, category.id)).length;
      if (productCount > 0) {
        throw categoryRefusal('has_products', `«${category.name}» tiene ${productCount} producto(s): elige a qué categoría moverlos antes de eliminarla.`, 'moveProductsTo', {
          products: productCount,
        });
      }
    }
    await tx.delete(storeCategories).where(eq(storeCategories.categoryId, category.id));
    await tx.delete(categories).where(and(eq(categories.id, category.id), eq(categories.companyId, companyId)));
    return { id: category.id, categories: await readCategoryTree(tx, companyId), movedProducts };
  });
  return { data, mensaje: data.movedProducts > 0 ? `Categoría eliminada; ${data.movedProducts} producto(s) movido(s).` : 'Categoría eliminada.' };
};
