/** Orders list and detail against the real server: filters in the URL, detail sections, export. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

async function openList(page: Page): Promise<void> {
  await login(page, 'SU');
  await page.goto('/ordenes');
  await expect(page.getByRole('heading', { name: 'Órdenes', level: 1 })).toBeVisible();
  await expect(page.locator('table tbody tr[data-order-id]').first()).toBeVisible();
}

test('SU filters by status and free text, then opens an order with lines, totals and timeline', async ({ page }) => {
  await openList(page);
  await page.getByRole('group', { name: 'Filtrar por estado' }).getByText('Pendiente').click();
  await expect(page).toHaveURL(/status=pendiente/);
  const badges = page.locator('table tbody tr[data-order-id] [data-status]');
  await expect(badges.first()).toHaveAttribute('data-status', 'pendiente');
  for (const badge of await badges.all()) await expect(badge).toHaveAttribute('data-status', 'pendiente');

  const first = page.locator('table tbody tr[data-order-id]').first();
  const number = (await first.locator('a').first().innerText()).trim();
  await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(number);
  // The router keeps number-like text as JSON strings (q=%22…%22).
  await expect(page).toHaveURL(new RegExp(`q=(%22)?${encodeURIComponent(number)}`));
  await expect(page.locator('table tbody tr[data-order-id]')).toHaveCount(1);

  // The filtered view survives a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Buscar', exact: true })).toHaveValue(number);
  await expect(page.locator('table tbody tr[data-order-id]')).toHaveCount(1);

  await page.locator('table tbody tr[data-order-id] a').first().click();
  await expect(page).toHaveURL(/\/orden\/\d+$/);
  await expect(page.getByRole('heading', { name: `Orden ${number}` })).toBeVisible();
  await expect(page.locator('[data-testid="order-line"]').first()).toBeVisible();
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText('Subtotal');
  await expect(totals).toContainText('Total');
  await expect(totals).toContainText(/\$\s?\d/);
  await expect(page.getByTestId('order-timeline')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Mover a' }).getByRole('button').first()).toBeVisible();
});

test('export downloads the filtered rows as CSV', async ({ page }) => {
  await openList(page);
  await page.getByRole('group', { name: 'Filtrar por estado' }).getByText('En despacho').click();
  await expect(page).toHaveURL(/status=en_despacho/);
  const summary = page.getByText(/^\d+ de \d+ órdenes$/);
  await expect(summary).toBeVisible();
  const total = Number(/de (\d+)/.exec(await summary.innerText())?.[1]);
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  expect(lines[0]).toContain('Número');
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => line.includes('en_despacho') || line.includes('En despacho'))).toBe(true);
});
