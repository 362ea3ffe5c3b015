/**
 * Issue 16 §1, /market/productos: SA chooses the company, searches on the server, filters by a category (kept in the
 * URL across a reload), deactivates a product after a confirmation; a CC user reaches /cargar-productos but not
 * /market/productos.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

const table = (page: Page) => page.getByRole('table', { name: 'Productos' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('SA searches, filters by a category that survives a reload, and deactivates a product', async ({ page, request }) => {
  const api = await apiSession(request, 'SA');
  const options = await api.call('/Scope/Options', {});
  const companyId = options.companies.find((c) => c.name === 'Mercado Andino')!.id;
  const filters = await api.call('/Product/ListFilters', { empresaId: companyId });
  // A category with products, one of its products, and a product of another category.
  let category: { id: number; name: string } | undefined;
  let inside: { id: number; name: string; sku: string } | undefined;
  for (const candidate of filters.categories) {
    const listed = await api.call('/Product/List', { empresaId: companyId, categoryId: candidate.id, active: true, limit: 5 });
    if (listed.rows.length >= 2) {
      category = candidate;
      inside = listed.rows[0];
      break;
    }
  }
  expect(category && inside).toBeTruthy();
  const all = await api.call('/Product/List', { empresaId: companyId, active: true, limit: 200 });
  const outside = all.rows.find((row) => row.categoryId !== category!.id && !row.name.includes(inside!.name) && !inside!.name.includes(row.name))!;

  await login(page, 'SA');
  await page.goto('/market/productos');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  // No company chosen: the screen asks for one instead of calling.
  await expect(page.getByTestId('choose-company')).toBeVisible();
  await chooseCompany(page, 'Mercado Andino');
  await expect(table(page)).toBeVisible();

  // The server searches by SKU: one row.
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(inside!.sku);
  await expect(rowOf(page, inside!.name)).toBeVisible();
  await expect(rowOf(page, outside.name)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(inside!.sku)}`));
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(rowOf(page, outside.name)).toBeVisible();

  // The category filter goes to the URL and is still applied after a reload.
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: category!.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category!.id}(&|$)`));
  await expect(rowOf(page, inside!.name)).toBeVisible();
  await expect(rowOf(page, outside.name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveValue(new RegExp(category!.name));
  await expect(rowOf(page, inside!.name)).toBeVisible();
  await expect(rowOf(page, outside.name)).toHaveCount(0);

  // Deactivate one product: confirmed first, then shown inactive, and the server holds it.
  const row = rowOf(page, inside!.name);
  await row.getByRole('checkbox', { name: `Seleccionar ${inside!.name}` }).check();
  await expect(page.getByText('1 producto seleccionado')).toBeVisible();
  await page.getByRole('region', { name: 'Acciones sobre la selección' }).getByRole('button', { name: 'Desactivar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desactivar productos' });
  await expect(dialog).toContainText('Se desactivará 1 producto');
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Productos desactivados: 1')).toBeVisible();
  await expect(row.getByText('Inactivo')).toBeVisible();
  const after = await api.call('/Product/List', { empresaId: companyId, ids: [inside!.id] });
  expect(after.rows[0]!.active).toBe(false);

  // Put it back for the specs that follow.
  await api.call('/Product/SetActive', { empresaId: companyId, ids: [inside!.id], active: true, mutationId: crypto.randomUUID() });
});

test('a CC user reaches /cargar-productos but not /market/productos', async ({ page }) => {
  await login(page, 'CC');
  await page.goto('/cargar-productos');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No autorizado' })).toHaveCount(0);
  await page.goto('/market/productos');
  await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Productos' })).toHaveCount(0);
});
