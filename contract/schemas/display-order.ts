import { z } from 'zod/mini';
import { idSchema, mutationIdSchema, scopeShape, tokenSesionSchema } from '../fields';

/** The storefront's order of products within a category (/market/producto/ordenar). */

/** Most products `/Category/ProductOrder` lists (a category larger than this is cut, and says so). */
export const DISPLAY_ORDER_MAX = 10_000;

/** `/Category/ProductOrder`: a category's products in storefront order. */
export const productOrderRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape, categoryId: idSchema });
export const orderedProductSchema = z.object({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  active: z.boolean(),
});
export type OrderedProduct = z.infer<typeof orderedProductSchema>;
export const productOrderData = z.object({
  category: z.object({ id: z.int(), name: z.string() }),
  rows: z.array(orderedProductSchema),
  /** True when the category holds more than DISPLAY_ORDER_MAX products (only the first ones are listed). */
  truncated: z.boolean(),
});

/** `/Category/MoveProduct`: puts one product at `toIndex` (0 = first) of its category's order. */
export const moveProductRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  categoryId: idSchema,
  productId: idSchema,
  toIndex: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  mutationId: mutationIdSchema,
});
export const moveProductData = z.object({
  productId: z.int(),
  fromIndex: z.int(),
  /** Where it landed (a `toIndex` past the end lands last). */
  toIndex: z.int(),
  total: z.int(),
});
