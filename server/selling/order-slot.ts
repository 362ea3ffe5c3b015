/**
 * The delivery slot a placed order takes a place in (docs/checkout.md "Slots"): the store's active window of the
 * delivery day's weekday, not already started (company time zone), on a day the store opens (store_hour_exceptions,
 * weekly hours: the same rules as `/Shop/Slots`); then, in the placing transaction, the slot row locked and that day's
 * orders in it counted against its capacity.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { CallError, notFound } from '../errors/call-error';
import { weekdayOf } from '../organisation/store-day';
import { localClock, storeOpensOn, weeklyHours, windowStarted } from './slot-days';

export interface OrderSlot {
  id: number;
  starts: string;
  ends: string;
  capacity: number;
  /** The window's ends as instants (the slot's 'HH:MM' on the day in the company's time zone), ISO. */
  startsAt: string;
  endsAt: string;
}

function refusal(campo: string, codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, undefined, [{ campo, codigo, mensaje }]);
}

/** The slot on `day`, checked (NOT_FOUND for another store's or an inactive one; VALIDATION for a day it cannot serve). */
export async function checkSlot(
  tx: AppDb,
  input: { storeId: number; slotId: number; day: string; timezone: string; today: string; openingHours: unknown },
  now: Date,
): Promise<OrderSlot> {
  const [slot] = await executeRows<{ id: number; weekday: number; starts: string; ends: string; capacity: number; starts_at: string; ends_at: string; closed: boolean | null }>(
    tx,
    sql`SELECT d.id, d.weekday, d.starts, d.ends, d.capacity,
               to_char((${input.day}::date + d.starts::time) AT TIME ZONE ${input.timezone} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS starts_at,
               to_char((${input.day}::date + d.ends::time) AT TIME ZONE ${input.timezone} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ends_at,
               (SELECT e.closed FROM store_hour_exceptions e WHERE e.store_id = d.store_id AND e.on_date = ${input.day}::date) AS closed
          FROM delivery_slots d
         WHERE d.id = ${input.slotId} AND d.store_id = ${input.storeId} AND d.active`,
  );
  if (!slot) throw notFound('El horario de entrega');
  if (slot.weekday !== weekdayOf(input.day)) {
    throw refusal('slotId', 'slot_weekday', 'Ese horario de entrega no es del día elegido; vuelve a elegir el horario.');
  }
  if (windowStarted(input.day, slot.starts, input.today, localClock(input.timezone, now))) {
    throw refusal('slotId', 'slot_started', `El horario de entrega de las ${slot.starts} del ${input.day} ya empezó o pasó; elige otro.`);
  }
  const exception = slot.closed === null ? undefined : { closed: slot.closed };
  if (!storeOpensOn(weeklyHours(input.openingHours), slot.weekday, exception)) {
    throw refusal('fechaEntrega', 'store_closed_day', `La tienda no abre el ${input.day}; elige otro día.`);
  }
  return { id: slot.id, starts: slot.starts, ends: slot.ends, capacity: slot.capacity, startsAt: slot.starts_at, endsAt: slot.ends_at };
}

/**
 * Locks the slot row (placements in one slot queue here) and counts the day's orders in it that are not cancelled:
 * SLOT_FULL when none is left. Run inside the placing transaction, before the order is written.
 */
export async function takeSlotPlace(tx: AppDb, slot: OrderSlot, day: string): Promise<void> {
  // The capacity as it is now (a store checker may have changed it since `checkSlot`).
  const [locked] = await executeRows<{ capacity: number }>(tx, sql`SELECT capacity FROM delivery_slots WHERE id = ${slot.id} FOR UPDATE`);
  const capacity = locked?.capacity ?? 0;
  const [row] = await executeRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM orders WHERE delivery_slot_id = ${slot.id} AND slot_date = ${day}::date AND status <> 'cancelada'`,
  );
  if ((row?.n ?? 0) >= capacity) {
    throw new CallError('SLOT_FULL', `El horario de entrega de las ${slot.starts} a las ${slot.ends} del ${day} ya no tiene cupo; elige otro. No se creó la orden.`, {
      slotId: slot.id,
      fecha: day,
      capacity,
    });
  }
}
