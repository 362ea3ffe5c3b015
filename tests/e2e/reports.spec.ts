/**
 * Issue 20 §3, reports: a GE opens /reportes, picks the picking report for last week, changes the warehouse and sees
 * the table change, then exports it as .xlsx, which reads back with the same orders and lines per picker as the
 * table on screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { login } from './helpers';

type PickerFigures = Record<string, { orders: number; lines: number }>;

/** Picker → orders and lines, as the screen's table shows them ("1.234" in Spanish). */
async function screenFigures(table: Locator): Promise<PickerFigures> {
  const rows = table.locator('tbody tr');
  const figures: PickerFigures = {};
  for (const row of await rows.all()) {
    const cell = async (column: string) => (await row.locator(`td[data-column="${column}"]`).innerText()).trim();
    const key = `${await cell('pickerName')} · ${await cell('warehouseName')}`;
    figures[key] = { orders: Number((await cell('orders')).replace(/\./g, '')), lines: Number((await cell('lines')).replace(/\./g, '')) };
  }
  return figures;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('main').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a GE reads last week\'s picking per picker, filters a warehouse and exports the same numbers as .xlsx', async ({ page }) => {
  await login(page, 'GE');
  await page.goto('/reportes');
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();

  await choose(page, 'Reporte', 'Picking');
  await choose(page, 'Periodo', 'Semana pasada');
  await expect(page).toHaveURL(/report=picking/);
  const table = page.getByRole('table', { name: 'Tabla: Picking — Por picker' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const everyWarehouse = await screenFigures(table);
  expect(Object.keys(everyWarehouse).some((key) => key.endsWith('Bodega Sur'))).toBe(true);
  expect(Object.keys(everyWarehouse).some((key) => !key.endsWith('Bodega Sur'))).toBe(true);

  await choose(page, 'Bodega', 'Bodega Sur');
  await expect(page).toHaveURL(/warehouse=\d+/);
  // Only Bodega Sur's pickers are left, with the figures they had in the whole company's table.
  await expect(table.locator('tbody td[data-column="warehouseName"]').filter({ hasNotText: 'Bodega Sur' })).toHaveCount(0);
  const south = await screenFigures(table);
  expect(Object.keys(south).length).toBeGreaterThan(0);
  for (const [key, figures] of Object.entries(south)) expect(figures).toEqual(everyWarehouse[key]);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx), todas las tablas' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Por día', 'Por picker', 'Por bodega']);
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Por picker']!);
  const fromFile: PickerFigures = {};
  for (const row of rows) fromFile[`${String(row['Picker'])} · ${String(row['Bodega'])}`] = { orders: Number(row['Órdenes']), lines: Number(row['Líneas']) };
  expect(fromFile).toEqual(south);
});
