import { i18n } from '@lingui/core';
import type { FieldIssue } from '../../contract/envelope';
import { ERROR_CODES, isAnswerStatus, type ErrorCode } from '../../contract/error-codes';
import { FILE_ROUTES, type FileRoute, type FileRouteData } from '../../contract/file-routes';
import { ApiError, NetworkError, SESSION_ENDED_EVENT } from './api-client';
import { clearUserData, getUserData } from './user-data';

export interface UploadInit {
  signal?: AbortSignal;
  /** Bytes sent so far and the total (the request body, file and fields). */
  onProgress?: (loaded: number, total: number) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toErrorCode(value: unknown): ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value) ? (value as ErrorCode) : 'INTERNAL';
}

function endSession(): void {
  clearUserData();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/**
 * Uploads one file to a REST upload route (contract/file-routes.ts) as multipart/form-data with the session as a
 * Bearer token. XMLHttpRequest rather than fetch: only it reports upload progress. Answers the route's `data`;
 * refusals throw the same ApiError the middleware client throws (server's `codigo`/`mensaje`), no answer NetworkError.
 */
export function uploadFile<R extends FileRoute>(
  route: R,
  file: Blob,
  fields: Record<string, string | number | undefined>,
  init: UploadInit = {},
): Promise<FileRouteData[R]> {
  const def = FILE_ROUTES[route];
  const user = getUserData();
  if (!user) {
    endSession();
    return Promise.reject(new ApiError({ codigo: 'NOT_AUTHENTICATED', mensaje: 'No hay una sesión activa.', status: 401 }));
  }
  if (file.size > def.maxBytes) {
    return Promise.reject(new ApiError({ codigo: 'BODY_TOO_LARGE', mensaje: 'El archivo es demasiado grande.', status: 413, detalle: { reason: 'too_large', maxBytes: def.maxBytes } }));
  }
  const form = new FormData();
  // Fields first: the server reads them before the file streams in.
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append('file', file, file instanceof File ? file.name : 'file');

  return new Promise<FileRouteData[R]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => init.signal?.removeEventListener('abort', abort);
    xhr.open('POST', new URL(def.url, window.location.href).toString());
    xhr.setRequestHeader('Authorization', `Bearer ${user.token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.locale || 'es');
    xhr.responseType = 'text';
    if (init.onProgress) {
      const report = init.onProgress;
      xhr.upload.addEventListener('progress', (event) => report(event.loaded, event.lengthComputable ? event.total : file.size));
    }
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new NetworkError(new Error('upload failed')));
    });
    xhr.addEventListener('load', () => {
      done();
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below as an invalid answer.
      }
      if (!isAnswerStatus(xhr.status)) {
        reject(new ApiError({ codigo: 'INTERNAL', mensaje: `Error del servidor (${xhr.status}).`, status: xhr.status }));
        return;
      }
      if (!isRecord(json) || typeof json.bOk !== 'boolean') {
        reject(new ApiError({ codigo: 'INTERNAL', mensaje: 'Respuesta no válida del servidor.', status: xhr.status }));
        return;
      }
      if (json.bOk) {
        resolve(json.data as FileRouteData[R]);
        return;
      }
      const codigo = toErrorCode(json.codigo);
      if (codigo === 'NOT_AUTHENTICATED' || codigo === 'SESSION_EXPIRED') endSession();
      const errores = Array.isArray(json.errores) ? (json.errores as FieldIssue[]) : undefined;
      const detalle = isRecord(json.detalle) ? json.detalle : undefined;
      reject(
        new ApiError({
          codigo,
          mensaje: typeof json.mensaje === 'string' ? json.mensaje : 'Error del servidor.',
          status: xhr.status,
          ...(errores ? { errores } : {}),
          ...(detalle ? { detalle } : {}),
        }),
      );
    });
    if (init.signal) {
      if (init.signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      init.signal.addEventListener('abort', abort);
    }
    xhr.send(form);
  });
}
