/**
 * A store's storefront categories (/store-categories): the company's tree with each category's visibility and
 * position for that store. A category without a store row shows, after the ordered ones, in tree order.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { StoreCategoryRow } from '../../contract/schemas/categories';
import type { AppDb } from '../db/client';
import { categories, storeCategories } from '../db/schema/catalogue';

export async function readStoreCategories(db: AppDb, companyId: number, storeId: number): Promise<StoreCategoryRow[]> {
  const tree = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, active: categories.active, position: categories.position })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
  const stored = await db
    .select({ categoryId: storeCategories.categoryId, position: storeCategories.position, visible: storeCategories.visible })
    .from(storeCategories)
    .where(and(eq(storeCategories.storeId, storeId), eq(storeCategories.companyId, companyId)));
  const rowOf = new Map(stored.map((row) => [row.categoryId, row]));
  const ids = new Set(tree.map((c) => c.id));
  const childrenOf = new Map<number | null, typeof tree>();
  for (const category of tree) {
    // A parent that no longer exists leaves its child at the top level.
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const rank = (id: number): [number, number] => {
    const row = rowOf.get(id);
    return row ? [0, row.position] : [1, 0];
  };
  const out: StoreCategoryRow[] = [];
  const walk = (parentId: number | null, seen: Set<number>) => {
    // Stable sort: categories with the same rank keep tree order.
    const siblings = (childrenOf.get(parentId) ?? []).toSorted((a, b) => {
      const [ra, pa] = rank(a.id);
      const [rb, pb] = rank(b.id);
      return ra - rb || pa - pb;
    });
    for (const category of siblings) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      out.push({ categoryId: category.id, parentId: parentId, name: category.name, active: category.active, visible: rowOf.get(category.id)?.visible ?? true });
      walk(category.id, seen);
    }
  };
  walk(null, new Set());
  return out;
}
