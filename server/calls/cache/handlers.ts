/** Handlers of `/Cache/List` and `/Cache/Invalidate` (SA's /cache, docs/cache.md): one company per call. */
import { CACHE_AREAS } from '../../../contract/cache-areas';
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { cacheAreasList, invalidateAreas } from './cache-areas-list';

export const cacheListHandler: Handler<'/Cache/List'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { empresaId, ...(await cacheAreasList(ctx.db, empresaId)) } };
};

export const cacheInvalidateHandler: Handler<'/Cache/Invalidate'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const areas = input.area === 'all' ? CACHE_AREAS : [input.area];
  await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Cache/Invalidate', body }, (tx) => invalidateAreas(tx, empresaId, user.id, areas));
  // The list as it is now (also for a retried request), with this process's figures.
  return { data: { empresaId, ...(await cacheAreasList(ctx.db, empresaId)) }, mensaje: input.area === 'all' ? 'Caché invalidada.' : 'Área invalidada.' };
};
