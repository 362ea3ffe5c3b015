/** Picking's selections: its lines, its list rows and the products a picker may scan or substitute with. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { NO_AISLE } from '../../../contract/picking-constants';
import type { PickingLine, PickingProduct } from '../../../contract/schemas/picking';
import type { AppDb } from '../../db/client';
import { isoTextOrNull } from '../../db/iso-text';
import { categories, productBarcodes, products } from '../../db/schema/catalogue';
import { orderLines, orders } from '../../db/schema/orders';
import { companies } from '../../db/schema/tenancy';
import { storeOutOfStockSql } from '../../organisation/store-offer';
import { warehouseAisles } from '../../db/schema/organisation';
import { picker } from '../../orders/order-detail';
import { orderLineColumns } from '../../orders/order-lines';
import { summaryColumns, withSummaryJoins } from '../../orders/order-summary';


const substituteProduct = alias(products, 'substitute_product');

/** A product's barcodes as a JSON array (json_agg: both drivers hand back a plain JS array). */
function barcodesOf(productId: AnyPgColumn): SQL<string[]> {
  return sql<string[]>`coalesce((SELECT json_agg(${productBarcodes.barcode} ORDER BY ${productBarcodes.barcode}) FROM ${productBarcodes} WHERE ${productBarcodes.productId} = ${productId}), '[]'::json)`;
}

/**
 * The category's aisle: the order's warehouse's own position for it (warehouse_aisles, joined on the order's
 * warehouse in the same statement), else the company-wide aisle; picking walks the lines in this order, then by position.
 */
const aisle = sql<number>`coalesce(${warehouseAisles.position}, ${categories.aisleOrder}, ${sql.raw(String(NO_AISLE))})`;

const pickingLineColumns = {
  ...orderLineColumns,
  categoryName: categories.name,
  aisle,
  barcodes: barcodesOf(orderLines.productId),
  imageUrl: products.imageUrl,
  orderedQuantity: orderLines.orderedQuantityMilli,
  pickState: orderLines.pickState,
  pickedQuantity: orderLines.pickedQuantityMilli,
  substituteApproval: orderLines.substituteApproval,
  lineVersion: orderLines.lineVersion,
  pickedBy: orderLines.pickedBy,
  pickedAt: isoTextOrNull(orderLines.pickedAt),
  // The substitute as copied onto the line when it was substituted (toPickingLine makes it `substitute`).
  substituteProductId: orderLines.substituteProductId,
  substituteName: orderLines.substituteName,
  substituteSku: orderLines.substituteSku,
  substituteSaleUnit: orderLines.substituteSaleUnit,
  substituteUnitPrice: orderLines.substituteUnitPriceCents,
  substituteTaxRateBp: orderLines.substituteTaxRateBp,
  substituteCategoryId: substituteProduct.categoryId,
  substituteImageUrl: substituteProduct.imageUrl,
  substituteBarcodes: barcodesOf(orderLines.substituteProductId),
};

/** The company's business day at `now` (an ISO instant: a placeholder or a value), for statements joined to companies. */
export function companyDay(now: SQL): SQL {
  return sql`((${now})::timestamptz AT TIME ZONE ${companies.timezone})::date`;
}

/**
 * Picking lines (filter them with `.where`), with their category, image and barcodes and their substitute's, and
 * whether the order's store marked the product out of stock on the business day of `now` (Mi menú).
 */
export function selectPickingLines(db: AppDb, now: SQL) {
  return db
    .select({ ...pickingLineColumns, storeOutToday: storeOutOfStockSql(orders.storeId, orderLines.productId, companyDay(now)) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(categories, eq(categories.id, orderLines.categoryId))
    .leftJoin(warehouseAisles, and(eq(warehouseAisles.categoryId, orderLines.categoryId), eq(warehouseAisles.warehouseId, orders.warehouseId)))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(substituteProduct, eq(substituteProduct.id, orderLines.substituteProductId));
}

/** Walking order. */
export const PICKING_LINE_ORDER = [aisle, orderLines.position, orderLines.id] as const;

export type PickingLineRow = Awaited<ReturnType<ReturnType<typeof selectPickingLines>['execute']>>[number];

export function toPickingLine(row: PickingLineRow): PickingLine {
  const {
    substituteProductId,
    substituteName,
    substituteSku,
    substituteSaleUnit,
    substituteUnitPrice,
    substituteTaxRateBp,
    substituteCategoryId,
    substituteImageUrl,
    substituteBarcodes,
    ...line
  } = row;
  const substitute: PickingProduct | null =
    line.pickState === 'substituted' && substituteProductId !== null
      ? {
          id: substituteProductId,
          sku: substituteSku ?? '',
          name: substituteName ?? '',
          saleUnit: substituteSaleUnit ?? 'unit',
          unitPrice: substituteUnitPrice ?? 0,
          taxRate: substituteTaxRateBp ?? 0,
          categoryId: substituteCategoryId,
          barcodes: substituteBarcodes,
          imageUrl: substituteImageUrl,
        }
      : null;
  return { ...line, aisle: Number(line.aisle), substitute };
}

/** A picking list row: the order summary with its progress and picker. */
export const pickingListColumns = {
  ...summaryColumns,
  linesTotal: sql<number>`(SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
  linesDone: sql<number>`(SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id} AND ${orderLines.pickState} <> 'pending')`,
  pickerName: picker.name,
  pickingStartedAt: isoTextOrNull(orders.pickingStartedAt),
};

/** Picking list rows of orders (filter them with `.where` or a join). */
export function selectPickingListRows(db: AppDb) {
  return withSummaryJoins(db.select(pickingListColumns).from(orders).leftJoin(picker, eq(picker.id, orders.pickerId)).$dynamic());
}

/** A product a picker may scan or substitute with, as the contract's `pickingProductSchema`. */
export const pickingProductColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  saleUnit: sql<'unit' | 'kg'>`CASE WHEN ${products.saleUnit} = 'kg' THEN 'kg' ELSE 'unit' END`,
  unitPrice: products.priceCents,
  taxRate: products.taxRateBp,
  categoryId: products.categoryId,
  barcodes: barcodesOf(products.id),
  imageUrl: products.imageUrl,
};
