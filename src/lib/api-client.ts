import { i18n } from '@lingui/core';
import type { CallData, CallPath, CallRequest } from '../../contract/calls';
import type { FieldIssue } from '../../contract/envelope';
import { ERROR_CODES, isAnswerStatus, MIDDLEWARE_URL, type ErrorCode } from '../../contract/error-codes';
import { isSessionlessCall } from '../../contract/sessionless-calls';
import { clearUserData, getUserData } from './user-data';

/** Fired on window when the server says the session is gone; the shell sends the user to /login. */
export const SESSION_ENDED_EVENT = 'canasta:session-ended';

const SESSION_END_CODES: readonly ErrorCode[] = ['NOT_AUTHENTICATED', 'SESSION_EXPIRED'];

/** A refused call (bOk false) or a server fault (5xx, codigo INTERNAL). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly codigo: ErrorCode;
  readonly mensaje: string;
  readonly errores: FieldIssue[];
  readonly detalle: Record<string, unknown> | undefined;
  /** HTTP status of the answer (0 when no answer came back). */
  readonly status: number;

  constructor(init: { codigo: ErrorCode; mensaje: string; status: number; errores?: FieldIssue[]; detalle?: Record<string, unknown> }) {
    super(`${init.codigo}: ${init.mensaje}`);
    this.codigo = init.codigo;
    this.mensaje = init.mensaje;
    this.status = init.status;
    this.errores = init.errores ?? [];
    this.detalle = init.detalle;
  }
}

/** No answer at all: offline, DNS, connection refused. The request may be retried. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

export interface CallInit {
  signal?: AbortSignal;
}

/** The whole successful answer, for calls whose meaning is in `mensaje` (e.g. /User/getTerminos). */
export interface CallAnswer<P extends CallPath> {
  data: CallData<P>;
  mensaje: string | undefined;
}

type Answer = { bOk: true; data: unknown; mensaje?: string } | { bOk: false; mensaje: string; codigo: string; errores?: FieldIssue[]; detalle?: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.campo === 'string' && typeof value.codigo === 'string' && typeof value.mensaje === 'string';

/**
 * The envelope of every answer (spec §7), checked by hand: zod here would put the whole library in the app's first
 * download. What the envelope carries in `data` is checked against the contract in dev and tests (below).
 */
function readAnswer(json: unknown): Answer | null {
  if (!isRecord(json)) return null;
  const { bOk, data, mensaje, codigo, errores, detalle } = json;
  if (bOk === true) {
    if (mensaje !== undefined && typeof mensaje !== 'string') return null;
    return mensaje === undefined ? { bOk, data } : { bOk, data, mensaje };
  }
  if (bOk !== false || typeof mensaje !== 'string' || typeof codigo !== 'string') return null;
  if (errores !== undefined && !(Array.isArray(errores) && errores.every(isFieldIssue))) return null;
  if (detalle !== undefined && !isRecord(detalle)) return null;
  const refusal: Answer = { bOk, mensaje, codigo };
  // Only the known fields of each issue, as zod's object parse kept them.
  if (errores !== undefined) refusal.errores = errores.map((issue) => ({ campo: issue.campo, codigo: issue.codigo, mensaje: issue.mensaje }));
  if (detalle !== undefined) refusal.detalle = detalle;
  return refusal;
}

export function toErrorCode(value: string): ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value) ? (value as ErrorCode) : 'INTERNAL';
}

/** Forgets the session and tells the shell to go to /login (also used by the subscription API's client). */
export function endSession(): void {
  clearUserData();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Posts one middleware call (spec §7) and returns the whole successful answer. */
export async function callApiAnswer<P extends CallPath>(
  path: P,
  body: Omit<CallRequest<P>, 'tokenSesion'>,
  init: CallInit = {},
): Promise<CallAnswer<P>> {
  const session = !isSessionlessCall(path);
  let fullBody: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (session) {
    const user = getUserData();
    if (!user) {
      endSession();
      throw new ApiError({ codigo: 'NOT_AUTHENTICATED', mensaje: 'No hay una sesión activa.', status: 401 });
    }
    fullBody = { ...fullBody, tokenSesion: user.token };
  }

  // Absolute URL: also resolves under Node's fetch in unit tests.
  const url = new URL(MIDDLEWARE_URL, window.location.href).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': i18n.locale || 'es' },
      body: JSON.stringify({ path, body: JSON.stringify(fullBody) }),
      credentials: 'same-origin',
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (isAbort(error) || init.signal?.aborted) throw error;
    throw new NetworkError(error);
  }

  if (!isAnswerStatus(response.status)) {
    // A fault, not an answer (spec §7); but when our server says which outbox change failed (`detalle`), keep it.
    const fault = readAnswer(await response.json().catch(() => null));
    const detalle = fault && !fault.bOk ? fault.detalle : undefined;
    throw new ApiError({ codigo: 'INTERNAL', mensaje: `Error del servidor (${response.status}).`, status: response.status, ...(detalle ? { detalle } : {}) });
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (isAbort(error) || init.signal?.aborted) throw error;
    throw new ApiError({ codigo: 'INTERNAL', mensaje: 'Respuesta no válida del servidor.', status: response.status });
  }
  const answer = readAnswer(json);
  if (!answer) {
    throw new ApiError({ codigo: 'INTERNAL', mensaje: 'Respuesta no válida del servidor.', status: response.status });
  }

  if (!answer.bOk) {
    const codigo = toErrorCode(answer.codigo);
    if (session && SESSION_END_CODES.includes(codigo)) endSession();
    throw new ApiError({ codigo, mensaje: answer.mensaje, status: response.status, errores: answer.errores, detalle: answer.detalle });
  }

  let data = answer.data as CallData<P>;
  // Dev/test only: catches drift between the server and the contract early. Written inline so the production build
  // drops the branch, and with it the import of CALLS (every zod schema).
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { CALLS } = await import('../../contract/calls');
    const checked = CALLS[path].data.safeParse(answer.data ?? null);
    if (!checked.success) {
      console.error(`[api] ${path}: la respuesta no cumple el contrato`, checked.error.issues);
      throw new ApiError({ codigo: 'INTERNAL', mensaje: 'Respuesta no válida del servidor.', status: response.status, detalle: { issues: checked.error.issues } });
    }
    data = checked.data as CallData<P>;
  }
  return { data, mensaje: answer.mensaje };
}

/** Posts one middleware call and returns its `data`; refusals throw ApiError, no answer throws NetworkError. */
export async function callApi<P extends CallPath>(path: P, body: Omit<CallRequest<P>, 'tokenSesion'>, init?: CallInit): Promise<CallData<P>> {
  const answer = await callApiAnswer(path, body, init);
  return answer.data;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
