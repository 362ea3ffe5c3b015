/**
 * The warehouse a store's orders are picked from and whose stock it sells (docs/checkout.md): the lowest-numbered
 * active warehouse linked to the store. Null when it has none (the store cannot sell).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { storeWarehouses, warehouses } from '../db/schema/tenancy';

export async function sellingWarehouse(db: AppDb, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(storeWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, storeWarehouses.warehouseId))
    .where(and(eq(storeWarehouses.storeId, storeId), eq(warehouses.active, true)))
    .orderBy(asc(warehouses.id))
    .limit(1);
  return row?.id ?? null;
}

/** The same rule as one SQL scalar, for a statement that cannot take another round trip (the pricing call). */
export function sellingWarehouseSql(storeId: SQL | number): SQL<number | null> {
  return sql<number | null>`(SELECT w.id FROM ${storeWarehouses} sw JOIN ${warehouses} w ON w.id = sw.warehouse_id
      WHERE sw.store_id = ${storeId} AND w.active ORDER BY w.id LIMIT 1)`;
}
