/**
 * Reading UI elements and items as the `/Administracion/*` calls answer them (contract/schemas/content.ts). A stored
 * `listAccionID` that does not parse is logged "Error al parsear listAccionID:" and answered as "" (spec §8).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { contentImageUrl } from '../../../contract/file-routes';
import type { UiElement, UiElementKind, UiItem } from '../../../contract/schemas/content';
import { parseListAccionID, toListAccionID, type UiItemAction } from '../../../contract/ui-item-action';
import type { AppDb } from '../../db/client';
import { uiElements, uiItems } from '../../db/schema/content';
import { notFound } from '../../errors/call-error';

/** Where a list that fails to parse is reported (the request's logger). */
export interface ContentLog {
  error(details: Record<string, unknown>, message: string): void;
}

type ItemRow = typeof uiItems.$inferSelect;
type ElementRow = typeof uiElements.$inferSelect;

export function toUiItem(row: ItemRow, log: ContentLog): UiItem {
  const ids = parseListAccionID(row.listActionIds, (message, raw) => log.error({ itemId: row.id, listAccionID: raw }, message));
  return {
    id: row.id,
    elementoId: row.elementId,
    posicion: row.position,
    titulo: row.title,
    imageKey: row.imageKey,
    imagenUrl: row.imageKey ? contentImageUrl(row.imageKey) : null,
    accion: row.action as UiItemAction,
    accionID: row.actionId,
    listAccionID: toListAccionID(ids),
    desde: row.startsAt ? row.startsAt.toISOString() : null,
    hasta: row.endsAt ? row.endsAt.toISOString() : null,
    activo: row.active,
    version: row.version,
  };
}

function toUiElement(row: ElementRow, items: UiItem[]): UiElement {
  return { id: row.id, tipo: row.kind as UiElementKind, titulo: row.title, posicion: row.position, activo: row.active, version: row.version, items };
}

/** The company's elements in order with their items in order; `activeOnly` keeps active elements and items only. */
export async function listElements(db: AppDb, companyId: number, log: ContentLog, activeOnly = false): Promise<UiElement[]> {
  const elements = await db
    .select()
    .from(uiElements)
    .where(and(eq(uiElements.companyId, companyId), activeOnly ? eq(uiElements.active, true) : undefined))
    .orderBy(asc(uiElements.position), asc(uiElements.id));
  if (elements.length === 0) return [];
  const items = await db
    .select()
    .from(uiItems)
    .where(
      and(
        eq(uiItems.companyId, companyId),
        inArray(
          uiItems.elementId,
          elements.map((e) => e.id),
        ),
        activeOnly ? eq(uiItems.active, true) : undefined,
      ),
    )
    .orderBy(asc(uiItems.position), asc(uiItems.id));
  const byElement = new Map<number, UiItem[]>();
  for (const row of items) {
    const list = byElement.get(row.elementId) ?? [];
    list.push(toUiItem(row, log));
    byElement.set(row.elementId, list);
  }
  return elements.map((row) => toUiElement(row, byElement.get(row.id) ?? []));
}

/** One element of the company with its items (NOT_FOUND otherwise). */
export async function getElement(db: AppDb, companyId: number, elementId: number, log: ContentLog): Promise<UiElement> {
  const [row] = await db.select().from(uiElements).where(and(eq(uiElements.companyId, companyId), eq(uiElements.id, elementId)));
  if (!row) throw notFound('El elemento');
  const items = await db.select().from(uiItems).where(eq(uiItems.elementId, elementId)).orderBy(asc(uiItems.position), asc(uiItems.id));
  return toUiElement(
    row,
    items.map((item) => toUiItem(item, log)),
  );
}

/** Locks the element for this transaction (its items' order and count); NOT_FOUND for another company's or none. */
export async function lockElement(tx: AppDb, companyId: number, elementId: number): Promise<ElementRow> {
  const [row] = await tx
    .select()
    .from(uiElements)
    .where(and(eq(uiElements.companyId, companyId), eq(uiElements.id, elementId)))
    .for('update');
  if (!row) throw notFound('El elemento');
  return row;
}

/** One item of the company (NOT_FOUND otherwise). */
export async function getItemRow(db: AppDb, companyId: number, itemId: number): Promise<ItemRow> {
  const [row] = await db.select().from(uiItems).where(and(eq(uiItems.companyId, companyId), eq(uiItems.id, itemId)));
  if (!row) throw notFound('El ítem');
  return row;
}
