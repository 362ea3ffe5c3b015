import { z } from 'zod';

/** Shared field schemas, so the client's forms and the server check the same rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The field issue code (`errores[].codigo`) of text that cannot be stored; see `textSchema`. */
export const INVALID_TEXT = 'invalid_text';

/**
 * Whether PostgreSQL can store `value` in text and jsonb: no U+0000 (refused by both) and no half of a UTF-16
 * surrogate pair (no Unicode character: jsonb refuses its escape and UTF-8 cannot encode it). A loop rather than a
 * regular expression with lookbehind, which older Safari cannot even parse.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) return false;
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i += 1;
  }
  return true;
}

/**
 * Every string a request carries starts here (free text, names, codes, secrets): text PostgreSQL cannot store is a
 * validation error naming the field (`codigo` INVALID_TEXT), never a database fault. Narrow it with the usual
 * string checks (`.trim().min(1).max(n)`).
 */
export const textSchema = z.string().refine(isStorableText, { message: 'Texto con caracteres no permitidos.', params: { reason: INVALID_TEXT }, abort: true });

export const idSchema = z.number().int().positive().max(2_147_483_647);
export const tokenSesionSchema = textSchema.min(20).max(200);
export const emailSchema = textSchema.trim().toLowerCase().max(254).pipe(z.email());
export const passwordSchema = textSchema.min(PASSWORD_MIN).max(PASSWORD_MAX);
export const nameSchema = textSchema.trim().min(1).max(120);
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
