/**
 * `/StoreChecker/Get`, `/StoreChecker/SetToday` and `/StoreChecker/SetSlotCapacity`: the cashier's store form. Each
 * change applies once per mutationId and is audited on the store (record_changes) in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { diffFields } from '../../catalogue/product-changes';
import { deliverySlots, storeHourExceptions } from '../../db/schema/organisation';
import { CallError, notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';
import { resolveStore } from '../../organisation/resolve-store';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { readChecker } from './checker-read';

export const storeCheckerGetHandler: Handler<'/StoreChecker/Get'> = async (input, ctx) => {
  const access = await resolveStore(ctx.db, sessionUser(ctx), input, ctx.now());
  return { data: await readChecker(ctx.db, access) };
};

function hoursRefusal(campo: 'opens' | 'closes', codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, undefined, [{ campo, codigo, mensaje }]);
}

type TodayHours = { closed: boolean; opens: string | null; closes: string | null; reason: string } | null;
/** Today's hours as the store's history shows them: "cerrado", "09:00–18:00", or null (the usual hours). */
const describeHours = (hours: TodayHours) => (hours === null ? null : hours.closed ? 'cerrado' : `${hours.opens}–${hours.closes}`);

export const storeCheckerSetTodayHandler: Handler<'/StoreChecker/SetToday'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  if (input.mode === 'hours') {
    if (input.opens === undefined) throw hoursRefusal('opens', 'required', 'Indica la hora de apertura.');
    if (input.closes === undefined) throw hoursRefusal('closes', 'required', 'Indica la hora de cierre.');
    if (input.opens >= input.closes) throw hoursRefusal('closes', 'closes_before_opens', 'La hora de cierre debe ser posterior a la de apertura.');
  }
  const access = await resolveStore(ctx.db, user, input, ctx.now());
  await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/StoreChecker/SetToday', body: input }, async (tx) => {
    const where = and(eq(storeHourExceptions.storeId, access.storeId), eq(storeHourExceptions.onDate, access.today));
    const [before] = await tx
      .select({ closed: storeHourExceptions.closed, opens: storeHourExceptions.opens, closes: storeHourExceptions.closes, reason: storeHourExceptions.reason })
      .from(storeHourExceptions)
      .where(where)
      .for('update');
    let after: TodayHours = null;
    if (input.mode === 'usual') {
      await tx.delete(storeHourExceptions).where(where);
    } else {
      const closed = input.mode === 'closed';
      after = { closed, opens: closed ? null : input.opens!, closes: closed ? null : input.closes!, reason: input.reason ?? '' };
      await tx
        .insert(storeHourExceptions)
        .values({ storeId: access.storeId, onDate: access.today, ...after })
        .onConflictDoUpdate({ target: [storeHourExceptions.storeId, storeHourExceptions.onDate], set: after });
    }
    const changes = diffFields({ todayHours: describeHours(before ?? null), reason: before?.reason ?? null }, { todayHours: describeHours(after), reason: after?.reason ?? null });
    await recordChange(tx, { companyId: access.companyId, entity: 'store', entityId: access.storeId, action: 'today_hours', changes, userId: user.id, at: ctx.now() });
  });
  return { data: await readChecker(ctx.db, access), mensaje: 'Horario de hoy guardado.' };
};

export const storeCheckerSetSlotCapacityHandler: Handler<'/StoreChecker/SetSlotCapacity'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const access = await resolveStore(ctx.db, user, input, ctx.now());
  await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/StoreChecker/SetSlotCapacity', body: input }, async (tx) => {
    const where = and(eq(deliverySlots.id, input.slotId), eq(deliverySlots.storeId, access.storeId));
    const [slot] = await tx.select({ weekday: deliverySlots.weekday, starts: deliverySlots.starts, ends: deliverySlots.ends, capacity: deliverySlots.capacity }).from(deliverySlots).where(where).for('update');
    if (!slot) throw notFound('La franja de entrega');
    await tx.update(deliverySlots).set({ capacity: input.capacity }).where(where);
    // One key per slot ("capacity <weekday> HH:MM–HH:MM"), so the store's history says which slot changed.
    const changes = diffFields({ [`capacity ${slot.weekday} ${slot.starts}–${slot.ends}`]: slot.capacity }, { [`capacity ${slot.weekday} ${slot.starts}–${slot.ends}`]: input.capacity });
    await recordChange(tx, { companyId: access.companyId, entity: 'store', entityId: access.storeId, action: 'update', changes, userId: user.id, at: ctx.now() });
  });
  return { data: await readChecker(ctx.db, access), mensaje: 'Capacidad guardada.' };
};
