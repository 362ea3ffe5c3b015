/**
 * Stores (/store, /store/crear, /store/editar/:id): the list, one store's form (`/Store/Get`, `/Store/Save` with
 * optimistic concurrency on `version`, `/Store/History`), and "activate shop" (`/Store/SetOpen`, spec §6).
 * `storeFormProblems` is the one set of field rules the form checks as the user types and the server checks again.
 */
import { z } from 'zod/mini';
import type { FieldIssue } from '../envelope';
import { centsSchema, idSchema, isoDateSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema } from '../fields';
import { addressProblems, addressShape } from './address';
import { recordHistoryShape } from './record-changes';

export const STORE_NAME_MAX = 80;
export const STORE_PHONE_MAX = 30;
export const STORE_ZONE_NAME_MAX = 80;
export const STORE_AREA_MAX = 80;
export const STORE_REASON_MAX = 120;
/** Windows per weekday in the weekly hours. */
export const STORE_WINDOWS_MAX = 42;
export const STORE_EXCEPTIONS_MAX = 100;
export const STORE_ZONES_MAX = 50;
export const STORE_AREAS_MAX = 100;
export const STORE_SLOTS_MAX = 200;
export const STORE_SLOT_CAPACITY_MAX = 10_000;
export const STORE_WAREHOUSES_MAX = 50;
/** Largest shipping cost, free-shipping threshold or minimum order: 1 000 000.00. */
export const STORE_MONEY_MAX_CENTS = 100_000_000;
export const SHIPPING_MODES = ['flat', 'zone'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

/** 0 = Sunday … 6 = Saturday (as Date.getDay and the database). */
const weekdaySchema = z.int().check(z.minimum(0), z.maximum(6));
/** 'HH:MM'; the format is checked by storeFormProblems, so the client and the server say the same. */
const timeText = text(z.trim(), z.maxLength(10));

export const openingWindowSchema = z.strictObject({ weekday: weekdaySchema, opens: timeText, closes: timeText });
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

export const hourExceptionSchema = z.strictObject({
  date: isoDateSchema,
  /** A holiday: closed all day (opens/closes null). Otherwise the day's one window. */
  closed: z.boolean(),
  opens: z.nullable(timeText),
  closes: z.nullable(timeText),
  reason: text(z.trim(), z.maxLength(STORE_REASON_MAX * 2)),
});
export type HourException = z.infer<typeof hourExceptionSchema>;

export const deliveryZoneSchema = z.strictObject({
  /** A saved zone's id; absent for a new one. */
  id: z.optional(idSchema),
  name: text(z.trim(), z.maxLength(STORE_ZONE_NAME_MAX * 2)),
  areas: z.array(text(z.trim(), z.maxLength(STORE_AREA_MAX * 2))).check(z.maxLength(STORE_AREAS_MAX)),
  shippingCents: centsSchema,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliverySlotSchema = z.strictObject({
  id: z.optional(idSchema),
  weekday: weekdaySchema,
  starts: timeText,
  ends: timeText,
  capacity: z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** What the full store form edits (the open state is not here: "activate shop" sets it). */
export const storeFieldsShape = {
  name: text(z.trim(), z.maxLength(STORE_NAME_MAX * 2)),
  market: z.boolean(),
  active: z.boolean(),
  ...addressShape,
  phone: text(z.trim(), z.maxLength(STORE_PHONE_MAX * 2)),
  openingHours: z.array(openingWindowSchema).check(z.maxLength(STORE_WINDOWS_MAX * 7)),
  exceptions: z.array(hourExceptionSchema).check(z.maxLength(STORE_EXCEPTIONS_MAX)),
  zones: z.array(deliveryZoneSchema).check(z.maxLength(STORE_ZONES_MAX)),
  slots: z.array(deliverySlotSchema).check(z.maxLength(STORE_SLOTS_MAX)),
  pickupEnabled: z.boolean(),
  shippingMode: z.enum(SHIPPING_MODES),
  shippingFlatCents: centsSchema,
  /** Orders of at least this subtotal ship free; null: never. */
  freeShippingAboveCents: z.nullable(centsSchema),
  minOrderCents: centsSchema,
  /** The company's warehouses the store ships from; at least one. */
  warehouseIds: z.array(idSchema).check(z.maxLength(STORE_WAREHOUSES_MAX)),
};

export const storeDetailSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  name: z.string(),
  market: z.boolean(),
  active: z.boolean(),
  open: z.boolean(),
  address: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  phone: z.string(),
  openingHours: z.array(z.object({ weekday: z.int(), opens: z.string(), closes: z.string() })),
  exceptions: z.array(z.object({ date: z.string(), closed: z.boolean(), opens: z.nullable(z.string()), closes: z.nullable(z.string()), reason: z.string() })),
  zones: z.array(z.object({ id: z.int(), name: z.string(), areas: z.array(z.string()), shippingCents: z.int() })),
  slots: z.array(z.object({ id: z.int(), weekday: z.int(), starts: z.string(), ends: z.string(), capacity: z.int() })),
  pickupEnabled: z.boolean(),
  shippingMode: z.enum(SHIPPING_MODES),
  shippingFlatCents: z.int(),
  freeShippingAboveCents: z.nullable(z.int()),
  minOrderCents: z.int(),
  warehouseIds: z.array(z.int()),
  version: z.int(),
  updatedAt: z.string(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const storeFormOptionsSchema = z.object({
  companyId: z.int(),
  currency: z.string(),
  warehouses: z.array(z.object({ id: z.int(), name: z.string(), active: z.boolean() })),
});
export type StoreFormOptions = z.infer<typeof storeFormOptionsSchema>;

/** `/Store/List`: the stores in scope (SA: every company unless it names one), by name. */
export const storeListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(text(z.trim(), z.maxLength(STORE_NAME_MAX))),
  open: z.optional(z.boolean()),
  active: z.optional(z.boolean()),
});

export const storeListRowSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  companyName: z.string(),
  name: z.string(),
  market: z.boolean(),
  active: z.boolean(),
  open: z.boolean(),
  address: z.string(),
  phone: z.string(),
  pickupEnabled: z.boolean(),
  warehouses: z.array(z.object({ id: z.int(), name: z.string() })),
  /** Today in the company's time zone: its windows (none: closed today) and the exception's reason ('' without one). */
  today: z.object({ date: z.string(), windows: z.array(z.object({ opens: z.string(), closes: z.string() })), exceptionReason: z.nullable(z.string()) }),
  version: z.int(),
});
export type StoreListRow = z.infer<typeof storeListRowSchema>;
export const storeListData = z.object({ rows: z.array(storeListRowSchema) });

export const storeGetRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** Without it, only the form's choices (a new store); SA then names `empresaId`. */
  storeId: z.optional(idSchema),
});
export const storeGetData = z.object({ store: z.nullable(storeDetailSchema), options: storeFormOptionsSchema });

