/**
 * Text PostgreSQL cannot store (U+0000, half a surrogate pair) that got past the contract's `textSchema`: a database
 * error that is the request's fault, answered as a refusal rather than a 500; and JSON made storable before it goes
 * into a jsonb column (a refusal's message may quote a key the client sent).
 */
import { isStorableText } from '../../contract/fields';
import { CallError } from '../errors/call-error';

export const UNSTORABLE_TEXT_MESSAGE =
  'El texto enviado contiene caracteres que no se pueden guardar (el carácter nulo U+0000 o un carácter Unicode incompleto). Quítalos y vuelve a intentarlo.';

/** The SQLSTATE and text of a database error, looking through wrappers' `cause`; null for any other error. */
function sqlError(error: unknown): { code: string; text: string } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    // SQLSTATE classes start with a digit or F, H, P, X (not E: Node's EPIPE is no database error).
    if (typeof code === 'string' && /^[0-9FHPX][0-9A-Z]{4}$/.test(code)) return { code, text: `${String(message)} ${String(detail ?? '')}` };
  }
  return null;
}

/** The SQLSTATE of a database error (through wrappers), or null. */
export function sqlStateOf(error: unknown): string | null {
  return sqlError(error)?.code ?? null;
}

/**
 * 22021 "invalid byte sequence for encoding UTF8: 0x00" (text), 22P05 "unsupported Unicode escape sequence" (\u0000
 * in jsonb), and 22P02 only when about a surrogate ("Unicode low surrogate must follow a high surrogate", jsonb): the
 * same request fails the same way every time.
 */
export function isUnstorableTextError(error: unknown): boolean {
  const sql = sqlError(error);
  if (!sql) return false;
  if (sql.code === '22021' || sql.code === '22P05') return true;
  return sql.code === '22P02' && /unicode|surrogate/i.test(sql.text);
}

/** The refusal for such an error, or null for any other error. */
export function unstorableTextRefusal(error: unknown): CallError | null {
  return isUnstorableTextError(error) ? new CallError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE) : null;
}

function storableString(value: string): string {
  // Only the rare bad string is rebuilt; U+FFFD is what a UTF-8 decoder puts in place of what it cannot read.
  return isStorableText(value) ? value : Array.from(value, (char) => (char === '\u0000' || (char.length === 1 && char >= '\uD800' && char <= '\uDFFF') ? '\uFFFD' : char)).join('');
}

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return storableString(value);
  if (Array.isArray(value)) return value.map(cleaned);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[storableString(key)] = cleaned(item);
    return out;
  }
  return value;
}

/** JSON.stringify escapes exactly these: U+0000 and lone surrogates (paired ones are written as they are). */
const UNSTORABLE_ESCAPE = /\\u0000|\\ud[89a-f]/i;

/** `value` as it will read back from jsonb: itself when storable (the usual case, one stringify), else a cleaned copy. */
export function storableJson<T>(value: T): T {
  const text = JSON.stringify(value);
  return text !== undefined && UNSTORABLE_ESCAPE.test(text) ? (cleaned(JSON.parse(text)) as T) : value;
}
