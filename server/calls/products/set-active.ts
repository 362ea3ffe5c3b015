/**
 * `/Product/SetActive`: activates or deactivates the named products of the caller's company in one transaction,
 * each change audited (source 'active') and its version bumped. An id of another company (or none at all) refuses
 * the whole request as NOT_FOUND, nothing changed. Exactly once per `mutationId`.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { productSetActiveData } from '../../../contract/schemas/product-active';
import type { AuthUser } from '../../auth/auth-user';
import { requireCompany } from '../../auth/scope';
import { recordProductChanges } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { notFound } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

type SetActiveData = z.infer<typeof productSetActiveData>;

async function setActive(tx: AppDb, user: AuthUser, companyId: number, ids: readonly number[], active: boolean, now: Date): Promise<SetActiveData> {
  const wanted = [...new Set(ids)];
  // Locked in id order, so two bulk changes over the same products cannot deadlock.
  const found = await tx
    .select({ id: products.id, active: products.active, version: products.version })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, wanted)))
    .orderBy(asc(products.id))
    .for('update');
  if (found.length !== wanted.length) throw notFound('Uno de los productos');
  const toChange = found.filter((row) => row.active !== active).map((row) => row.id);
  const changed = toChange.length
    ? await tx
        .update(products)
        .set({ active, version: sql`${products.version} + 1`, updatedBy: user.id, updatedAt: now })
        .where(and(eq(products.companyId, companyId), inArray(products.id, toChange)))
        .returning({ id: products.id, version: products.version })
    : [];
  await recordProductChanges(
    tx,
    toChange.map((productId) => ({ companyId, productId, userId: user.id, at: now, source: 'active' as const, changes: { active: [!active, active] } })),
  );
  const newVersion = new Map(changed.map((row) => [row.id, row.version]));
  return {
    changed: changed.length,
    products: found.map((row) => ({ id: row.id, active, version: newVersion.get(row.id) ?? row.version })),
  };
}

export const setActiveHandler: Handler<'/Product/SetActive'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Product/SetActive', body }, (tx) =>
    setActive(tx, user, companyId, input.ids, input.active, now),
  );
  const count = result.data.changed;
  return { data: result.data, mensaje: count === 1 ? 'Se actualizó 1 producto.' : `Se actualizaron ${count} productos.` };
};
