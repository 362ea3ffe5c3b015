/** The demo storefront menu of Mercado Andino (/menu): categories, a product list and a link, one level nested. */
import type { AppDb } from '../client';
import { menuItems } from '../schema/catalogue';

type MenuSeed = { label: string; children?: MenuSeed[] } & ({ kind: 'category'; category: string } | { kind: 'products'; count: number } | { kind: 'url'; url: string });

const DEMO_MENU: MenuSeed[] = [
  { label: 'Frutas y verduras', kind: 'category', category: 'Frutas y verduras' },
  {
    label: 'Despensa',
    kind: 'category',
    category: 'Despensa',
    children: [
      { label: 'Lácteos y huevos', kind: 'category', category: 'Lácteos y huevos' },
      { label: 'Panadería', kind: 'category', category: 'Panadería' },
    ],
  },
  { label: 'Bebidas', kind: 'category', category: 'Bebidas' },
  { label: 'Ofertas de la semana', kind: 'products', count: 8 },
  { label: 'Recetas', kind: 'url', url: 'https://recetas.mercadoandino.example/' },
];

/** Inserts the demo menu for one company; `categoryIds` by category name, `productIds` in catalogue order. */
export async function seedDemoMenu(tx: Pick<AppDb, 'insert'>, companyId: number, categoryIds: ReadonlyMap<string, number>, productIds: readonly number[]): Promise<void> {
  const insert = async (items: readonly MenuSeed[], parentId: number | null) => {
    for (const [position, item] of items.entries()) {
      const [row] = await tx
        .insert(menuItems)
        .values({
          companyId,
          parentId,
          position,
          label: item.label,
          kind: item.kind,
          categoryId: item.kind === 'category' ? (categoryIds.get(item.category) ?? null) : null,
          productIds: item.kind === 'products' ? productIds.filter((_, i) => i % 5 === 0).slice(0, item.count) : [],
          url: item.kind === 'url' ? item.url : null,
        })
        .returning({ id: menuItems.id });
      if (item.children) await insert(item.children, row!.id);
    }
  };
  await insert(DEMO_MENU, null);
}
