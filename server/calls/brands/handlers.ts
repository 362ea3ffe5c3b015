/** Handlers of `/Brand/*` (the /marcas screen): one company per call (requireCompany), changes once per mutationId. */
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { listBrands } from './brand-rows';
import { deleteBrand } from './brand-delete';
import { saveBrand } from './brand-save';

const DEFAULT_PAGE = 50;

export const brandListHandler: Handler<'/Brand/List'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: await listBrands(ctx.db, companyId, { q: input.q, active: input.active }, input.limit ?? DEFAULT_PAGE, input.offset ?? 0) };
};

export const brandSaveHandler: Handler<'/Brand/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Brand/Save', body }, (tx) => saveBrand(tx, companyId, body));
  return { data: result.data, mensaje: result.data.created ? 'Marca creada.' : 'Marca guardada.' };
};

export const brandDeleteHandler: Handler<'/Brand/Delete'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Brand/Delete', body }, (tx) => deleteBrand(tx, companyId, user.id, body, now));
  return { data: result.data, mensaje: 'Marca eliminada.' };
};