export const storeSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  /** Absent: a new store. */
  storeId: z.optional(idSchema),
  /** The version the form read; required to update. */
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  mutationId: mutationIdSchema,
  ...storeFieldsShape,
});
export type StoreSaveInput = Omit<z.output<typeof storeSaveRequest>, 'tokenSesion'>;
export const storeSaveData = z.object({ store: storeDetailSchema, created: z.boolean() });

/** What a stale save answers in `detalle`: the store as stored now and who last changed it. */
export interface StoreStaleDetail {
  current: StoreDetail;
  changedBy: string | null;
}

export const storeHistoryRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  storeId: idSchema,
  ...recordHistoryShape,
});

/** "Activate shop" (spec §6: CA, AD, GE only): opens or closes the store for customers; recorded. */
export const storeSetOpenRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  storeId: idSchema,
  open: z.boolean(),
  mutationId: mutationIdSchema,
});
export const storeSetOpenData = z.object({ storeId: z.int(), open: z.boolean() });

/** The fields `storeFormProblems` checks. */
export type StoreFormValues = Pick<
  StoreSaveInput,
  'name' | 'address' | 'lat' | 'lng' | 'phone' | 'openingHours' | 'exceptions' | 'zones' | 'slots' | 'shippingMode' | 'shippingFlatCents' | 'freeShippingAboveCents' | 'minOrderCents' | 'warehouseIds'
>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: string): boolean => TIME.test(value);
const PHONE = /^\+?[0-9][0-9 ()-]{5,}$/;

/** Two 'HH:MM' windows overlap (touching ends do not). */
const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from < b.to && b.from < a.to;

/**
 * The field rules both sides check (that the warehouses are the company's and the name free, only the server can):
 * `errores` entries with the field (`openingHours.2.closes`, `slots.0.capacity`) and a code the client translates.
 */
