/** Reading the storefront menu as `/Menu/*` answer it, and the company's items locked for a change. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MenuItem, MenuKind } from '../../../contract/schemas/menu';
import type { AppDb } from '../../db/client';
import { categories, menuItems } from '../../db/schema/catalogue';

/** Parents before children, siblings by position: a depth-first walk from the top level. */
export function treeOrder<T extends { id: number; parentId: number | null }>(items: readonly T[]): T[] {
  const ids = new Set(items.map((item) => item.id));
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    // An item whose parent is gone (never left behind by these calls) shows at the top level rather than vanishing.
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const ordered: T[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null) => {
    for (const item of children.get(parent) ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      ordered.push(item);
      walk(item.id);
    }
  };
  walk(null);
  return ordered;
}

/** The company's whole menu. `items` come out of the database ordered by position, so siblings keep that order. */
export async function readMenu(db: AppDb, companyId: number): Promise<MenuItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      position: menuItems.position,
      nombre: menuItems.label,
      kind: menuItems.kind,
      categoryId: menuItems.categoryId,
      categoryName: categories.name,
      categoryProductCount: sql<number | null>`CASE WHEN "menu_items"."category_id" IS NULL THEN NULL ELSE (
        SELECT count(*)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = "menu_items"."category_id" AND p.active) END`,
      productIds: menuItems.productIds,
      url: menuItems.url,
      active: menuItems.active,
    })
    .from(menuItems)
    .leftJoin(categories, eq(categories.id, menuItems.categoryId))
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return treeOrder(
    rows.map((row) => ({
      ...row,
      kind: row.kind as MenuKind,
      categoryProductCount: row.categoryProductCount === null ? null : Number(row.categoryProductCount),
    })),
  );
}

export interface LockedItem {
  id: number;
  parentId: number | null;
  position: number;
}

/**
 * The company's items, locked until the transaction ends: changes to one menu run one after another, so two
 * concurrent moves cannot build a cycle between them.
 */
export async function lockMenu(tx: AppDb, companyId: number): Promise<LockedItem[]> {
  return tx
    .select({ id: menuItems.id, parentId: menuItems.parentId, position: menuItems.position })
    .from(menuItems)
    .where(and(eq(menuItems.companyId, companyId)))
    .orderBy(asc(menuItems.position), asc(menuItems.id))
    .for('update');
}

/** `id` and every item under it. */
export function subtreeIds(items: readonly LockedItem[], id: number): number[] {
  const result = [id];
  for (let i = 0; i < result.length; i += 1) for (const item of items) if (item.parentId === result[i] && !result.includes(item.id)) result.push(item.id);
  return result;
}

/** Level of an item (the top level's items are 1). */
export function levelOf(items: readonly LockedItem[], id: number): number {
  const byId = new Map(items.map((item) => [item.id, item]));
  let level = 1;
  for (let item = byId.get(id); item?.parentId != null && level <= items.length; item = byId.get(item.parentId)) level += 1;
  return level;
}
