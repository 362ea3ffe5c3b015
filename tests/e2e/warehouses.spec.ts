/**
 * Issue 17 §2, warehouses (SA's screen): SA creates a warehouse and the header's "Bodega" selector offers it without a
 * reload; records a "received" adjustment and sees the stock and the ledger with who and why; a damaged amount above
 * the stock is refused next to the quantity and the stock stays.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

const PRODUCT = 'Arroz blanco 2 kg';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

const stockRow = (page: Page) => page.getByTestId('stock-row').filter({ hasText: PRODUCT });

test('SA creates a warehouse, adjusts its stock through the ledger, and cannot write off more than there is', async ({ page }) => {
  const name = `Bodega E2E ${Date.now().toString(36)}`;
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/bodegas');
  await expect(page.getByRole('heading', { name: 'Bodegas' })).toBeVisible();
  await expect(page.getByTestId('warehouse-row').filter({ hasText: 'Bodega Norte' })).toBeVisible();

  // Create: the app navigates to the new warehouse's page; the header's selector offers it at once.
  await page.getByRole('link', { name: 'Nueva bodega' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nueva bodega' })).toBeVisible();
  await page.getByLabel('Nombre').fill(name);
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Interoceánica km 12, Cumbayá');
  await page.getByRole('combobox', { name: 'Tiendas que atiende' }).click();
  await page.getByRole('option', { name: 'Andino Sur' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Crear bodega' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/bodega\/\d+$/);
  await page.getByRole('combobox', { name: 'Bodega' }).click();
  await expect(page.getByRole('option', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  // A "received" adjustment: the stock shows it, the ledger says who and why.
  await page.getByRole('tab', { name: 'Stock', exact: true }).click();
  await page.getByLabel('Buscar productos').fill(PRODUCT);
  await expect(stockRow(page)).toHaveCount(1);
  await expect(stockRow(page).getByTestId('stock-quantity')).toHaveText('0');
  await stockRow(page).getByRole('button', { name: `Ajustar stock de ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajustar stock' });
  await dialog.getByLabel('Cantidad recibida').fill('12');
  await dialog.getByLabel('Nota').fill('Factura 555');
  await dialog.getByRole('button', { name: 'Guardar ajuste' }).click();
  await expect(dialog).toBeHidden();
  await expect(stockRow(page).getByTestId('stock-quantity')).toHaveText('12');
  await stockRow(page).getByRole('button', { name: `Movimientos de ${PRODUCT}` }).click();
  const drawer = page.getByRole('dialog', { name: `Movimientos de ${PRODUCT}` });
  const movement = drawer.getByTestId('ledger-row');
  await expect(movement).toHaveCount(1);
  await expect(movement).toContainText('Sofía Andrade');
  await expect(movement).toContainText('Recibido');
  await expect(movement).toContainText('+12');
  await expect(movement).toContainText('Factura 555');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Damaged above the stock: refused next to the quantity, the stock stays.
  await stockRow(page).getByRole('button', { name: `Ajustar stock de ${PRODUCT}` }).click();
  await dialog.getByText('Dañado', { exact: true }).click();
  await dialog.getByLabel('Cantidad dañada').fill('20');
  await dialog.getByRole('button', { name: 'Guardar ajuste' }).click();
  await expect(dialog.getByText('No puedes dar de baja más de lo que hay: en esta bodega hay 12.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(stockRow(page).getByTestId('stock-quantity')).toHaveText('12');
  await stockRow(page).getByRole('button', { name: `Movimientos de ${PRODUCT}` }).click();
  await expect(drawer.getByTestId('ledger-row')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Back on the list, the search finds it and lives in the URL; the row counts its stocked product.
  await page.getByRole('link', { name: 'Bodegas', exact: true }).first().click();
  await page.getByLabel('Buscar bodegas').fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('warehouse-row')).toHaveCount(1);
  await expect(page.getByTestId('warehouse-row')).toContainText('Andino Sur');
});
