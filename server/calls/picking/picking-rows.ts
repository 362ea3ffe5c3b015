/** SQL for picking lines, list rows and products, and the mapping of their rows to the contract's shapes. */
import type { PickingLine, PickingListRow, PickingProduct, PickState, SubstituteApproval } from '../../../contract/schemas/picking';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, int, iso, isoSql, toSummary, type SummaryRow } from '../orders/order-rows';

/** Lines without a category walk last. */
const NO_AISLE = 1_000_000;

/** Barcodes of a product as a JSON array (JSON, not a SQL array, so both drivers return a plain JS array). */
function barcodesSql(productColumn: string): string {
  return `coalesce((SELECT json_agg(b.barcode ORDER BY b.barcode) FROM product_barcodes b WHERE b.product_id = ${productColumn}), '[]'::json)`;
}

/**
 * Columns of a picking line read from `l` (order_lines) joined with `PICKING_LINE_JOINS`. Usable on a CTE named `l`
 * that returns `order_lines.*` (an UPDATE … RETURNING), so a change and its answer are one statement.
 */
export const PICKING_LINE_COLUMNS = `
  l.id, l.position, l.product_id, l.category_id, l.name, l.type, l.token_provider, l.sku, l.unit_price_cents, l.quantity_milli,
  l.subtotal_cents, l.subtotal_without_discount_cents, l.total_cents, l.total_without_discount_cents, l.tax_rate_bp, l.tax_cents,
  l.tax_without_discount_cents, l.discount_cents, l.discount_rate_bp, l.ordered_quantity_milli, l.pick_state, l.picked_quantity_milli,
  l.substitute_product_id, l.substitute_name, l.substitute_sku, l.substitute_sale_unit, l.substitute_unit_price_cents, l.substitute_tax_rate_bp,
  l.substitute_approval, l.line_version, l.picked_by, ${isoSql('l.picked_at')} AS picked_at,
  cat.name AS category_name, coalesce(cat.aisle_order, ${NO_AISLE}) AS aisle, p.image_url, ${barcodesSql('l.product_id')} AS barcodes,
  sp.category_id AS substitute_category_id, sp.image_url AS substitute_image_url, ${barcodesSql('l.substitute_product_id')} AS substitute_barcodes`;

export const PICKING_LINE_JOINS = `
  LEFT JOIN categories cat ON cat.id = l.category_id
  LEFT JOIN products p ON p.id = l.product_id
  LEFT JOIN products sp ON sp.id = l.substitute_product_id`;

/** Walking order: the category's aisle, then the line's position. */
export const PICKING_LINE_ORDER = 'aisle, l.position, l.id';

type Int = number | string;

export interface PickingLineRow {
  id: number;
  position: number;
  product_id: number | null;
  category_id: number | null;
  name: string;
  type: 'unit' | 'kg';
  token_provider: string | null;
  sku: string;
  unit_price_cents: Int;
  quantity_milli: Int;
  subtotal_cents: Int;
  subtotal_without_discount_cents: Int;
  total_cents: Int;
  total_without_discount_cents: Int;
  tax_rate_bp: number;
  tax_cents: Int;
  tax_without_discount_cents: Int;
  discount_cents: Int;
  discount_rate_bp: number;
  ordered_quantity_milli: Int;
  pick_state: PickState;
  picked_quantity_milli: Int | null;
  substitute_product_id: number | null;
  substitute_name: string | null;
  substitute_sku: string | null;
  substitute_sale_unit: 'unit' | 'kg' | null;
  substitute_unit_price_cents: Int | null;
  substitute_tax_rate_bp: number | null;
  substitute_approval: SubstituteApproval | null;
  line_version: number;
  picked_by: number | null;
  picked_at: string | null;
  category_name: string | null;
  aisle: number;
  image_url: string | null;
  barcodes: string[];
  substitute_category_id: number | null;
  substitute_image_url: string | null;
  substitute_barcodes: string[];
}

