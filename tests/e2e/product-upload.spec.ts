/**
 * Issue 16 §3 through the real UI and server: an admin uploads a spreadsheet with bad rows, sees them in the preview,
 * sends only the valid rows, sees the counts and downloads the rejected rows with their reasons; an upload cut by a
 * reload (answers lost on the way) resumes, and the chunks sent again create nothing twice.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { login } from './helpers';

const HEADERS = ['SKU', 'nombre', 'categoría', 'unidad', 'precio con IVA', 'IVA %', 'códigos de barras', 'stock Bodega Norte', 'activo'];

function xlsxFile(name: string, rows: unknown[][]): { name: string; mimeType: string; buffer: Buffer } {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADERS, ...rows]), 'Productos');
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer };
}

async function pickAndCheck(page: Page, file: ReturnType<typeof xlsxFile>): Promise<void> {
  await page.goto('/cargar-productos');
  await expect(page.getByRole('heading', { name: 'Cargar productos' })).toBeVisible();
  await page.locator('input[type="file"][accept*=".xlsx"]').setInputFiles(file);
  await expect(page.getByRole('table', { name: 'Columnas del archivo' })).toBeVisible();
  await page.getByRole('button', { name: 'Revisar filas' }).click();
}

test('an admin sees the bad rows in the preview, sends only the valid ones and downloads the rejected rows with reasons', async ({ page }) => {
  const run = Date.now().toString(36);
  const good = (i: number) => [`E2E-${run}-${i}`, `Producto e2e ${i}`, 'Despensa', 'unidad', '2.30', '15', '', String(i), 'sí'];
  const file = xlsxFile('catalogo.xlsx', [
    good(1),
    good(2),
    ['', 'Sin SKU', 'Despensa', 'unidad', '1', '15', '', '', 'sí'],
    [`E2E-${run}-bad-price`, 'Precio malo', 'Despensa', 'unidad', 'abc', '15', '', '', 'sí'],
    [`E2E-${run}-bad-cat`, 'Categoría mala', 'Pasillo Fantasma', 'unidad', '1', '15', '', '', 'sí'],
    [`E2E-${run}-1`, 'SKU repetido', 'Despensa', 'unidad', '1', '15', '', '', 'sí'],
    [`E2E-${run}-bad-code`, 'Código malo', 'Despensa', 'unidad', '1', '15', '123', '', 'sí'],
    good(3),
  ]);
  await login(page, 'AD');
  await pickAndCheck(page, file);

  await expect(page.getByTestId('preview-valid')).toHaveText('3 válidas');
  await expect(page.getByTestId('preview-invalid')).toHaveText('5 con problemas');
  // "Con problemas" is the first view: exactly the five bad rows, each with its reason.
  const rows = page.getByTestId('preview-row');
  await expect(rows).toHaveCount(5);
  await expect(page.locator('[data-testid="preview-row"][data-row="4"]')).toContainText('Falta el SKU.');
  await expect(page.locator('[data-testid="preview-row"][data-row="5"]')).toContainText('El precio no es un importe válido');
  await expect(page.locator('[data-testid="preview-row"][data-row="6"]')).toContainText('La categoría no existe en la empresa.');
  await expect(page.locator('[data-testid="preview-row"][data-row="7"]')).toContainText('El SKU se repite en el archivo.');
  await expect(page.locator('[data-testid="preview-row"][data-row="8"]')).toContainText('Un código de barras no tiene 8, 12 o 13 dígitos.');
  await page.getByText('Todas', { exact: true }).click();
  await expect(rows).toHaveCount(8);

  await page.getByRole('button', { name: 'Enviar solo las filas válidas (3)' }).click();
  await expect(page.getByTestId('upload-done')).toBeVisible();
  await expect(page.getByTestId('upload-created')).toHaveText('3');
  await expect(page.getByTestId('upload-updated')).toHaveText('0');
  await expect(page.getByTestId('upload-rejected')).toHaveText('5');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar filas rechazadas' }).click()]);
  expect(download.suggestedFilename()).toBe('rechazados-catalogo.xlsx');
  const book = XLSX.read(await readFile((await download.path())!), { type: 'buffer' });
  const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(table[0]).toEqual(['Fila', 'SKU', 'Nombre', 'Motivo']);
  expect(table.slice(1).map((r) => [r[0], r[3]])).toEqual([
    ['4', 'Falta el SKU.'],
    ['5', 'El precio no es un importe válido (0 o más, hasta 2 decimales).'],
    ['6', 'La categoría no existe en la empresa.'],
    ['7', 'El SKU se repite en el archivo.'],
    ['8', 'Un código de barras no tiene 8, 12 o 13 dígitos.'],
  ]);

  // The same file again: the valid rows now update the products they created.
  await page.getByRole('button', { name: 'Cargar otro archivo' }).click();
  await page.locator('input[type="file"][accept*=".xlsx"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Revisar filas' }).click();
  await page.getByRole('button', { name: 'Enviar solo las filas válidas (3)' }).click();
  await expect(page.getByTestId('upload-updated')).toHaveText('3');
  await expect(page.getByTestId('upload-created')).toHaveText('0');
});

test('a reload while answers are lost on the way resumes the upload, and nothing is created twice', async ({ page }) => {
  const run = Date.now().toString(36);
  const total = 1500;
  const file = xlsxFile('grande.xlsx', Array.from({ length: total }, (_, i) => [`R-${run}-${i}`, `Reanudable ${i}`, 'Despensa', 'unidad', '1.15', '15', '', '', 'sí']));
  await login(page, 'AD');
  // Every chunk after the first reaches the server, but its answer is held back (as on a connection that drops).
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await page.route('**/api/middleware', async (route) => {
    const body = route.request().postData() ?? '';
    if (!holding || !body.includes('/product/bulk_load') || body.includes('bulk_load_reference') || body.includes('\\"chunkIndex\\":0')) return route.continue();
    const response = await route.fetch();
    await held;
    await route.fulfill({ response }).catch(() => undefined);
  });
  await pickAndCheck(page, file);
  await expect(page.getByTestId('preview-valid')).toHaveText(`${total} válidas`);
  await page.getByRole('button', { name: `Enviar solo las filas válidas (${total})` }).click();
  await expect(page.getByTestId('upload-rows-done')).toHaveText(`500 de ${total} filas enviadas`);

  // The page goes away with two answers still on the way (their chunks were applied on the server).
  holding = false;
  await page.reload();
  release?.();
  await expect(page.getByRole('heading', { name: 'Cargar productos' })).toBeVisible();
  const banner = page.getByTestId('upload-resume');
  await expect(banner).toContainText(`«grande.xlsx»: 500 de ${total} filas enviadas.`);
  await banner.getByRole('button', { name: 'Reanudar carga' }).click();
  await expect(page.getByTestId('upload-done')).toBeVisible();
  // The chunks whose answers were lost were answered again from the server's record: created once, not updated.
  await expect(page.getByTestId('upload-created')).toHaveText(String(total));
  await expect(page.getByTestId('upload-updated')).toHaveText('0');
  await expect(page.getByTestId('upload-rejected')).toHaveText('0');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cargar productos' })).toBeVisible();
  await expect(page.getByTestId('upload-resume')).toHaveCount(0);
});
