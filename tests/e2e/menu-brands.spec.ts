/**
 * Issue 16 §2, brands and the storefront menu (SA's screens): SA creates a brand and finds it with its product count, gives it a logo,
 * searches brands; builds menu items linking to a category and to a URL (a javascript: link refused on the spot),
 * reorders them by dragging (keyboard drag of @hello-pangea/dnd), reloads and sees the saved order.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

/** A 1×1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const brandRow = (page: Page, name: string) => page.getByTestId('brand-row').filter({ has: page.getByText(name, { exact: true }) });

test('SA creates a brand, sees it with its count, and searches brands', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const name = `Marca E2E ${suffix}`;
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/marcas');
  await expect(page.getByRole('heading', { name: 'Marcas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva marca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva marca' });
  await dialog.getByLabel('Nombre').fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Buscar marcas').fill(suffix);
  await expect(page.getByTestId('brand-row')).toHaveCount(1);
  await expect(brandRow(page, name).getByTestId('brand-count')).toHaveText('0');

  // A logo, uploaded through the file store, shows in the row.
  await brandRow(page, name).getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar marca' });
  await edit.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(brandRow(page, name).locator('img')).toHaveAttribute('src', /^\/files\/brands\//);

  // The same name in capitals is refused next to the field.
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  await dialog.getByLabel('Nombre').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ya existe una marca con ese nombre en esta empresa.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('brand-row')).toHaveCount(1);

  // A demo brand with products shows the count the server holds.
  const api = await apiSession(request, 'SA');
  const companies = await api.call('/Scope/Options', {});
  const andino = companies.companies.find((c) => c.name === 'Mercado Andino')!;
  const toni = (await api.call('/Brand/List', { empresaId: andino.id, q: 'Toni' })).rows.find((row) => row.nombre === 'Toni')!;
  expect(toni.productCount).toBeGreaterThan(0);
  await page.getByLabel('Buscar marcas').fill('toni');
  await expect(brandRow(page, 'Toni').getByTestId('brand-count')).toHaveText(String(toni.productCount));
  await expect(brandRow(page, name)).toHaveCount(0);
});

/** The names of the menu's top-level items, in order. */
function topLevelNames(page: Page) {
  return page.locator('[aria-label="Menú de la tienda"] > [role="listitem"] > [data-testid="menu-item-row"] [data-testid="menu-item-name"]');
}

test('SA builds menu items to a category and a URL, reorders them by drag, and the order survives a reload', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const meat = `Carnes ${suffix}`;
  const blog = `Recetas ${suffix}`;
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menú de la tienda' })).toBeVisible();
  // The demo menu is there.
  await expect(topLevelNames(page).first()).toHaveText('Frutas y verduras');

  // A link to a category.
  await page.getByRole('button', { name: 'Nuevo elemento' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo elemento del menú' });
  await drawer.getByLabel('Nombre').fill(meat);
  const category = drawer.getByRole('combobox', { name: 'Categoría', exact: true });
  await category.click();
  await category.fill('Carnes');
  await page.getByRole('option', { name: /^Carnes y aves/ }).click();
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();
  const meatRow = page.getByTestId('menu-item-row').filter({ hasText: meat });
  await expect(meatRow).toContainText(/Categoría Carnes y aves · \d+ productos/);

  // A link to a URL: javascript: is refused next to the field, https is saved.
  await page.getByRole('button', { name: 'Nuevo elemento' }).click();
  await drawer.getByLabel('Nombre').fill(blog);
  await drawer.getByText('Enlace', { exact: true }).click();
  await drawer.getByLabel('Dirección (URL)').fill('javascript:alert(1)');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer.getByText('La dirección debe empezar por http:// o https://.')).toBeVisible();
  await drawer.getByLabel('Dirección (URL)').fill('https://recetas.example/semana');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();

  const names = topLevelNames(page);
  await expect(names.last()).toHaveText(blog);
  const before = await names.allTextContents();
  expect(before.slice(-2)).toEqual([meat, blog]);

  // Drag the URL item above the category item (space lifts, arrow moves, space drops).
  const saved = page.waitForResponse((response) => response.url().includes('/api/middleware') && (response.request().postData() ?? '').includes('/Menu/Reorder'));
  await page.getByRole('button', { name: `Arrastrar ${blog}` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  const expected = [...before.slice(0, -2), blog, meat];
  await expect(names).toHaveText(expected);
  expect((await (await saved).json()).bOk).toBe(true);

  await page.reload();
  await expect(names).toHaveText(expected);
  // The preview shows the storefront's order too.
  const preview = page.getByTestId('menu-preview-desktop');
  await expect(preview.getByText(blog)).toBeVisible();
});
