/**
 * `/Shop/Slots` (issue 18 §4, docs/call-center.md): a store's delivery windows on the next days with the places left
 * (capacity − that day's orders in the window that are not cancelled), closed when the window already started or the
 * store does not open that day; with pickup, the shipping mode and the store's delivery zones.
 */
import { and, asc, between, count, eq, inArray, ne } from 'drizzle-orm';
import type { ShopSlot } from '../../../contract/schemas/checkout';
import { deliverySlots, deliveryZones, storeHourExceptions } from '../../db/schema/organisation';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/tenancy';
import { resolveScope } from '../../auth/scope';
import { notFound } from '../../errors/call-error';
import { resolveStore } from '../../organisation/resolve-store';
import { weekdayOf } from '../../organisation/store-day';
import { daysFrom, localClock, storeOpensOn, weeklyHours, windowStarted } from '../../selling/slot-days';
import { sessionUser, type Handler } from '../types';

/** Days answered when the request does not say. */
export const SLOT_DAYS_DEFAULT = 7;

export const shopSlotsHandler: Handler<'/Shop/Slots'> = async (input, ctx) => {
  const now = ctx.now();
  const user = sessionUser(ctx);
  // The header's scope the request carries must be the caller's too, and the store must be in it.
  const scope = await resolveScope(ctx.db, user, input);
  const access = await resolveStore(ctx.db, user, { empresaId: scope.companyId ?? undefined, storeId: input.tiendaId, warehouseId: input.warehouseId }, now);
  const days = daysFrom(input.desde ?? access.today, input.dias ?? SLOT_DAYS_DEFAULT);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const [[store], exceptions, slots, zones] = await Promise.all([
    ctx.db
      .select({ active: stores.active, open: stores.open, openingHours: stores.openingHours, pickupEnabled: stores.pickupEnabled, shippingMode: stores.shippingMode })
      .from(stores)
      .where(eq(stores.id, access.storeId)),
    ctx.db
      .select({ onDate: storeHourExceptions.onDate, closed: storeHourExceptions.closed })
      .from(storeHourExceptions)
      .where(and(eq(storeHourExceptions.storeId, access.storeId), between(storeHourExceptions.onDate, first, last))),
    ctx.db
      .select({ id: deliverySlots.id, weekday: deliverySlots.weekday, starts: deliverySlots.starts, ends: deliverySlots.ends, capacity: deliverySlots.capacity })
      .from(deliverySlots)
      .where(and(eq(deliverySlots.storeId, access.storeId), eq(deliverySlots.active, true)))
      .orderBy(asc(deliverySlots.starts), asc(deliverySlots.id)),
    ctx.db
      .select({ id: deliveryZones.id, name: deliveryZones.name, shippingCents: deliveryZones.shippingCents })
      .from(deliveryZones)
      .where(and(eq(deliveryZones.storeId, access.storeId), eq(deliveryZones.active, true)))
      .orderBy(asc(deliveryZones.name), asc(deliveryZones.id)),
  ]);
  if (!store?.active) throw notFound('La tienda');

  const taken = new Map<string, number>();
  if (slots.length > 0) {
    const rows = await ctx.db
      .select({ slotId: orders.deliverySlotId, day: orders.slotDate, taken: count() })
      .from(orders)
      .where(
        and(
          inArray(
            orders.deliverySlotId,
            slots.map((slot) => slot.id),
          ),
          between(orders.slotDate, first, last),
          ne(orders.status, 'cancelada'),
        ),
      )
      .groupBy(orders.deliverySlotId, orders.slotDate);
    for (const row of rows) taken.set(`${row.slotId}/${row.day}`, row.taken);
  }

  const hours = weeklyHours(store.openingHours);
  const exceptionOn = new Map(exceptions.map((row) => [row.onDate, row]));
  const clock = localClock(access.timezone, now);
  const answer: ShopSlot[] = [];
  for (const day of days) {
    const weekday = weekdayOf(day);
    const opens = storeOpensOn(hours, weekday, exceptionOn.get(day));
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const left = Math.max(0, slot.capacity - (taken.get(`${slot.id}/${day}`) ?? 0));
      answer.push({
        slotId: slot.id,
        fecha: day,
        starts: slot.starts,
        ends: slot.ends,
        capacity: slot.capacity,
        left,
        closed: !opens || windowStarted(day, slot.starts, access.today, clock),
      });
    }
  }
  return {
    data: {
      slots: answer,
      pickupEnabled: store.pickupEnabled,
      shippingMode: store.shippingMode === 'zone' ? 'zone' : 'flat',
      zones,
      open: store.open,
    },
  };
};
