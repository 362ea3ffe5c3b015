/**
 * Warehouses (`/bodegas`, `/bodega/nueva`, `/bodega/:id`, SA): a company's warehouses with the stores they serve,
 * their own aisle order of categories (picking walks it), their stock with its ledger, and what pickers found
 * out of stock there. Every call names its warehouse in `warehouseId` (the scope field), so another company's
 * warehouse is NOT_FOUND as everywhere else.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { addressShape } from './address';
import { recordHistoryShape } from './record-changes';

export const WAREHOUSE_NAME_MAX = 80;
export const WAREHOUSE_PAGE_MAX = 200;
export const STOCK_PAGE_MAX = 200;
export const LEDGER_PAGE_MAX = 200;
export const STOCK_NOTE_MAX = 300;
/** Largest adjustment: 1,000,000 units or kg, in thousandths. */
export const STOCK_QUANTITY_MAX = 1_000_000_000;
/** Days of picking's out-of-stock lines shown by default, and at most. */
export const OUT_OF_STOCK_DAYS_DEFAULT = 7;
export const OUT_OF_STOCK_DAYS_MAX = 90;

export const STOCK_REASONS = ['received', 'counted', 'damaged'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

const warehouseRequest = { tokenSesion: tokenSesionSchema, ...scopeShape, warehouseId: idSchema };

export const warehouseSummarySchema = z.object({
  id: z.int(),
  companyId: z.int(),
  name: z.string(),
  address: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  active: z.boolean(),
  stores: z.array(z.object({ id: z.int(), name: z.string() })),
  /** Enabled users bound to it (pickers, dispatchers, cashiers). */
  userCount: z.int(),
  /** Products with stock above zero here. */
  productCount: z.int(),
  version: z.int(),
});
export type WarehouseSummary = z.infer<typeof warehouseSummarySchema>;

/** `/Warehouse/List`: the company's warehouses by name; `q` is contained in the name or the address. */
export const warehouseListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(trimmedText(WAREHOUSE_NAME_MAX)),
  active: z.optional(z.boolean()),
});
export const warehouseListData = z.object({ rows: z.array(warehouseSummarySchema) });

export const warehouseDetailSchema = z.object({
  ...warehouseSummarySchema.shape,
  updatedAt: isoDateTimeSchema,
  /** Orders not delivered or cancelled yet: a warehouse with some cannot be deactivated. */
  openOrderCount: z.int(),
});
export type WarehouseDetail = z.infer<typeof warehouseDetailSchema>;

/** `/Warehouse/Get`: one warehouse (`warehouseId`), or only the form's choices (no `warehouseId`, a new one). */
export const warehouseGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });
export const warehouseGetData = z.object({
  warehouse: z.nullable(warehouseDetailSchema),
  /** The company's stores the form offers. */
  storeOptions: z.array(z.object({ id: z.int(), name: z.string(), active: z.boolean() })),
});

/** `/Warehouse/Save`: creates (no `warehouseId`) or edits one at `baseVersion` (STALE_VERSION otherwise). */
export const warehouseSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  name: trimmedText(WAREHOUSE_NAME_MAX),
  ...addressShape,
  storeIds: z.array(idSchema).check(z.maxLength(200)),
  active: z.boolean(),
  mutationId: mutationIdSchema,
});
export const warehouseSaveData = z.object({ warehouse: warehouseDetailSchema, created: z.boolean() });

export const warehouseHistoryRequest = z.strictObject({ ...warehouseRequest, ...recordHistoryShape });

/** One category in the warehouse's walking order. `custom`: the warehouse has its own position for it. */
export const aisleRowSchema = z.object({
  categoryId: z.int(),
  name: z.string(),
  parentName: z.nullable(z.string()),
  active: z.boolean(),
  custom: z.boolean(),
});
export type AisleRow = z.infer<typeof aisleRowSchema>;

