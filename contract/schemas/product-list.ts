import { z } from 'zod/mini';
import { idSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { PRODUCT_KINDS, PRODUCT_PAGE_MAX, PRODUCT_SORTS, SALE_UNITS } from '../catalogue-constants';

/**
 * `/Product/List`: the company's products, searched and filtered on the server, in keyset pages.
 * Used by /market/productos and by every product picker (composites, menu, mass update).
 */
/** The filter of a product search, shared by `/Product/List` and the mass update's selection. */
export const productFilterShape = {
  /** Name or SKU (contains, case-insensitive) or a barcode (exact). */
  q: z.optional(trimmedText(120)),
  categoryId: z.optional(idSchema),
  brandId: z.optional(idSchema),
  saleUnit: z.optional(z.enum(SALE_UNITS)),
  kind: z.optional(z.enum(PRODUCT_KINDS)),
  active: z.optional(z.boolean()),
  /** Only products with no stock in this warehouse. */
  outOfStockWarehouseId: z.optional(idSchema),
};

export const productListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  ...productFilterShape,
  /** Exactly these products (a picker showing what is chosen). */
  ids: z.optional(z.array(idSchema).check(z.maxLength(PRODUCT_PAGE_MAX))),
  sort: z.optional(z.enum(PRODUCT_SORTS)),
  desc: z.optional(z.boolean()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(PRODUCT_PAGE_MAX))),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(text(z.maxLength(500))),
});

export const productSummarySchema = z.object({
  id: z.int(),
  companyId: z.int(),
  sku: z.string(),
  name: z.string(),
  brandId: z.nullable(z.int()),
  brandName: z.nullable(z.string()),
  /** The main category (picking's aisle order). */
  categoryId: z.nullable(z.int()),
  categoryName: z.nullable(z.string()),
  saleUnit: z.enum(SALE_UNITS),
  kind: z.enum(PRODUCT_KINDS),
  priceCents: z.int(),
  priceWithTaxCents: z.int(),
  taxRateBp: z.int(),
  active: z.boolean(),
  imageUrl: z.nullable(z.string()),
  barcodes: z.array(z.string()),
  /** Stock in the scope's warehouse, or across the company's warehouses when none is chosen (thousandths). */
  stockMilli: z.number(),
  version: z.int(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListData = z.object({
  rows: z.array(productSummarySchema),
  nextCursor: z.nullable(z.string()),
});
