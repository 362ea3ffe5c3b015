/**
 * Issue 16 §1: SA reorders a category's products for the storefront by dragging with the mouse, by hello-pangea's
 * keyboard dragging (Space, arrow, Space) and with the row's "al principio" button; each move is saved at once, so a
 * reload shows the new order, and a refused move is put back with a toast. And SA builds a composite (a basket) from two products and sees its derived price.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { derivedPrices } from '../../contract/composition-math';
import { formatMoney } from '../../contract/money';
import { apiSession } from './api';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

// Each test ends with a full axe scan (UI.md: no serious violations), which takes a while on a 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Money as the Spanish screen shows it. */
const money = (cents: number) => formatMoney(cents, 'es-EC');
const rows = (page: Page) => page.getByTestId('display-order-row');
const names = (page: Page) => page.getByTestId('display-order-name').allTextContents();

/** Waits for the move's answer from the server (the screen already shows it). */
function moveSaved(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/middleware') && (response.request().postData() ?? '').includes('/Category/MoveProduct') && response.ok());
}

/** Drags `handle` down by `rows` rows with the mouse, in small steps as a hand would. */
async function mouseDrag(page: Page, handle: Locator, rowsDown: number, rowHeight: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past hello-pangea's sloppy-click threshold first, then to the target.
  await page.mouse.move(x, y + 8, { steps: 4 });
  await page.mouse.move(x, y + rowsDown * rowHeight, { steps: 20 });
  await page.mouse.up();
}

test('SA reorders a category by mouse, keyboard and button, and the order survives a reload', async ({ page }) => {
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/market/producto/ordenar');
  await expect(page.getByRole('heading', { name: 'Ordenar productos' })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Categoría', exact: true });
  await select.click();
  // Mascotas: a category no other spec reorders or empties.
  await select.fill('Mascotas');
  await page.getByRole('option', { name: 'Mascotas' }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(rows(page).first()).toBeVisible();
  const [a, b, c] = (await names(page)).slice(0, 3);
  expect(a && b && c).toBeTruthy();

  // Mouse: the first product dragged two rows down.
  const rowHeight = (await rows(page).first().boundingBox())!.height;
  const saved = moveSaved(page);
  await mouseDrag(page, page.getByRole('button', { name: `Arrastrar ${a} (posición 1)` }), 2, rowHeight);
  await saved;
  await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual([b, c, a]);

  // Keyboard: the new first product lifted with Space, one row down, dropped with Space.
  const handle = page.getByRole('button', { name: `Arrastrar ${b} (posición 1)` });
  await handle.focus();
  const savedByKeyboard = moveSaved(page);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await savedByKeyboard;
  await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual([c, b, a]);

  // The row's button: the third back to the top.
  const savedByButton = moveSaved(page);
  await page.getByRole('button', { name: `Mover ${a} al principio` }).click();
  await savedByButton;
  await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual([a, c, b]);

  // A refused move (here the server answers that the product left the category) is rolled back with a toast.
  await page.route('**/api/middleware', async (route) => {
    if (!(route.request().postData() ?? '').includes('/Category/MoveProduct')) return route.continue();
    return route.fulfill({ status: 404, json: { bOk: false, codigo: 'NOT_FOUND', mensaje: 'El producto no existe o no está disponible para tu usuario.' } });
  });
  await page.getByRole('button', { name: `Bajar ${a}` }).click();
  await expect(page.getByText('No se pudo mover el producto')).toBeVisible();
  await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual([a, c, b]);
  await page.unroute('**/api/middleware');

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual([a, c, b]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('SA builds a composite from two products and sees its derived price', async ({ page, request }) => {
  const sa = await apiSession(request, 'SA');
  const { companies } = await sa.call('/Scope/Options', {});
  const empresaId = companies.find((company) => company.name === 'Mercado Andino')!.id;
  const find = async (q: string) => (await sa.call('/Product/List', { empresaId, q, limit: 5 })).rows.find((row) => row.name === q)!;
  const parent = await find('Miel de abeja 500 g');
  const flour = await find('Harina de trigo 1 kg');
  const sugar = await find('Azúcar morena 1 kg');
  const expected = derivedPrices([{ priceCents: flour.priceCents, quantityMilli: 2000 }, { priceCents: sugar.priceCents, quantityMilli: 1000 }], parent.taxRateBp);

  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/market/producto/productos-compuestos');
  await expect(page.getByRole('heading', { name: 'Productos compuestos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo compuesto' }).click();
  const target = page.getByLabel('Producto a componer');
  await target.fill('Miel de abeja');
  await page.getByRole('option', { name: new RegExp('Miel de abeja 500 g') }).click();
  await expect(page).toHaveURL(new RegExp(`product=${parent.id}`));
  const editor = page.getByRole('region', { name: 'Componentes de Miel de abeja 500 g' });
  await expect(editor).toBeVisible();

  const add = editor.getByLabel('Agregar componente');
  await add.fill('Harina de trigo 1 kg');
  await page.getByRole('option', { name: /Harina de trigo 1 kg/ }).click();
  await add.fill('Azúcar morena');
  await page.getByRole('option', { name: /Azúcar morena 1 kg/ }).click();
  await expect(editor.getByTestId('composite-component')).toHaveCount(2);
  await editor.getByRole('textbox', { name: 'Cantidad de Harina de trigo 1 kg' }).fill('2');
  await expect(editor.getByRole('switch', { name: 'Precio derivado de los componentes' })).toBeChecked();

  // Live: the sum the components make, before saving.
  await expect(editor.getByTestId('composite-derived-price')).toContainText(money(expected.priceWithTaxCents));
  await editor.getByRole('button', { name: 'Guardar componentes' }).click();
  await expect(page.getByText('Componentes guardados.')).toBeVisible();
  await expect(editor.getByText('Compuesto', { exact: true })).toBeVisible();

  // The list shows it with that price, and the server holds it.
  const row = page.getByTestId('composite-row').filter({ hasText: 'Miel de abeja 500 g' });
  await expect(row).toContainText(money(expected.priceWithTaxCents));
  const stored = await sa.call('/Product/GetComponents', { empresaId, productId: parent.id });
  expect(stored.product).toMatchObject({ kind: 'composite', priceDerived: true, priceCents: expected.priceCents, priceWithTaxCents: expected.priceWithTaxCents });
  expect(stored.components.map((c) => [c.productId, c.quantityMilli])).toEqual([[flour.id, 2000], [sugar.id, 1000]]);

  // A reload with ?product= opens the same composite.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Componentes de Miel de abeja 500 g' }).getByTestId('composite-component')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});