export function toPickingLine(row: PickingLineRow): PickingLine {
  const substitute: PickingProduct | null =
    row.pick_state === 'substituted' && row.substitute_product_id !== null
      ? {
          id: row.substitute_product_id,
          sku: row.substitute_sku ?? '',
          name: row.substitute_name ?? '',
          saleUnit: row.substitute_sale_unit ?? 'unit',
          unitPrice: int(row.substitute_unit_price_cents),
          taxRate: row.substitute_tax_rate_bp ?? 0,
          categoryId: row.substitute_category_id,
          barcodes: row.substitute_barcodes,
          imageUrl: row.substitute_image_url,
        }
      : null;
  return {
    id: row.id,
    position: row.position,
    productId: row.product_id,
    categoryId: row.category_id,
    name: row.name,
    type: row.type,
    tokenProvider: row.token_provider,
    sku: row.sku,
    unitPrice: int(row.unit_price_cents),
    quantity: int(row.quantity_milli),
    subtotal: int(row.subtotal_cents),
    subtotalWithoutDiscount: int(row.subtotal_without_discount_cents),
    total: int(row.total_cents),
    totalWithoutDiscount: int(row.total_without_discount_cents),
    taxRate: row.tax_rate_bp,
    tax: int(row.tax_cents),
    taxWithoutDiscount: int(row.tax_without_discount_cents),
    discount: int(row.discount_cents),
    discountRate: row.discount_rate_bp,
    categoryName: row.category_name,
    aisle: Number(row.aisle),
    barcodes: row.barcodes,
    imageUrl: row.image_url,
    orderedQuantity: int(row.ordered_quantity_milli),
    pickState: row.pick_state,
    pickedQuantity: row.picked_quantity_milli === null ? null : int(row.picked_quantity_milli),
    substitute,
    substituteApproval: row.substitute_approval,
    lineVersion: row.line_version,
    pickedBy: row.picked_by,
    pickedAt: row.picked_at,
  };
}

/** A picking list row: the order summary with its progress and picker (`o` is orders). */
export const LIST_ROW_COLUMNS = `${SUMMARY_COLUMNS}, pu.name AS picker_name, ${isoSql('o.picking_started_at')} AS picking_started_at,
  (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines_total,
  (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id AND l.pick_state <> 'pending') AS lines_done`;
export const LIST_ROW_JOINS = `${SUMMARY_JOINS} LEFT JOIN users pu ON pu.id = o.picker_id`;

export interface ListRow extends SummaryRow {
  picker_name: string | null;
  picking_started_at: string | null;
  lines_total: number;
  lines_done: number;
}

export function toListRow(row: ListRow): PickingListRow {
  // Object.assign, not a spread: see getOrderDetailJson (a spread then extended costs V8 a new hidden class per row).
  return Object.assign(toSummary(row), {
    linesTotal: Number(row.lines_total),
    linesDone: Number(row.lines_done),
    pickerName: row.picker_name,
    pickingStartedAt: row.picking_started_at === null ? null : iso(row.picking_started_at),
  });
}

/** Columns of a product a picker may scan or substitute with (`p` is products). */
export const PRODUCT_COLUMNS = `p.id, p.sku, p.name, p.sale_unit, p.price_cents, p.tax_rate_bp, p.category_id, p.image_url, ${barcodesSql('p.id')} AS barcodes`;

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  sale_unit: string;
  price_cents: Int;
  tax_rate_bp: number;
  category_id: number | null;
  image_url: string | null;
  barcodes: string[];
}

export function toPickingProduct(row: ProductRow): PickingProduct {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    saleUnit: row.sale_unit === 'kg' ? 'kg' : 'unit',
    unitPrice: int(row.price_cents),
    taxRate: row.tax_rate_bp,
    categoryId: row.category_id,
    barcodes: row.barcodes,
    imageUrl: row.image_url,
  };
}
