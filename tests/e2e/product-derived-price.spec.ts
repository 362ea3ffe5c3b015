/**
 * Issue 16 §1, a composite whose price is derived from its components, on the product form: its prices are shown
 * read-only with the way to the composite editor, a new IVA rate re-prices it, and a component's price changed on
 * the component's own form moves the composite's price (its history names "Productos compuestos").
 */
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

test('a derived composite price is read-only in the form, follows its IVA rate and its components', async ({ page, request }) => {
  const sa = await apiSession(request, 'SA');
  const scope = await sa.call('/Scope/Options', {});
  const andino = scope.companies.find((c) => c.name === 'Mercado Andino')!;
  const stamp = String(Date.now()).slice(-6);
  const draft = (sku: string, name: string, priceCents: number) => ({
    empresaId: andino.id,
    mutationId: crypto.randomUUID(),
    sku,
    name,
    description: '',
    brandId: null,
    categoryIds: [],
    saleUnit: 'unit' as const,
    taxRateBp: 1500,
    priceCents,
    active: true,
    barcodes: [],
  });
  const part = (await sa.call('/Product/Save', draft(`DER-P-${stamp}`, `Frejol derivado ${stamp}`, 250))).product;
  const basket = (await sa.call('/Product/Save', draft(`DER-C-${stamp}`, `Canasta derivada ${stamp}`, 999))).product;
  await sa.call('/Product/SetComponents', {
    empresaId: andino.id,
    productId: basket.id,
    components: [{ productId: part.id, quantityMilli: 2000 }],
    priceDerived: true,
    baseVersion: basket.version,
    mutationId: crypto.randomUUID(),
  });

  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto(`/market/producto/${basket.id}`);
  const net = page.getByRole('textbox', { name: 'Precio sin IVA' });
  const gross = page.getByRole('textbox', { name: 'Precio con IVA' });
  // 2 × 2,50 = 5,00 without IVA; 5,75 with 15 %.
  await expect(net).toHaveValue('5,00');
  await expect(gross).toHaveValue('5,75');
  await expect(net).not.toBeEditable();
  await expect(gross).not.toBeEditable();
  await expect(page.getByText('El precio de este compuesto se calcula con sus componentes; aquí solo cambia la tasa de IVA.')).toBeVisible();

  // Only the rate is the form's: at 0 % the shelf price is the components' sum.
  await page.getByRole('combobox', { name: 'Tasa de IVA' }).click();
  await page.getByRole('option', { name: /^0\s?%$/ }).click();
  await expect(gross).toHaveValue('5,00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  expect((await sa.call('/Product/Get', { empresaId: andino.id, productId: basket.id })).product).toMatchObject({ taxRateBp: 0, priceCents: 500, priceWithTaxCents: 500 });

  // The component's price changed on its own form moves the composite's.
  await page.goto(`/market/producto/${part.id}`);
  await page.getByRole('textbox', { name: 'Precio sin IVA' }).fill('3,00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await page.goto(`/market/producto/${basket.id}`);
  await expect(net).toHaveValue('6,00');
  await expect(page.getByRole('table', { name: 'Historial de cambios' })).toContainText('Productos compuestos');

  await page.getByRole('link', { name: 'Ir a Productos compuestos' }).click();
  await expect(page).toHaveURL(new RegExp(`/market/producto/productos-compuestos\\?product=${basket.id}$`));
});
