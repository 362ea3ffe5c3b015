/**
 * Creating, editing, deleting and reordering the items of a UI element. Every change of an element's items holds the
 * element's row for the transaction, so the positions stay 0…n-1 and a reorder sees the list it was checked against.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { UI_ITEMS_MAX, type UiElement, type UiItem } from '../../../contract/schemas/content';
import type { AppDb } from '../../db/client';
import { uiItems } from '../../db/schema/content';
import { CallError } from '../../errors/call-error';
import { getElement, getItemRow, lockElement, toUiItem, type ContentLog } from './content-rows';
import { refuseTooMany } from './element-changes';
import { checkItemFields, type ItemFields } from './item-rules';

async function itemIds(tx: AppDb, elementId: number): Promise<number[]> {
  const rows = await tx.select({ id: uiItems.id }).from(uiItems).where(eq(uiItems.elementId, elementId)).orderBy(asc(uiItems.position), asc(uiItems.id));
  return rows.map((row) => row.id);
}

/** Writes the positions of `ids` (the element's items) as their index (only those that change). */
async function renumber(tx: AppDb, elementId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE ui_items i SET position = o.pos - 1
    FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, pos)
    WHERE i.id = o.id AND i.element_id = ${elementId} AND i.position <> o.pos - 1`);
}

export async function createItem(tx: AppDb, companyId: number, userId: number, item: ItemFields & { elementoId: number }, log: ContentLog): Promise<UiItem> {
  await lockElement(tx, companyId, item.elementoId);
  const values = await checkItemFields(tx, companyId, item);
  const [existing] = await tx.select({ n: count() }).from(uiItems).where(eq(uiItems.elementId, item.elementoId));
  const n = existing?.n ?? 0;
  if (n >= UI_ITEMS_MAX) throw refuseTooMany(UI_ITEMS_MAX);
  const [row] = await tx
    .insert(uiItems)
    .values({ ...values, elementId: item.elementoId, companyId, position: n, updatedBy: userId })
    .returning();
  if (!row) throw new Error('ui item insert returned nothing');
  return toUiItem(row, log);
}

/** Saves every field of an item at the version the form read (stale: STALE_VERSION with the current item). */
export async function setItem(tx: AppDb, companyId: number, userId: number, item: ItemFields & { id: number; baseVersion: number }, now: Date, log: ContentLog): Promise<UiItem> {
  const found = await getItemRow(tx, companyId, item.id);
  await lockElement(tx, companyId, found.elementId);
  const [locked] = await tx.select().from(uiItems).where(eq(uiItems.id, item.id)).for('update');
  if (!locked) throw new CallError('NOT_FOUND', 'El ítem no existe o no está disponible para tu usuario.');
  if (locked.version !== item.baseVersion) {
    throw new CallError('STALE_VERSION', `Otra persona cambió este ítem mientras lo editabas (versión ${locked.version}, tú partiste de la ${item.baseVersion}). Tu cambio no se guardó.`, {
      current: toUiItem(locked, log),
    });
  }
  const values = await checkItemFields(tx, companyId, item);
  const [row] = await tx
    .update(uiItems)
    .set({ ...values, version: sql`${uiItems.version} + 1`, updatedBy: userId, updatedAt: now })
    .where(and(eq(uiItems.companyId, companyId), eq(uiItems.id, item.id)))
    .returning();
  if (!row) throw new Error('ui item update returned nothing');
  return toUiItem(row, log);
}

export async function deleteItem(tx: AppDb, companyId: number, itemId: number): Promise<{ id: number }> {
  const found = await getItemRow(tx, companyId, itemId);
  await lockElement(tx, companyId, found.elementId);
  await tx.delete(uiItems).where(and(eq(uiItems.companyId, companyId), eq(uiItems.id, itemId)));
  await renumber(tx, found.elementId, await itemIds(tx, found.elementId));
  return { id: itemId };
}

/** Puts the element's items in `orden`, which must name every item of the element once; anything else changes nothing. */
export async function reorderItems(tx: AppDb, companyId: number, input: { elementoId: number; orden: number[] }, log: ContentLog): Promise<UiElement> {
  await lockElement(tx, companyId, input.elementoId);
  const current = await itemIds(tx, input.elementoId);
  const same = input.orden.length === current.length && new Set(input.orden).size === input.orden.length && input.orden.every((id) => current.includes(id));
  if (!same) {
    throw new CallError('CONFLICT', 'La lista de ítems no coincide con los del elemento (alguien los cambió). Recarga e inténtalo de nuevo; no se cambió nada.', {
      reason: 'order_list',
      current: await getElement(tx, companyId, input.elementoId, log),
    });
  }
  await renumber(tx, input.elementoId, input.orden);
  return getElement(tx, companyId, input.elementoId, log);
}
