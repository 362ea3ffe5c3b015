/**
 * Issue 18 §1, holiday IVA: an admin (SA) puts the demo's season category on a 0 % period covering today, and the shop
 * (/tienda) shows its taxed product at the price without IVA, with the usual price struck through; a second period on
 * the same day is refused next to "Desde", naming the first; deleting the period brings the usual price back. The
 * product ("Panetón navideño 900 g", category "Temporada") is seeded for this test only (docs/taxes.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

const PRODUCT = 'Panetón navideño 900 g';
const CATEGORY = 'Temporada';
const PERIOD = 'Día sin IVA de prueba';
/** $8.99 with 15 % IVA is $7.82 without it (es: decimal comma). */
const WITH_TAX = '8,99';
const WITHOUT_TAX = '7,82';

/** Today in the company's time zone, as the calendar names its day buttons ("26 noviembre 2026"). */
function todayLabel(): string {
  const parts = new Intl.DateTimeFormat('es', { timeZone: 'America/Guayaquil', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

/** The product's card on /tienda (the header's store), found by searching. */
async function shopCard(page: Page) {
  await page.goto('/tienda');
  await page.getByLabel('Buscar productos').fill('Panetón');
  const card = page.getByRole('article', { name: PRODUCT });
  await expect(card).toBeVisible();
  return card;
}

async function pickToday(page: Page, field: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Nuevo periodo' }).getByLabel(field).click();
  const day = page.getByRole('button', { name: todayLabel(), exact: true });
  await day.click();
  // The calendar closes on a choice; the next field's calendar opens only once this one is gone.
  await expect(day).toHaveCount(0);
}

test('a 0 % holiday period today takes the IVA off its category’s product in the shop, and deleting it puts it back', async ({ page }) => {
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.getByRole('combobox', { name: 'Tienda' }).click();
  await page.getByRole('option', { name: 'Andino Norte' }).click();

  let card = await shopCard(page);
  await expect(card.getByTestId('shop-price')).toContainText(WITH_TAX);

  await page.goto('/iva-feriado');
  await expect(page.getByRole('heading', { name: 'IVA en feriados' })).toBeVisible();
  await expect(page.getByTestId('standard-rate')).toContainText('15');
  const dialog = page.getByRole('dialog', { name: 'Nuevo periodo' });
  await page.getByRole('button', { name: 'Nuevo periodo' }).click();
  await dialog.getByLabel('Nombre').fill(PERIOD);
  await pickToday(page, 'Desde');
  await pickToday(page, 'Hasta');
  await dialog.getByLabel('IVA en el periodo (%)').fill('0');
  await dialog.getByLabel('Categorías', { exact: true }).click();
  await page.getByRole('option', { name: CATEGORY, exact: true }).click();
  // The list stays open for more choices: leaving the field closes it.
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('tax-holiday-row').filter({ hasText: PERIOD });
  await expect(row.getByTestId('tax-holiday-state')).toHaveText('Vigente');
  await expect(row).toContainText(CATEGORY);

  // Another period on the same day is refused next to "Desde", naming the one it overlaps.
  await page.getByRole('button', { name: 'Nuevo periodo' }).click();
  await dialog.getByLabel('Nombre').fill('Otro feriado');
  await pickToday(page, 'Desde');
  await pickToday(page, 'Hasta');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(`Las fechas se cruzan con el periodo «${PERIOD}»`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('tax-holiday-row').filter({ hasText: 'Otro feriado' })).toHaveCount(0);

  card = await shopCard(page);
  await expect(card.getByTestId('shop-price')).toContainText(WITHOUT_TAX);
  await expect(card.getByTestId('shop-normal-price')).toContainText(WITH_TAX);

  await page.goto('/iva-feriado');
  await page.getByRole('button', { name: `Eliminar ${PERIOD}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar periodo' });
  await expect(confirm).toContainText(PERIOD);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('tax-holiday-row').filter({ hasText: PERIOD })).toHaveCount(0);

  card = await shopCard(page);
  await expect(card.getByTestId('shop-price')).toContainText(WITH_TAX);
  await expect(card.getByTestId('shop-normal-price')).toHaveCount(0);
});
