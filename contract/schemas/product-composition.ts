import { z } from 'zod/mini';
import { COMPONENT_QUANTITY_MAX, COMPONENTS_MAX } from '../composition-math';
import { PRODUCT_KINDS, SALE_UNITS } from '../catalogue-constants';
import { idSchema, mutationIdSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';

/** Composite products (/market/producto/productos-compuestos): a basket or a combo made of other products. */

const componentInput = z.strictObject({
  productId: idSchema,
  /** Thousandths of the component (of a unit, or of a kg) in one composite. */
  quantityMilli: z.int().check(z.minimum(1), z.maximum(COMPONENT_QUANTITY_MAX)),
});
const componentsInput = z.array(componentInput).check(z.maxLength(COMPONENTS_MAX));

/** `/Product/ListComposites`: the company's composite products, searched by name or SKU. */
export const compositeListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(trimmedText(120)),
});

export const compositeSummarySchema = z.object({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  active: z.boolean(),
  componentCount: z.int(),
  /** Whole composites the company's stock allows, summed over its warehouses (thousandths). */
  availableMilli: z.number(),
  priceCents: z.int(),
  priceWithTaxCents: z.int(),
  priceDerived: z.boolean(),
});
export type CompositeSummary = z.infer<typeof compositeSummarySchema>;

export const compositeListData = z.object({
  rows: z.array(compositeSummarySchema),
  /** True when more composites match than `rows` holds (narrow the search). */
  more: z.boolean(),
});

/**
 * `/Product/GetComponents`: one product and what it is made of. With `components`, the answer previews that list
 * instead of the stored one (the editor's live price and stock; nothing is saved).
 */
export const getComponentsRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  productId: idSchema,
  components: z.optional(componentsInput),
});

export const componentRowSchema = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  saleUnit: z.enum(SALE_UNITS),
  active: z.boolean(),
  quantityMilli: z.int(),
  priceCents: z.int(),
  priceWithTaxCents: z.int(),
  /** Stock across the company's warehouses (a composite component: what its own components allow). */
  stockMilli: z.number(),
});
export type ComponentRow = z.infer<typeof componentRowSchema>;

export const compositeDetailData = z.object({
  product: z.object({
    id: z.int(),
    sku: z.string(),
    name: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    saleUnit: z.enum(SALE_UNITS),
    active: z.boolean(),
    priceDerived: z.boolean(),
    priceCents: z.int(),
    priceWithTaxCents: z.int(),
    taxRateBp: z.int(),
    version: z.int(),
  }),
  components: z.array(componentRowSchema),
  /** Whole composites each warehouse's stock allows (thousandths). */
  warehouses: z.array(z.object({ warehouseId: z.int(), name: z.string(), availableMilli: z.number() })),
  /** The price the components make (what a derived price is), without and with IVA. */
  derivedPriceCents: z.int(),
  derivedPriceWithTaxCents: z.int(),
  /** Components that contain this product at any depth (or are it): saving them is refused (no cycles). */
  cycleProductIds: z.array(z.int()),
});
export type CompositeDetail = z.infer<typeof compositeDetailData>;

/**
 * `/Product/SetComponents`: the product's whole list of components (an empty list makes it a simple product again),
 * whether its price is derived from them, against the version it was read at.
 */
export const setComponentsRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  productId: idSchema,
  components: componentsInput,
  priceDerived: z.boolean(),
  baseVersion: z.int().check(z.minimum(1)),
  mutationId: mutationIdSchema,
});

export const setComponentsData = compositeDetailData;
