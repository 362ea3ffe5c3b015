/**
 * Demo subcategories and the storefront categories of Mercado Andino's "Andino Norte" (/categorias,
 * /store-categories): a few children under Bebidas and Snacks y dulces (their aisles right after the parent's), and
 * a store order that starts with the bakery and hides pet food.
 */
import type { AppDb } from '../client';
import { categories, storeCategories } from '../schema/catalogue';

const CHILDREN: Record<string, readonly string[]> = {
  Bebidas: ['Aguas', 'Gaseosas', 'Jugos'],
  'Snacks y dulces': ['Chocolates', 'Galletas'],
};
const STORE_FIRST = ['Panadería', 'Frutas y verduras', 'Lácteos y huevos'];
const STORE_HIDDEN = ['Mascotas'];

export async function seedDemoCategories(tx: Pick<AppDb, 'insert'>, companyId: number, storeId: number, topLevel: ReadonlyArray<{ id: number; name: string; aisleOrder: number }>): Promise<void> {
  for (const parent of topLevel) {
    const names = CHILDREN[parent.name];
    if (!names) continue;
    await tx.insert(categories).values(names.map((name, position) => ({ companyId, parentId: parent.id, name, position, aisleOrder: parent.aisleOrder + position + 1 })));
  }
  const ordered = [...STORE_FIRST.flatMap((name) => topLevel.filter((c) => c.name === name)), ...topLevel.filter((c) => !STORE_FIRST.includes(c.name))];
  await tx.insert(storeCategories).values(ordered.map((c, position) => ({ storeId, categoryId: c.id, companyId, position, visible: !STORE_HIDDEN.includes(c.name) })));
}
