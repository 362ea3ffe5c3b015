/**
 * Issue 18 §4, the shop (docs/shop.md): a PS shopper finds a product on /tienda by SKU with its price and
 * availability; on /tienda-cliente chooses a customer, adds products, and sees the cart count on the page and the
 * total the server priced.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';
import { sellingData } from './selling-data';

const STORE = 'Andino Norte';

/** Money as the Spanish screens show it: the figures with a decimal comma. */
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

async function pickStore(page: Page): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  const choose = page.getByTestId('choose-store');
  await expect(choose.or(search).first()).toBeVisible({ timeout: 20_000 });
  if (await choose.isVisible()) {
    await page.getByRole('textbox', { name: 'Tienda del catálogo' }).or(page.getByRole('combobox', { name: 'Tienda del catálogo' })).first().click();
    await page.getByRole('option', { name: STORE, exact: true }).click();
  }
  await expect(search).toBeVisible();
}

test('a PS shopper finds a product on /tienda by SKU with its price and availability', async ({ page, request }) => {
  const data = await sellingData(request, 'PS', STORE);
  const product = data.products[0]!;
  await login(page, 'PS');
  await page.goto('/tienda');
  await pickStore(page);
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(product.sku);
  const card = page.getByRole('article', { name: product.nombre });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('shop-price')).toContainText(amount(product.precioiva));
  // Only prices here: the cart starts on /tienda-cliente.
  await expect(page.getByRole('button', { name: `Agregar ${product.nombre}` })).toHaveCount(0);
});

test('on /tienda-cliente a PS shopper chooses a customer, adds products and sees the count and the server\'s total', async ({ page, request }) => {
  const data = await sellingData(request, 'PS', STORE);
  const [first, second] = data.products as [SellingProduct, SellingProduct];
  await login(page, 'PS');
  await page.goto('/tienda-cliente');
  await page.getByRole('combobox', { name: 'Buscar cliente' }).fill(data.customer.phone);
  await page.getByRole('option', { name: data.customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tienda-cliente\\?cliente=${data.customer.id}$`));
  await pickStore(page);
  await expect(page.getByTestId('shop-customer')).toHaveText(data.customer.name);

  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill(first.sku);
  const addFirst = page.getByRole('button', { name: `Agregar ${first.nombre}` });
  await addFirst.click();
  await addFirst.click();
  await search.fill(second.sku);
  await page.getByRole('button', { name: `Agregar ${second.nombre}` }).click();
  await expect(page.getByTestId('cart-count-badge')).toHaveText('3');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // The total is the server's pricing of this cart, with the shipping of the delivery the panel chose (the store's
  // first zone when it charges by zone).
  const api = await apiSession(request, 'PS');
  const rules = await api.call('/Shop/Slots', { tiendaId: data.storeId, dias: 1 });
  const zone = rules.shippingMode === 'zone' ? rules.zones[0] : undefined;
  const priced = await api.call('/Customer/ConsultarProductosCarritoLite', {
    idCliente: data.customer.id,
    tiendaId: data.storeId,
    productos: [
      { id: first.id, qty: 2 },
      { id: second.id, qty: 1 },
    ],
    esEnvioGratis: false,
    ...(zone ? { zonaId: zone.id } : {}),
  });
  await expect(page.getByTestId('cart-total')).toContainText(amount(priced.totalOrden), { timeout: 20_000 });

  // A reload keeps the customer's cart.
  await page.reload();
  await expect(page.getByTestId('cart-count-badge')).toHaveText('3', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps-e-commerce-checkout\\?cliente=${data.customer.id}$`));
});

type SellingProduct = Awaited<ReturnType<typeof sellingData>>['products'][number];
