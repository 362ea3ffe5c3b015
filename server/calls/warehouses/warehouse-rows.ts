/** Reading warehouses: the list with the stores they serve and their counts, and one warehouse for its page. */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../contract/order-status';
import type { WarehouseDetail, WarehouseSummary } from '../../../contract/schemas/warehouses';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { stock } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { storeWarehouses, stores, warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { escapeLike } from '../../orders/order-filters';

// Spelled out: in a one-table select drizzle writes a column inside sql`` without its table, and the subquery's own
// `id` would shadow the warehouse's.
const warehouseIdColumn = sql.raw('"warehouses"."id"');
const userCount = sql<number>`(SELECT count(*)::int FROM ${users} u WHERE u.warehouse_id = ${warehouseIdColumn} AND NOT u.disabled)`;
const productCount = sql<number>`(SELECT count(*)::int FROM ${stock} s WHERE s.warehouse_id = ${warehouseIdColumn} AND s.quantity_milli > 0)`;

const summaryColumns = {
  id: warehouses.id,
  companyId: warehouses.companyId,
  name: warehouses.name,
  address: warehouses.address,
  lat: warehouses.lat,
  lng: warehouses.lng,
  active: warehouses.active,
  userCount,
  productCount,
  version: warehouses.version,
};

/** The stores each warehouse serves, by name. */
async function storesServed(db: AppDb, warehouseIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const served = new Map<number, Array<{ id: number; name: string }>>();
  if (warehouseIds.length === 0) return served;
  const rows = await db
    .select({ warehouseId: storeWarehouses.warehouseId, id: stores.id, name: stores.name })
    .from(storeWarehouses)
    .innerJoin(stores, eq(stores.id, storeWarehouses.storeId))
    .where(inArray(storeWarehouses.warehouseId, warehouseIds))
    .orderBy(asc(stores.name), asc(stores.id));
  for (const row of rows) served.set(row.warehouseId, [...(served.get(row.warehouseId) ?? []), { id: row.id, name: row.name }]);
  return served;
}

export async function listWarehouses(db: AppDb, companyId: number, filter: { q?: string | undefined; active?: boolean | undefined }): Promise<WarehouseSummary[]> {
  const where: Array<SQL | undefined> = [eq(warehouses.companyId, companyId)];
  if (filter.active !== undefined) where.push(eq(warehouses.active, filter.active));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    where.push(or(ilike(warehouses.name, pattern), ilike(warehouses.address, pattern)));
  }
  const rows = await db
    .select(summaryColumns)
    .from(warehouses)
    .where(and(...where))
    .orderBy(asc(warehouses.name), asc(warehouses.id));
  const served = await storesServed(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, stores: served.get(row.id) ?? [] }));
}

/** Orders at the warehouse that are not delivered or cancelled. */
export async function openOrderCount(db: AppDb, warehouseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.warehouseId, warehouseId), inArray(orders.status, [...OPEN_STATUSES])));
  return row?.n ?? 0;
}

/** One warehouse of the company, or NOT_FOUND (another company's is answered the same). */
export async function getWarehouse(db: AppDb, companyId: number, warehouseId: number): Promise<WarehouseDetail> {
  const [row] = await db
    .select({ ...summaryColumns, updatedAt: isoText(warehouses.updatedAt) })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.companyId, companyId)));
  if (!row) throw notFound('La bodega');
  // One after the other: inside a transaction both run on its one connection anyway.
  const served = await storesServed(db, [row.id]);
  const open = await openOrderCount(db, row.id);
  return { ...row, stores: served.get(row.id) ?? [], openOrderCount: open };
}

/** The company's stores, for the form's "stores served". */
export async function storeOptions(db: AppDb, companyId: number): Promise<Array<{ id: number; name: string; active: boolean }>> {
  return db
    .select({ id: stores.id, name: stores.name, active: stores.active })
    .from(stores)
    .where(eq(stores.companyId, companyId))
    .orderBy(asc(stores.name), asc(stores.id));
}
