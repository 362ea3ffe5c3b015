/** Handlers of `/Menu/*` (the /menu screen): one company per call (requireCompany), changes once per mutationId. */
import { asc, eq, sql } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { categories } from '../../db/schema/catalogue';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { deleteMenuItem, reorderMenu } from './menu-changes';
import { readMenu } from './menu-read';
import { saveMenuItem } from './menu-save';

export const menuGetHandler: Handler<'/Menu/Get'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { items: await readMenu(ctx.db, companyId) } };
};

export const menuOptionsHandler: Handler<'/Menu/Options'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nombre: categories.name,
      active: categories.active,
      productCount: sql<number>`(SELECT count(*)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = "categories"."id" AND p.active)`.mapWith(Number),
    })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
  return { data: { categories: rows } };
};

export const menuSaveHandler: Handler<'/Menu/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Menu/Save', body }, async (tx) => {
    const itemId = await saveMenuItem(tx, companyId, body);
    return { itemId, items: await readMenu(tx, companyId) };
  });
  return { data: result.data, mensaje: 'Menú guardado.' };
};

export const menuDeleteHandler: Handler<'/Menu/Delete'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Menu/Delete', body }, async (tx) => {
    const deleted = await deleteMenuItem(tx, companyId, body.itemId);
    return { deleted, items: await readMenu(tx, companyId) };
  });
  return { data: result.data, mensaje: 'Elemento eliminado del menú.' };
};

export const menuReorderHandler: Handler<'/Menu/Reorder'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Menu/Reorder', body }, async (tx) => {
    await reorderMenu(tx, companyId, body.parentId, body.ids);
    return { items: await readMenu(tx, companyId) };
  });
  return { data: result.data };
};
