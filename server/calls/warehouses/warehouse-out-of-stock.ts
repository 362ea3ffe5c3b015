/** What pickers marked out of stock at a warehouse lately: the order lines with pick_state 'out_of_stock'. */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { PickingOutOfStockRow } from '../../../contract/schemas/warehouses';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { orderLines, orders } from '../../db/schema/orders';

/** Most lines answered: a warehouse with more in a few days has a bigger problem than this list. */
export const OUT_OF_STOCK_ROWS_MAX = 500;

export async function pickingOutOfStock(db: AppDb, companyId: number, warehouseId: number, since: Date): Promise<PickingOutOfStockRow[]> {
  const rows = await db
    .select({
      lineId: orderLines.id,
      orderId: orders.id,
      orderNumber: orders.number,
      productId: orderLines.productId,
      sku: orderLines.sku,
      name: orderLines.name,
      at: isoText(orderLines.pickedAt),
      pickerName: users.name,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(users, eq(users.id, orderLines.pickedBy))
    .where(and(eq(orders.companyId, companyId), eq(orders.warehouseId, warehouseId), eq(orderLines.pickState, 'out_of_stock'), gte(orderLines.pickedAt, since)))
    .orderBy(desc(orderLines.pickedAt), desc(orderLines.id))
    .limit(OUT_OF_STOCK_ROWS_MAX);
  return rows;
}
