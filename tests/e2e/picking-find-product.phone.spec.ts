/**
 * Issue 16: "an admin creates a product with a barcode and it can then be scanned in picking", in a big category.
 * `/Picking/Get` preloads only the first 40 active products of each category (by display order) and a new product
 * goes last, so in a category of 40 or more it is not preloaded: the substitute sheet finds it online through
 * `/Picking/FindProducts`. The product is created through the API (creating it on the form is product-create.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { ean13CheckDigit } from '../../contract/gs1';
import type { PickingGetData, PickingLine } from '../../contract/schemas/picking';
import { apiSession, type ApiSession } from './api';
import { login } from './helpers';

/** server/calls/picking/picking-reads.ts CANDIDATES_PER_CATEGORY (a server module: not imported into the browser specs). */
const CANDIDATES_PER_CATEGORY = 40;

/** A confirmed order of the picker's warehouse with a unit line whose category has more products than picking preloads. */
async function orderInBigCategory(picker: ApiSession): Promise<{ data: PickingGetData; line: PickingLine }> {
  const { rows } = await picker.call('/Picking/List', {});
  for (const row of rows) {
    if (row.status !== 'confirmada') continue;
    const data = await picker.call('/Picking/Get', { orderId: row.id });
    const preloaded = (categoryId: number | null) => data.candidates.filter((p) => p.categoryId === categoryId).length;
    const line = data.order.lines.find((l) => l.type === 'unit' && l.categoryId !== null && preloaded(l.categoryId) >= CANDIDATES_PER_CATEGORY);
    if (line) return { data, line };
  }
  throw new Error('no confirmed order in the picker warehouse has a unit line of a category with 40 or more products');
}

test('a product created in a big category is found by its barcode in the substitute sheet and substitutes the line', async ({ page, request }) => {
  const picker = await apiSession(request, 'PK');
  const { data, line } = await orderInBigCategory(picker);
  const sa = await apiSession(request, 'SA');
  const stamp = String(Date.now()).slice(-6);
  const first12 = `786998${stamp}`;
  const barcode = `${first12}${ean13CheckDigit(first12)}`;
  const name = `Nuevo e2e ${stamp}`;
  const created = await sa.call('/Product/Save', {
    empresaId: data.order.companyId,
    mutationId: crypto.randomUUID(),
    sku: `FIND-${stamp}`,
    name,
    description: '',
    brandId: null,
    categoryIds: [line.categoryId!],
    saleUnit: 'unit',
    taxRateBp: 1500,
    priceCents: 200,
    active: true,
    barcodes: [barcode],
  });
  // The point of this test: picking's preload does not carry it.
  const again = await picker.call('/Picking/Get', { orderId: data.order.id });
  expect(again.candidates.some((p) => p.id === created.product.id)).toBe(false);

  await login(page, 'PK');
  await page.goto('/picking');
  await page.getByRole('button', { name: `Tomar la orden ${data.order.number}` }).click();
  await expect(page).toHaveURL(/\/picking\/orden\/\d+$/);
  const card = page.locator(`[data-testid="pick-line"][data-line-id="${line.id}"]`);
  await card.getByRole('button', { name: `Sustituir ${line.name}` }).click();
  const sheet = page.getByRole('dialog', { name: `Sustituir ${line.name}` });
  const search = sheet.getByRole('textbox', { name: 'Buscar sustituto' });
  // A scanner types the code and Enter.
  await search.fill(barcode);
  await search.press('Enter');
  const offered = sheet.getByRole('radiogroup', { name: 'Productos de la misma categoría' }).getByRole('radio', { name: new RegExp(name) });
  await expect(offered).toHaveAttribute('aria-checked', 'true');
  await sheet.getByRole('button', { name: `Sustituir por ${name}` }).click();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText(`Sustituido por ${name}`);

  // The server holds the substitution.
  await expect
    .poll(async () => {
      const now = await picker.call('/Picking/Get', { orderId: data.order.id });
      const saved = now.order.lines.find((l) => l.id === line.id);
      return { state: saved?.pickState, substitute: saved?.substitute?.id };
    })
    .toEqual({ state: 'substituted', substitute: created.product.id });
});
