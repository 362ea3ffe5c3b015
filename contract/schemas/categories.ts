import { z } from 'zod/mini';
import { idSchema, mutationIdSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';

/**
 * The category tree (/categorias) and each store's storefront categories (/store-categories). Every call acts on one
 * company: the caller's, or for SA the one named in `empresaId`.
 */
export const CATEGORY_NAME_MAX = 80;
/** Largest aisle position (picking walks aisles from low to high). */
export const AISLE_ORDER_MAX = 100_000;
/** Most categories one reorder or store list may name. */
export const CATEGORY_LIST_MAX = 2000;

const companyOnly = { empresaId: z.optional(idSchema) };
const aisleOrderSchema = z.int().check(z.minimum(0), z.maximum(AISLE_ORDER_MAX));

export const categoryRowSchema = z.object({
  id: z.int(),
  parentId: z.nullable(z.int()),
  name: z.string(),
  /** Order among its siblings. */
  position: z.int(),
  /** Picking's walking order (categories.aisle_order). */
  aisleOrder: z.int(),
  active: z.boolean(),
  /** Products listed directly in it (product_categories). */
  productCount: z.int(),
  /** Direct children. */
  childCount: z.int(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

/**
 * `/Category/Tree`: every category of the company, siblings in position order (parents before their children). Takes
 * the header's whole scope (SU reads it on /home, and the scope a company role sends must be its own company's).
 */
export const categoryTreeRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });
export const categoryTreeData = z.object({ categories: z.array(categoryRowSchema) });

/** What every change answers: the tree as it is now (and the category changed, when one). */
export const categoryChangeData = z.object({ id: z.nullable(z.int()), categories: z.array(categoryRowSchema), movedProducts: z.int() });

/**
 * `/Category/Save`: without `id` creates a category (name required; at the end of its siblings); with `id` changes
 * only the fields given. `parentId` null = top level. Names are unique among siblings (case-insensitive).
 */
export const categorySaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...companyOnly,
  mutationId: mutationIdSchema,
  id: z.optional(idSchema),
  name: z.optional(trimmedText(CATEGORY_NAME_MAX)),
  parentId: z.optional(z.nullable(idSchema)),
  aisleOrder: z.optional(aisleOrderSchema),
  active: z.optional(z.boolean()),
});

/** `/Category/Reorder`: the children of `parentId` (null = top level), every one of them, in their new order. */
export const categoryReorderRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...companyOnly,
  mutationId: mutationIdSchema,
  parentId: z.nullable(idSchema),
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(CATEGORY_LIST_MAX)),
});

/**
 * `/Category/Delete`: refused while the category has children, or products unless `moveProductsTo` names another
 * category of the company (its products then move there, in the same transaction).
 */
export const categoryDeleteRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...companyOnly,
  mutationId: mutationIdSchema,
  id: idSchema,
  moveProductsTo: z.optional(idSchema),
});

/** Why a category change was refused (`detalle.reason`), so the screen can say it in the user's language. */
export const CATEGORY_REFUSALS = ['has_products', 'has_children', 'in_menu', 'cycle', 'duplicate_name', 'same_category', 'list_changed', 'name_required'] as const;
export type CategoryRefusal = (typeof CATEGORY_REFUSALS)[number];

export const storeCategoryRowSchema = z.object({
  categoryId: z.int(),
  parentId: z.nullable(z.int()),
  name: z.string(),
  /** The category itself is active (an inactive one never shows, whatever `visible` says). */
  active: z.boolean(),
  visible: z.boolean(),
});
export type StoreCategoryRow = z.infer<typeof storeCategoryRowSchema>;

/**
 * `/StoreCategory/Get`: the company's categories for one store's storefront, in the store's order (each parent's
 * children right after it). A category the store has no row for shows, in tree order after the ordered ones.
 */
export const storeCategoryGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...companyOnly, storeId: idSchema });
export const storeCategoryData = z.object({ storeId: z.int(), rows: z.array(storeCategoryRowSchema) });

/** `/StoreCategory/Set`: the store's categories in display order (position = index among its siblings). */
export const storeCategorySetRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...companyOnly,
  storeId: idSchema,
  mutationId: mutationIdSchema,
  rows: z.array(z.strictObject({ categoryId: idSchema, visible: z.boolean() })).check(z.maxLength(CATEGORY_LIST_MAX)),
});
