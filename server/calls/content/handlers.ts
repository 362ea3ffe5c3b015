/**
 * Handlers of `/Administracion/*` (the /home screen, spec §7): one company per call (requireCompany: SU their own, SA
 * the one named in `empresaId`); creates apply once per mutationId; edits are checked against the version read.
 */
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type CallContext, type Handler } from '../types';
import { listElements, type ContentLog } from './content-rows';
import { createElement, deleteElement, setElement } from './element-changes';
import { createItem, deleteItem, reorderItems, setItem } from './item-changes';

/** The request's logger, as the content readers report a stored list that fails to parse. */
export function contentLog(ctx: CallContext): ContentLog {
  return { error: (details, message) => ctx.log.error(details, message) };
}

export const getUiElementsHandler: Handler<'/Administracion/GetUIElements'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: await listElements(ctx.db, companyId, contentLog(ctx)) };
};

export const createUiElementHandler: Handler<'/Administracion/CreateUIElement'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Administracion/CreateUIElement', body }, (tx) =>
    createElement(tx, companyId, user.id, input.element, contentLog(ctx)),
  );
  return { data: result.data, mensaje: 'Elemento creado.' };
};

export const setUiElementHandler: Handler<'/Administracion/SetUIElement'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const data = await ctx.db.transaction((tx) => setElement(tx, companyId, user.id, input.element, now, contentLog(ctx)));
  return { data, mensaje: 'Elemento guardado.' };
};

export const deleteUiElementHandler: Handler<'/Administracion/DeleteUIElement'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const data = await ctx.db.transaction((tx) => deleteElement(tx, companyId, input.element.id));
  return { data, mensaje: 'Elemento eliminado.' };
};

export const createUiItemHandler: Handler<'/Administracion/CreateUIItem'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Administracion/CreateUIItem', body }, (tx) =>
    createItem(tx, companyId, user.id, input.item, contentLog(ctx)),
  );
  return { data: result.data, mensaje: 'Ítem creado.' };
};

export const setUiItemHandler: Handler<'/Administracion/SetUIItem'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const data = await ctx.db.transaction((tx) => setItem(tx, companyId, user.id, input.item, now, contentLog(ctx)));
  return { data, mensaje: 'Ítem guardado.' };
};

export const deleteUiItemHandler: Handler<'/Administracion/DeleteUIItem'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const data = await ctx.db.transaction((tx) => deleteItem(tx, companyId, input.item.id));
  return { data, mensaje: 'Ítem eliminado.' };
};

export const updateElementOrderHandler: Handler<'/Administracion/UpdateElementOrderItem'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const data = await ctx.db.transaction((tx) => reorderItems(tx, companyId, input.item, contentLog(ctx)));
  return { data, mensaje: 'Orden guardado.' };
};
