import { z } from 'zod';

/** Shared field schemas, so the client's forms and the server check the same rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const idSchema = z.number().int().positive().max(2_147_483_647);
export const tokenSesionSchema = z.string().min(20).max(200);
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const nameSchema = z.string().trim().min(1).max(120);
/** Calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();
/** Timestamp with offset, ISO 8601. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const centsSchema = z.number().int().min(-1e13).max(1e13);
/** A client-generated idempotency key. */
export const mutationIdSchema = z.uuid();

/**
 * Optional narrowing of a list or summary to one company, store or warehouse.
 * The server only allows SA to name another company.
 */
export const scopeShape = {
  empresaId: idSchema.optional(),
  storeId: idSchema.optional(),
  warehouseId: idSchema.optional(),
};
