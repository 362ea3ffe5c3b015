/**
 * The product search behind `/Product/List` (and so every product picker): one company's products, filtered, in
 * keyset pages. Every value is a `sql.placeholder`, so the SQL text depends only on the sort, the direction, the
 * cursor's presence and which filters are set (the `shape`): each is built and prepared once, then only executed.
 *
 * The page's ids are found first (on the sort's index or the pg_trgm indexes for a search) and only those rows are
 * joined with their brand, category, barcodes and stock.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { ProductSort, ProductKind, SaleUnit } from '../../contract/catalogue-constants';
import type { ProductSummary } from '../../contract/schemas/product-list';
import type { AppDb } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { brands, categories, productBarcodes, productCategories, products, stock } from '../db/schema/catalogue';
import { conditionsBuilder, escapeLike, type OrderConditions } from '../orders/order-filters';
import { PRODUCT_SORT_SPECS, afterProductCursor, decodeProductCursor, encodeProductCursor, productSortOrder } from './product-cursor';

export interface ProductSearch {
  companyId: number;
  /** Stock is read in this warehouse; null: summed over the company's warehouses. */
  stockWarehouseId: number | null;
  q?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  saleUnit?: SaleUnit | undefined;
  kind?: ProductKind | undefined;
  active?: boolean | undefined;
  /** Checked by the caller to be the company's. */
  outOfStockWarehouseId?: number | undefined;
  ids?: readonly number[] | undefined;
  sort: ProductSort;
  desc: boolean;
  limit: number;
  cursor?: string | undefined;
}

export interface ProductPage {
  rows: ProductSummary[];
  nextCursor: string | null;
}

/** The search's filters as conditions on `products` (company first, always). */
function searchConditions(db: AppDb, search: ProductSearch): OrderConditions {
  const builder = conditionsBuilder();
  const { value, add } = builder;
  const company = value('companyId', search.companyId);
  add('c', eq(products.companyId, company));
  if (search.q !== undefined) {
    // Contains, case-insensitive, on the lower(...) expressions the pg_trgm GIN indexes are built on; or a barcode,
    // exactly (its unique index). ARRAY(...) makes the barcode's products an index condition, so the three are
    // one BitmapOr.
    // LIKE on lower(...) both sides rather than ILIKE: ILIKE lowers each row's text again (UTF-8), a third of a broad
    // search's time; lower() of a lowered text is itself, so the matches are the same.
    const pattern = sql`lower(${value('qPattern', `%${escapeLike(search.q.toLowerCase())}%`)})`;
    const byBarcode = db
      .select({ id: productBarcodes.productId })
      .from(productBarcodes)
      .where(and(eq(productBarcodes.companyId, company), eq(productBarcodes.barcode, value('qExact', search.q))));
    add('q', or(sql`lower(${products.name}) LIKE ${pattern}`, sql`lower(${products.sku}) LIKE ${pattern}`, sql`${products.id} = ANY(ARRAY(${byBarcode}))`));
  }
  if (search.categoryId !== undefined) {
    // Every category the product is listed in (the main one is always one of them).
    const inCategory = db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(and(eq(productCategories.categoryId, value('categoryId', search.categoryId)), eq(productCategories.companyId, company)));
    add('cat', sql`${products.id} IN (${inCategory})`);
  }
  if (search.brandId !== undefined) add('b', eq(products.brandId, value('brandId', search.brandId)));
  if (search.saleUnit !== undefined) add('u', eq(products.saleUnit, value('saleUnit', search.saleUnit)));
  if (search.kind !== undefined) add('k', eq(products.kind, value('kind', search.kind)));
  if (search.active !== undefined) add('a', eq(products.active, value('active', search.active)));
  if (search.outOfStockWarehouseId !== undefined) {
    const oos = value('oosWarehouseId', search.outOfStockWarehouseId);
    add('o', sql`NOT EXISTS (SELECT 1 FROM ${stock} WHERE ${stock.productId} = ${products.id} AND ${stock.warehouseId} = ${oos} AND ${stock.quantityMilli} > 0)`);
  }
  if (search.ids !== undefined) add('i', sql`${products.id} = ANY(${value('ids', [...search.ids])}::int[])`);
  return builder.conditions;
}

/** A product's barcodes as a JSON array (as picking-rows.ts reads them). */
const barcodes = sql<string[]>`coalesce((SELECT json_agg(${productBarcodes.barcode} ORDER BY ${productBarcodes.barcode}) FROM ${productBarcodes} WHERE ${productBarcodes.productId} = ${products.id}), '[]'::json)`;

// The brand's and main category's names by primary key for each row of the page: a join planned without the values
// (generic plans) hashed every brand and category of the database on each call.
const brandName = sql<string | null>`(SELECT ${brands.name} FROM ${brands} WHERE ${brands.id} = ${products.brandId})`;
const categoryName = sql<string | null>`(SELECT ${categories.name} FROM ${categories} WHERE ${categories.id} = ${products.categoryId})`;

