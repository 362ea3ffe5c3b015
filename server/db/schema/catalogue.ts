/** The catalogue: categories, brands, products with their barcodes, and stock per warehouse. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns';
import { companies, stores, warehouses } from './tenancy';
import { users } from './accounts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Walking order through the warehouse (picking groups lines by it). */
    aisleOrder: integer('aisle_order').notNull().default(0),
    /** Order among its siblings (the tree on /categorias, the storefront). */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_company_idx').on(t.companyId), index('categories_parent_idx').on(t.companyId, t.parentId, t.position)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    /** File-store key of the logo (see server/files), or null. */
    logoKey: text('logo_key'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('brands_company_idx').on(t.companyId), uniqueIndex('brands_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    /** 'unit' or 'kg' (weighted: quantities in thousandths of a kg). */
    saleUnit: text('sale_unit').notNull().default('unit'),
    /** Price per unit or per kg, without IVA, in cents. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Price with IVA, in cents (what the shelf shows). */
    priceWithTaxCents: bigint('price_with_tax_cents', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(1500),
    /** URL of the main image's web size (picking and lists show it); kept in step with product_images. */
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    description: text('description').notNull().default(''),
    /** 'simple', or 'composite' (made of other products: product_components). */
    kind: text('kind').notNull().default('simple'),
    /** Composite only: the price is the sum of its components' prices (else it is set by hand). */
    priceDerived: boolean('price_derived').notNull().default(false),
    /** Optimistic concurrency: every save names the version it read; a stale one is refused. */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_company_sku_key').on(t.companyId, t.sku),
    // What the rows that belong to a product reference (ofProduct below).
    uniqueIndex('products_id_company_key').on(t.id, t.companyId),
    index('products_category_idx').on(t.categoryId),
    // Keyset pages by name, and substring search on name and SKU (pg_trgm).
    index('products_company_name_idx').on(t.companyId, t.name, t.id),
    index('products_company_price_idx').on(t.companyId, t.priceWithTaxCents, t.id),
    index('products_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
    index('products_brand_idx').on(t.brandId),
    check('products_kind_check', sql`${t.kind} in ('simple', 'composite')`),
    check('products_sale_unit_check', sql`${t.saleUnit} in ('unit', 'kg')`),
    check('products_price_check', sql`${t.priceCents} >= 0 and ${t.priceWithTaxCents} >= 0`),
    check('products_tax_rate_check', sql`${t.taxRateBp} between 0 and 10000`),
  ],
);

/**
 * A row that belongs to a product carries the product's company (tenancy checks read it without a join). One key on
 * both checks that the product exists and that the company is the product's — two single-column keys checked neither
 * that, and cost a check more per row written (a spreadsheet chunk of 500 products: 24 ms of its ~165 on PGlite).
 */
function ofProduct(table: string, productId: AnyPgColumn, companyId: AnyPgColumn, role = 'product') {
  return foreignKey({ name: `${table}_${role}_company_fk`, columns: [productId, companyId], foreignColumns: [products.id, products.companyId] });
}

/**
 * Every category a product is listed in (`products.category_id` is the main one, which picking's aisle order uses;
 * it is always also a row here), with the product's storefront display order inside that category.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    companyId: integer('company_id').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.displayOrder, t.productId),
    ofProduct('product_categories', t.productId, t.companyId),
  ],
);

/** A product's images, in order; `storage_key` names the stored original and its web sizes (server/files). */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id').notNull(),
    companyId: integer('company_id').notNull(),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), ofProduct('product_images', t.productId, t.companyId)],
);

/** The audit trail of products: who changed what, when, from where (form, spreadsheet, mass update, …). */
export const productChanges = pgTable(
  'product_changes',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'form', 'bulk_load', 'mass_update', 'mass_undo', 'composite', 'images', 'stock', 'order' … */
    source: text('source').notNull(),
    /** `{ field: [before, after] }` for the fields that changed (`created: true` for a new product). */
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('product_changes_product_idx').on(t.productId, t.at), ofProduct('product_changes', t.productId, t.companyId)],
);