export function storeFormProblems(values: StoreFormValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (campo: string, codigo: string, mensaje: string) => issues.push({ campo, codigo, mensaje });
  const name = values.name.trim();
  if (name === '') add('name', 'required', 'El nombre de la tienda es obligatorio.');
  else if (name.length > STORE_NAME_MAX) add('name', 'name_too_long', `El nombre puede tener hasta ${STORE_NAME_MAX} caracteres.`);
  issues.push(...addressProblems(values));
  const phone = values.phone.trim();
  if (phone.length > STORE_PHONE_MAX) add('phone', 'phone_too_long', `El teléfono puede tener hasta ${STORE_PHONE_MAX} caracteres.`);
  else if (phone !== '' && !PHONE.test(phone)) add('phone', 'invalid_phone', 'Escribe el teléfono con dígitos (y, si quieres, +, espacios, guiones o paréntesis).');

  // A window's two times, then its order; `at` is the field prefix.
  const window = (at: string, from: string, to: string, fromKey: string, toKey: string): boolean => {
    let ok = true;
    if (!isTime(from)) {
      add(`${at}.${fromKey}`, 'invalid_time', 'Escribe la hora como HH:MM (por ejemplo 08:30).');
      ok = false;
    }
    if (!isTime(to)) {
      add(`${at}.${toKey}`, 'invalid_time', 'Escribe la hora como HH:MM (por ejemplo 08:30).');
      ok = false;
    }
    if (ok && from >= to) {
      add(`${at}.${toKey}`, 'window_order', 'La hora de cierre debe ser posterior a la de apertura.');
      ok = false;
    }
    return ok;
  };
  const seen: Array<{ weekday: number; from: string; to: string }> = [];
  values.openingHours.forEach((w, i) => {
    if (!window(`openingHours.${i}`, w.opens, w.closes, 'opens', 'closes')) return;
    const mine = { weekday: w.weekday, from: w.opens, to: w.closes };
    if (seen.some((other) => other.weekday === w.weekday && overlaps(other, mine))) add(`openingHours.${i}.opens`, 'hours_overlap', 'Este horario se cruza con otro del mismo día.');
    seen.push(mine);
  });

  const dates = new Set<string>();
  values.exceptions.forEach((e, i) => {
    if (dates.has(e.date)) add(`exceptions.${i}.date`, 'duplicate_date', 'Ya hay una excepción para esta fecha.');
    dates.add(e.date);
    if (!e.closed) window(`exceptions.${i}`, e.opens ?? '', e.closes ?? '', 'opens', 'closes');
    if (e.reason.trim().length > STORE_REASON_MAX) add(`exceptions.${i}.reason`, 'reason_too_long', `El motivo puede tener hasta ${STORE_REASON_MAX} caracteres.`);
  });

  const zoneNames = new Set<string>();
  values.zones.forEach((zone, i) => {
    const zoneName = zone.name.trim();
    if (zoneName === '') add(`zones.${i}.name`, 'required', 'Cada zona necesita un nombre.');
    else if (zoneName.length > STORE_ZONE_NAME_MAX) add(`zones.${i}.name`, 'name_too_long', `El nombre puede tener hasta ${STORE_ZONE_NAME_MAX} caracteres.`);
    else if (zoneNames.has(zoneName.toLocaleLowerCase('es'))) add(`zones.${i}.name`, 'duplicate_zone', 'Ya hay otra zona con este nombre.');
    zoneNames.add(zoneName.toLocaleLowerCase('es'));
    if (zone.areas.some((area) => area.trim() === '' || area.trim().length > STORE_AREA_MAX)) add(`zones.${i}.areas`, 'invalid_area', `Cada sector debe tener entre 1 y ${STORE_AREA_MAX} caracteres.`);
    moneyProblem(`zones.${i}.shippingCents`, zone.shippingCents, add);
  });
  if (values.shippingMode === 'zone' && values.zones.length === 0) add('zones', 'zones_required', 'Para cobrar el envío por zona, agrega al menos una zona de entrega.');

  const slotsSeen: Array<{ weekday: number; from: string; to: string }> = [];
  values.slots.forEach((slot, i) => {
    if (slot.capacity < 0 || slot.capacity > STORE_SLOT_CAPACITY_MAX) add(`slots.${i}.capacity`, 'invalid_capacity', `La capacidad debe ser un número entre 0 y ${STORE_SLOT_CAPACITY_MAX}.`);
    if (!window(`slots.${i}`, slot.starts, slot.ends, 'starts', 'ends')) return;
    const mine = { weekday: slot.weekday, from: slot.starts, to: slot.ends };
    if (slotsSeen.some((other) => other.weekday === slot.weekday && overlaps(other, mine))) add(`slots.${i}.starts`, 'slot_overlap', 'Esta franja se cruza con otra del mismo día.');
    slotsSeen.push(mine);
  });

  moneyProblem('shippingFlatCents', values.shippingFlatCents, add);
  if (values.freeShippingAboveCents !== null) moneyProblem('freeShippingAboveCents', values.freeShippingAboveCents, add);
  moneyProblem('minOrderCents', values.minOrderCents, add);
  if (values.warehouseIds.length === 0) add('warehouseIds', 'warehouses_required', 'Elige al menos una bodega desde la que despacha la tienda.');
  else if (new Set(values.warehouseIds).size !== values.warehouseIds.length) add('warehouseIds', 'duplicate_warehouse', 'Una bodega aparece dos veces.');
  return issues;
}

function moneyProblem(campo: string, cents: number, add: (campo: string, codigo: string, mensaje: string) => void): void {
  if (cents < 0) add(campo, 'negative_amount', 'El valor no puede ser negativo.');
  else if (cents > STORE_MONEY_MAX_CENTS) add(campo, 'amount_too_large', 'El valor es demasiado grande.');
}
