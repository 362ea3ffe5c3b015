/**
 * Handlers of the intrusive banner (issue 19 §2, docs/intrusive-banner.md): SA's `/Administracion/*IntrusiveBanner*`
 * calls on one company (requireCompany; changes once per mutationId) and the shop's `/Shop/IntrusiveBanner`.
 */
import { requireCompany } from '../../auth/scope';
import { notFound } from '../../errors/call-error';
import { resolveStore } from '../../organisation/resolve-store';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { assertCompanyStore, companyStores, listBanners } from './banner-rows';
import { deleteBanner, saveBanner } from './banner-save';
import { shopBanner } from './shop-banner';

export const bannerListHandler: Handler<'/Administracion/GetIntrusiveBanners'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  if (input.tiendaId !== undefined) await assertCompanyStore(ctx.db, empresaId, input.tiendaId);
  const [rows, stores] = await Promise.all([listBanners(ctx.db, empresaId, input.tiendaId), companyStores(ctx.db, empresaId)]);
  return { data: { rows, stores, now: ctx.now().toISOString() } };
};

export const bannerSaveHandler: Handler<'/Administracion/SaveIntrusiveBanner'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Administracion/SaveIntrusiveBanner', body }, (tx) =>
    saveBanner(tx, empresaId, user.id, body, now),
  );
  return { data: result.data, mensaje: result.data.created ? 'Banner creado.' : 'Banner guardado.' };
};

export const bannerDeleteHandler: Handler<'/Administracion/DeleteIntrusiveBanner'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Administracion/DeleteIntrusiveBanner', body }, (tx) =>
    deleteBanner(tx, empresaId, body),
  );
  return { data: result.data, mensaje: 'Banner eliminado.' };
};

export const shopBannerHandler: Handler<'/Shop/IntrusiveBanner'> = async (input, ctx) => {
  // The header's store, when sent, must be the store asked about (as the shop's other reads).
  if (input.storeId !== undefined && input.storeId !== input.tiendaId) throw notFound('La tienda');
  const now = ctx.now();
  const access = await resolveStore(ctx.db, sessionUser(ctx), { empresaId: input.empresaId, storeId: input.tiendaId, warehouseId: input.warehouseId }, now);
  return { data: { banner: await shopBanner(ctx.db, access.companyId, access.storeId, input.idCliente, now) } };
};
