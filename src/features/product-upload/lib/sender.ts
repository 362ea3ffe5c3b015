/**
 * Sends an upload's unanswered chunks to `/product/bulk_load` (two in flight, so the page's work and the network
 * overlap the server's), recording each answer in IndexedDB as it comes — a reload or a lost connection resumes
 * from there. No answer (network) is retried with backoff and the same mutationId: a chunk whose answer was lost
 * is answered again from the server's record, never applied twice. A refused chunk (bOk false) is counted and
 * reported; the others go on.
 */
import { backoffDelay } from '../../../lib/backoff';
import { ApiError, callApi, NetworkError } from '../../../lib/api-client';
import { readChunk, recordAnswer, recordChunkFailure, type RejectedRow, type UploadMeta } from './upload-store';

const IN_FLIGHT = 2;
const RETRY = { baseMs: 500, capMs: 15_000, minShare: 0.5 };
const STOPPING_CODES = new Set(['NOT_AUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN']);

export interface SendCallbacks {
  onProgress: (meta: UploadMeta) => void;
  /** A chunk refused whole (bOk false): its error (the message is shown, spec §8). */
  onChunkError: (error: ApiError, meta: UploadMeta | undefined) => void;
  /** Waiting to retry after no answer. */
  onRetrying?: (attempt: number) => void;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    }, { once: true });
  });
}

async function sendChunk(meta: UploadMeta, index: number, scope: { empresaId?: number }, signal: AbortSignal, callbacks: SendCallbacks): Promise<void> {
  const chunk = await readChunk(meta.uploadId, index);
  if (!chunk) throw new Error(`chunk ${index} missing`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const data = await callApi(
        '/product/bulk_load',
        { ...scope, uploadId: meta.uploadId, chunkIndex: index, mutationId: chunk.mutationId, fileName: meta.fileName, totalRows: meta.totalRows, products: chunk.products },
        { signal },
      );
      const names = new Map(chunk.products.map((p) => [p.row, p.name]));
      const rejected: RejectedRow[] = data.rejected.map((r) => ({ row: r.row, sku: r.sku, name: names.get(r.row) ?? '', codes: r.reasons.map((reason) => reason.codigo) }));
      callbacks.onProgress(await recordAnswer(meta.uploadId, index, { rows: chunk.products.length, created: data.created, updated: data.updated, rejected }));
      return;
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof NetworkError) {
        callbacks.onRetrying?.(attempt + 1);
        await sleep(backoffDelay(RETRY, attempt), signal);
        continue;
      }
      if (error instanceof ApiError) {
        if (STOPPING_CODES.has(error.codigo)) throw error;
        callbacks.onChunkError(error, await recordChunkFailure(meta.uploadId, index));
        return;
      }
      throw error;
    }
  }
}

/** Sends every chunk not answered yet; resolves when each was answered or refused (or rejects on abort). */
export async function sendUpload(meta: UploadMeta, scope: { empresaId?: number }, signal: AbortSignal, callbacks: SendCallbacks): Promise<void> {
  const queue = Array.from({ length: meta.chunkCount }, (_, i) => i).filter((i) => !meta.answered.includes(i));
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      await sendChunk(meta, index, scope, signal, callbacks);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}
