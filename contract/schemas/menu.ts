import { z } from 'zod/mini';
import { idSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';

/** The storefront navigation menu (`/menu`, SA): nested, ordered items linking to a category, products or a URL. */
export const MENU_KINDS = ['category', 'products', 'url'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];
export const MENU_LABEL_MAX = 60;
export const MENU_URL_MAX = 500;
export const MENU_PRODUCTS_MAX = 200;
/** Items a company's menu may hold, and how deep it may nest (the root's items are level 1). */
export const MENU_ITEMS_MAX = 500;
export const MENU_DEPTH_MAX = 4;

/**
 * Why a menu link cannot be used, or null: only absolute http(s) URLs with a host (no `javascript:`, `data:`,
 * relative or scheme-relative links, no user:password part). Shared by the form and the server.
 */
export function menuUrlProblem(value: string): 'scheme' | 'invalid' | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? 'scheme' : 'invalid';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.hostname === '' || url.username !== '' || url.password !== '') return 'invalid';
  return null;
}

export const menuItemSchema = z.object({
  id: z.int(),
  parentId: z.nullable(z.int()),
  position: z.int(),
  nombre: z.string(),
  kind: z.enum(MENU_KINDS),
  categoryId: z.nullable(z.int()),
  categoryName: z.nullable(z.string()),
  /** Active products listed in the linked category. */
  categoryProductCount: z.nullable(z.int()),
  productIds: z.array(z.int()),
  url: z.nullable(z.string()),
  active: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** Every item of the company's menu, parents before children, siblings in order. */
export const menuData = z.object({ items: z.array(menuItemSchema) });
export type MenuData = z.infer<typeof menuData>;

export const menuGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });

/** `/Menu/Options`: the company's categories a menu item may link to. */
export const menuOptionsData = z.object({
  categories: z.array(z.object({ id: z.int(), parentId: z.nullable(z.int()), nombre: z.string(), active: z.boolean(), productCount: z.int() })),
});
export type MenuOptions = z.infer<typeof menuOptionsData>;

/**
 * `/Menu/Save`: creates an item (no `itemId`; last among its siblings) or edits one (a new parent puts it last
 * there). Only the target of its kind is stored: `categoryId`, `productIds` or `url`.
 */
export const menuSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  itemId: z.optional(idSchema),
  parentId: z.nullable(idSchema),
  nombre: trimmedText(MENU_LABEL_MAX),
  kind: z.enum(MENU_KINDS),
  categoryId: z.optional(idSchema),
  productIds: z.optional(z.array(idSchema).check(z.maxLength(MENU_PRODUCTS_MAX))),
  url: z.optional(text(z.trim(), z.maxLength(MENU_URL_MAX))),
  active: z.optional(z.boolean()),
  mutationId: mutationIdSchema,
});
export const menuSaveData = z.extend(menuData, { itemId: z.int() });

/** `/Menu/Delete`: the item and everything under it. */
export const menuDeleteRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape, itemId: idSchema, mutationId: mutationIdSchema });
export const menuDeleteData = z.extend(menuData, { deleted: z.array(z.int()) });

/** `/Menu/Reorder`: the new order of all of one parent's children (`parentId` null: the top level). */
export const menuReorderRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  parentId: z.nullable(idSchema),
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(MENU_ITEMS_MAX)),
  mutationId: mutationIdSchema,
});
