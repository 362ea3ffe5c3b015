/**
 * Downloads a one-time export URL with fetch, reading the body as a stream so the screen can show how much has
 * arrived (of Content-Length, when the server sends one), and hands back the file with the name the server gave it
 * (Content-Disposition). A refusal (an expired or spent link) comes back as the middleware's envelope: it is thrown
 * as an ApiError so the screen words it like every other error.
 */
import { ApiError, NetworkError, toErrorCode } from '../../../lib/api-client';

export interface DownloadProgress {
  received: number;
  /** Content-Length, or null when the server streams without one. */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` in UTF-8 first), stripped of path parts. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim() || null;
  }
  if (name === null) return null;
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

async function refusal(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { codigo?: unknown; mensaje?: unknown };
    if (typeof body.codigo === 'string' && typeof body.mensaje === 'string') {
      return new ApiError({ codigo: toErrorCode(body.codigo), mensaje: body.mensaje, status: response.status });
    }
  } catch {
    // Not JSON: the generic error below.
  }
  return new ApiError({ codigo: response.status === 404 ? 'NOT_FOUND' : 'INTERNAL', mensaje: `HTTP ${response.status}`, status: response.status });
}

export async function downloadWithProgress(url: string, options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {}): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(new URL(url, window.location.href).toString(), { credentials: 'same-origin', signal: options.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await refusal(response);
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const chunks: Uint8Array[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    // Cancel ends the read under way at once (not every fetch ties the body to the signal).
    const stop = () => void reader.cancel().catch(() => undefined);
    options.signal?.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (options.signal?.aborted) throw new DOMException('The download was cancelled.', 'AbortError');
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        options.onProgress?.({ received, total });
      }
    } finally {
      options.signal?.removeEventListener('abort', stop);
    }
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}
