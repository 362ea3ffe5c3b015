/**
 * The envelope's plain constants (no zod): the client's startup uses them without the request schemas.
 * contract/envelope.ts re-exports them with its schemas.
 */

/** The middleware endpoint (spec §7): every business call is a POST here. */
export const MIDDLEWARE_URL = '/api/middleware';
/** Largest accepted request body, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Machine-readable reasons a call was refused. The client translates each one
 * (Lingui); `mensaje` carries the Spanish text for any other reader.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  /** Another HTTP method than the one the URL takes (the answer's Allow header names it). */
  'METHOD_NOT_ALLOWED',
  'BAD_JSON',
  'BODY_TOO_LARGE',
  'FORBIDDEN_KEY',
  'UNKNOWN_PATH',
  'VALIDATION',
  'NOT_AUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'RATE_LIMITED',
  'EMAIL_TAKEN',
  'RESET_TOKEN_INVALID',
  'CONFLICT',
  'INVALID_MOVE',
  'STALE_VERSION',
  /** An outbox push skipped a change id the server has not seen (ADR 003). */
  'SYNC_GAP',
  /** A store credit spend larger than the customer's balance (docs/store-credits.md). */
  'INSUFFICIENT_CREDIT',
  /** Address lookup (/Geo/Search) without a configured provider (docs/geocoding.md). */
  'GEOCODER_OFF',
  /** The geocoding provider did not answer, or not in time. */
  'GEOCODER_UNREACHABLE',
  /** Placing an order: a line asks for more than the warehouse can still sell (`detalle.lines`). */
  'OUT_OF_STOCK',
  /** Placing an order: the delivery slot has no place left that day. */
  'SLOT_FULL',
  /** A promo code or card promotion that does not apply (unknown, ended, used up, minimum not reached…; `detalle.reason`). */
  'PROMO_UNAVAILABLE',
  /** Placing an order: the total differs from the one the customer was shown (`detalle.pricing` holds the new one). */
  'PRICE_CHANGED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Spec §7: any HTTP status from 200 up to but not including 500 is an answer, not a fault. */
export function isAnswerStatus(status: number): boolean {
  return status >= 200 && status < 500;
}

/** HTTP status the server uses for each refusal (all below 500 except INTERNAL). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  METHOD_NOT_ALLOWED: 405,
  BAD_JSON: 400,
  BODY_TOO_LARGE: 413,
  FORBIDDEN_KEY: 400,
  UNKNOWN_PATH: 404,
  VALIDATION: 422,
  NOT_AUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  RATE_LIMITED: 429,
  EMAIL_TAKEN: 409,
  RESET_TOKEN_INVALID: 400,
  CONFLICT: 409,
  INVALID_MOVE: 409,
  STALE_VERSION: 409,
  SYNC_GAP: 409,
  INSUFFICIENT_CREDIT: 409,
  GEOCODER_OFF: 409,
  // An answer, not a fault of this server: the provider is another's (424 Failed Dependency).
  GEOCODER_UNREACHABLE: 424,
  OUT_OF_STOCK: 409,
  SLOT_FULL: 409,
  PROMO_UNAVAILABLE: 409,
  PRICE_CHANGED: 409,
  INTERNAL: 500,
};
