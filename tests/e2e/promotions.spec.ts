/**
 * Issue 18 §2, promotions (SA's screens): SA creates a promo code, finds it in the list with its value, uses and
 * state, and edits it (leaving with unsaved changes asks first); SA creates a card promotion, which needs a BIN range,
 * by picking the Banco Pichincha Visa range.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

const row = (page: Page, code: string) => page.getByTestId('promotion-row').filter({ has: page.getByRole('link', { name: code, exact: true }) });

test('SA creates a promo code, sees it listed, and edits it', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/promocodes');
  await expect(page.getByRole('heading', { name: 'Códigos promocionales' })).toBeVisible();
  await expect(row(page, 'DESCUENTO5')).toContainText('$5,00');
  await expect(row(page, 'DESCUENTO5')).toContainText('0 / 100');

  await page.getByRole('link', { name: 'Nuevo código' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nuevo código promocional' })).toBeVisible();
  // A code customers could not type is refused next to the field, before anything is sent.
  await page.getByRole('textbox', { name: 'Código' }).fill('MAL CÓDIGO');
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(page.getByText('El código solo puede tener letras sin tilde, números, guiones (-) y guiones bajos (_).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Cinco dólares menos');
  await page.getByText('Monto fijo', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Monto de descuento' }).fill('5,00');
  await page.getByRole('textbox', { name: 'Usos en total' }).fill('50');
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(page.getByRole('heading', { name: code })).toBeVisible();
  await expect(page).toHaveURL(/\/promocode\/\d+$/);
  await expect(page.getByText('Ninguna orden la ha usado todavía.')).toBeVisible();

  await page.getByRole('link', { name: 'Códigos promocionales' }).click();
  await page.getByRole('textbox', { name: 'Buscar códigos' }).fill(code.toLowerCase());
  await expect(page.getByTestId('promotion-row')).toHaveCount(1);
  await expect(row(page, code)).toContainText('$5,00');
  await expect(row(page, code)).toContainText('0 / 50');
  await expect(row(page, code)).toContainText('Vigente');

  // Edit: leaving with a change asks first; saved, the list shows the new limit.
  await row(page, code).getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: code })).toBeVisible();
  await page.getByRole('textbox', { name: 'Usos en total' }).fill('60');
  await page.getByRole('link', { name: 'Códigos promocionales' }).click();
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(page.getByText('Versión 2')).toBeVisible();
  await page.getByRole('link', { name: 'Códigos promocionales' }).click();
  await page.getByRole('textbox', { name: 'Buscar códigos' }).fill(code);
  await expect(row(page, code)).toContainText('0 / 60');
});

test('SA creates a card promotion picking a BIN range', async ({ page }) => {
  const name = `Visa E2E ${Date.now().toString(36)}`;
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/promotarjetas');
  await expect(page.getByRole('heading', { name: 'Promociones de tarjeta' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva promoción de tarjeta' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nueva promoción de tarjeta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre corto' }).fill(name);
  await page.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('15');
  // Without a BIN range it is refused at the field.
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(page.getByText('Elige al menos un rango de BIN.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Rangos de BIN' }).click();
  await page.getByRole('option', { name: /Banco Pichincha · Visa/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/promotarjeta\/\d+$/);

  await page.getByRole('link', { name: 'Promociones de tarjeta' }).click();
  await expect(row(page, name)).toContainText('15%');
  await expect(row(page, name)).toContainText('Vigente');
});
