/** Names of the ids a report groups by, from the small tables (one query per kind, only the ids shown). */
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { users } from '../db/schema/accounts';
import { categories, products } from '../db/schema/catalogue';
import { stores, warehouses } from '../db/schema/tenancy';

/** Rows without a category or a picker are grouped under id 0. */
export const NO_CATEGORY_NAME = 'Sin categoría';
export const NO_PICKER_NAME = 'Sin picker';

async function nameMap(rows: Promise<{ id: number; name: string }[]>): Promise<Map<number, string>> {
  return new Map((await rows).map((row) => [row.id, row.name]));
}

export function storeNames(db: AppDb, ids: number[]): Promise<Map<number, string>> {
  return ids.length ? nameMap(db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids))) : Promise.resolve(new Map());
}

export function warehouseNames(db: AppDb, ids: number[]): Promise<Map<number, string>> {
  return ids.length ? nameMap(db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, ids))) : Promise.resolve(new Map());
}

export function userNames(db: AppDb, ids: number[]): Promise<Map<number, string>> {
  return ids.length ? nameMap(db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))) : Promise.resolve(new Map());
}

export function categoryNames(db: AppDb, ids: number[]): Promise<Map<number, string>> {
  return ids.length ? nameMap(db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids))) : Promise.resolve(new Map());
}

export async function productRows(db: AppDb, ids: number[]): Promise<Map<number, { sku: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, { sku: row.sku, name: row.name }]));
}
