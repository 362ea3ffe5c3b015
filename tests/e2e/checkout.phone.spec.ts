/**
 * Issue 18 §4/§6 on a phone: a PS shopper chooses a customer on /tienda-cliente, adds products, goes to checkout,
 * chooses a slot and cash, places the order and sees its number; the order is then in /ordenes.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';
import { sellingData } from './selling-data';

const STORE = 'Andino Norte';

async function pickOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).or(page.getByRole('textbox', { name: label })).first().tap();
  await page.getByRole('option', { name: option }).first().tap();
}

test('on a phone, a PS shopper places an order from /tienda-cliente through checkout and finds it in /ordenes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const data = await sellingData(request, 'PS', STORE);
  await login(page, 'PS');
  await page.goto('/tienda-cliente');

  // The customer, then the store the catalogue sells from.
  await page.getByRole('combobox', { name: 'Buscar cliente' }).fill(data.customer.phone);
  await page.getByRole('option', { name: data.customer.name }).tap();
  const chooseStore = page.getByTestId('choose-store');
  const catalogue = page.getByRole('searchbox', { name: 'Buscar productos' }).or(page.getByRole('textbox', { name: 'Buscar productos' })).first();
  await expect(chooseStore.or(catalogue).first()).toBeVisible();
  if (await chooseStore.isVisible()) await pickOption(page, 'Tienda del catálogo', STORE);

  // Two products, found by SKU; enough of the first for the store's minimum order.
  for (const [index, product] of data.products.entries()) {
    await catalogue.fill(product.sku);
    const add = page.getByRole('button', { name: `Agregar ${product.nombre}` });
    for (let n = 0; n < (index === 0 ? data.firstQty : 1); n += 1) await add.tap();
  }
  await page.getByRole('button', { name: /^Carrito: / }).tap();
  await page.getByRole('button', { name: 'Ir a pagar' }).tap();

  // Checkout for that customer: their cart, a zone, a day and a window, cash.
  await expect(page).toHaveURL(new RegExp(`/apps-e-commerce-checkout\\?cliente=${data.customer.id}$`));
  await expect(page.getByTestId('checkout-customer')).toContainText(data.customer.name);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await pickOption(page, 'Tienda de la orden', STORE);
  await pickOption(page, 'Zona de entrega', /^Norte/);
  await page.getByRole('radiogroup', { name: 'Día de entrega' }).locator('label').first().tap();
  await page.getByRole('radio', { name: /\d\d:\d\d–\d\d:\d\d/, disabled: false }).first().check();
  await expect(page.getByRole('radiogroup', { name: 'Dirección de entrega' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toBeVisible();

  const place = page.getByRole('button', { name: 'Realizar pedido' });
  await expect(place).toBeEnabled();
  await place.tap();
  await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 15_000 });
  const number = (await page.getByTestId('placed-order-number').textContent())?.trim() ?? '';
  expect(number).not.toBe('');

  // The order is in the orders list.
  await page.goto('/ordenes');
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(number);
  await expect(page.getByText(number, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});
