/** How close an order's delivery slot is, for colouring it in the picking list (pickers work oldest slot first). */
import type { PickingListRow } from '../../../../contract/schemas/picking';

export type SlotTone = 'late' | 'due' | 'soon' | 'ahead';

/** The slot starts within this time: pick it next. */
export const SOON_MS = 2 * 60 * 60_000;
/** The slot starts within this time or is open: the order should be picked now. */
export const DUE_MS = 45 * 60_000;

export const SLOT_TONE_COLORS: Record<SlotTone, string> = { late: 'red', due: 'orange', soon: 'yellow', ahead: 'green' };

export function slotTone(row: Pick<PickingListRow, 'slotStart' | 'slotEnd'>, now: number): SlotTone {
  const start = Date.parse(row.slotStart);
  const end = Date.parse(row.slotEnd);
  if (now > end) return 'late';
  if (start - now <= DUE_MS) return 'due';
  if (start - now <= SOON_MS) return 'soon';
  return 'ahead';
}

/** Oldest slot first, then the order's number (the server's order, kept after local changes). */
export function bySlot(a: Pick<PickingListRow, 'slotStart' | 'id'>, b: Pick<PickingListRow, 'slotStart' | 'id'>): number {
  const diff = Date.parse(a.slotStart) - Date.parse(b.slotStart);
  return diff !== 0 ? diff : a.id - b.id;
}
