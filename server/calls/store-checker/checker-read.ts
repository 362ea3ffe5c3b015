/** The cashier's form as `/StoreChecker/Get` and its changes answer it (contract/schemas/store-checker.ts). */
import { and, asc, eq } from 'drizzle-orm';
import type { StoreCheckerData } from '../../../contract/schemas/store-checker';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { deliverySlots, storeHourExceptions, storeProducts } from '../../db/schema/organisation';
import { stores } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import type { StoreAccess } from '../../organisation/resolve-store';
import { weekdayOf } from '../../organisation/store-day';

interface WeeklyHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** The stored weekly hours that are well formed (stores.opening_hours is jsonb written by the store form). */
function weeklyHours(value: unknown): WeeklyHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is WeeklyHours =>
      typeof entry === 'object' && entry !== null && typeof entry.weekday === 'number' && typeof entry.opens === 'string' && typeof entry.closes === 'string',
  );
}

export async function readChecker(db: AppDb, access: StoreAccess): Promise<StoreCheckerData> {
  const weekday = weekdayOf(access.today);
  const [[store], [exception], slots, outToday] = await Promise.all([
    db
      .select({ id: stores.id, companyId: stores.companyId, name: stores.name, open: stores.open, version: stores.version, openingHours: stores.openingHours })
      .from(stores)
      .where(eq(stores.id, access.storeId)),
    db
      .select({ closed: storeHourExceptions.closed, opens: storeHourExceptions.opens, closes: storeHourExceptions.closes, reason: storeHourExceptions.reason })
      .from(storeHourExceptions)
      .where(and(eq(storeHourExceptions.storeId, access.storeId), eq(storeHourExceptions.onDate, access.today))),
    db
      .select({ id: deliverySlots.id, weekday: deliverySlots.weekday, starts: deliverySlots.starts, ends: deliverySlots.ends, capacity: deliverySlots.capacity, active: deliverySlots.active })
      .from(deliverySlots)
      .where(eq(deliverySlots.storeId, access.storeId))
      .orderBy(asc(deliverySlots.weekday), asc(deliverySlots.starts), asc(deliverySlots.id)),
    db
      .select({ productId: products.id, sku: products.sku, name: products.name })
      .from(storeProducts)
      .innerJoin(products, eq(products.id, storeProducts.productId))
      .where(and(eq(storeProducts.storeId, access.storeId), eq(storeProducts.outOfStockOn, access.today)))
      .orderBy(asc(products.name), asc(products.id)),
  ]);
  if (!store) throw notFound('La tienda');
  const { openingHours, ...head } = store;
  // Today's weekday first, then the days after it.
  const daysFromToday = (day: number) => (day - weekday + 7) % 7;
  return {
    store: head,
    today: access.today,
    weekday,
    usualHours: weeklyHours(openingHours)
      .filter((entry) => entry.weekday === weekday)
      .map(({ opens, closes }) => ({ opens, closes })),
    todayHours: exception ?? null,
    slots: slots.toSorted((a, b) => daysFromToday(a.weekday) - daysFromToday(b.weekday)),
    outToday,
  };
}