/** What a composite product (a basket, a combo) is made of. No cycles: checked by the server on every save. */
export const productComponents = pgTable(
  'product_components',
  {
    parentId: integer('parent_id').notNull(),
    componentId: integer('component_id').notNull(),
    companyId: integer('company_id').notNull(),
    /** Thousandths of a unit (or of a kg) of the component in one parent. */
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.componentId] }),
    index('product_components_component_idx').on(t.componentId),
    // The parent and each component are of the row's company.
    ofProduct('product_components', t.parentId, t.companyId, 'parent'),
    ofProduct('product_components', t.componentId, t.companyId, 'component'),
    check('product_components_not_self', sql`${t.parentId} <> ${t.componentId}`),
    check('product_components_quantity_check', sql`${t.quantityMilli} > 0`),
  ],
);

/** One applied mass update (/market/actualizacion): what was chosen and changed, and whether it was undone. */
export const massUpdates = pgTable(
  'mass_updates',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    /** The selection (filter or SKU list) and the change, as sent. */
    selection: jsonb('selection').notNull(),
    change: jsonb('change').notNull(),
    affected: integer('affected').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => users.id),
  },
  (t) => [index('mass_updates_company_idx').on(t.companyId, t.createdAt)],
);

/** Every product a mass update changed, with its fields before and after (the undo restores `before`). */
export const massUpdateRows = pgTable(
  'mass_update_rows',
  {
    massUpdateId: integer('mass_update_id').notNull().references(() => massUpdates.id),
    productId: integer('product_id').notNull().references(() => products.id),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [primaryKey({ columns: [t.massUpdateId, t.productId] })],
);

/** Per store: which categories its storefront shows, and in what order (/store-categories). */
export const storeCategories = pgTable(
  'store_categories',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] })],
);

/** The storefront's navigation menu (/menu): nested items linking to a category, a list of products or a URL. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    /** 'category', 'products' or 'url'. */
    kind: text('kind').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    url: text('url'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_company_idx').on(t.companyId, t.parentId, t.position), check('menu_items_kind_check', sql`${t.kind} in ('category', 'products', 'url')`)],
);

/** Stock movements per product and warehouse (received, counted, damaged, …): who, why, how much. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    /** Signed thousandths: what the movement added to (or took from) the stock. */
    deltaMilli: bigint('delta_milli', { mode: 'number' }).notNull(),
    /** The stock after the movement. */
    balanceMilli: bigint('balance_milli', { mode: 'number' }).notNull(),
    /** 'received', 'counted', 'damaged', 'bulk_load', 'form', … */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('stock_adjustments_product_idx').on(t.productId, t.warehouseId, t.createdAt), ofProduct('stock_adjustments', t.productId, t.companyId)],
);

/** One spreadsheet upload (/cargar-productos): its totals so far, so a reload can resume and show them. */
export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    /** Made by the client (uuid), so a resumed upload names the same record. */
    id: text('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    fileName: text('file_name').notNull().default(''),
    totalRows: integer('total_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bulk_uploads_company_idx').on(t.companyId, t.createdAt)],
);

export const productBarcodes = pgTable(
  'product_barcodes',
  {
    productId: integer('product_id').notNull(),
    companyId: integer('company_id').notNull(),
    barcode: text('barcode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.barcode] }),
    uniqueIndex('product_barcodes_company_barcode_key').on(t.companyId, t.barcode),
    ofProduct('product_barcodes', t.productId, t.companyId),
  ],
);

export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    /** Thousandths of a unit (or of a kg). */
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(0),
    /** Held by placed orders that have not finished picking (issue 18): what may still be sold is quantity − reserved. */
    reservedMilli: bigint('reserved_milli', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] }), check('stock_reserved_check', sql`${t.reservedMilli} >= 0`)],
);
