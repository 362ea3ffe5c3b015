import { z } from 'zod/mini';
import { idSchema, mutationIdSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';

/** Brands (`/marcas`, SA): the company's brands with their product counts and logos. */
export const BRAND_NAME_MAX = 80;
/** Largest page of `/Brand/List`. */
export const BRAND_PAGE_MAX = 200;

export const brandSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  active: z.boolean(),
  /** Products of the company with this brand (active or not). */
  productCount: z.int(),
  /** Public URL of the logo (contract/file-routes.ts `fileUrl`), or null. */
  logoUrl: z.nullable(z.string()),
});
export type Brand = z.infer<typeof brandSchema>;

/** `/Brand/List`: searched by name (contains, case-insensitive), ordered by name, in offset pages. */
export const brandListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(trimmedText(BRAND_NAME_MAX)),
  active: z.optional(z.boolean()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(BRAND_PAGE_MAX))),
  offset: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
});
export const brandListData = z.object({ rows: z.array(brandSchema), total: z.int() });

/** `/Brand/Save`: creates a brand (no `brandId`) or renames / activates / deactivates one. */
export const brandSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  brandId: z.optional(idSchema),
  nombre: trimmedText(BRAND_NAME_MAX),
  active: z.optional(z.boolean()),
  mutationId: mutationIdSchema,
});
export const brandSaveData = z.object({ brand: brandSchema, created: z.boolean() });

/**
 * `/Brand/Delete`: refused while products use the brand, unless `moveProductsTo` names another brand of the company:
 * then its products move there (audited) and the brand is deleted, in one transaction.
 */
export const brandDeleteRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  brandId: idSchema,
  moveProductsTo: z.optional(idSchema),
  mutationId: mutationIdSchema,
});
export const brandDeleteData = z.object({ brandId: z.int(), movedProducts: z.int() });
