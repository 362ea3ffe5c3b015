/** The catalogue: categories, brands, products with their barcodes, and stock per warehouse. */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns';
import { companies, warehouses } from './tenancy';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Walking order through the warehouse (picking groups lines by it). */
    aisleOrder: integer('aisle_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('categories_company_idx').on(t.companyId)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
  },
  (t) => [index('brands_company_idx').on(t.companyId)],
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
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_company_sku_key').on(t.companyId, t.sku), index('products_category_idx').on(t.categoryId)],
);

export const productBarcodes = pgTable(
  'product_barcodes',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    barcode: text('barcode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.barcode] }), uniqueIndex('product_barcodes_company_barcode_key').on(t.companyId, t.barcode)],
);

export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    /** Thousandths of a unit (or of a kg). */
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
);
