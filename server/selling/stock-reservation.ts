/**
 * Stock held by placed orders (docs/checkout.md "Reservations", ADR 011): placing an order adds each line's quantity
 * to `stock.reserved_milli` of the selling warehouse, so what may still be sold (quantity − reserved) drops at once;
 * the reservation is released when the order finishes picking (its picked stock then leaves `quantity_milli`,
 * order-stock.ts) or is cancelled before that. `orders.reserves_stock` says whether the order still holds one.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { intArray } from '../catalogue/composition';

export interface Reservation {
  productId: number;
  quantityMilli: number;
}

export interface ShortLine {
  productId: number;
  /** What may still be sold, thousandths (0 when the warehouse has no stock row). */
  sellableMilli: number;
}

/** One reservation per product (quantities of a product named twice added), by product id. */
function byProduct(lines: readonly Reservation[]): Reservation[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantityMilli);
  return [...totals.entries()].map(([productId, quantityMilli]) => ({ productId, quantityMilli })).toSorted((a, b) => a.productId - b.productId);
}

/**
 * Locks the warehouse's stock rows of the lines in product-id order (every placement locks in the same order, so
 * two of them never wait on each other crosswise) and reserves every line, or none: answers the lines that do not
 * fit (nothing reserved then).
 */
export async function reserveStock(tx: AppDb, warehouseId: number, lines: readonly Reservation[]): Promise<ShortLine[]> {
  const wanted = byProduct(lines);
  if (wanted.length === 0) return [];
  const rows = await executeRows<{ product_id: number; quantity_milli: string | number; reserved_milli: string | number }>(
    tx,
    sql`SELECT product_id, quantity_milli, reserved_milli FROM stock
         WHERE warehouse_id = ${warehouseId} AND product_id = ANY(${intArray(wanted.map((line) => line.productId))}::int[])
         ORDER BY product_id FOR UPDATE`,
  );
  const sellable = new Map(rows.map((row) => [row.product_id, Number(row.quantity_milli) - Number(row.reserved_milli)]));
  const short = wanted.filter((line) => (sellable.get(line.productId) ?? 0) < line.quantityMilli);
  if (short.length > 0) return short.map((line) => ({ productId: line.productId, sellableMilli: Math.max(0, sellable.get(line.productId) ?? 0) }));
  await executeRows(
    tx,
    sql`UPDATE stock SET reserved_milli = stock.reserved_milli + w.quantity_milli
          FROM unnest(${intArray(wanted.map((line) => line.productId))}::int[], ${`{${wanted.map((line) => line.quantityMilli).join(',')}}`}::bigint[]) AS w(product_id, quantity_milli)
         WHERE stock.warehouse_id = ${warehouseId} AND stock.product_id = w.product_id`,
  );
  return [];
}

/**
 * Releases what the order reserved (its lines' ORDERED quantities of the products ordered), once: clears
 * `orders.reserves_stock` and answers how many products were released (0 when the order held no reservation).
 * Call it before moving the order's picked stock (order-stock.ts): it first locks, in product-id order, the stock
 * rows of every product the order names (substitutes too), so finishing a picking takes its stock locks in the same
 * order a placement does.
 */
export async function releaseReservation(tx: AppDb, orderId: number): Promise<number> {
  const [held] = await executeRows<{ warehouse_id: number }>(
    tx,
    sql`UPDATE orders SET reserves_stock = false WHERE id = ${orderId} AND reserves_stock RETURNING warehouse_id`,
  );
  if (!held) return 0;
  await executeRows(
    tx,
    sql`SELECT 1 FROM stock
         WHERE warehouse_id = ${held.warehouse_id}
           AND product_id IN (SELECT product_id FROM order_lines WHERE order_id = ${orderId}
                              UNION SELECT substitute_product_id FROM order_lines WHERE order_id = ${orderId})
         ORDER BY product_id FOR UPDATE`,
  );
  // greatest(0, …): a reservation is only ever added here and released once, so this never clips; it keeps a
  // hand-edited stock row from blocking the finish of a picking.
  const released = await executeRows<{ product_id: number }>(
    tx,
    sql`UPDATE stock SET reserved_milli = greatest(0, stock.reserved_milli - l.quantity_milli)
          FROM (SELECT product_id, sum(ordered_quantity_milli) AS quantity_milli FROM order_lines
                 WHERE order_id = ${orderId} AND product_id IS NOT NULL GROUP BY product_id) AS l
         WHERE stock.warehouse_id = ${held.warehouse_id} AND stock.product_id = l.product_id
         RETURNING stock.product_id`,
  );
  return released.length;
}
