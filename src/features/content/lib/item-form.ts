/**
 * The item form's values and how they become the wire's fields (spec §3: `accion`, `accionID`, `listAccionID`, the
 * category list comma-joined and "" when empty). Dates are the pickers' local "YYYY-MM-DD HH:mm:ss" text.
 */
import dayjs from 'dayjs';
import type { CallRequest } from '../../../../contract/calls';
import type { UiItem } from '../../../../contract/schemas/content';
import { isActionUrl, parseListAccionID, toListAccionID, type UiItemAction } from '../../../../contract/ui-item-action';

export interface ItemFormValues {
  titulo: string;
  imageKey: string | null;
  imagenUrl: string | null;
  accion: UiItemAction;
  productId: number | null;
  categoryId: string | null;
  url: string;
  categoryIds: string[];
  desde: string | null;
  hasta: string | null;
  activo: boolean;
}

export type ItemFields = Omit<CallRequest<'/Administracion/SetUIItem'>['item'], 'id' | 'baseVersion'>;

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (iso: string | null) => (iso === null ? null : dayjs(iso).format(PICKER_FORMAT));
const fromPicker = (value: string | null) => (value === null || value === '' ? null : dayjs(value).toISOString());

export function initialItemValues(item: UiItem | null): ItemFormValues {
  const accion = item?.accion ?? 'NINGUNA';
  return {
    titulo: item?.titulo ?? '',
    imageKey: item?.imageKey ?? null,
    imagenUrl: item?.imagenUrl ?? null,
    accion,
    productId: accion === 'PRODUCTO' && item ? Number(item.accionID) : null,
    categoryId: accion === 'CATEGORIA' && item ? item.accionID : null,
    url: accion === 'URL' && item ? item.accionID : '',
    // A stored list that fails to parse is logged and starts empty (spec §8).
    categoryIds: accion === 'CATEGORIA_OC' && item ? parseListAccionID(item.listAccionID).map(String) : [],
    desde: toPicker(item?.desde ?? null),
    hasta: toPicker(item?.hasta ?? null),
    activo: item?.activo ?? true,
  };
}

/** The wire's fields of the form: only the chosen action's target is sent; the others are "". */
export function itemFields(values: ItemFormValues): ItemFields {
  const target: Pick<ItemFields, 'accionID' | 'listAccionID'> =
    values.accion === 'PRODUCTO'
      ? { accionID: values.productId === null ? '' : String(values.productId), listAccionID: '' }
      : values.accion === 'CATEGORIA'
        ? { accionID: values.categoryId ?? '', listAccionID: '' }
        : values.accion === 'URL'
          ? { accionID: values.url.trim(), listAccionID: '' }
          : values.accion === 'CATEGORIA_OC'
            ? { accionID: '', listAccionID: toListAccionID(values.categoryIds.map(Number)) }
            : { accionID: '', listAccionID: '' };
  return { titulo: values.titulo.trim(), imageKey: values.imageKey, accion: values.accion, ...target, desde: fromPicker(values.desde), hasta: fromPicker(values.hasta), activo: values.activo };
}

export type ItemProblem = 'titulo' | 'product' | 'category' | 'url' | 'window';

/** What the form can tell before sending (the server checks everything again). */
export function itemProblems(values: ItemFormValues): Partial<Record<'titulo' | 'accionID' | 'listAccionID' | 'hasta', ItemProblem>> {
  const problems: Partial<Record<'titulo' | 'accionID' | 'listAccionID' | 'hasta', ItemProblem>> = {};
  if (values.titulo.trim() === '') problems.titulo = 'titulo';
  if (values.accion === 'PRODUCTO' && values.productId === null) problems.accionID = 'product';
  if (values.accion === 'CATEGORIA' && !values.categoryId) problems.accionID = 'category';
  if (values.accion === 'URL' && !isActionUrl(values.url.trim())) problems.accionID = 'url';
  const fields = itemFields(values);
  if (fields.desde && fields.hasta && Date.parse(fields.desde) >= Date.parse(fields.hasta)) problems.hasta = 'window';
  return problems;
}

/** Server field names without the request's nesting ("item.titulo" → "titulo"). */
export function flatFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([campo, message]) => [campo.replace(/^item\./, ''), message]));
}
