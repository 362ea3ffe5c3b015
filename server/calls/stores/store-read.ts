/** Reading stores: one store as its form edits it, the form's choices, and the /store list with today's hours. */
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { OpeningWindow, StoreDetail, StoreFormOptions, StoreListRow } from '../../../contract/schemas/stores';
import type { Scope } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { deliverySlots, deliveryZones, storeHourExceptions } from '../../db/schema/organisation';
import { companies, storeWarehouses, stores, warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { localDay, weekdayOf } from '../../organisation/store-day';

/** The weekly hours as stored (jsonb written only by the save), ordered by weekday and time. */
export function storedHours(value: unknown): OpeningWindow[] {
  const list = Array.isArray(value) ? (value as OpeningWindow[]) : [];
  return list.toSorted((a, b) => a.weekday - b.weekday || (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0));
}

export async function loadStoreDetail(db: AppDb, companyId: number, storeId: number): Promise<StoreDetail> {
  const [store] = await db
    .select({
      id: stores.id,
      companyId: stores.companyId,
      name: stores.name,
      market: stores.market,
      active: stores.active,
      open: stores.open,
      address: stores.address,
      lat: stores.lat,
      lng: stores.lng,
      phone: stores.phone,
      openingHours: stores.openingHours,
      pickupEnabled: stores.pickupEnabled,
      shippingMode: stores.shippingMode,
      shippingFlatCents: stores.shippingFlatCents,
      freeShippingAboveCents: stores.freeShippingAboveCents,
      minOrderCents: stores.minOrderCents,
      version: stores.version,
      updatedAt: isoText(stores.updatedAt),
    })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.companyId, companyId)));
  if (!store) throw notFound('La tienda');
  const [exceptions, zones, slots, links] = await Promise.all([
    db
      .select({ date: storeHourExceptions.onDate, closed: storeHourExceptions.closed, opens: storeHourExceptions.opens, closes: storeHourExceptions.closes, reason: storeHourExceptions.reason })
      .from(storeHourExceptions)
      .where(eq(storeHourExceptions.storeId, storeId))
      .orderBy(asc(storeHourExceptions.onDate)),
    db
      .select({ id: deliveryZones.id, name: deliveryZones.name, areas: deliveryZones.areas, shippingCents: deliveryZones.shippingCents })
      .from(deliveryZones)
      .where(and(eq(deliveryZones.storeId, storeId), eq(deliveryZones.active, true)))
      .orderBy(asc(deliveryZones.id)),
    db
      .select({ id: deliverySlots.id, weekday: deliverySlots.weekday, starts: deliverySlots.starts, ends: deliverySlots.ends, capacity: deliverySlots.capacity })
      .from(deliverySlots)
      .where(and(eq(deliverySlots.storeId, storeId), eq(deliverySlots.active, true)))
      .orderBy(asc(deliverySlots.weekday), asc(deliverySlots.starts)),
    db.select({ warehouseId: storeWarehouses.warehouseId }).from(storeWarehouses).where(eq(storeWarehouses.storeId, storeId)).orderBy(asc(storeWarehouses.warehouseId)),
  ]);
  return {
    ...store,
    shippingMode: store.shippingMode === 'zone' ? 'zone' : 'flat',
    openingHours: storedHours(store.openingHours),
    exceptions,
    zones,
    slots,
    warehouseIds: links.map((link) => link.warehouseId),
  };
}

export async function storeFormOptions(db: AppDb, companyId: number): Promise<StoreFormOptions> {
  const [company] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  const rows = await db
    .select({ id: warehouses.id, name: warehouses.name, active: warehouses.active })
    .from(warehouses)
    .where(eq(warehouses.companyId, companyId))
    .orderBy(asc(warehouses.name));
  return { companyId, currency: company?.currency ?? 'USD', warehouses: rows };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface StoreListFilter {
  q?: string | undefined;
  open?: boolean | undefined;
  active?: boolean | undefined;
}

/** The stores in `scope` (a warehouse in scope: those it ships for), by name, with today's hours in each company's zone. */
export async function listStores(db: AppDb, scope: Scope, filter: StoreListFilter, now: Date): Promise<StoreListRow[]> {
  const where: SQL[] = [];
  if (scope.companyId !== null) where.push(eq(stores.companyId, scope.companyId));
  if (scope.storeId !== null) where.push(eq(stores.id, scope.storeId));
  if (scope.warehouseId !== null) {
    where.push(sql`exists (select 1 from ${storeWarehouses} where ${storeWarehouses.storeId} = ${stores.id} and ${storeWarehouses.warehouseId} = ${scope.warehouseId})`);
  }
  if (filter.q) where.push(ilike(stores.name, `%${escapeLike(filter.q)}%`));
  if (filter.open !== undefined) where.push(eq(stores.open, filter.open));
  if (filter.active !== undefined) where.push(eq(stores.active, filter.active));
  const rows = await db
    .select({
      id: stores.id,
      companyId: stores.companyId,
      companyName: companies.name,
      timezone: companies.timezone,
      name: stores.name,
      market: stores.market,
      active: stores.active,
      open: stores.open,
      address: stores.address,
      phone: stores.phone,
      pickupEnabled: stores.pickupEnabled,
      openingHours: stores.openingHours,
      version: stores.version,
    })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .where(and(...where))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(1000);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, exceptions] = await Promise.all([
    db
      .select({ storeId: storeWarehouses.storeId, id: warehouses.id, name: warehouses.name })
      .from(storeWarehouses)
      .innerJoin(warehouses, eq(warehouses.id, storeWarehouses.warehouseId))
      .where(inArray(storeWarehouses.storeId, ids))
      .orderBy(asc(warehouses.name)),
    db
      .select({ storeId: storeHourExceptions.storeId, date: storeHourExceptions.onDate, closed: storeHourExceptions.closed, opens: storeHourExceptions.opens, closes: storeHourExceptions.closes, reason: storeHourExceptions.reason })
      .from(storeHourExceptions)
      .where(inArray(storeHourExceptions.storeId, ids)),
  ]);
  return rows.map(({ timezone, openingHours, ...row }) => {
    const date = localDay(timezone, now);
    const weekday = weekdayOf(date);
    const exception = exceptions.find((e) => e.storeId === row.id && e.date === date);
    const windows = exception
      ? exception.closed || exception.opens === null || exception.closes === null
        ? []
        : [{ opens: exception.opens, closes: exception.closes }]
      : storedHours(openingHours)
          .filter((w) => w.weekday === weekday)
          .map((w) => ({ opens: w.opens, closes: w.closes }));
    return {
      ...row,
      warehouses: links.filter((link) => link.storeId === row.id).map((link) => ({ id: link.id, name: link.name })),
      today: { date, windows, exceptionReason: exception ? exception.reason : null },
    };
  });
}
