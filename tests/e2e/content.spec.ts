/**
 * Issue 19 §1: an SU adds a carousel item that opens two categories together (CATEGORIA_OC), sees it after a reload,
 * and reorders the carousel's items by dragging with the mouse; the new order stays after a reload.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './helpers';

/** Waits for a content call's answer (the screen may already show the change). */
function saved(page: Page, path: string) {
  return page.waitForResponse((response) => response.url().endsWith('/api/middleware') && (response.request().postData() ?? '').includes(path) && response.ok());
}

/** Drags `handle` by `rows` rows with the mouse (negative: up), in small steps as a hand would. */
async function mouseDrag(page: Page, handle: Locator, rows: number, rowHeight: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past hello-pangea's sloppy-click threshold first, then to the target.
  await page.mouse.move(x, y + Math.sign(rows) * 8, { steps: 4 });
  await page.mouse.move(x, y + rows * rowHeight, { steps: 20 });
  await page.mouse.up();
}

test('SU adds a CATEGORIA_OC carousel item, reloads, and reorders the carousel by drag', async ({ page }) => {
  await login(page, 'SU');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Contenido', level: 1 })).toBeVisible();
  const carousel = page.getByTestId('ui-element').filter({ has: page.getByRole('heading', { name: 'Destacados de la semana' }) });
  const titles = () => carousel.getByTestId('ui-item-title').allTextContents();
  await expect(carousel.getByTestId('ui-item')).toHaveCount(3);
  const before = await titles();

  await carousel.getByRole('button', { name: 'Agregar ítem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ítem de «Destacados de la semana»' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Pan y bebidas');
  await dialog.getByRole('combobox', { name: 'Acción', exact: true }).click();
  await page.getByRole('option', { name: 'Abrir varias categorías' }).click();
  await dialog.getByLabel('Categorías', { exact: true }).click();
  await page.getByRole('option', { name: 'Panadería', exact: true }).click();
  await page.getByRole('option', { name: 'Bebidas', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Título' }).click();
  const created = saved(page, '/Administracion/CreateUIItem');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const answer = await (await created).json();
  expect(answer.data.accion).toBe('CATEGORIA_OC');
  expect(answer.data.listAccionID).toMatch(/^\d+,\d+$/);
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(carousel.getByTestId('ui-item')).toHaveCount(4);
  expect(await titles()).toEqual([...before, 'Pan y bebidas']);
  const added = carousel.getByTestId('ui-item').filter({ hasText: 'Pan y bebidas' });
  await expect(added.getByTestId('ui-item-action')).toHaveText('Abre las categorías «Panadería», «Bebidas»');

  // The new last item dragged to the top.
  const rowHeight = (await carousel.getByTestId('ui-item').first().boundingBox())!.height;
  const reordered = saved(page, '/Administracion/UpdateElementOrderItem');
  await mouseDrag(page, carousel.getByRole('button', { name: 'Arrastrar «Pan y bebidas» (posición 4)' }), -3.4, rowHeight);
  await reordered;
  await expect.poll(titles).toEqual(['Pan y bebidas', ...before]);

  await page.reload();
  await expect(carousel.getByTestId('ui-item')).toHaveCount(4);
  expect(await titles()).toEqual(['Pan y bebidas', ...before]);
});
