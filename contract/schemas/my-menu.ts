/**
 * "Mi menú" (`/mi-menu`, issue 17 §6): what one store offers. Per product: offered or not, a store price with IVA
 * (null: the catalogue's), out of stock today, and the stock at the user's (or the chosen) warehouse. A product
 * without a `store_products` row is offered at the catalogue price.
 */
import { z } from 'zod/mini';
import type { RoleCode } from '../roles';
import { idSchema, isoDateSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';

/** Who may switch a product off at a store or give it a store price (docs/my-menu.md). */
export const MENU_OFFER_ROLES: readonly RoleCode[] = ['SA', 'AD', 'GE', 'SG'];
/** Who may mark a product out of stock for today: those and the cashier. */
export const MENU_OUT_OF_STOCK_ROLES: readonly RoleCode[] = ['SA', 'AD', 'GE', 'SG', 'CA'];

export const MENU_PAGE_MAX = 100;
/** Highest store price (cents): a typo of a few zeros is refused, not stored. */
export const MENU_PRICE_MAX = 100_000_000;

/**
 * The store (and for SA its company) the request acts on; `warehouseId` (checked like every scope) only chooses where
 * stock is read.
 */
const storeShape = { ...scopeShape, storeId: idSchema };

export const myMenuListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...storeShape,
  /** Name or SKU (contains, case-insensitive) or a barcode (exact). */
  q: z.optional(trimmedText(120)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MENU_PAGE_MAX))),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(text(z.maxLength(500))),
});

export const myMenuRowSchema = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  categoryName: z.nullable(z.string()),
  saleUnit: z.enum(['unit', 'kg']),
  imageUrl: z.nullable(z.string()),
  /** The catalogue's shelf price (with IVA). */
  catalogPriceCents: z.int(),
  taxRateBp: z.int(),
  /** Thousandths, at the warehouse the answer names (or summed over every warehouse when it names none). */
  stockMilli: z.number(),
  available: z.boolean(),
  /** The store's price with IVA; null: the catalogue's. */
  priceOverrideCents: z.nullable(z.int()),
  outOfStockToday: z.boolean(),
  /** Who changed this product at this store last, and when; null: never changed. */
  updatedByName: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type MyMenuRow = z.infer<typeof myMenuRowSchema>;

export const myMenuListData = z.object({
  rows: z.array(myMenuRowSchema),
  nextCursor: z.nullable(z.string()),
  /** The store's business day (company time zone) that "out of stock today" means. */
  today: isoDateSchema,
  /** Where `stockMilli` was read; null: every warehouse. */
  warehouseId: z.nullable(z.int()),
});

/** `/MyMenu/Set`: offered or not and the store price (null: the catalogue's), for MENU_OFFER_ROLES. */
export const myMenuSetRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...storeShape,
  productId: idSchema,
  mutationId: mutationIdSchema,
  available: z.boolean(),
  priceOverrideCents: z.nullable(z.int().check(z.minimum(0), z.maximum(MENU_PRICE_MAX))),
});

/** `/MyMenu/SetOutOfStock`: out of stock for today (the store's business day) or back in stock. */
export const myMenuSetOutOfStockRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...storeShape,
  productId: idSchema,
  mutationId: mutationIdSchema,
  outOfStockToday: z.boolean(),
});

/** Both changes answer the product's row as it is now at the store (its stock read as the list reads it). */
export const myMenuSetData = z.object({ row: myMenuRowSchema, today: isoDateSchema });
