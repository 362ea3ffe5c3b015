/**
 * Handlers of `/Store/*` (/store and its forms): one company per call, a CA held to the stores their warehouse serves
 * (resolveStore), changes once per mutationId.
 */
import { requireCompany, resolveScope } from '../../auth/scope';
import { resolveStore } from '../../organisation/resolve-store';
import { listRecordChanges } from '../../organisation/record-changes';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { listStores, loadStoreDetail, storeFormOptions } from './store-read';
import { setStoreOpen } from './store-open';
import { saveStore } from './store-save';

const HISTORY_PAGE = 50;

export const storeListHandler: Handler<'/Store/List'> = async (input, ctx) => {
  const scope = await resolveScope(ctx.db, sessionUser(ctx), input);
  return { data: { rows: await listStores(ctx.db, scope, { q: input.q, open: input.open, active: input.active }, ctx.now()) } };
};

export const storeGetHandler: Handler<'/Store/Get'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  if (input.storeId !== undefined) await resolveStore(ctx.db, user, { empresaId: companyId, storeId: input.storeId }, ctx.now());
  const [store, options] = await Promise.all([input.storeId === undefined ? null : loadStoreDetail(ctx.db, companyId, input.storeId), storeFormOptions(ctx.db, companyId)]);
  return { data: { store, options } };
};

export const storeSaveHandler: Handler<'/Store/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  if (input.storeId !== undefined) await resolveStore(ctx.db, user, { empresaId: companyId, storeId: input.storeId }, now);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Store/Save', body }, (tx) => saveStore(tx, user, companyId, body, now));
  return { data: result.data, mensaje: result.data.created ? 'Tienda creada.' : 'Tienda guardada.' };
};

export const storeHistoryHandler: Handler<'/Store/History'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  await resolveStore(ctx.db, user, { empresaId: companyId, storeId: input.storeId }, ctx.now());
  return { data: await listRecordChanges(ctx.db, 'store', input.storeId, input.limit ?? HISTORY_PAGE, input.beforeId) };
};

export const storeSetOpenHandler: Handler<'/Store/SetOpen'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  // A CA only for the stores their warehouse serves (NOT_FOUND otherwise).
  await resolveStore(ctx.db, user, { empresaId: companyId, storeId: input.storeId }, now);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Store/SetOpen', body }, (tx) => setStoreOpen(tx, user, companyId, body, now));
  return { data: result.data, mensaje: result.data.open ? 'Tienda abierta.' : 'Tienda cerrada.' };
};
