/**
 * Creating, renaming, (de)activating, moving and deleting UI elements. A company's elements are changed one
 * transaction at a time (a lock on the company's row that leaves its other writes alone), so positions stay 0…n-1.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { UI_ELEMENTS_MAX, type UiElement, type UiElementKind } from '../../../contract/schemas/content';
import type { AppDb } from '../../db/client';
import { uiElements } from '../../db/schema/content';
import { companies } from '../../db/schema/tenancy';
import { CallError } from '../../errors/call-error';
import { getElement, listElements, lockElement, type ContentLog } from './content-rows';
import { contentRefusal } from './item-rules';

async function lockCompanyElements(tx: AppDb, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

/** Writes the positions of `ids` as their index (only those that change). */
async function renumber(tx: AppDb, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE ui_elements e SET position = o.pos - 1
    FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, pos)
    WHERE e.id = o.id AND e.company_id = ${companyId} AND e.position <> o.pos - 1`);
}

async function orderedIds(tx: AppDb, companyId: number): Promise<number[]> {
  const rows = await tx.select({ id: uiElements.id }).from(uiElements).where(eq(uiElements.companyId, companyId)).orderBy(asc(uiElements.position), asc(uiElements.id));
  return rows.map((row) => row.id);
}

export async function createElement(tx: AppDb, companyId: number, userId: number, element: { tipo: UiElementKind; titulo: string; activo?: boolean | undefined }, log: ContentLog): Promise<UiElement> {
  await lockCompanyElements(tx, companyId);
  const [existing] = await tx.select({ n: count() }).from(uiElements).where(eq(uiElements.companyId, companyId));
  const n = existing?.n ?? 0;
  if (n >= UI_ELEMENTS_MAX) throw new CallError('VALIDATION', `Una empresa puede tener hasta ${UI_ELEMENTS_MAX} elementos. Elimina alguno antes de crear otro.`, { reason: 'too_many_elements' });
  const [row] = await tx
    .insert(uiElements)
    .values({ companyId, kind: element.tipo, title: element.titulo, active: element.activo ?? true, position: n, updatedBy: userId })
    .returning({ id: uiElements.id });
  if (!row) throw new Error('ui element insert returned nothing');
  return getElement(tx, companyId, row.id, log);
}

export interface SetElementInput {
  id: number;
  baseVersion: number;
  titulo?: string | undefined;
  activo?: boolean | undefined;
  posicion?: number | undefined;
}

/** Changes one element at the version the screen read; answers every element (a move renumbers the others). */
export async function setElement(tx: AppDb, companyId: number, userId: number, input: SetElementInput, now: Date, log: ContentLog): Promise<UiElement[]> {
  await lockCompanyElements(tx, companyId);
  const row = await lockElement(tx, companyId, input.id);
  if (row.version !== input.baseVersion) {
    const current = await getElement(tx, companyId, input.id, log);
    throw new CallError('STALE_VERSION', `Otra persona cambió este elemento mientras lo editabas (versión ${row.version}, tú partiste de la ${input.baseVersion}). Tu cambio no se guardó.`, { current });
  }
  await tx
    .update(uiElements)
    .set({
      ...(input.titulo === undefined ? {} : { title: input.titulo }),
      ...(input.activo === undefined ? {} : { active: input.activo }),
      version: sql`${uiElements.version} + 1`,
      updatedBy: userId,
      updatedAt: now,
    })
    .where(and(eq(uiElements.companyId, companyId), eq(uiElements.id, input.id)));
  if (input.posicion !== undefined) {
    const ids = (await orderedIds(tx, companyId)).filter((id) => id !== input.id);
    ids.splice(Math.min(input.posicion, ids.length), 0, input.id);
    await renumber(tx, companyId, ids);
  }
  return listElements(tx, companyId, log);
}

/** Deletes an element with its items (cascade) and closes the gap in the order. */
export async function deleteElement(tx: AppDb, companyId: number, elementId: number): Promise<{ id: number }> {
  await lockCompanyElements(tx, companyId);
  await lockElement(tx, companyId, elementId);
  await tx.delete(uiElements).where(and(eq(uiElements.companyId, companyId), eq(uiElements.id, elementId)));
  await renumber(tx, companyId, await orderedIds(tx, companyId));
  return { id: elementId };
}

export function refuseTooMany(max: number): CallError {
  return contentRefusal('elementoId', 'too_many_items', `Un elemento puede tener hasta ${max} ítems. Elimina alguno antes de agregar otro.`);
}
