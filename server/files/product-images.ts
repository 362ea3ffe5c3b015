/**
 * A product's images: storing an upload's web sizes, attaching it (product_images row, products.image_url = the main
 * image's 480 px URL, version bumped, audited in the same transaction), reading them, reordering and deleting.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { IMAGE_WIDTHS, imageUrl, MAX_PRODUCT_IMAGES } from '../../contract/file-routes';
import type { ProductImagesData } from '../../contract/schemas/product-images';
import type { AuthUser } from '../auth/auth-user';
import { assertCompanyAccess } from '../auth/scope';
import { recordProductChanges } from '../catalogue/product-changes';
import type { AppDb } from '../db/client';
import { productImages, products } from '../db/schema/catalogue';
import { CallError, notFound } from '../errors/call-error';
import type { FileStore } from './file-store';
import type { WebImage } from './images';

/** Every stored file of one image (one per web size). */
export function imageFileKeys(storageKey: string): string[] {
  return IMAGE_WIDTHS.map((width) => `${storageKey}-${width}.webp`);
}

/** Writes an image's sizes under a new unique key and returns it (product_images.storage_key). */
export async function storeWebImage(files: FileStore, companyId: number, productId: number, image: WebImage): Promise<string> {
  const key = `products/${companyId}/${productId}/${randomBytes(12).toString('hex')}`;
  for (const size of image.sizes) await files.put(`${key}-${size.width}.webp`, size.bytes, 'image/webp');
  return key;
}

/** Best effort: a file left behind wastes space, it never shows. */
export async function removeImageFiles(files: FileStore, storageKeys: readonly string[], log?: { warn(obj: unknown, msg: string): void }): Promise<void> {
  for (const key of storageKeys) {
    for (const file of imageFileKeys(key)) {
      try {
        await files.delete(file);
      } catch (error) {
        log?.warn({ err: error, key: file }, 'could not delete a stored image file');
      }
    }
  }
}

export interface LockedProduct {
  id: number;
  companyId: number;
  version: number;
  imageUrl: string | null;
}

