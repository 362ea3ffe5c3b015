/** The flat rows of /Category/Tree as a tree: children per parent (in position order), and the valid new parents. */
import type { CategoryRow } from '../../../../contract/schemas/categories';

export type ChildrenOf = Map<number | null, CategoryRow[]>;

export function childrenOf(rows: readonly CategoryRow[]): ChildrenOf {
  const ids = new Set(rows.map((row) => row.id));
  const map: ChildrenOf = new Map();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    map.set(parent, [...(map.get(parent) ?? []), row]);
  }
  for (const list of map.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return map;
}

/** `id` and every category under it. */
export function subtreeIds(children: ChildrenOf, id: number): Set<number> {
  const out = new Set<number>([id]);
  const stack = [id];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()!) ?? []) {
      if (out.has(child.id)) continue;
      out.add(child.id);
      stack.push(child.id);
    }
  }
  return out;
}

/** Each category with its depth, depth-first in tree order (for selects that show the hierarchy). */
export function flattenTree(children: ChildrenOf): Array<{ row: CategoryRow; depth: number }> {
  const out: Array<{ row: CategoryRow; depth: number }> = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      out.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The tree's rows after reordering `parentId`'s children to `ids` (the optimistic view of a reorder). */
export function withOrder(rows: readonly CategoryRow[], ids: readonly number[]): CategoryRow[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.map((row) => (position.has(row.id) ? { ...row, position: position.get(row.id)! } : row));
}
