/**
 * Stock an order takes from its warehouse (ADR 008): finishing picking takes each line's charged quantity of the
 * product it delivers (the substitute when substituted; nothing for a missing or refused line), and cancelling an
 * order that finished picking puts the same back. Lines cannot change after picking, so both read the same amounts.
 */
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { stock } from '../db/schema/catalogue';
import { orderLines } from '../db/schema/orders';

/** Per product, the thousandths the order's lines deliver, by product id (ascending, so row locks come in one order). */
export async function deliveredQuantities(tx: AppDb, orderId: number): Promise<Array<{ productId: number; quantityMilli: number }>> {
  const product = sql<number>`coalesce(${orderLines.substituteProductId}, ${orderLines.productId})`;
  const rows = await tx
    .select({ productId: product, quantityMilli: sql<string>`sum(${orderLines.quantityMilli})` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.quantityMilli, 0), isNotNull(product)))
    .groupBy(product)
    .orderBy(product);
  return rows.map((row) => ({ productId: Number(row.productId), quantityMilli: Number(row.quantityMilli) }));
}

/**
 * Moves the order's delivered quantities out of (`-1`) or back into (`+1`) the warehouse's stock, in one statement.
 * A product with no stock row yet gets one (negative when taken: the count was wrong, and the next count corrects it).
 * Returns how many products changed.
 */
export async function shiftOrderStock(tx: AppDb, orderId: number, warehouseId: number, sign: 1 | -1): Promise<number> {
  const quantities = await deliveredQuantities(tx, orderId);
  if (quantities.length === 0) return 0;
  await tx
    .insert(stock)
    .values(quantities.map((q) => ({ productId: q.productId, warehouseId, quantityMilli: sign * q.quantityMilli })))
    .onConflictDoUpdate({ target: [stock.productId, stock.warehouseId], set: { quantityMilli: sql`${stock.quantityMilli} + excluded.quantity_milli` } });
  return quantities.length;
}
