/**
 * Mercado Andino's storefront content (/home, shown on /tienda): a carousel of three items (a category, several
 * categories together (CATEGORIA_OC) and a product) and a row of categories. No pictures: each item shows its title
 * until someone uploads one, which keeps the seed fast.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { toListAccionID, type UiItemAction } from '../../../contract/ui-item-action';
import type { AppDb } from '../client';
import { categories, products } from '../schema/catalogue';
import { uiElements, uiItems } from '../schema/content';

const NAMES = ['Frutas y verduras', 'Lácteos y huevos', 'Panadería', 'Bebidas', 'Despensa', 'Snacks y dulces'] as const;

export async function seedDemoContent(tx: AppDb, companyId: number, userId: number | null): Promise<void> {
  const rows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), inArray(categories.name, [...NAMES])));
  const category = (name: (typeof NAMES)[number]) => rows.find((row) => row.name === name)?.id ?? null;
  const fruit = category('Frutas y verduras');
  const [product] = fruit === null ? [] : await tx.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.companyId, companyId), eq(products.categoryId, fruit), eq(products.active, true))).orderBy(asc(products.id)).limit(1);
  const breakfast = [category('Lácteos y huevos'), category('Panadería'), category('Bebidas')].filter((id): id is number => id !== null);

  const [carousel, row] = await tx
    .insert(uiElements)
    .values([
      { companyId, kind: 'carousel', title: 'Destacados de la semana', position: 0, updatedBy: userId },
      { companyId, kind: 'category_row', title: 'Compra por categoría', position: 1, updatedBy: userId },
    ])
    .returning({ id: uiElements.id });
  type Seed = { title: string; action: UiItemAction; actionId?: string; listActionIds?: string };
  const carouselItems: Seed[] = [
    ...(fruit === null ? [] : [{ title: 'Frutas y verduras frescas', action: 'CATEGORIA' as const, actionId: String(fruit) }]),
    { title: 'Todo para el desayuno', action: 'CATEGORIA_OC', listActionIds: toListAccionID(breakfast) },
    ...(product ? [{ title: `Oferta: ${product.name}`, action: 'PRODUCTO' as const, actionId: String(product.id) }] : [{ title: 'Recetas de temporada', action: 'URL' as const, actionId: 'https://recetas.mercadoandino.example/' }]),
  ];
  const rowItems: Seed[] = NAMES.flatMap((name) => {
    const id = category(name);
    return id === null ? [] : [{ title: name, action: 'CATEGORIA' as const, actionId: String(id) }];
  });
  const values = [
    ...carouselItems.map((item, position) => ({ elementId: carousel!.id, position, ...item })),
    ...rowItems.map((item, position) => ({ elementId: row!.id, position, ...item })),
  ];
  await tx.insert(uiItems).values(values.map((item) => ({ companyId, elementId: item.elementId, position: item.position, title: item.title, action: item.action, actionId: item.actionId ?? '', listActionIds: item.listActionIds ?? '', updatedBy: userId })));
}
