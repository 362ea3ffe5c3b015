/**
 * Issue 18 §4/§6: a call-center agent takes a phone order for an existing customer with a promo code, with the
 * keyboard, and a dispatcher of the selling warehouse (Bodega Norte) sees its card appear on the kanban in another
 * browser without reloading.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';
import { findKanbanCard } from './kanban-helpers';
import { sellingData } from './selling-data';

/** Andino Norte sells from Bodega Norte, the warehouse DE is bound to. */
const STORE = 'Andino Norte';
const PROMO = 'BIENVENIDA10';

/** Chooses an option of a Mantine select by its label. */
async function pickOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).or(page.getByRole('textbox', { name: label })).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Resolves once the page's realtime socket has been answered `ready`. */
function realtimeReady(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().endsWith('/api/realtime'), timeout: 20_000 })
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"'), timeout: 20_000 }));
}

test('a CC agent places a phone order with a promo code and it appears on the DE kanban', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const data = await sellingData(request, 'CC', STORE);
  const dispatcherContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const dispatcher = await dispatcherContext.newPage();
  try {
    // The dispatcher's board is open and listening before the order is placed.
    const listening = realtimeReady(dispatcher);
    await login(dispatcher, 'DE');
    if (!dispatcher.url().endsWith('/ordenes-kanban')) await dispatcher.goto('/ordenes-kanban');
    await listening;

    await login(page, 'CC');
    await page.goto('/call-center');
    await expect(page.getByRole('heading', { name: 'Call center', level: 1 })).toBeVisible();

    // 1. The customer, by phone: the type-ahead has the focus; Enter takes the first match.
    const customerSearch = page.getByRole('combobox', { name: 'Buscar cliente' });
    await expect(customerSearch).toBeFocused();
    await customerSearch.fill(data.customer.phone);
    await expect(page.getByTestId('customer-match').first()).toContainText(data.customer.name);
    await customerSearch.press('Enter');
    await expect(page.getByTestId('call-customer')).toContainText(data.customer.name);

    // 2. Their default address is chosen.
    await expect(page.getByRole('radiogroup', { name: 'Dirección de entrega' }).getByRole('radio', { checked: true })).toHaveCount(1);

    // 3. The store, its zone, a day and a window with places.
    await pickOption(page, 'Tienda de la orden', STORE);
    await pickOption(page, 'Zona de entrega', /^Norte/);
    await page.getByRole('radiogroup', { name: 'Día de entrega' }).locator('label').first().click();
    await page.getByRole('radio', { name: /\d\d:\d\d–\d\d:\d\d/, disabled: false }).first().check();

    // 4. Products by SKU with the keyboard: a quantity, then Enter adds the match.
    const productSearch = page.getByRole('combobox', { name: 'Buscar producto' });
    await page.getByRole('textbox', { name: 'Cantidad', exact: true }).fill(String(data.firstQty));
    await productSearch.fill(data.products[0]!.sku);
    await expect(page.getByTestId('product-match').first()).toContainText(data.products[0]!.nombre);
    await productSearch.press('ArrowDown');
    await productSearch.press('Enter');
    await expect(productSearch).toBeFocused();
    await productSearch.fill(data.products[1]!.sku);
    await expect(page.getByTestId('product-match').first()).toContainText(data.products[1]!.nombre);
    await productSearch.press('Enter');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: `Cantidad de ${data.products[0]!.nombre}` })).toHaveValue(String(data.firstQty));

    // The promo code: the server applies it and the cart shows it with its discount.
    const totalBefore = await page.getByTestId('cart-total').textContent();
    await page.getByRole('textbox', { name: 'Código promocional' }).fill(PROMO);
    await page.getByRole('textbox', { name: 'Código promocional' }).press('Enter');
    await expect(page.getByTestId('cart-promotion')).toContainText(PROMO);
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    await expect(page.getByTestId('cart-total')).not.toHaveText(totalBefore ?? '');

    // 5–6. Cash on delivery (the default), and the order is created.
    await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    const create = page.getByRole('button', { name: 'Crear orden' });
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 15_000 });
    const number = (await page.getByTestId('placed-order-number').textContent())?.trim() ?? '';
    expect(number).not.toBe('');
    const href = await page.getByRole('link', { name: 'Ver la orden' }).getAttribute('href');
    const orderId = Number(href?.split('/').pop());
    expect(orderId).toBeGreaterThan(0);

    // The dispatcher's board shows the new order without a reload.
    const card = await findKanbanCard(dispatcher, 'confirmada', orderId);
    await expect(card).toContainText(number);

    // "Nueva llamada" starts from nothing.
    await page.getByRole('button', { name: 'Nueva llamada' }).click();
    await expect(page.getByRole('combobox', { name: 'Buscar cliente' })).toHaveValue('');
  } finally {
    await dispatcherContext.close();
  }
});
