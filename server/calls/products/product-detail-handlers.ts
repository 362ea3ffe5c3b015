/** Handlers of one product's page: `/Product/Get`, `/Product/Save` (once per mutationId), `/Product/History`. */
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { loadProductDetail, productFormOptions } from './product-detail-read';
import { productHistory } from './product-history';
import { saveProduct } from './product-save';

export const productGetHandler: Handler<'/Product/Get'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const [product, options] = await Promise.all([input.productId === undefined ? null : loadProductDetail(ctx.db, companyId, input.productId), productFormOptions(ctx.db, companyId)]);
  return { data: { product, options } };
};

export const productSaveHandler: Handler<'/Product/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Product/Save', body }, (tx) => saveProduct(tx, user, companyId, body, now));
  return { data: result.data };
};

export const productHistoryHandler: Handler<'/Product/History'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: await productHistory(ctx.db, companyId, input) };
};
