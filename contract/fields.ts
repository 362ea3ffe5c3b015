import { z } from 'zod/mini';

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
 * string checks through `text(…)` and `trimmedText(max)`.
 */
export const textSchema = z.string().check(z.refine(isStorableText, { message: 'Texto con caracteres no permitidos.', params: { reason: INVALID_TEXT }, abort: true }));

/** `textSchema` narrowed by more checks, which run after the storable-text one. */
export const text = (...checks: Array<z.core.$ZodCheck<string>>) => textSchema.check(...checks);
/** Trimmed text of 1 to `max` characters. */
export const trimmedText = (max: number) => text(z.trim(), z.minLength(1), z.maxLength(max));

export const idSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));
export const tokenSesionSchema = text(z.minLength(20), z.maxLength(200));
export const emailSchema = z.pipe(text(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());
export const passwordSchema = text(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX));
export const nameSchema = trimmedText(120);
/** Calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();
/** Timestamp with offset, ISO 8601. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const centsSchema = z.int().check(z.minimum(-1e13), z.maximum(1e13));
/** A client-generated idempotency key. */
export const mutationIdSchema = z.uuid();

/**
 * Optional narrowing of a list or summary to one company, store or warehouse.
 * The server only allows SA to name another company.
 */
export const scopeShape = {
  empresaId: z.optional(idSchema),
  storeId: z.optional(idSchema),
  warehouseId: z.optional(idSchema),
};
