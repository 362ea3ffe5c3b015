/**
 * Companies, stores and warehouses change rarely and a store or warehouse never changes company, so every
 * call does not need to read them: an in-process copy, reloaded after 30 s or when an id is not in it
 * (a store created a moment ago on another server instance). The order list takes store and warehouse names
 * and the currency from here instead of joining them per row, so a rename shows there within 30 s.
 */
import type { AppDb } from '../db/client';
import { companies, stores, warehouses } from '../db/schema/tenancy';

export interface ReferenceData {
  companyOfStore: Map<number, number>;
  companyOfWarehouse: Map<number, number>;
  company: Map<number, { timezone: string; currency: string }>;
  storeName: Map<number, string>;
  warehouseName: Map<number, string>;
}

const MAX_AGE_MS = 30_000;
const caches = new WeakMap<AppDb, { data: ReferenceData; loadedAt: number; loading: Promise<ReferenceData> | null }>();

async function load(db: AppDb): Promise<ReferenceData> {
  const [companyRows, storeRows, warehouseRows] = await Promise.all([
    db.select({ id: companies.id, timezone: companies.timezone, currency: companies.currency }).from(companies),
    db.select({ id: stores.id, companyId: stores.companyId, name: stores.name }).from(stores),
    db.select({ id: warehouses.id, companyId: warehouses.companyId, name: warehouses.name }).from(warehouses),
  ]);
  return {
    company: new Map(companyRows.map((row) => [row.id, { timezone: row.timezone, currency: row.currency }])),
    companyOfStore: new Map(storeRows.map((row) => [row.id, row.companyId])),
    companyOfWarehouse: new Map(warehouseRows.map((row) => [row.id, row.companyId])),
    storeName: new Map(storeRows.map((row) => [row.id, row.name])),
    warehouseName: new Map(warehouseRows.map((row) => [row.id, row.name])),
  };
}

async function reload(db: AppDb): Promise<ReferenceData> {
  const entry = caches.get(db);
  if (entry?.loading) return entry.loading;
  const loading = load(db);
  caches.set(db, { data: entry?.data ?? { company: new Map(), companyOfStore: new Map(), companyOfWarehouse: new Map(), storeName: new Map(), warehouseName: new Map() }, loadedAt: entry?.loadedAt ?? 0, loading });
  try {
    const data = await loading;
    caches.set(db, { data, loadedAt: Date.now(), loading: null });
    return data;
  } catch (error) {
    const current = caches.get(db);
    if (current) current.loading = null;
    throw error;
  }
}

/**
 * The reference data, fresh within 30 s; `has` tells whether the caller's ids are known, and a miss
 * reloads once before answering.
 */
export async function referenceData(db: AppDb, has: (data: ReferenceData) => boolean = () => true): Promise<ReferenceData> {
  const entry = caches.get(db);
  if (entry && !entry.loading && Date.now() - entry.loadedAt < MAX_AGE_MS && has(entry.data)) return entry.data;
  return reload(db);
}
