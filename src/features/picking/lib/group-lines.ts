/** Lines grouped by category in aisle order (the walk through the warehouse), then by the order's position. */
import type { PickingLine } from '../../../../contract/schemas/picking';

export interface LineGroup {
  key: string;
  categoryName: string | null;
  lines: PickingLine[];
}

export function groupLines(lines: readonly PickingLine[]): LineGroup[] {
  const sorted = lines.toSorted((a, b) => a.aisle - b.aisle || (a.categoryName ?? '').localeCompare(b.categoryName ?? '') || a.position - b.position || a.id - b.id);
  const groups: LineGroup[] = [];
  for (const line of sorted) {
    const key = `${line.aisle}:${line.categoryId ?? line.categoryName ?? ''}`;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.lines.push(line);
    else groups.push({ key, categoryName: line.categoryName, lines: [line] });
  }
  return groups;
}

/** `next` with the previous group objects whose lines are the very same (memoized sections skip those). */
export function keepEqualGroups(previous: readonly LineGroup[], next: LineGroup[]): LineGroup[] {
  const before = new Map(previous.map((group) => [group.key, group]));
  return next.map((group) => {
    const old = before.get(group.key);
    const same = old !== undefined && old.categoryName === group.categoryName && old.lines.length === group.lines.length && old.lines.every((line, index) => line === group.lines[index]);
    return same ? old : group;
  });
}
