/** Picking's selections: its lines, its list rows and the products a picker may scan or substitute with. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { NO_AISLE } from '../../../contract/picking-constants';
import type { PickingLine, PickingProduct } from '../../../contract/schemas/picking';
import type { AppDb } from '../../db/client';
import { isoTextOrNull } from '../../db/iso-text';
import { categories, productBarcodes, products } from '../../db/schema/catalogue';
import { orderLines, orders } from '../../db/schema/orders';
import { picker } from '../../orders/order-detail';
import { orderLineColumns } from '../../orders/order-lines';
import { summaryColumns, withSummaryJoins } from '../../orders/order-summary';


const substituteProduct = alias(products, 'substitute_product');

/** A product's barcodes as a JSON array (json_agg: both drivers hand back a plain JS array). */
function barcodesOf(productId: AnyPgColumn): SQL<string[]> {
  return sql<string[]>`coalesce((SELECT json_agg(${productBarcodes.barcode} ORDER BY ${productBarcodes.barcode}) FROM ${productBarcodes} WHERE ${productBarcodes.productId} = ${productId}), '[]'::json)`;
}

/** The category's aisle: picking walks the lines in this order, then by position. */
const aisle = sql<number>`coalesce(${categories.aisleOrder}, ${sql.raw(String(NO_AISLE))})`;

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

/** Picking lines (filter them with `.where`), with their category, image and barcodes and their substitute's. */
export function selectPickingLines(db: AppDb) {
  return db
    .select(pickingLineColumns)
    .from(orderLines)
    .leftJoin(categories, eq(categories.id, orderLines.categoryId))
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
