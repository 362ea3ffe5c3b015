/**
 * Handlers of `/Sampling/*` (SU's and SA's /sampling and /sampling/productos): one company per call (requireCompany:
 * SU held to its own, SA names `empresaId`), changes once per mutationId. docs/sampling.md.
 */
import { SAMPLING_LIST_MAX, SAMPLING_USES_SHOWN } from '../../../contract/schemas/sampling';
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { samplingProducts } from './sampling-products';
import { companyCurrency, formOptions, getCampaign, listCampaignUses, listCampaigns } from './sampling-rows';
import { saveCampaign, setCampaignActive } from './sampling-save';

export const samplingListHandler: Handler<'/Sampling/List'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const listed = await listCampaigns(ctx.db, companyId, SAMPLING_LIST_MAX, ctx.now());
  return { data: { ...listed, ...(await formOptions(ctx.db, companyId)), currency: await companyCurrency(ctx.db, companyId) } };
};

export const samplingGetHandler: Handler<'/Sampling/Get'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const campaign = await getCampaign(ctx.db, companyId, input.id, ctx.now());
  return { data: { campaign, uses: await listCampaignUses(ctx.db, campaign.id, SAMPLING_USES_SHOWN) } };
};

export const samplingSaveHandler: Handler<'/Sampling/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Sampling/Save', body }, (tx) => saveCampaign(tx, user, companyId, body, now));
  return { data: result.data, mensaje: result.data.created ? 'Campaña creada.' : 'Campaña guardada.' };
};

export const samplingSetActiveHandler: Handler<'/Sampling/SetActive'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Sampling/SetActive', body }, async (tx) => ({
    campaign: await setCampaignActive(tx, user, companyId, input, now),
  }));
  return { data: result.data, mensaje: result.data.campaign.active ? 'Campaña activada.' : 'Campaña desactivada.' };
};

export const samplingProductsHandler: Handler<'/Sampling/Products'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { rows: await samplingProducts(ctx.db, companyId, ctx.now()) } };
};