/** `/Warehouse/Aisles`: the company's categories in this warehouse's walking order. */
export const warehouseAislesRequest = z.strictObject(warehouseRequest);
/** `/Warehouse/SetAisles`: the whole order, every category of the company exactly once; once per `mutationId`. */
export const warehouseSetAislesRequest = z.strictObject({
  ...warehouseRequest,
  categoryIds: z.array(idSchema).check(z.minLength(1), z.maxLength(5000)),
  mutationId: mutationIdSchema,
});
export const warehouseAislesData = z.object({ rows: z.array(aisleRowSchema) });

export const stockRowSchema = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  saleUnit: z.enum(['unit', 'kg']),
  active: z.boolean(),
  barcodes: z.array(z.string()),
  /** Thousandths of a unit or kg. */
  quantityMilli: z.number(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** `/Warehouse/Stock`: the company's products (name or SKU contain `q`, or a barcode is `q`) with their stock here. */
export const warehouseStockRequest = z.strictObject({
  ...warehouseRequest,
  q: z.optional(trimmedText(120)),
  /** Only products with no stock here ("agotados"). */
  outOfStock: z.optional(z.boolean()),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(STOCK_PAGE_MAX))),
  /** Keyset: the last row of the previous page (name order, then id). */
  afterName: z.optional(text(z.maxLength(500))),
  afterId: z.optional(idSchema),
});
export const warehouseStockData = z.object({
  rows: z.array(stockRowSchema),
  next: z.nullable(z.object({ afterName: z.string(), afterId: z.int() })),
});

/**
 * `/Warehouse/AdjustStock`: received and damaged move the stock by `quantityMilli` (up or down), counted sets it to
 * `quantityMilli`. Never below zero; once per `mutationId`.
 */
export const warehouseAdjustStockRequest = z.strictObject({
  ...warehouseRequest,
  productId: idSchema,
  reason: z.enum(STOCK_REASONS),
  quantityMilli: z.int().check(z.minimum(0), z.maximum(STOCK_QUANTITY_MAX)),
  note: z.optional(text(z.trim(), z.maxLength(STOCK_NOTE_MAX))),
  mutationId: mutationIdSchema,
});
export const warehouseAdjustStockData = z.object({ productId: z.int(), beforeMilli: z.number(), quantityMilli: z.number() });

export const ledgerRowSchema = z.object({
  id: z.int(),
  at: isoDateTimeSchema,
  userName: z.nullable(z.string()),
  reason: z.string(),
  deltaMilli: z.number(),
  balanceMilli: z.number(),
  note: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** `/Warehouse/StockLedger`: a product's movements here, newest first, `beforeId` pages on. */
export const warehouseStockLedgerRequest = z.strictObject({
  ...warehouseRequest,
  productId: idSchema,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(LEDGER_PAGE_MAX))),
  beforeId: z.optional(idSchema),
});
export const warehouseStockLedgerData = z.object({
  product: z.object({ id: z.int(), sku: z.string(), name: z.string(), saleUnit: z.enum(['unit', 'kg']), quantityMilli: z.number() }),
  rows: z.array(ledgerRowSchema),
  nextBeforeId: z.nullable(z.int()),
});

export const pickingOutOfStockRowSchema = z.object({
  lineId: z.int(),
  orderId: z.int(),
  orderNumber: z.string(),
  productId: z.nullable(z.int()),
  sku: z.string(),
  name: z.string(),
  at: isoDateTimeSchema,
  pickerName: z.nullable(z.string()),
});
export type PickingOutOfStockRow = z.infer<typeof pickingOutOfStockRowSchema>;

/** `/Warehouse/PickingOutOfStock`: lines pickers marked out of stock here in the last `days` days, newest first. */
export const warehouseOutOfStockRequest = z.strictObject({
  ...warehouseRequest,
  days: z.optional(z.int().check(z.minimum(1), z.maximum(OUT_OF_STOCK_DAYS_MAX))),
});
export const warehouseOutOfStockData = z.object({ rows: z.array(pickingOutOfStockRowSchema) });
