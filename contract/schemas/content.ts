/**
 * The storefront's content (`/home`, issue 19 §1; docs/content.md): UI elements (a banner strip, a carousel, a
 * category row), each with ordered items (image, title, what a tap does). The `/Administracion/*` calls carry spec
 * §7's payloads as written (`element`, `item`); wire names are the spec's (Spanish).
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { ACTION_URL_MAX, UI_ITEM_ACTIONS } from '../ui-item-action';

export const UI_ELEMENT_KINDS = ['banner', 'carousel', 'category_row'] as const;
export type UiElementKind = (typeof UI_ELEMENT_KINDS)[number];

export const UI_ELEMENT_TITLE_MAX = 80;
export const UI_ITEM_TITLE_MAX = 120;
/** Most elements one company may have, and items one element may hold. */
export const UI_ELEMENTS_MAX = 30;
export const UI_ITEMS_MAX = 40;

const versionSchema = z.int().check(z.minimum(1));
const imageKeySchema = z.nullable(text(z.maxLength(200)));
/** A window end: ISO datetime with offset, or null (open). */
const windowEndSchema = z.nullable(isoDateTimeSchema);

export const uiItemSchema = z.object({
  id: z.int(),
  elementoId: z.int(),
  posicion: z.int(),
  titulo: z.string(),
  imageKey: z.nullable(z.string()),
  /** The image's public URL (1024 px), or null. */
  imagenUrl: z.nullable(z.string()),
  accion: z.enum(UI_ITEM_ACTIONS),
  /** PRODUCTO / CATEGORIA: the id as text; URL: the URL; otherwise ''. */
  accionID: z.string(),
  /** CATEGORIA_OC: category IDs comma-joined; '' for none (spec §3). */
  listAccionID: z.string(),
  desde: z.nullable(z.string()),
  hasta: z.nullable(z.string()),
  activo: z.boolean(),
  version: z.int(),
});
export type UiItem = z.infer<typeof uiItemSchema>;

export const uiElementSchema = z.object({
  id: z.int(),
  tipo: z.enum(UI_ELEMENT_KINDS),
  titulo: z.string(),
  posicion: z.int(),
  activo: z.boolean(),
  version: z.int(),
  items: z.array(uiItemSchema),
});
export type UiElement = z.infer<typeof uiElementSchema>;

/** `/Administracion/GetUIElements`: the company's elements in order, each with its items in order (spec: the list). */
export const getUiElementsRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });
export const uiElementListData = z.array(uiElementSchema);

/** `/Administracion/CreateUIElement`: a new element, last in order. */
export const createUiElementRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  mutationId: mutationIdSchema,
  element: z.strictObject({
    tipo: z.enum(UI_ELEMENT_KINDS),
    titulo: trimmedText(UI_ELEMENT_TITLE_MAX),
    activo: z.optional(z.boolean()),
  }),
});
export const uiElementData = uiElementSchema;

/**
 * `/Administracion/SetUIElement`: rename, (de)activate, or move an element to `posicion` (0-based among the company's
 * elements), at the version the screen read (stale: STALE_VERSION with the current element).
 */
export const setUiElementRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  element: z.strictObject({
    id: idSchema,
    baseVersion: versionSchema,
    titulo: z.optional(trimmedText(UI_ELEMENT_TITLE_MAX)),
    activo: z.optional(z.boolean()),
    posicion: z.optional(z.int().check(z.minimum(0), z.maximum(UI_ELEMENTS_MAX))),
  }),
});

/** `/Administracion/DeleteUIElement`: the element and its items. */
export const deleteUiElementRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  element: z.strictObject({ id: idSchema }),
});
export const deletedData = z.object({ id: z.int() });

/** An item's editable fields, as `CreateUIItem` and `SetUIItem` send them. */
const itemFields = {
  titulo: trimmedText(UI_ITEM_TITLE_MAX),
  imageKey: imageKeySchema,
  accion: z.enum(UI_ITEM_ACTIONS),
  accionID: text(z.trim(), z.maxLength(ACTION_URL_MAX)),
  listAccionID: text(z.maxLength(1000)),
  desde: windowEndSchema,
  hasta: windowEndSchema,
  activo: z.boolean(),
};

/** `/Administracion/CreateUIItem`: a new item, last in its element. */
export const createUiItemRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  mutationId: mutationIdSchema,
  item: z.strictObject({ elementoId: idSchema, ...itemFields }),
});
export const uiItemData = uiItemSchema;

/** `/Administracion/SetUIItem` (spec: item, tokenSesion): every field, at the version the form read. */
export const setUiItemRequest = z.strictObject({
  item: z.strictObject({ id: idSchema, baseVersion: versionSchema, ...itemFields }),
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
});

/** `/Administracion/DeleteUIItem` (spec: tokenSesion, item). */
export const deleteUiItemRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  item: z.strictObject({ id: idSchema }),
});

/**
 * `/Administracion/UpdateElementOrderItem` (spec: tokenSesion, item): `orden` is every item id of the element, each
 * once, in the new order; every other list is refused and nothing changes.
 */
export const updateElementOrderRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  item: z.strictObject({
    elementoId: idSchema,
    orden: z.array(idSchema).check(z.maxLength(UI_ITEMS_MAX)),
  }),
});

/** Why a content change was refused (`detalle.reason` / field `codigo`), for the screen to say it in the user's language. */
export const CONTENT_REFUSALS = [
  'action_product',
  'action_category',
  'action_url',
  'action_list',
  'action_list_duplicate',
  'action_extra',
  'window_order',
  'image_key',
  'order_list',
  'too_many_items',
  'too_many_elements',
] as const;
export type ContentRefusal = (typeof CONTENT_REFUSALS)[number];

/** `/Shop/Home`: the storefront's strip — active elements with their active items in force now, in order. */
export const shopHomeRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  tiendaId: z.optional(idSchema),
});
export const shopHomeData = z.object({ elements: z.array(uiElementSchema) });
