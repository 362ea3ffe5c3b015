/** `/Menu/Delete` (an item with everything under it) and `/Menu/Reorder` (one parent's children). */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { menuItems } from '../../db/schema/catalogue';
import { CallError, notFound } from '../../errors/call-error';
import { lockMenu, subtreeIds } from './menu-read';

export async function deleteMenuItem(tx: AppDb, companyId: number, itemId: number): Promise<number[]> {
  const items = await lockMenu(tx, companyId);
  if (!items.some((item) => item.id === itemId)) throw notFound('El elemento del menú');
  const ids = subtreeIds(items, itemId);
  await tx.delete(menuItems).where(and(eq(menuItems.companyId, companyId), inArray(menuItems.id, ids)));
  return ids;
}

/** `ids` must be exactly the parent's children now: a list made from an older menu is refused, nothing changed. */
export async function reorderMenu(tx: AppDb, companyId: number, parentId: number | null, ids: readonly number[]): Promise<void> {
  const items = await lockMenu(tx, companyId);
  if (parentId !== null && !items.some((item) => item.id === parentId)) throw notFound('El elemento padre del menú');
  const siblings = items.filter((item) => item.parentId === parentId).map((item) => item.id);
  const same = new Set(ids).size === ids.length && ids.length === siblings.length && siblings.every((id) => ids.includes(id));
  if (!same) {
    throw new CallError('CONFLICT', 'El menú cambió mientras lo ordenabas. Recarga y vuelve a intentarlo.', { reason: 'menu_changed', current: siblings });
  }
  for (const [position, id] of ids.entries()) {
    await tx.update(menuItems).set({ position }).where(and(eq(menuItems.companyId, companyId), eq(menuItems.id, id)));
  }
}
