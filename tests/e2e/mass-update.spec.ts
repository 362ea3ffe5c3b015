/**
 * Issue 16 §1, the mass update (/market/actualizacion): SA raises the prices of a category by 10 %, sees every row
 * before → after in the preview, applies after a confirmation naming how many products change, finds a product's new
 * price on its page, undoes the update from the history, and the price is back.
 */
import { expect, test, type Page } from '@playwright/test';
import { divRound } from '../../contract/money';
import { apiSession } from './api';
import { login } from './helpers';

const CATEGORY = 'Panadería';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

/** "2,20" as the Spanish product form shows an amount of cents. */
const typed = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

async function expectPriceOnProductPage(page: Page, productId: number, cents: number): Promise<void> {
  await page.goto(`/market/producto/${productId}`);
  await expect(page.getByRole('textbox', { name: 'Precio sin IVA' })).toHaveValue(typed(cents));
}

test('SA raises a category by 10 %, applies, sees the new price, undoes, and the price is back', async ({ page, request }) => {
  const api = await apiSession(request, 'SA');
  const options = await api.call('/Scope/Options', {});
  const companyId = options.companies.find((c) => c.name === 'Mercado Andino')!.id;
  const filters = await api.call('/Product/ListFilters', { empresaId: companyId });
  const categoryId = filters.categories.find((c) => c.name === CATEGORY && c.parentId === null)!.id;
  const listed = await api.call('/Product/List', { empresaId: companyId, categoryId, limit: 200 });
  const product = listed.rows.find((r) => r.kind === 'simple' && r.priceCents > 0)!;
  const raised = divRound(product.priceCents * 11000, 10000);
  expect(raised).toBeGreaterThan(product.priceCents);

  await login(page, 'SA');
  await page.goto('/market/actualizacion');
  await expect(page.getByRole('heading', { name: 'Actualización masiva' })).toBeVisible();
  // No company chosen yet: the screen asks for one instead of calling.
  await expect(page.getByTestId('choose-company')).toBeVisible();
  await chooseCompany(page, 'Mercado Andino');

  // Step 1: the category's products.
  const category = page.getByRole('combobox', { name: 'Categoría', exact: true });
  await category.click();
  await category.fill(CATEGORY);
  await page.getByRole('option', { name: CATEGORY, exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: +10 % on the price without IVA.
  await expect(page.getByRole('combobox', { name: 'Cambio', exact: true })).toHaveValue('Precio en %');
  await page.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(page.getByText('Escribe un porcentaje distinto de 0, entre -100 y 1000.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Porcentaje', exact: true }).fill('10');
  await page.getByRole('button', { name: 'Ver vista previa' }).click();

  // Step 3: every row before → after, with the counts.
  const row = page.getByTestId('mass-preview-rows').locator(`[data-sku="${product.sku}"]`);
  await expect(row).toContainText(product.name);
  await expect(row).toContainText('→');
  const changing = (await page.getByTestId('mass-count-changing').innerText()).trim();
  expect(Number(changing)).toBeGreaterThan(0);
  await expect(page.getByTestId('mass-count-selected')).toHaveText(String(listed.rows.length));

  await page.getByRole('button', { name: 'Aplicar cambios' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Aplicar la actualización masiva?' });
  await expect(confirm).toContainText(`Se cambiarán ${changing} productos`);
  await confirm.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(page.getByTestId('mass-result')).toContainText(`Se actualizaron ${changing} productos.`);
  const history = page.getByTestId('mass-history-row').first();
  await expect(history).toContainText('Precio sin IVA +10');
  await expect(history).toContainText(`Categoría: ${CATEGORY}`);

  // The product's page shows the new price (and the server holds it).
  await expectPriceOnProductPage(page, product.id, raised);
  const after = await api.call('/Product/List', { empresaId: companyId, ids: [product.id] });
  expect(after.rows[0]!.priceCents).toBe(raised);

  // Undo the last one from the history (confirmed); the price is back.
  await page.goto('/market/actualizacion');
  const last = page.getByTestId('mass-history-row').first();
  await last.getByRole('button', { name: 'Deshacer' }).click();
  const undo = page.getByRole('dialog', { name: '¿Deshacer la actualización masiva?' });
  await undo.getByRole('button', { name: 'Deshacer cambios' }).click();
  await expect(page.getByText(`Se restauraron ${changing} productos.`)).toBeVisible();
  await expect(last).toContainText('Deshecha');
  await expect(last.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
  await expectPriceOnProductPage(page, product.id, product.priceCents);
});
