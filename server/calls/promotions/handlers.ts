/**
 * Handlers of `/Promo/*` (SA's /promocodes and /promotarjetas): one company per call (requireCompany), the caller held
 * to the kind its screen covers (promo-access.ts), changes once per mutationId.
 */
import { PROMO_LIST_MAX } from '../../../contract/schemas/promotions';
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { assertKindAccess } from './promo-access';
import { binRangeOptions, categoryOptions, companyCurrency, getPromotion, listPromotions, listUses } from './promo-rows';
import { savePromotion, setPromotionActive } from './promo-save';

const USES_PAGE = 50;

export const promoListHandler: Handler<'/Promo/List'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertKindAccess(user, input.kind);
  const companyId = await requireCompany(ctx.db, user, input);
  const listed = await listPromotions(ctx.db, companyId, input.kind, { q: input.q, filter: input.filter, limit: PROMO_LIST_MAX, now: ctx.now() });
  return { data: { ...listed, currency: await companyCurrency(ctx.db, companyId) } };
};

export const promoGetHandler: Handler<'/Promo/Get'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertKindAccess(user, input.kind);
  const companyId = await requireCompany(ctx.db, user, input);
  const promotion = input.promotionId === undefined ? null : await getPromotion(ctx.db, companyId, input.kind, input.promotionId, ctx.now());
  return {
    data: {
      promotion,
      categoryOptions: await categoryOptions(ctx.db, companyId),
      binRangeOptions: input.kind === 'card' ? await binRangeOptions(ctx.db, companyId) : [],
      currency: await companyCurrency(ctx.db, companyId),
    },
  };
};

export const promoSaveHandler: Handler<'/Promo/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertKindAccess(user, input.kind);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Promo/Save', body }, (tx) => savePromotion(tx, user, companyId, body, now));
  return { data: result.data, mensaje: result.data.created ? 'Promoción creada.' : 'Promoción guardada.' };
};

export const promoSetActiveHandler: Handler<'/Promo/SetActive'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertKindAccess(user, input.kind);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Promo/SetActive', body }, async (tx) => ({ promotion: await setPromotionActive(tx, user, companyId, input, now) }));
  return { data: result.data, mensaje: result.data.promotion.active ? 'Promoción activada.' : 'Promoción desactivada.' };
};

export const promoUsesHandler: Handler<'/Promo/Uses'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertKindAccess(user, input.kind);
  const companyId = await requireCompany(ctx.db, user, input);
  await getPromotion(ctx.db, companyId, input.kind, input.promotionId, ctx.now());
  return { data: await listUses(ctx.db, input.promotionId, input.limit ?? USES_PAGE, input.beforeId) };
};
