import { z } from 'zod/mini';
import { MAX_BODY_BYTES, type ErrorCode } from './error-codes';

// The constants live in a zod-free module (the client's startup imports them without the schemas).
export { ERROR_CODES, ERROR_STATUS, isAnswerStatus, MAX_BODY_BYTES, MIDDLEWARE_URL, type ErrorCode } from './error-codes';

/** What the client posts to the middleware: a path and the body as a JSON string (spec §7). */
export const middlewareRequestSchema = z.strictObject({
  path: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.maxLength(MAX_BODY_BYTES)),
});
export type MiddlewareRequest = z.infer<typeof middlewareRequestSchema>;

/** One problem with one field of the request body. */
export const fieldIssueSchema = z.object({
  campo: z.string(),
  codigo: z.string(),
  mensaje: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export type OkAnswer<T> = { bOk: true; mensaje?: string; data: T };
export type ErrorAnswer = {
  bOk: false;
  mensaje: string;
  codigo: ErrorCode;
  /** Field problems for VALIDATION. */
  errores?: FieldIssue[];
  /** Extra facts for the message, e.g. seconds to wait, or the current state on a conflict. */
  detalle?: Record<string, unknown>;
};
export type Answer<T> = OkAnswer<T> | ErrorAnswer;
