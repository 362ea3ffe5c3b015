/**
 * `/Category/Save`: create, rename, move (a new parent), set the aisle position, activate or deactivate. Runs once
 * per mutationId, under the company's tree lock: names unique among siblings, no category under itself or a
 * descendant.
 */
import { and, eq } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { assertUniqueAmongSiblings, categoryRefusal, isSelfOrDescendant, loadCategory, lockCompanyTree, nextPosition, readCategoryTree } from '../../catalogue/category-tree';
import type { AppDb } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

type SaveInput = Parameters<Handler<'/Category/Save'>>[0];

async function create(tx: AppDb, companyId: number, input: SaveInput): Promise<number> {
  if (input.name === undefined) throw categoryRefusal('name_required', 'Escribe el nombre de la categoría.', 'name');
  const parentId = input.parentId ?? null;
  const parent = parentId === null ? null : await loadCategory(tx, companyId, parentId, 'La categoría padre');
  await assertUniqueAmongSiblings(tx, companyId, parentId, input.name, null);
  const [row] = await tx
    .insert(categories)
    .values({
      companyId,
      parentId,
      name: input.name,
      position: await nextPosition(tx, companyId, parentId),
      // A child starts in its parent's aisle (picking walks it there).
      aisleOrder: input.aisleOrder ?? parent?.aisleOrder ?? 0,
      active: input.active ?? true,
    })
    .returning({ id: categories.id });
  return row!.id;
}

async function update(tx: AppDb, companyId: number, id: number, input: SaveInput): Promise<void> {
  const current = await loadCategory(tx, companyId, id);
  const parentId = input.parentId === undefined ? current.parentId : input.parentId;
  const moved = parentId !== current.parentId;
  if (moved && parentId !== null) {
    await loadCategory(tx, companyId, parentId, 'La categoría padre');
    if (await isSelfOrDescendant(tx, companyId, id, parentId)) {
      throw categoryRefusal('cycle', 'Una categoría no puede quedar dentro de sí misma ni de una de sus subcategorías.', 'parentId');
    }
  }
  const name = input.name ?? current.name;
  if (moved || name.toLowerCase() !== current.name.toLowerCase()) await assertUniqueAmongSiblings(tx, companyId, parentId, name, id);
  await tx
    .update(categories)
    .set({
      name,
      parentId,
      ...(moved ? { position: await nextPosition(tx, companyId, parentId) } : {}),
      ...(input.aisleOrder !== undefined ? { aisleOrder: input.aisleOrder } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    })
    .where(and(eq(categories.id, id), eq(categories.companyId, companyId)));
}

export const categorySaveHandler: Handler<'/Category/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Category/Save', body: input }, async (tx) => {
    await lockCompanyTree(tx, companyId);
    const id = input.id === undefined ? await create(tx, companyId, input) : (await update(tx, companyId, input.id, input), input.id);
    return { id, categories: await readCategoryTree(tx, companyId), movedProducts: 0 };
  });
  return { data, mensaje: input.id === undefined ? 'Categoría creada.' : 'Categoría guardada.' };
};
