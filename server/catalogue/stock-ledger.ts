/**
 * Stock changes go through the ledger (stock_adjustments): each names the product, warehouse, the signed change, the
 * balance after it, why and who. `setStock` records a count (the stock is now N); `adjustStock` a movement (+/- N).
 * Neither lets the stock go below zero.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { stock, stockAdjustments } from '../db/schema/catalogue';
import { CallError } from '../errors/call-error';

type Tx = Pick<AppDb, 'insert' | 'select' | 'update'>;

export interface StockMovement {
  companyId: number;
  productId: number;
  warehouseId: number;
  reason: string;
  note?: string;
  userId: number | null;
}

async function currentStock(tx: Tx, productId: number, warehouseId: number): Promise<number> {
  // FOR UPDATE: concurrent movements of one product in one warehouse queue up instead of losing one another.
  const [row] = await tx
    .select({ quantityMilli: stock.quantityMilli })
    .from(stock)
    .where(and(eq(stock.productId, productId), eq(stock.warehouseId, warehouseId)))
    .for('update');
  return row?.quantityMilli ?? 0;
}

async function writeBalance(tx: Tx, movement: StockMovement, before: number, after: number): Promise<void> {
  if (after < 0) throw new CallError('VALIDATION', 'El stock no puede quedar en negativo.', undefined, [{ campo: 'quantityMilli', codigo: 'negative_stock', mensaje: 'El stock no puede quedar en negativo.' }]);
  if (after === before) return;
  await tx
    .insert(stock)
    .values({ productId: movement.productId, warehouseId: movement.warehouseId, quantityMilli: after })
    .onConflictDoUpdate({ target: [stock.productId, stock.warehouseId], set: { quantityMilli: sql`excluded.quantity_milli` } });
  await tx.insert(stockAdjustments).values({
    companyId: movement.companyId,
    productId: movement.productId,
    warehouseId: movement.warehouseId,
    deltaMilli: after - before,
    balanceMilli: after,
    reason: movement.reason,
    note: movement.note ?? '',
    userId: movement.userId,
  });
}

/** A count: the stock is now `quantityMilli`. Returns the stock before. */
export async function setStock(tx: Tx, movement: StockMovement & { quantityMilli: number }): Promise<number> {
  const before = await currentStock(tx, movement.productId, movement.warehouseId);
  await writeBalance(tx, movement, before, movement.quantityMilli);
  return before;
}

/** A movement of `deltaMilli` (received: positive; damaged: negative). Returns the stock after. */
export async function adjustStock(tx: Tx, movement: StockMovement & { deltaMilli: number }): Promise<number> {
  const before = await currentStock(tx, movement.productId, movement.warehouseId);
  await writeBalance(tx, movement, before, before + movement.deltaMilli);
  return before + movement.deltaMilli;
}
