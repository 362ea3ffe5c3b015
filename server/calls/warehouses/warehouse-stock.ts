/**
 * A warehouse's stock: the company's products with their stock here (search, "agotados", keyset pages), adjustments
 * through the ledger (server/catalogue/stock-ledger.ts) and a product's movements here.
 */
import { and, asc, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { StockReason, StockRow } from '../../../contract/schemas/warehouses';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { productBarcodes, products, stock, stockAdjustments } from '../../db/schema/catalogue';
import { adjustStock, setStock } from '../../catalogue/stock-ledger';
import { CallError, notFound } from '../../errors/call-error';
import { escapeLike } from '../../orders/order-filters';

const quantity = sql<number>`coalesce(${stock.quantityMilli}, 0)`;
const saleUnit = sql<'unit' | 'kg'>`CASE WHEN ${products.saleUnit} = 'kg' THEN 'kg' ELSE 'unit' END`;

export interface StockPageRequest {
  q?: string | undefined;
  outOfStock?: boolean | undefined;
  limit: number;
  afterName?: string | undefined;
  afterId?: number | undefined;
}

export async function listStock(db: AppDb, companyId: number, warehouseId: number, request: StockPageRequest): Promise<{ rows: StockRow[]; next: { afterName: string; afterId: number } | null }> {
  const where: Array<SQL | undefined> = [eq(products.companyId, companyId)];
  if (request.q) {
    const pattern = `%${escapeLike(request.q)}%`;
    const byBarcode = sql`EXISTS (SELECT 1 FROM ${productBarcodes} WHERE ${productBarcodes.productId} = ${products.id} AND ${productBarcodes.barcode} = ${request.q})`;
    where.push(or(ilike(products.name, pattern), ilike(products.sku, pattern), byBarcode));
  }
  if (request.outOfStock) where.push(sql`${quantity} <= 0`);
  if (request.afterName !== undefined && request.afterId !== undefined) {
    where.push(or(gt(products.name, request.afterName), and(eq(products.name, request.afterName), gt(products.id, request.afterId))));
  }
  const rows = await db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      saleUnit,
      active: products.active,
      barcodes: sql<string[]>`coalesce((SELECT json_agg(${productBarcodes.barcode} ORDER BY ${productBarcodes.barcode}) FROM ${productBarcodes} WHERE ${productBarcodes.productId} = ${products.id}), '[]'::json)`,
      quantityMilli: quantity,
    })
    .from(products)
    .leftJoin(stock, and(eq(stock.productId, products.id), eq(stock.warehouseId, warehouseId)))
    .where(and(...where))
    .orderBy(asc(products.name), asc(products.id))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit).map((row) => ({ ...row, quantityMilli: Number(row.quantityMilli) }));
  const last = page.at(-1);
  return { rows: page, next: rows.length > request.limit && last ? { afterName: last.name, afterId: last.productId } : null };
}

function refuse(codigo: string, mensaje: string, detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', mensaje, { reason: codigo, ...detalle }, [{ campo: 'quantityMilli', codigo, mensaje }]);
}

/** "1,5 kg" / "3 unidades", for messages. */
function amount(milli: number, unit: 'unit' | 'kg'): string {
  const value = (milli / 1000).toLocaleString('es', { maximumFractionDigits: 3 });
  return unit === 'kg' ? `${value} kg` : `${value} ${milli === 1000 ? 'unidad' : 'unidades'}`;
}

export interface AdjustInput {
  productId: number;
  reason: StockReason;
  quantityMilli: number;
  note?: string | undefined;
}

/** One adjustment; a damaged amount above the stock is refused and nothing changes. */
export async function adjustWarehouseStock(tx: AppDb, companyId: number, warehouseId: number, userId: number, input: AdjustInput): Promise<{ productId: number; beforeMilli: number; quantityMilli: number }> {
  const [product] = await tx.select({ id: products.id, saleUnit }).from(products).where(and(eq(products.id, input.productId), eq(products.companyId, companyId)));
  if (!product) throw notFound('El producto');
  if (input.reason !== 'counted' && input.quantityMilli === 0) throw refuse('not_positive', 'Indica una cantidad mayor que cero.');
  if (product.saleUnit === 'unit' && input.quantityMilli % 1000 !== 0) throw refuse('not_whole_units', 'Este producto se cuenta por unidades: indica un número entero.');
  // A row to lock even for a product never stocked here, so concurrent adjustments of it queue up on it.
  await tx.insert(stock).values({ productId: product.id, warehouseId, quantityMilli: 0 }).onConflictDoNothing();
  const [locked] = await tx
    .select({ quantityMilli: stock.quantityMilli })
    .from(stock)
    .where(and(eq(stock.productId, product.id), eq(stock.warehouseId, warehouseId)))
    .for('update');
  const before = locked?.quantityMilli ?? 0;
  const movement = { companyId, productId: product.id, warehouseId, reason: input.reason, note: input.note ?? '', userId };
  if (input.reason === 'counted') {
    await setStock(tx, { ...movement, quantityMilli: input.quantityMilli });
    return { productId: product.id, beforeMilli: before, quantityMilli: input.quantityMilli };
  }
  if (input.reason === 'damaged' && input.quantityMilli > before) {
    throw refuse('damaged_above_stock', `No puedes dar de baja ${amount(input.quantityMilli, product.saleUnit)}: solo hay ${amount(before, product.saleUnit)} en esta bodega.`, {
      stockMilli: before,
    });
  }
  const after = await adjustStock(tx, { ...movement, deltaMilli: input.reason === 'damaged' ? -input.quantityMilli : input.quantityMilli });
  return { productId: product.id, beforeMilli: before, quantityMilli: after };
}

export async function stockLedger(db: AppDb, companyId: number, warehouseId: number, input: { productId: number; limit: number; beforeId?: number | undefined }) {
  const [product] = await db
    .select({ id: products.id, sku: products.sku, name: products.name, saleUnit, quantityMilli: quantity })
    .from(products)
    .leftJoin(stock, and(eq(stock.productId, products.id), eq(stock.warehouseId, warehouseId)))
    .where(and(eq(products.id, input.productId), eq(products.companyId, companyId)));
  if (!product) throw notFound('El producto');
  const rows = await db
    .select({
      id: stockAdjustments.id,
      at: isoText(stockAdjustments.createdAt),
      userName: users.name,
      reason: stockAdjustments.reason,
      deltaMilli: stockAdjustments.deltaMilli,
      balanceMilli: stockAdjustments.balanceMilli,
      note: stockAdjustments.note,
    })
    .from(stockAdjustments)
    .leftJoin(users, eq(users.id, stockAdjustments.userId))
    .where(
      and(
        eq(stockAdjustments.productId, product.id),
        eq(stockAdjustments.warehouseId, warehouseId),
        eq(stockAdjustments.companyId, companyId),
        input.beforeId === undefined ? undefined : lt(stockAdjustments.id, input.beforeId),
      ),
    )
    .orderBy(desc(stockAdjustments.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return { product: { ...product, quantityMilli: Number(product.quantityMilli) }, rows: page, nextBeforeId: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null };
}
