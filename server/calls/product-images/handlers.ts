/** `/Product/Images` (a product's images) and `/Product/SetImages` (reorder, delete; files removed after commit). */
import { readProductImages, removeImageFiles, setProductImages } from '../../files/product-images';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

export const productImagesHandler: Handler<'/Product/Images'> = async (input, ctx) => {
  return { data: await readProductImages(ctx.db, sessionUser(ctx), input.productId) };
};

export const productSetImagesHandler: Handler<'/Product/SetImages'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Product/SetImages', body }, (tx) => setProductImages(tx, user, body, now));
  // After the commit: a rolled-back change must not lose files its rows still name. A replay removes nothing new.
  if (result.applied) await removeImageFiles(ctx.files, result.data.removed, ctx.log);
  return { data: result.data.data };
};
