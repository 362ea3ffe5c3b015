/**
 * Issue 17 §6, "Mi menú": a cashier marks a product out of stock today at a store, and the picker sees "Agotado hoy
 * en la tienda" on that line of an order of that store; a call-center user sees Mi menú read-only. Then the cashier's
 * store form (/store/cajero/editar/:id) lists it as out of stock today and takes it back.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

async function chooseStore(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('combobox', { name: 'Tienda' }).or(page.getByRole('banner').getByRole('textbox', { name: 'Tienda' })).first().click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('a cashier marks a product out of stock today in Mi menú and the picker sees it on the order', async ({ browser, request }) => {
  const picker = await apiSession(request, 'PK');
  const { rows } = await picker.call('/Picking/List', {});
  const row = rows.find((r) => r.status === 'confirmada');
  if (!row) throw new Error('no confirmed order for the picker');
  const { order } = await picker.call('/Picking/Get', { orderId: row.id });
  await picker.call('/Picking/Take', { orderId: order.id, baseVersion: order.version, mutationId: crypto.randomUUID() });
  const line = order.lines[0]!;

  const cashier = await browser.newPage();
  await login(cashier, 'CA');
  await cashier.goto('/mi-menu');
  await chooseStore(cashier, order.storeName);
  await cashier.getByRole('textbox', { name: 'Buscar en Mi menú' }).fill(line.sku);
  const outSwitch = cashier.getByRole('switch', { name: `Agotado hoy: ${line.name}` });
  await expect(outSwitch).not.toBeChecked({ timeout: 20_000 });
  // A cashier marks out of stock; availability and the store price are the managers'.
  await expect(cashier.getByRole('switch', { name: `Disponible en la tienda: ${line.name}` })).toHaveCount(0);
  await outSwitch.click();
  await expect(outSwitch).toBeChecked();

  const pickerPage = await browser.newPage();
  await login(pickerPage, 'PK');
  await pickerPage.goto(`/picking/orden/${order.id}`);
  const card = pickerPage.locator(`[data-testid="pick-line"][data-line-id="${line.id}"]`);
  await expect(card.getByText('Agotado hoy en la tienda')).toBeVisible({ timeout: 20_000 });
  // Only that line.
  await expect(pickerPage.getByText('Agotado hoy en la tienda')).toHaveCount(1);

  // The cashier's store form lists it and takes it back.
  await cashier.goto(`/store/cajero/editar/${order.storeId}`);
  const outList = cashier.getByRole('list', { name: 'Productos agotados hoy' });
  await expect(outList.getByText(line.name)).toBeVisible({ timeout: 20_000 });
  await cashier.getByRole('button', { name: `Quitar ${line.name} de agotados` }).click();
  await expect(cashier.getByText('Nada marcado como agotado hoy. Busca un producto para marcarlo.')).toBeVisible();
  // The picking screen reads the order again on its own schedule (kept 20 s, ADR 006); the server says it already.
  const again = await picker.call('/Picking/Get', { orderId: order.id });
  expect(again.order.lines.find((l) => l.id === line.id)?.storeOutToday).toBe(false);
});

test('a call-center user sees Mi menú read-only and the server refuses their change', async ({ page, request }) => {
  await login(page, 'CC');
  await page.goto('/mi-menu');
  await chooseStore(page, 'Andino Sur');
  await expect(page.getByTestId('menu-read-only')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-product-id]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Precio en la tienda: / })).toHaveCount(0);

  const callCenter = await apiSession(request, 'CC');
  const { stores } = await callCenter.call('/Scope/Options', {});
  const sur = stores.find((store) => store.name === 'Andino Sur')!;
  const { rows } = await callCenter.call('/MyMenu/List', { storeId: sur.id, limit: 1 });
  await expect(callCenter.call('/MyMenu/SetOutOfStock', { storeId: sur.id, productId: rows[0]!.productId, outOfStockToday: true, mutationId: crypto.randomUUID() })).rejects.toThrow(/refused/);
});
