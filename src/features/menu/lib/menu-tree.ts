/** Pure helpers over the flat menu (`/Menu/Get`: parents before children, siblings in order). */
import type { MenuItem } from '../../../../contract/schemas/menu';

/** Children of every parent (null: the top level), in order. */
export function childrenOf(items: readonly MenuItem[]): Map<number | null, MenuItem[]> {
  const map = new Map<number | null, MenuItem[]>();
  for (const item of items) map.set(item.parentId, [...(map.get(item.parentId) ?? []), item]);
  return map;
}

/** `list` with the element at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The menu with one parent's children in the order `ids` (positions renumbered), for showing a reorder at once. */
export function withOrder(items: readonly MenuItem[], parentId: number | null, ids: readonly number[]): MenuItem[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const updated = items.map((item) => (item.parentId === parentId && rank.has(item.id) ? { ...item, position: rank.get(item.id)! } : item));
  const groups = childrenOf(updated);
  for (const [key, list] of groups)
    groups.set(
      key,
      list.toSorted((a, b) => a.position - b.position),
    );
  const out: MenuItem[] = [];
  const walk = (parent: number | null) => {
    for (const item of groups.get(parent) ?? []) {
      out.push(item);
      walk(item.id);
    }
  };
  walk(null);
  return out;
}

/** `id` and every item under it. */
export function subtree(items: readonly MenuItem[], id: number): Set<number> {
  const result = new Set([id]);
  for (const item of items) if (item.parentId !== null && result.has(item.parentId)) result.add(item.id);
  return result;
}

/** Level of an item (the top level is 1). */
export function levelOf(items: readonly MenuItem[], id: number): number {
  const byId = new Map(items.map((item) => [item.id, item]));
  let level = 1;
  for (let item = byId.get(id); item?.parentId != null && level <= items.length; item = byId.get(item.parentId)) level += 1;
  return level;
}

/** The item's name with its ancestors', for choosing a parent: "Despensa › Lácteos". */
export function pathName(items: readonly MenuItem[], id: number): string {
  const byId = new Map(items.map((item) => [item.id, item]));
  const names: string[] = [];
  for (let item = byId.get(id); item && names.length <= items.length; item = item.parentId === null ? undefined : byId.get(item.parentId))
    names.unshift(item.nombre);
  return names.join(' › ');
}
