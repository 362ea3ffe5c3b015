/** The mass image upload: a .zip of images named by SKU or barcode, with caps (entries, sizes, zip bombs). */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_ROUTES, ZIP_LIMITS, type ZipImagesReport } from '../../contract/file-routes';
import { productImages, products } from '../../server/db/schema/catalogue';
import { makeImage, upload, type UploadAnswer } from './helpers/upload-helpers';
import { makeZip } from './helpers/zip-writer';
import { suiteTestApp } from './helpers/test-app';

const filesDir = path.join(tmpdir(), `canasta-images-zip-${randomUUID()}`);
const t = suiteTestApp({ config: { fileStore: { kind: 'disk', dir: filesDir } } });
afterAll(() => rm(filesDir, { recursive: true, force: true }));

const ZIP_URL = FILE_ROUTES.productImagesZip.url;
const MB = 1024 * 1024;

function send(zip: Buffer, token: string | undefined, fields: Record<string, string | number> = {}): Promise<UploadAnswer> {
  return upload(t, ZIP_URL, fields, { name: 'imagenes.zip', bytes: zip, type: 'application/zip' }, token);
}

const byFile = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

async function imagesOf(productIds: number[]) {
  return t.database.db
    .select({ productId: productImages.productId, position: productImages.position })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

describe('mass image upload (.zip)', () => {
  it('attaches images matched by SKU or barcode and reports unmatched and rejected files', async () => {
    const c1 = t.fixture.companies[0].picking.products;
    const c2 = t.fixture.companies[1].picking.products;
    const png = await makeImage(200, 150, 'png');
    const jpeg = await makeImage(640, 480, 'jpeg', { r: 10, g: 120, b: 10 });
    const webp = await makeImage(300, 300, 'webp', { r: 10, g: 10, b: 200 });
    const zip = makeZip([
      { name: 'SKU-1-1.png', data: png },
      { name: 'SKU-1-1-2.jpg', data: jpeg, store: true },
      // SKU-1-2 is tomato's own SKU (not "SKU-1's second image").
      { name: 'SKU-1-2.webp', data: webp },
      // Brown rice's barcode, inside a folder (Finder's "compress" makes one).
      { name: 'fotos/771000000003.PNG', data: png },
      { name: 'no-existe.png', data: png },
      // Company 2's SKU: not this company's product.
      { name: 'SKU-2-1.png', data: png },
      { name: 'SKU-1-4.png', data: Buffer.from('esto no es una imagen') },
      { name: 'notas.txt', data: Buffer.from('hola') },
      { name: '../SKU-1-6.png', data: png },
      { name: '/etc/SKU-1-6.png', data: png },
      { name: '__MACOSX/._SKU-1-1.png', data: Buffer.from('resource fork') },
      { name: '.DS_Store', data: Buffer.from('finder') },
      { name: 'fotos/', data: Buffer.alloc(0), store: true },
    ]);
    const answer = await send(zip, t.tokens['AD@1']);
    expect(answer.status).toBe(200);
    const report = answer.json.data as ZipImagesReport;
    expect(report.attached.toSorted(byFile)).toEqual([
      { file: '771000000003.PNG', sku: 'SKU-1-3' },
      { file: 'SKU-1-1-2.jpg', sku: 'SKU-1-1' },
      { file: 'SKU-1-1.png', sku: 'SKU-1-1' },
      { file: 'SKU-1-2.webp', sku: 'SKU-1-2' },
    ]);
    expect(report.unmatched.toSorted()).toEqual(['SKU-2-1.png', 'no-existe.png']);
    expect(report.rejected.toSorted(byFile)).toEqual([
      { file: '../SKU-1-6.png', reason: 'Nombre con ruta no permitida: se ignoró.', code: 'bad_name' },
      { file: '/etc/SKU-1-6.png', reason: 'Nombre con ruta no permitida: se ignoró.', code: 'bad_name' },
      { file: 'SKU-1-4.png', reason: 'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).', code: 'not_image' },
      { file: 'notas.txt', reason: 'Tipo de archivo no admitido (usa .jpg, .jpeg, .png, .webp, .gif, .avif).', code: 'bad_type' },
    ]);

    expect(await imagesOf([c1.rice, c1.tomato, c1.brownRice, c1.milk, c1.potato, c2.rice])).toEqual([
      { productId: c1.rice, position: 0 },
      { productId: c1.rice, position: 1 },
      { productId: c1.tomato, position: 0 },
      { productId: c1.brownRice, position: 0 },
    ]);
    const [rice] = await t.database.db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, c1.rice));
    expect(rice?.imageUrl).toMatch(/^\/files\/products\/\d+\/\d+\/[0-9a-f]{24}-480\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: rice!.imageUrl! });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a zip bomb, whether its header tells the truth or lies, and attaches nothing', async () => {
    const png = await makeImage(64, 64, 'png');
    const zeros = Buffer.alloc(40 * MB);
    for (const bomb of [
      { name: 'SKU-1-7.png', data: zeros },
      // Claims 1 KB, inflates to 40 MB.
      { name: 'SKU-1-7.png', data: zeros, claimedSize: 1024 },
    ]) {
      const before = await t.fingerprint();
      const answer = await send(makeZip([{ name: 'SKU-1-6.png', data: png }, bomb]), t.tokens['AD@1']);
      expect(answer).toMatchObject({ status: 422, json: { bOk: false, codigo: 'VALIDATION', mensaje: 'El .zip parece una bomba de descompresión («SKU-1-7.png» se expande demasiado). No se procesó ninguna imagen.', detalle: { reason: 'zip_bomb' } } });
      expect(await t.fingerprint()).toBe(before);
    }
  });

  it('refuses a zip with too many entries, and one that is not a zip', async () => {
    const many = makeZip(Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `x${i}.png`, data: Buffer.from('x'), store: true })));
    const before = await t.fingerprint();
    expect(await send(many, t.tokens['AD@1'])).toMatchObject({ status: 422, json: { codigo: 'VALIDATION', mensaje: `El .zip tiene ${ZIP_LIMITS.maxEntries + 1} archivos; el máximo es ${ZIP_LIMITS.maxEntries}.` } });
    expect(await send(Buffer.from('no soy un zip'), t.tokens['AD@1'])).toMatchObject({ status: 422, json: { codigo: 'VALIDATION', mensaje: 'El archivo no es un .zip válido.' } });
    expect(await t.fingerprint()).toBe(before);
  });

  it('is for the cargar-productos screen, in the caller’s company; SA names one', async () => {
    const png = await makeImage(64, 64, 'png');
    const zip = makeZip([{ name: 'SKU-2-6.png', data: png }]);
    const before = await t.fingerprint();
    expect(await send(zip, undefined)).toMatchObject({ status: 401, json: { codigo: 'NOT_AUTHENTICATED' } });
    expect(await send(zip, t.tokens['PK@1'])).toMatchObject({ status: 403, json: { codigo: 'FORBIDDEN' } });
    expect(await send(zip, t.tokens['DE@1'])).toMatchObject({ status: 403, json: { codigo: 'FORBIDDEN' } });
    expect(await send(zip, t.tokens['AD@1'], { empresaId: t.fixture.companies[1].id })).toMatchObject({ status: 404, json: { codigo: 'NOT_FOUND' } });
    expect(await send(zip, t.tokens.SA)).toMatchObject({ status: 422, json: { codigo: 'VALIDATION', errores: [{ campo: 'empresaId' }] } });
    expect(await t.fingerprint()).toBe(before);
    // CC reaches /cargar-productos: its own company's product is matched.
    const cc = await send(makeZip([{ name: 'SKU-1-6.png', data: png }]), t.tokens['CC@1']);
    expect((cc.json.data as ZipImagesReport).attached).toEqual([{ file: 'SKU-1-6.png', sku: 'SKU-1-6' }]);
    const sa = await send(zip, t.tokens.SA, { empresaId: t.fixture.companies[1].id });
    expect((sa.json.data as ZipImagesReport).attached).toEqual([{ file: 'SKU-2-6.png', sku: 'SKU-2-6' }]);
  });
});
