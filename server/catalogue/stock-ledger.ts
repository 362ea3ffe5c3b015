/**
 * Stock changes go through the ledger (stock_adjustments): each names the product, warehouse, the signed change, the
 * balance after it, why and who. `setStock` records a count (the stock is now N); `adjustStock` a movement (+/- N).
 * Neither lets the stock go below zero.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { stock, stockAdjustments } from '../db/schema/catalogue';
import { CallError } from '../errors/call-error';
import { executeRows } from '../db/execute-rows';

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

const pairKey = (productId: number, warehouseId: number) => `${productId}:${warehouseId}`;

/**
 * Many counts at once (a spreadsheet chunk): `setStock` for each movement in four statements instead of three per
 * movement — the same ledger rows and rules. At most one movement per product and warehouse. Returns how many changed.
 */
export async function setStocks(tx: AppDb, movements: ReadonlyArray<StockMovement & { quantityMilli: number }>, newProducts: ReadonlySet<number> = new Set()): Promise<number> {
  if (movements.length === 0) return 0;
  if (movements.some((m) => m.quantityMilli < 0)) {
    throw new CallError('VALIDATION', 'El stock no puede quedar en negativo.', undefined, [{ campo: 'quantityMilli', codigo: 'negative_stock', mensaje: 'El stock no puede quedar en negativo.' }]);
  }
  // Two array parameters, not a list of row constructors: a long IN list overflows PGlite's stack.
  // `newProducts`: created in this transaction, so they have no stock to read (and lock) first.
  const known = movements.filter((m) => !newProducts.has(m.productId));
  const pairs = sql`SELECT * FROM unnest(${sql.param(known.map((m) => m.productId))}::int[], ${sql.param(known.map((m) => m.warehouseId))}::int[])`;
  const current = known.length === 0 ? [] : await tx
    .select({ productId: stock.productId, warehouseId: stock.warehouseId, quantityMilli: stock.quantityMilli })
    .from(stock)
    .where(sql`(${stock.productId}, ${stock.warehouseId}) IN (${pairs})`)
    .for('update');
  const before = new Map(current.map((row) => [pairKey(row.productId, row.warehouseId), row.quantityMilli]));
  const changed = movements
    .map((m) => ({ movement: m, before: before.get(pairKey(m.productId, m.warehouseId)) ?? 0 }))
    .filter(({ movement, before: was }) => movement.quantityMilli !== was);
  if (changed.length === 0) return 0;
  // Column arrays through unnest: a few parameters instead of several per movement.
  const column = <T,>(pick: (c: (typeof changed)[number]) => T) => sql.param(changed.map(pick));
  await executeRows(
    tx,
    sql`INSERT INTO stock (product_id, warehouse_id, quantity_milli)
      SELECT * FROM unnest(${column((c) => c.movement.productId)}::int[], ${column((c) => c.movement.warehouseId)}::int[], ${column((c) => c.movement.quantityMilli)}::bigint[])
      ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = excluded.quantity_milli`,
  );
  await executeRows(
    tx,
    sql`INSERT INTO stock_adjustments (company_id, product_id, warehouse_id, delta_milli, balance_milli, reason, note, user_id)
      SELECT * FROM unnest(${column((c) => c.movement.companyId)}::int[], ${column((c) => c.movement.productId)}::int[], ${column((c) => c.movement.warehouseId)}::int[],
        ${column((c) => c.movement.quantityMilli - c.before)}::bigint[], ${column((c) => c.movement.quantityMilli)}::bigint[], ${column((c) => c.movement.reason)}::text[],
        ${column((c) => c.movement.note ?? '')}::text[], ${column((c) => c.movement.userId)}::int[])`,
  );
  return changed.length;
}
