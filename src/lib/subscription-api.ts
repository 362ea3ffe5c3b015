/**
 * The subscription API's client (spec §7 `proxy/v1`, ADR 013): one typed function for every row of
 * contract/rest-calls.ts. The session token goes as `Authorization: Bearer`; `succeeded: false` throws an ApiError
 * carrying the server's message (spec §8), a 401 ends the session like the middleware's refusals do.
 */
import { i18n } from '@lingui/core';
import { isAnswerStatus } from '../../contract/error-codes';
import { restPath, REST_ROUTES, type RestData, type RestKey, type RestRequest } from '../../contract/rest-calls';
import { SUBSCRIPTION_API_BASE } from '../../contract/subscription-constants';
import { ApiError, endSession, isFieldIssue, NetworkError, toErrorCode, type CallInit } from './api-client';
import { getUserData } from './user-data';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the request parts a route has: `{}` for none. */
type RestArgs<K extends RestKey> = Partial<RestRequest<K>>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function callRest<K extends RestKey>(key: K, args: RestArgs<K> = {}, init: CallInit = {}): Promise<RestData<K>> {
  const def = REST_ROUTES[key];
  const user = getUserData();
  if (!user) {
    endSession();
    throw new ApiError({ codigo: 'NOT_AUTHENTICATED', mensaje: 'No hay una sesión activa.', status: 401 });
  }
  const path = restPath(key, (args.params ?? {}) as Record<string, string | number>);
  const url = new URL(`${SUBSCRIPTION_API_BASE}/${path}${queryString(args.query as Record<string, unknown> | undefined)}`, window.location.href).toString();
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${user.token}`, 'Accept-Language': i18n.locale || 'es' };
  const hasBody = def.body !== null && args.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: def.method, headers, body: hasBody ? JSON.stringify(args.body) : null, credentials: 'same-origin', signal: init.signal ?? null });
  } catch (error) {
    if ((error instanceof DOMException && error.name === 'AbortError') || init.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!isAnswerStatus(response.status)) throw new ApiError({ codigo: 'INTERNAL', mensaje: `Error del servidor (${response.status}).`, status: response.status });
  if (response.status === 204) return undefined as RestData<K>;

  const json: unknown = await response.json().catch(() => null);
  if (!isRecord(json) || typeof json.succeeded !== 'boolean') throw new ApiError({ codigo: 'INTERNAL', mensaje: 'Respuesta no válida del servidor.', status: response.status });
  if (!json.succeeded) {
    const codigo = toErrorCode(typeof json.codigo === 'string' ? json.codigo : 'INTERNAL');
    if (codigo === 'NOT_AUTHENTICATED' || codigo === 'SESSION_EXPIRED') endSession();
    const errores = Array.isArray(json.errores) ? json.errores.filter(isFieldIssue).map((issue) => ({ campo: issue.campo, codigo: issue.codigo, mensaje: issue.mensaje })) : [];
    throw new ApiError({
      codigo,
      mensaje: typeof json.message === 'string' ? json.message : 'Error del servidor.',
      status: response.status,
      errores,
      ...(isRecord(json.detalle) ? { detalle: json.detalle } : {}),
    });
  }
  return json.data as RestData<K>;
}