function stockColumn(warehouse: boolean) {
  const where = warehouse ? sql`AND ${stock.warehouseId} = ${sql.placeholder('stockWarehouseId')}` : sql``;
  return sql<number>`coalesce((SELECT sum(${stock.quantityMilli}) FROM ${stock} WHERE ${stock.productId} = ${products.id} ${where}), 0)::bigint`.mapWith(Number);
}

/** A number written into the SQL text (drizzle's `.limit` takes a number or a placeholder, both sent as parameters). */
function literal(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  // An SQL chunk where drizzle expects a number: it inlines it (pg-core dialect: `limit ${limit}` for objects).
  return sql.raw(String(value)) as unknown as number;
}

export async function searchProducts(db: AppDb, search: ProductSearch): Promise<ProductPage> {
  const conditions = searchConditions(db, search);
  const spec = PRODUCT_SORT_SPECS[search.sort];
  const values: Record<string, unknown> = { ...conditions.values };
  if (search.cursor !== undefined) {
    const cursor = decodeProductCursor(search.cursor, search.sort, search.desc);
    Object.assign(values, { cursorValue: cursor.value, cursorId: cursor.id });
  }
  const byWarehouse = search.stockWarehouseId !== null;
  if (byWarehouse) values.stockWarehouseId = search.stockWarehouseId;
  const name = `product_page.${search.limit}.${search.sort}.${search.desc ? 'd' : 'a'}.${search.cursor === undefined ? '' : 'c'}.${byWarehouse ? 'w' : ''}.${conditions.shape}`;

  // The connections plan with generic plans (plan_cache_mode=force_generic_plan, ADR 004), so the plan must not depend
  // on the values. The page size is written into the SQL (one statement per size; the app uses a few): as a parameter
  // PostgreSQL expects a LIMIT to read a tenth of what matches, and then joined the page to all 50,000 products by a
  // hash join (130 answers a second instead of ~1,000) and walked the name index for a brand's second page (23,000 rows).
  // One row more than the page: whether there is a next page.
  const take = search.limit + 1;
  // A text search or a category: every match first (the pg_trgm and barcode indexes; the category's listings), then
  // the cursor and the sort. The OFFSET fences the matches: otherwise PostgreSQL walks the sort's index testing every
  // row when it expects matches to be spread evenly (a search for "yogur" read 48,000 rows of the name index to find
  // the 51 at its end: 250 ms instead of 2), and did so from a cursor on (a category's or a search's second page:
  // 37,000 index rows, 8–17 ms, against 2–3 for its first page).
  const fenced = search.q !== undefined || search.categoryId !== undefined;
  const statement = preparedStatement(db, name, (on, statementName) => {
    const after = (key?: { key: SQLWrapper; id: SQLWrapper }) =>
      search.cursor === undefined ? [] : [afterProductCursor(spec, search.desc, sql.placeholder('cursorValue'), sql.placeholder('cursorId'), key)];
    const by = search.desc ? desc : asc;
    let page;
    if (fenced) {
      const matches = on
        .select({ id: products.id, key: sql`${spec.column}`.as('key') })
        .from(products)
        .where(and(...conditions.where))
        .offset(literal(0))
        .as('matches');
      page = on
        .select({ id: matches.id })
        .from(matches)
        .where(and(...after({ key: matches.key, id: matches.id })))
        .orderBy(by(matches.key), by(matches.id))
        .limit(literal(take))
        .as('page');
    } else {
      page = on
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions.where, ...after()))
        .orderBy(...productSortOrder(spec, search.desc))
        .limit(literal(take))
        .as('page');
    }
    return on
      .select({
        id: products.id,
        companyId: products.companyId,
        sku: products.sku,
        name: products.name,
        brandId: products.brandId,
        brandName: brandName,
        categoryId: products.categoryId,
        categoryName: categoryName,
        saleUnit: products.saleUnit,
        kind: products.kind,
        priceCents: products.priceCents,
        priceWithTaxCents: products.priceWithTaxCents,
        taxRateBp: products.taxRateBp,
        active: products.active,
        imageUrl: products.imageUrl,
        barcodes,
        stockMilli: stockColumn(byWarehouse),
        version: products.version,
        sortKey: spec.keyText,
      })
      .from(products)
      .innerJoin(page, eq(page.id, products.id))
      .orderBy(...productSortOrder(spec, search.desc))
      .prepare(statementName);
  });

  const found = await statement.execute(values);
  const more = found.length > search.limit;
  const pageRows = more ? found.slice(0, search.limit) : found;
  const last = pageRows.at(-1);
  return {
    rows: pageRows.map(({ sortKey: _key, ...row }) => ({ ...row, saleUnit: row.saleUnit as SaleUnit, kind: row.kind as ProductKind })),
    nextCursor: more && last ? encodeProductCursor(search.sort, search.desc, { value: last.sortKey, id: last.id }) : null,
  };
}
