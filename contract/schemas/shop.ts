/**
 * The shop's catalogue (`/tienda`, `/tienda-cliente`, the call center's product search; issue 18 §4; docs/shop.md):
 * what one store sells, with its prices (Mi menú's store price, the IVA in force on the delivery day), what may still
 * be sold from its warehouse, and its categories.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';

export const SHOP_PAGE_MAX = 60;

export const shopProductsRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  tiendaId: idSchema,
  /** Name or SKU (contains, case-insensitive) or a barcode (exact). */
  q: z.optional(trimmedText(120)),
  categoriaId: z.optional(idSchema),
  /** Prices with the IVA in force that day (default: today). */
  fechaEntrega: z.optional(isoDateSchema),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(SHOP_PAGE_MAX))),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(text(z.maxLength(500))),
});

/** Why a product shows but cannot be added. */
export const SHOP_UNAVAILABLE = ['not_offered', 'out_of_stock_today', 'no_stock'] as const;

export const shopProductSchema = z.object({
  id: z.int(),
  sku: z.string(),
  nombre: z.string(),
  brandName: z.nullable(z.string()),
  categoryName: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  tipo: z.enum(['unit', 'kg']),
  /** Unit (or kg) price without IVA at this store, cents. */
  precio: z.int(),
  /** With the IVA in force on the day, cents. */
  precioiva: z.int(),
  /** The IVA rate applied that day, basis points. */
  iva: z.int(),
  /** The catalogue's shelf price with the standard rate, when the day's price differs from it (a holiday or a store price). */
  precioNormal: z.nullable(z.int()),
  /** What may still be sold from the store's warehouse (units or kg). */
  stock: z.number(),
  /** Null: it can be added. */
  noDisponible: z.nullable(z.enum(SHOP_UNAVAILABLE)),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const shopProductsData = z.object({
  rows: z.array(shopProductSchema),
  nextCursor: z.nullable(z.string()),
  fechaEntrega: z.string(),
});

export const shopCategoriesRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape, tiendaId: idSchema });
export const shopCategoriesData = z.object({
  categories: z.array(z.object({ id: z.int(), name: z.string(), parentId: z.nullable(z.int()), productCount: z.int() })),
});
