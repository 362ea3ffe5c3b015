import { z } from 'zod/mini';
import { idSchema, mutationIdSchema, tokenSesionSchema } from '../fields';
import { MAX_PRODUCT_IMAGES } from '../file-routes';

/** One stored image of a product, in display order (the first is the main one). */
export const productImageSchema = z.object({
  id: idSchema,
  position: z.int(),
  width: z.int(),
  height: z.int(),
  /** 160 px wide (thumbnails). */
  thumbUrl: z.string(),
  /** 480 px wide (products.image_url for the main one). */
  url: z.string(),
  /** 1024 px wide. */
  largeUrl: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productImagesData = z.object({
  productId: idSchema,
  /** products.version: SetImages names it as its baseVersion. */
  version: z.int(),
  imageUrl: z.nullable(z.string()),
  images: z.array(productImageSchema),
});
export type ProductImagesData = z.infer<typeof productImagesData>;

/** A product's images (the product page's image field). */
export const productImagesRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  productId: idSchema,
});

/**
 * Reorders or deletes a product's images: `imageIds` is the new order of the images to keep (the first is the main
 * one); an image left out is deleted. Refused STALE_VERSION when the product changed since `baseVersion`.
 */
export const productSetImagesRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  productId: idSchema,
  imageIds: z.array(idSchema).check(z.maxLength(MAX_PRODUCT_IMAGES)),
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
});