/** The product, locked for a change; NOT_FOUND when it is not the caller's company's. */
export async function lockProduct(tx: AppDb, user: AuthUser, productId: number): Promise<LockedProduct> {
  const [product] = await tx
    .select({ id: products.id, companyId: products.companyId, version: products.version, imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw notFound('El producto');
  assertCompanyAccess(user, product.companyId, 'El producto');
  return product;
}

async function imageRows(db: AppDb, productId: number) {
  return db
    .select({ id: productImages.id, storageKey: productImages.storageKey, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

type ImageRow = Awaited<ReturnType<typeof imageRows>>[number];

function toData(product: { id: number; version: number; imageUrl: string | null }, rows: readonly ImageRow[]): ProductImagesData {
  return {
    productId: product.id,
    version: product.version,
    imageUrl: product.imageUrl,
    images: rows.map((row, position) => ({
      id: row.id,
      position,
      width: row.width,
      height: row.height,
      thumbUrl: imageUrl(row.storageKey, 160),
      url: imageUrl(row.storageKey, 480),
      largeUrl: imageUrl(row.storageKey, 1024),
    })),
  };
}

/** Positions 0…n-1 in this order, image_url = the first's URL, version + 1, audited. */
async function writeOrder(tx: AppDb, user: AuthUser, product: LockedProduct, before: readonly ImageRow[], after: readonly ImageRow[], now: Date): Promise<ProductImagesData> {
  for (const [position, row] of after.entries()) await tx.update(productImages).set({ position }).where(eq(productImages.id, row.id));
  const first = after[0];
  const mainUrl = first ? imageUrl(first.storageKey) : null;
  const version = product.version + 1;
  await tx.update(products).set({ imageUrl: mainUrl, version, updatedBy: user.id, updatedAt: now }).where(eq(products.id, product.id));
  const changes: Record<string, [unknown, unknown]> = { images: [before.map((row) => row.id), after.map((row) => row.id)] };
  if (product.imageUrl !== mainUrl) changes.imageUrl = [product.imageUrl, mainUrl];
  await recordProductChanges(tx, [{ companyId: product.companyId, productId: product.id, userId: user.id, at: now, source: 'images', changes }]);
  return toData({ id: product.id, version, imageUrl: mainUrl }, after);
}

/**
 * Adds a stored image to a locked product at `position` (0 = the main image; default: last). Refused when the
 * product already has MAX_PRODUCT_IMAGES.
 */
export async function attachImage(
  tx: AppDb,
  user: AuthUser,
  product: LockedProduct,
  image: { storageKey: string; width: number; height: number },
  position: number | undefined,
  now: Date,
): Promise<{ data: ProductImagesData; imageId: number }> {
  const before = await imageRows(tx, product.id);
  if (before.length >= MAX_PRODUCT_IMAGES) {
    throw new CallError('VALIDATION', `El producto ya tiene ${MAX_PRODUCT_IMAGES} imágenes, el máximo. Elimina alguna antes de subir otra.`, {
      reason: 'max_images',
      max: MAX_PRODUCT_IMAGES,
    });
  }
  const [inserted] = await tx
    .insert(productImages)
    .values({ productId: product.id, companyId: product.companyId, storageKey: image.storageKey, position: before.length, width: image.width, height: image.height })
    .returning({ id: productImages.id });
  if (!inserted) throw new Error('product_images insert returned nothing');
  const row: ImageRow = { id: inserted.id, ...image };
  const at = Math.min(Math.max(position ?? before.length, 0), before.length);
  const after = [...before.slice(0, at), row, ...before.slice(at)];
  return { data: await writeOrder(tx, user, product, before, after, now), imageId: inserted.id };
}

/** The product's images in order (company-checked). */
export async function readProductImages(db: AppDb, user: AuthUser, productId: number): Promise<ProductImagesData> {
  const [product] = await db
    .select({ id: products.id, companyId: products.companyId, version: products.version, imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('El producto');
  assertCompanyAccess(user, product.companyId, 'El producto');
  return toData(product, await imageRows(db, productId));
}

export interface SetImagesInput {
  productId: number;
  imageIds: number[];
  baseVersion: number;
}

/**
 * Keeps `imageIds` in that order and deletes the others (rows now; their files after the commit: the storage keys
 * come back in `removed`). STALE_VERSION with the current images when the product changed since `baseVersion`.
 */
export async function setProductImages(tx: AppDb, user: AuthUser, input: SetImagesInput, now: Date): Promise<{ data: ProductImagesData; removed: string[] }> {
  const product = await lockProduct(tx, user, input.productId);
  const before = await imageRows(tx, product.id);
  if (product.version !== input.baseVersion) {
    throw new CallError('STALE_VERSION', `Otra persona cambió este producto (versión ${product.version}). Revisa sus imágenes y vuelve a intentarlo.`, {
      current: toData(product, before),
    });
  }
  const byId = new Map(before.map((row) => [row.id, row]));
  const kept: ImageRow[] = [];
  for (const id of input.imageIds) {
    const row = byId.get(id);
    if (!row || kept.includes(row)) {
      throw new CallError('VALIDATION', 'La lista de imágenes no corresponde a las imágenes del producto.', undefined, [
        { campo: 'imageIds', codigo: 'unknown_image', mensaje: 'La lista de imágenes no corresponde a las imágenes del producto.' },
      ]);
    }
    kept.push(row);
  }
  const removedRows = before.filter((row) => !kept.includes(row));
  // Nothing changes: no new version, no audit row.
  if (removedRows.length === 0 && kept.every((row, index) => before[index] === row)) return { data: toData(product, before), removed: [] };
  if (removedRows.length > 0) await tx.delete(productImages).where(inArray(productImages.id, removedRows.map((row) => row.id)));
  const data = await writeOrder(tx, user, product, before, kept, now);
  return { data, removed: removedRows.map((row) => row.storageKey) };
}
