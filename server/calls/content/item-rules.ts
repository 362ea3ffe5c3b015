/**
 * The server's checks of a UI item's fields (docs/content.md): what a tap does (`accion` with its `accionID` or
 * `listAccionID`) must name the company's own product or categories, or an https URL / app path; the window must run
 * forwards; the image must be one of the company's uploads. Answers the values to store.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ContentRefusal } from '../../../contract/schemas/content';
import { isActionUrl, LIST_ACTION_MAX, toListAccionID, tryParseListAccionID, type UiItemAction } from '../../../contract/ui-item-action';
import type { AppDb } from '../../db/client';
import { categories, products } from '../../db/schema/catalogue';
import { CallError } from '../../errors/call-error';
import { assertContentImageKey } from '../../files/content-images';

export interface ItemFields {
  titulo: string;
  imageKey: string | null;
  accion: UiItemAction;
  accionID: string;
  listAccionID: string;
  desde: string | null;
  hasta: string | null;
  activo: boolean;
}

/** What a ui_items row stores for these fields. */
export interface ItemValues {
  title: string;
  imageKey: string | null;
  action: UiItemAction;
  actionId: string;
  listActionIds: string;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

export function contentRefusal(campo: string, reason: ContentRefusal, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, { reason }, [{ campo, codigo: reason, mensaje }]);
}

const ID_TEXT = /^\d{1,10}$/;

async function companyIds(tx: AppDb, table: typeof products | typeof categories, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** `accionID` as the id of one of the company's products or categories. */
async function oneId(tx: AppDb, companyId: number, raw: string, kind: 'product' | 'category'): Promise<string> {
  const reason = kind === 'product' ? 'action_product' : 'action_category';
  const mensaje = kind === 'product' ? 'Elige un producto de esta empresa.' : 'Elige una categoría de esta empresa.';
  const id = ID_TEXT.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw contentRefusal('accionID', reason, mensaje);
  const found = await companyIds(tx, kind === 'product' ? products : categories, companyId, [id]);
  if (!found.has(id)) throw contentRefusal('accionID', reason, mensaje);
  return String(id);
}

function mustBeEmpty(campo: 'accionID' | 'listAccionID', value: string, accion: UiItemAction): void {
  if (value !== '') throw contentRefusal(campo, 'action_extra', `La acción ${accion} no lleva ${campo}: déjalo vacío.`);
}

/** The checked values to store, or a VALIDATION refusal naming the field. */
export async function checkItemFields(tx: AppDb, companyId: number, fields: ItemFields): Promise<ItemValues> {
  assertContentImageKey(fields.imageKey, companyId);
  const startsAt = fields.desde === null ? null : new Date(fields.desde);
  const endsAt = fields.hasta === null ? null : new Date(fields.hasta);
  if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime()) throw contentRefusal('hasta', 'window_order', 'El fin de la vigencia debe ser posterior a su inicio.');

  let actionId = '';
  let listActionIds = '';
  switch (fields.accion) {
    case 'PRODUCTO':
    case 'CATEGORIA':
      mustBeEmpty('listAccionID', fields.listAccionID, fields.accion);
      actionId = await oneId(tx, companyId, fields.accionID, fields.accion === 'PRODUCTO' ? 'product' : 'category');
      break;
    case 'URL':
      mustBeEmpty('listAccionID', fields.listAccionID, fields.accion);
      if (!isActionUrl(fields.accionID)) throw contentRefusal('accionID', 'action_url', 'Escribe una dirección https:// o una ruta de la app que empiece por «/».');
      actionId = fields.accionID;
      break;
    case 'CATEGORIA_OC': {
      mustBeEmpty('accionID', fields.accionID, fields.accion);
      const ids = tryParseListAccionID(fields.listAccionID);
      if (ids === null || ids.length > LIST_ACTION_MAX) {
        throw contentRefusal('listAccionID', 'action_list', `Las categorías van como IDs separados por comas (hasta ${LIST_ACTION_MAX}), por ejemplo «3,7,12».`);
      }
      if (new Set(ids).size !== ids.length) throw contentRefusal('listAccionID', 'action_list_duplicate', 'Una categoría está repetida en la lista.');
      const found = await companyIds(tx, categories, companyId, ids);
      if (ids.some((id) => !found.has(id))) throw contentRefusal('listAccionID', 'action_category', 'Una de las categorías no existe en esta empresa.');
      listActionIds = toListAccionID(ids);
      break;
    }
    case 'NINGUNA':
      mustBeEmpty('accionID', fields.accionID, fields.accion);
      mustBeEmpty('listAccionID', fields.listAccionID, fields.accion);
      break;
  }
  return { title: fields.titulo, imageKey: fields.imageKey || null, action: fields.accion, actionId, listActionIds, startsAt, endsAt, active: fields.activo };
}
