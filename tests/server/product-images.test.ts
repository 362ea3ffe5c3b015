/** Product images and brand logos: REST uploads (Bearer session), web sizes in the file store, /Product/SetImages. */
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_ROUTES, type BrandLogoUploaded, type ProductImageUploaded } from '../../contract/file-routes';
import type { ProductImagesData } from '../../contract/schemas/product-images';
import { brands, productChanges, productImages, products } from '../../server/db/schema/catalogue';
import { makeImage, upload } from './helpers/upload-helpers';
import { suiteTestApp } from './helpers/test-app';

const filesDir = path.join(tmpdir(), `canasta-product-images-${randomUUID()}`);
const t = suiteTestApp({ config: { fileStore: { kind: 'disk', dir: filesDir } } });
afterAll(() => rm(filesDir, { recursive: true, force: true }));

const URL_IMAGE = FILE_ROUTES.productImage.url;
const rice = () => t.fixture.companies[0].picking.products.rice;
const sa = () => t.tokens.SA!;

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Every table but the exactly-once records (a refused change stores its refusal there, by design). */
async function state(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

async function product(id: number) {
  const [row] = await t.database.db.select({ imageUrl: products.imageUrl, version: products.version }).from(products).where(eq(products.id, id));
  return row!;
}

async function getFile(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

describe('uploading a product image', () => {
  it('stores 160/480/1024 px WebP sizes without metadata, sets image_url and audits the change', async () => {
    const before = await product(rice());
    const photo = await sharp(await makeImage(1600, 1200, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'GPS and camera data', Artist: 'Secret' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const answer = await upload(t, URL_IMAGE, { productId: rice() }, { name: 'arroz.jpg', bytes: photo, type: 'image/jpeg' }, sa());
    expect(answer.status).toBe(200);
    const data = answer.json.data as ProductImageUploaded;
    expect(data).toMatchObject({ productId: rice(), position: 0, width: 1600, height: 1200, version: before.version + 1 });
    expect(data.url).toMatch(/^\/files\/products\/\d+\/\d+\/[0-9a-f]{24}-480\.webp$/);
    expect(data.imageUrl).toBe(data.url);
    expect(await product(rice())).toEqual({ imageUrl: data.url, version: before.version + 1 });

    for (const width of [160, 480, 1024]) {
      const file = await getFile(data.url.replace('-480.webp', `-${width}.webp`));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(file.body).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'webp', width, height: (width * 3) / 4, exif: undefined });
    }
    const [audit] = await t.database.db
      .select({ source: productChanges.source, changes: productChanges.changes, userId: productChanges.userId })
      .from(productChanges)
      .where(eq(productChanges.productId, rice()));
    expect(audit).toEqual({ source: 'images', userId: t.user('SA').id, changes: { images: [[], [data.id]], imageUrl: [before.imageUrl, data.url] } });
  });

  it('refuses a file that is not an image, and stores nothing', async () => {
    const before = await state();
    const files = await storedFiles();
    const answer = await upload(t, URL_IMAGE, { productId: rice() }, { name: 'foto.png', bytes: Buffer.from('<svg onload=alert(1)>no soy una imagen</svg>'), type: 'image/png' }, sa());
    expect(answer).toMatchObject({ status: 422, json: { bOk: false, codigo: 'VALIDATION', mensaje: 'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).' } });
    expect(await state()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses an image with too many pixels (a decompression bomb)', async () => {
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
    expect(huge.length).toBeLessThan(FILE_ROUTES.productImage.maxBytes);
    const before = await state();
    const answer = await upload(t, URL_IMAGE, { productId: rice() }, { name: 'blanco.png', bytes: huge, type: 'image/png' }, sa());
    expect(answer).toMatchObject({ status: 422, json: { codigo: 'VALIDATION', mensaje: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles).' } });
    expect(await state()).toBe(before);
  });

  it('refuses a file over the size cap with 413 and a clear message', async () => {
    const before = await state();
    const big = Buffer.alloc(FILE_ROUTES.productImage.maxBytes + 1, 1);
    const answer = await upload(t, URL_IMAGE, { productId: rice() }, { name: 'grande.jpg', bytes: big, type: 'image/jpeg' }, sa());
    expect(answer).toMatchObject({ status: 413, json: { bOk: false, codigo: 'BODY_TOO_LARGE', mensaje: 'El archivo supera el máximo de 15 MB.' } });
    expect(await state()).toBe(before);
  });

  it('needs a session (401), the market screen (403) and a product that exists (404); nothing is stored', async () => {
    const png = await makeImage(50, 50, 'png');
    const file = { name: 'a.png', bytes: png, type: 'image/png' };
    const before = await state();
    const files = await storedFiles();
    expect(await upload(t, URL_IMAGE, { productId: rice() }, file)).toMatchObject({ status: 401, json: { bOk: false, codigo: 'NOT_AUTHENTICATED' } });
    expect(await upload(t, URL_IMAGE, { productId: rice() }, file, 'x'.repeat(43))).toMatchObject({ status: 401, json: { codigo: 'NOT_AUTHENTICATED' } });
    for (const role of ['AD', 'CC', 'GE', 'PK'] as const) {
      expect(await upload(t, URL_IMAGE, { productId: rice() }, file, t.tokens[`${role}@1`]), role).toMatchObject({ status: 403, json: { codigo: 'FORBIDDEN' } });
    }
    expect(await upload(t, URL_IMAGE, { productId: 999_999 }, file, sa())).toMatchObject({ status: 404, json: { codigo: 'NOT_FOUND' } });
    expect(await upload(t, URL_IMAGE, { productId: 'uno' }, file, sa())).toMatchObject({ status: 422, json: { codigo: 'VALIDATION', errores: [{ campo: 'productId' }] } });
    expect(await upload(t, URL_IMAGE, { productId: rice() }, null, sa())).toMatchObject({ status: 422, json: { codigo: 'VALIDATION', mensaje: 'Falta el archivo.' } });
    expect(await state()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('serves only stored keys: traversal and unknown keys are 404', async () => {
    for (const url of ['/files/../package.json', '/files/%2e%2e/%2e%2e/package.json', '/files/products/1/nope-480.webp', '/files/']) {
      expect((await getFile(url)).status, url).toBe(404);
    }
  });
});

async function images(productId: number): Promise<ProductImagesData> {
  const answer = await t.call('/Product/Images', { productId }, { token: sa() });
  expect(answer.json.bOk).toBe(true);
  return answer.json.data as ProductImagesData;
}

describe('/Product/SetImages and /Product/Images', () => {
  it('puts an uploaded image at the asked position; reorders (the first is main) and deletes (files removed)', async () => {
    const milk = t.fixture.companies[0].picking.products.milk;
    const up = async (colour: { r: number; g: number; b: number }, position?: number) => {
      const bytes = await makeImage(300, 300, 'png', colour);
      const answer = await upload(t, URL_IMAGE, position === undefined ? { productId: milk } : { productId: milk, position }, { name: 'x.png', bytes, type: 'image/png' }, sa());
      expect(answer.status).toBe(200);
      return answer.json.data as ProductImageUploaded;
    };
    const a = await up({ r: 255, g: 0, b: 0 });
    const b = await up({ r: 0, g: 255, b: 0 });
    const c = await up({ r: 0, g: 0, b: 255 }, 0);
    let current = await images(milk);
    expect(current.images.map((image) => image.id)).toEqual([c.id, a.id, b.id]);
    expect(current.imageUrl).toBe(c.url);
    // Small images are never enlarged.
    expect(current.images[0]).toMatchObject({ width: 300, height: 300 });

    const reorder = await t.call('/Product/SetImages', { productId: milk, imageIds: [b.id, c.id, a.id], baseVersion: current.version, mutationId: randomUUID() }, { token: sa() });
    expect(reorder.json.bOk).toBe(true);
    current = reorder.json.data as ProductImagesData;
    expect(current.images.map((image) => image.id)).toEqual([b.id, c.id, a.id]);
    expect((await product(milk)).imageUrl).toBe(b.url);

    // A stale version: refused with the current images, nothing changed.
    const before = await state();
    const stale = await t.call('/Product/SetImages', { productId: milk, imageIds: [a.id], baseVersion: current.version - 1, mutationId: randomUUID() }, { token: sa() });
    expect(stale.json).toMatchObject({ bOk: false, codigo: 'STALE_VERSION', detalle: { current: { version: current.version } } });
    expect(await state()).toBe(before);
    // An image of another product is refused.
    const foreign = await t.call('/Product/SetImages', { productId: milk, imageIds: [b.id, 999_999], baseVersion: current.version, mutationId: randomUUID() }, { token: sa() });
    expect(foreign.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'imageIds' }] });
    // Only SA's market screen may change them.
    const ad = await t.call('/Product/SetImages', { productId: milk, imageIds: [], baseVersion: current.version, mutationId: randomUUID() }, { token: t.tokens['AD@1']! });
    expect(ad.json.codigo).toBe('FORBIDDEN');
    expect(await state()).toBe(before);

    const remove = await t.call('/Product/SetImages', { productId: milk, imageIds: [a.id], baseVersion: current.version, mutationId: randomUUID() }, { token: sa() });
    expect(remove.json.bOk).toBe(true);
    expect((await product(milk)).imageUrl).toBe(a.url);
    const rows = await t.database.db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, milk)).orderBy(asc(productImages.position));
    expect(rows).toEqual([{ id: a.id }]);
    expect((await getFile(b.url)).status).toBe(404);
    expect((await getFile(c.url.replace('-480', '-1024'))).status).toBe(404);
    expect((await getFile(a.url)).status).toBe(200);

    const audits = await t.database.db
      .select({ changes: productChanges.changes })
      .from(productChanges)
      .where(and(eq(productChanges.productId, milk), eq(productChanges.source, 'images')))
      .orderBy(asc(productChanges.id));
    expect(audits.at(-1)?.changes).toEqual({ images: [[b.id, c.id, a.id], [a.id]], imageUrl: [b.url, a.url] });
  });
});

describe('brand logos', () => {
  it('stores a logo for SA (marcas screen) and sets brands.logo_key; other roles are refused', async () => {
    const [brand] = await t.database.db.insert(brands).values({ companyId: t.fixture.companies[1].id, name: 'Marca logo' }).returning({ id: brands.id });
    const png = await makeImage(800, 400, 'png');
    const file = { name: 'logo.png', bytes: png, type: 'image/png' };
    expect(await upload(t, FILE_ROUTES.brandLogo.url, { brandId: brand!.id }, file, t.tokens['AD@2'])).toMatchObject({ status: 403, json: { codigo: 'FORBIDDEN' } });
    const answer = await upload(t, FILE_ROUTES.brandLogo.url, { brandId: brand!.id }, file, sa());
    expect(answer.status).toBe(200);
    const data = answer.json.data as BrandLogoUploaded;
    const [row] = await t.database.db.select({ logoKey: brands.logoKey }).from(brands).where(eq(brands.id, brand!.id));
    expect(row?.logoKey).toBe(data.logoKey);
    const served = await getFile(data.url);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).width).toBe(512);
  });
});
