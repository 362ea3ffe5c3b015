/**
 * The cashier's store form (`/store/cajero/editar/:id`, screen 'checker-store-edit', issue 17 §1): today's hours,
 * the store's slot capacities and what is out of stock today. Open/closed is `/Store/SetOpen` (the stores area).
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema } from '../fields';

/** 'HH:MM', 00:00–23:59. */
export const hourSchema = text(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
export const SLOT_CAPACITY_MAX = 10_000;
export const TODAY_REASON_MAX = 200;

/** The store (and for SA its company); a `warehouseId` is checked like every scope and otherwise unused. */
const storeShape = { ...scopeShape, storeId: idSchema };

export const storeCheckerGetRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...storeShape });

export const checkerSlotSchema = z.object({
  id: z.int(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.int(),
  starts: z.string(),
  ends: z.string(),
  capacity: z.int(),
  active: z.boolean(),
});
export type CheckerSlot = z.infer<typeof checkerSlotSchema>;

export const storeCheckerData = z.object({
  store: z.object({ id: z.int(), companyId: z.int(), name: z.string(), open: z.boolean(), version: z.int() }),
  /** The store's business day (company time zone) and its weekday (0 = Sunday). */
  today: isoDateSchema,
  weekday: z.int(),
  /** Today's usual hours from the weekly hours; empty: usually closed today. */
  usualHours: z.array(z.object({ opens: z.string(), closes: z.string() })),
  /** Today's exception (a holiday or the cashier's hours), or null: the usual hours apply. */
  todayHours: z.nullable(z.object({ closed: z.boolean(), opens: z.nullable(z.string()), closes: z.nullable(z.string()), reason: z.string() })),
  /** Delivery slots, today's weekday first, then the following days. */
  slots: z.array(checkerSlotSchema),
  /** Products marked out of stock today at this store. */
  outToday: z.array(z.object({ productId: z.int(), sku: z.string(), name: z.string() })),
});
export type StoreCheckerData = z.infer<typeof storeCheckerData>;

/**
 * `/StoreChecker/SetToday`: today's hours. `mode` 'usual' removes today's exception; 'closed' closes the store
 * today; 'hours' opens it today from `opens` to `closes` (both required then, `opens` before `closes`).
 */
export const storeCheckerSetTodayRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...storeShape,
  mutationId: mutationIdSchema,
  mode: z.enum(['usual', 'closed', 'hours']),
  opens: z.optional(hourSchema),
  closes: z.optional(hourSchema),
  reason: z.optional(text(z.trim(), z.maxLength(TODAY_REASON_MAX))),
});

/** `/StoreChecker/SetSlotCapacity`: how many orders one of the store's delivery slots takes. */
export const storeCheckerSetSlotCapacityRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...storeShape,
  mutationId: mutationIdSchema,
  slotId: idSchema,
  capacity: z.int().check(z.minimum(0), z.maximum(SLOT_CAPACITY_MAX)),
});
