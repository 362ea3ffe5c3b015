/**
 * Turns an uploaded image into the web sizes the app shows: decoded by sharp (anything that is not an image is
 * refused with a clear message), capped in pixels so a small file cannot unpack into gigabytes (decompression
 * bomb), turned upright by its EXIF orientation, stripped of metadata (location, camera) and written as WebP.
 */
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '../../contract/file-routes';
import { CallError } from '../errors/call-error';

/** Largest accepted image, in pixels (width × height): 40 megapixels is more than any phone camera writes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What sharp may decode: the contract's IMAGE_TYPES (no SVG: it is a document, not a picture). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface WebImage {
  /** Upright size of the original. */
  width: number;
  height: number;
  sizes: Array<{ width: ImageWidth; bytes: Buffer }>;
}

/** sharp (libvips) is loaded on the first image, not at every server start. */
let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;
function sharp(input: Buffer, options: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded.then((create) => create(input, options));
}

const NOT_AN_IMAGE = 'El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).';

function pixelsMessage(): string {
  return `La imagen tiene demasiados píxeles (máximo ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles).`;
}

async function readMeta(bytes: Buffer): Promise<{ width: number; height: number }> {
  // Only the header is read here (no pixels), so no limit yet: the size is checked below with a clear message.
  const header = await sharp(bytes, { limitInputPixels: false });
  let meta: Metadata;
  try {
    meta = await header.metadata();
  } catch {
    throw new CallError('VALIDATION', NOT_AN_IMAGE, { reason: 'not_image' });
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new CallError('VALIDATION', NOT_AN_IMAGE, { reason: 'not_image' });
  // The header's size, checked before any pixel is decoded.
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new CallError('VALIDATION', pixelsMessage(), { reason: 'too_many_pixels', maxPixels: MAX_IMAGE_PIXELS });
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once upright.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return quarterTurn ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** One WebP per contract width (never enlarged), from an uploaded image. Refusals are CallError VALIDATION. */
export async function toWebImage(bytes: Buffer): Promise<WebImage> {
  const { width, height } = await readMeta(bytes);
  const sizes: WebImage['sizes'] = [];
  for (const target of IMAGE_WIDTHS) {
    try {
      const out = await (await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }))
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      sizes.push({ width: target, bytes: out });
    } catch {
      // Headers that looked fine over pixel data that does not decode (truncated, corrupt).
      throw new CallError('VALIDATION', NOT_AN_IMAGE, { reason: 'not_image' });
    }
  }
  return { width, height, sizes };
}

/** A brand logo: one WebP at most 512 px wide (logos are small), same checks as product images. */
export async function toLogo(bytes: Buffer): Promise<Buffer> {
  await readMeta(bytes);
  try {
    return await (await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })).rotate().resize({ width: 512, withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
  } catch {
    throw new CallError('VALIDATION', NOT_AN_IMAGE, { reason: 'not_image' });
  }
}
