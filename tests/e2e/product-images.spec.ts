/**
 * Issue 16, product images: SA uploads an image on a product's page and sees it as the main image (served by the
 * file store); an AD uploads a .zip of images named by SKU on /cargar-productos and sees the report.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { makeZip } from '../server/helpers/zip-writer';
import { apiSession } from './api';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).png().toBuffer();
}

test('SA uploads an image to a product and sees it as the main image', async ({ page, request }) => {
  const sa = await apiSession(request, 'SA');
  const { rows } = await sa.call('/Product/List', { empresaId: 1, limit: 5, q: 'a' });
  const product = rows.find((row) => row.kind === 'simple');
  if (!product) throw new Error('no simple product in the demo data');
  const before = await sa.call('/Product/Images', { productId: product.id });

  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto(`/market/producto/${product.id}`);
  const field = page.getByTestId('product-images');
  await expect(field.getByLabel('Subir imágenes')).toBeAttached({ timeout: 20_000 });

  await field.getByLabel('Subir imágenes').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await png({ r: 220, g: 30, b: 30 }) });
  const items = field.getByTestId('product-image');
  await expect(items).toHaveCount(before.images.length + 1, { timeout: 20_000 });
  const last = items.last();
  const n = before.images.length + 1;
  // The stored 160 px WebP loads from /files/.
  const thumb = last.getByRole('img', { name: `Imagen ${n}` });
  await expect(thumb).toHaveAttribute('src', /^\/files\/products\/1\/\d+\/[0-9a-f]{24}-160\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await expect(last).toContainText('900 × 600 px');

  // Made the main image with its button: it moves first and the product's image_url follows.
  if (n > 1) await last.getByRole('button', { name: `Hacer principal la imagen ${n}` }).click();
  await expect(items.first().getByText('Principal')).toBeVisible();
  await expect(items.first()).toContainText('900 × 600 px');
  await expect.poll(async () => (await sa.call('/Product/Images', { productId: product.id })).imageUrl).toMatch(/-480\.webp$/);
  const after = await sa.call('/Product/Images', { productId: product.id });
  expect(after.images[0]).toMatchObject({ width: 900, height: 600 });

  // The product form on the page took each new version: saving it now is not refused as stale.
  await expect(page.getByText(`Versión ${after.version}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
});

test('an AD uploads a .zip of images on /cargar-productos and sees the report', async ({ page, request }) => {
  const sa = await apiSession(request, 'SA');
  const { rows } = await sa.call('/Product/List', { empresaId: 1, limit: 2, q: 'a' });
  const [first, second] = rows;
  if (!first || !second) throw new Error('the demo data needs two products');
  const zip = makeZip([
    { name: `${first.sku}.png`, data: await png({ r: 30, g: 160, b: 30 }) },
    { name: `fotos/${second.sku}-2.png`, data: await png({ r: 30, g: 30, b: 160 }) },
    { name: 'SIN-PRODUCTO-XYZ.png', data: await png({ r: 0, g: 0, b: 0 }) },
    { name: `${first.sku}-3.png`, data: Buffer.from('no soy una imagen') },
    { name: '__MACOSX/._foto.png', data: Buffer.from('x') },
  ]);

  await login(page, 'AD');
  await page.goto('/cargar-productos');
  const section = page.getByTestId('mass-image-upload');
  await expect(section.getByRole('heading', { name: 'Imágenes por .zip' })).toBeVisible({ timeout: 20_000 });
  await section.getByLabel('Elegir un .zip de imágenes').setInputFiles({ name: 'imagenes.zip', mimeType: 'application/zip', buffer: zip });

  const report = section.getByTestId('zip-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText('Agregadas: 2')).toBeVisible();
  await expect(report.getByText('Sin producto: 1')).toBeVisible();
  await expect(report.getByText('Rechazadas: 1')).toBeVisible();
  const table = report.getByRole('table', { name: 'Informe del .zip de imágenes' });
  await expect(table.getByRole('row', { name: /SIN-PRODUCTO-XYZ\.png.*Sin producto/ })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${first.sku}-3\\.png.*Rechazada.*no es una imagen válida`) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${second.sku}-2\\.png.*Agregada al producto ${second.sku}`) })).toBeVisible();

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Descargar informe (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('imagenes-informe.csv');

  // The server holds them: the first product's main image is the zip's.
  const images = await sa.call('/Product/Images', { productId: first.id });
  expect(images.images[0]).toMatchObject({ width: 900, height: 600 });
  expect(images.imageUrl).toBe(images.images[0]?.url);
});
