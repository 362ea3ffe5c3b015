/** `/Menu/Save`: create or edit one item of the storefront menu; its kind's target and its parent are checked. */
import { and, eq, inArray } from 'drizzle-orm';
import { MENU_DEPTH_MAX, MENU_ITEMS_MAX, menuUrlProblem, type MenuKind } from '../../../contract/schemas/menu';
import type { FieldIssue } from '../../../contract/envelope';
import type { AppDb } from '../../db/client';
import { categories, menuItems, products } from '../../db/schema/catalogue';
import { CallError, notFound } from '../../errors/call-error';
import { levelOf, lockMenu, subtreeIds, type LockedItem } from './menu-read';

export interface MenuSaveInput {
  itemId?: number | undefined;
  parentId: number | null;
  nombre: string;
  kind: MenuKind;
  categoryId?: number | undefined;
  productIds?: number[] | undefined;
  url?: string | undefined;
  active?: boolean | undefined;
}

function invalid(campo: string, codigo: string, mensaje: string): CallError {
  const issue: FieldIssue = { campo, codigo, mensaje };
  return new CallError('VALIDATION', mensaje, { reason: codigo }, [issue]);
}

/** The stored target of the item's kind; the other kinds' fields are not stored. */
async function target(tx: AppDb, companyId: number, input: MenuSaveInput): Promise<{ categoryId: number | null; productIds: number[]; url: string | null }> {
  if (input.kind === 'category') {
    if (input.categoryId === undefined) throw invalid('categoryId', 'required', 'La categoría es obligatoria para un enlace a una categoría.');
    const [category] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, input.categoryId)));
    if (!category) throw notFound('La categoría');
    return { categoryId: category.id, productIds: [], url: null };
  }
  if (input.kind === 'products') {
    const ids = [...new Set(input.productIds ?? [])];
    if (ids.length === 0) throw invalid('productIds', 'required', 'Elige al menos un producto para esta lista.');
    const found = await tx.select({ id: products.id }).from(products).where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
    if (found.length !== ids.length) throw notFound('Uno de los productos elegidos');
    return { categoryId: null, productIds: ids, url: null };
  }
  const url = input.url?.trim() ?? '';
  if (url === '') throw invalid('url', 'required', 'La dirección (URL) es obligatoria para un enlace.');
  const problem = menuUrlProblem(url);
  if (problem === 'scheme') throw invalid('url', 'menu_url_scheme', 'La dirección debe empezar por http:// o https://.');
  if (problem === 'invalid') throw invalid('url', 'menu_url_invalid', 'La dirección no es una URL válida (por ejemplo https://tienda.example/ofertas).');
  return { categoryId: null, productIds: [], url };
}

/** The parent must be the company's, not the item itself nor under it, and the result no deeper than MENU_DEPTH_MAX. */
function checkParent(items: readonly LockedItem[], itemId: number | undefined, parentId: number | null): void {
  if (parentId !== null && !items.some((item) => item.id === parentId)) throw notFound('El elemento padre del menú');
  const moved = itemId === undefined ? [] : subtreeIds(items, itemId);
  if (parentId !== null && moved.includes(parentId)) throw invalid('parentId', 'menu_cycle', 'Un elemento no puede ir dentro de sí mismo ni de uno de sus subelementos.');
  const base = itemId === undefined ? 1 : levelOf(items, itemId);
  const height = moved.length === 0 ? 1 : Math.max(...moved.map((id) => levelOf(items, id) - base + 1));
  const parentLevel = parentId === null ? 0 : levelOf(items, parentId);
  if (parentLevel + height > MENU_DEPTH_MAX) throw invalid('parentId', 'menu_too_deep', `El menú admite como máximo ${MENU_DEPTH_MAX} niveles.`);
}

const lastPosition = (items: readonly LockedItem[], parentId: number | null) =>
  items.filter((item) => item.parentId === parentId).reduce((max, item) => Math.max(max, item.position), -1);

export async function saveMenuItem(tx: AppDb, companyId: number, input: MenuSaveInput): Promise<number> {
  const items = await lockMenu(tx, companyId);
  const current = input.itemId === undefined ? undefined : items.find((item) => item.id === input.itemId);
  if (input.itemId !== undefined && !current) throw notFound('El elemento del menú');
  if (!current && items.length >= MENU_ITEMS_MAX) throw invalid('parentId', 'menu_full', `El menú admite como máximo ${MENU_ITEMS_MAX} elementos.`);
  checkParent(items, input.itemId, input.parentId);
  const values = { label: input.nombre, kind: input.kind, ...(await target(tx, companyId, input)) };
  if (!current) {
    const [row] = await tx
      .insert(menuItems)
      .values({ companyId, parentId: input.parentId, position: lastPosition(items, input.parentId) + 1, active: input.active ?? true, ...values })
      .returning({ id: menuItems.id });
    if (!row) throw new Error('menu item insert returned nothing');
    return row.id;
  }
  const moved = current.parentId !== input.parentId;
  await tx
    .update(menuItems)
    .set({ ...values, parentId: input.parentId, ...(moved ? { position: lastPosition(items, input.parentId) + 1 } : {}), ...(input.active === undefined ? {} : { active: input.active }) })
    .where(and(eq(menuItems.companyId, companyId), eq(menuItems.id, current.id)));
  return current.id;
}
