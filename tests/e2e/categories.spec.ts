/**
 * Issue 16 §2: SA works on Mercado Andino's category tree (/categorias): creates a subcategory, reorders it among its
 * siblings by mouse dragging and by hello-pangea's keyboard dragging (Space, arrow, Space), and the order survives a
 * reload; trying to delete a category with products is told why (and where its products could go). Then SA sets
 * which categories a store shows, and in what order (/store-categories), with a warning before leaving unsaved.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).or(page.getByRole('textbox', { name: 'Empresa' })).first().click();
  await page.getByRole('option', { name }).click();
}

/** Waits for a call's successful answer (the screen already shows the change). */
function saved(page: Page, path: string) {
  return page.waitForResponse((response) => response.url().endsWith('/api/middleware') && (response.request().postData() ?? '').includes(path) && response.ok());
}

/** The names of the tree's rows in screen order, only those in `among`. */
async function order(page: Page, among: readonly string[]): Promise<string[]> {
  const names = await page.getByTestId('category-name').allTextContents();
  return names.filter((name) => among.includes(name));
}

/** Drags `handle` by `rows` rows with the mouse (negative: up), in small steps as a hand would. */
async function mouseDrag(page: Page, handle: Locator, rows: number, rowHeight: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past hello-pangea's sloppy-click threshold first, then to the target.
  await page.mouse.move(x, y + Math.sign(rows) * 8, { steps: 4 });
  await page.mouse.move(x, y + rows * rowHeight, { steps: 20 });
  await page.mouse.up();
}

const DRINKS = ['Aguas', 'Gaseosas', 'Jugos', 'Energizantes'];

test('SA creates a subcategory, reorders it by mouse and keyboard, reloads, and cannot delete a category with products', async ({ page }) => {
  await login(page, 'SA');
  await page.goto('/categorias');
  await expect(page.getByRole('heading', { name: 'Categorías', exact: true })).toBeVisible();
  // No company chosen yet: the screen asks for one instead of calling.
  await expect(page.getByTestId('choose-company')).toBeVisible();
  await chooseCompany(page, 'Mercado Andino');
  await page.getByRole('button', { name: 'Expandir Bebidas' }).click();
  await expect.poll(() => order(page, DRINKS)).toEqual(['Aguas', 'Gaseosas', 'Jugos']);

  // A new subcategory lands at the end of its siblings.
  await page.getByRole('button', { name: 'Acciones de Bebidas' }).click();
  await page.getByRole('menuitem', { name: 'Añadir subcategoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva subcategoría de Bebidas' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Energizantes');
  const created = saved(page, '/Category/Save');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await created;
  await expect(dialog).toBeHidden();
  await expect.poll(() => order(page, DRINKS)).toEqual(['Aguas', 'Gaseosas', 'Jugos', 'Energizantes']);

  // Mouse: "Energizantes" dragged a bit over three rows up (its centre still inside the list), to the top of its siblings.
  const rowHeight = (await page.getByTestId('category-row').filter({ hasText: 'Aguas' }).boundingBox())!.height;
  const dragged = saved(page, '/Category/Reorder');
  await mouseDrag(page, page.getByRole('button', { name: 'Arrastrar Energizantes' }), -3.4, rowHeight);
  await dragged;
  await expect.poll(() => order(page, DRINKS)).toEqual(['Energizantes', 'Aguas', 'Gaseosas', 'Jugos']);

  // Keyboard: "Aguas" lifted with Space, one row up, dropped with Space.
  const keyed = saved(page, '/Category/Reorder');
  await page.getByRole('button', { name: 'Arrastrar Aguas' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await keyed;
  await expect.poll(() => order(page, DRINKS)).toEqual(['Aguas', 'Energizantes', 'Gaseosas', 'Jugos']);

  // The buttons reorder too: "Jugos" one up.
  const stepped = saved(page, '/Category/Reorder');
  await page.getByRole('button', { name: 'Subir Jugos' }).click();
  await stepped;
  await expect.poll(() => order(page, DRINKS)).toEqual(['Aguas', 'Energizantes', 'Jugos', 'Gaseosas']);

  await page.reload();
  await page.getByRole('button', { name: 'Expandir Bebidas' }).click();
  await expect.poll(() => order(page, DRINKS)).toEqual(['Aguas', 'Energizantes', 'Jugos', 'Gaseosas']);

  // A category with products: the dialog says how many and asks where they go; deleting waits for that choice.
  await page.getByRole('button', { name: 'Acciones de Panadería' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar Panadería' });
  await expect(remove.getByTestId('delete-reason')).toHaveText(/Tiene \d+ productos: elige a qué categoría moverlos antes de eliminarla\./);
  await expect(remove.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  await expect(remove.getByRole('textbox', { name: 'Mover los productos a' }).or(remove.getByRole('combobox', { name: 'Mover los productos a' })).first()).toBeVisible();
  await remove.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('category-name').filter({ hasText: /^Panadería$/ })).toBeVisible();
});

test("SA sets a store's categories: hides one, moves another, is warned before leaving unsaved, saves, and it stays", async ({ page }) => {
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/store-categories');
  await expect(page.getByRole('heading', { name: 'Categorías por tienda' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Categorías de la tienda' });
  // The demo store's own order: the bakery first, pet food hidden.
  await expect(list.getByRole('checkbox').first()).toHaveAccessibleName('Panadería');
  await expect(list.getByRole('checkbox', { name: 'Mascotas' })).not.toBeChecked();
  const topNames = async () => (await list.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent ?? ''))).slice(0, 3);
  expect(await topNames()).toEqual(['Panadería', 'Frutas y verduras', 'Lácteos y huevos']);

  await list.getByRole('checkbox', { name: 'Limpieza' }).uncheck();
  // Keyboard drag: "Frutas y verduras" up above the bakery.
  await list.getByRole('button', { name: 'Arrastrar Frutas y verduras' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(topNames).toEqual(['Frutas y verduras', 'Panadería', 'Lácteos y huevos']);
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeVisible();

  // Leaving asks first; staying keeps the changes.
  await page.getByRole('navigation', { name: 'Menú principal' }).locator('a[data-screen="dashboard"]').first().evaluate((link: HTMLElement) => link.click());
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/store-categories/);
  expect(await topNames()).toEqual(['Frutas y verduras', 'Panadería', 'Lácteos y huevos']);

  const stored = saved(page, '/StoreCategory/Set');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await stored;
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeHidden();
  await page.reload();
  await expect.poll(topNames).toEqual(['Frutas y verduras', 'Panadería', 'Lácteos y huevos']);
  await expect(list.getByRole('checkbox', { name: 'Limpieza' })).not.toBeChecked();
  await expect(list.getByRole('checkbox', { name: 'Bebidas' })).toBeChecked();
});
