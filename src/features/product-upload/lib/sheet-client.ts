/** The page's handle on the spreadsheet worker: one request at a time per kind, answered as promises. */
import type { ColumnTarget, SheetReference } from '../../../../contract/product-sheet';
import type { SheetSummary, WorkerAnswer, WorkerRequest } from '../worker/protocol';
import type { PreviewRow } from './sheet-validate';
import type { UploadMeta } from './upload-store';

type Pending = { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void; onPreview?: (rows: PreviewRow[]) => void };
type RequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class SheetWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL('../worker/sheet-worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      if (answer.type === 'preview') {
        pending.onPreview?.(answer.rows);
        return;
      }
      this.pending.delete(answer.id);
      if (answer.type === 'failed') pending.reject(new Error(answer.message));
      else pending.resolve(answer);
    });
    this.worker.addEventListener('error', (event) => {
      for (const pending of this.pending.values()) pending.reject(new Error(event.message || 'worker failed'));
      this.pending.clear();
    });
  }

  private ask(request: RequestBody, onPreview?: (rows: PreviewRow[]) => void): Promise<WorkerAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, ...(onPreview ? { onPreview } : {}) });
      this.worker.postMessage({ ...request, id }); // oxlint-disable-line unicorn/require-post-message-target-origin -- a Worker, not a window
    });
  }

  async read(file: File): Promise<SheetSummary> {
    const answer = await this.ask({ type: 'read', file });
    if (answer.type !== 'read') throw new Error('unexpected answer');
    return answer.summary;
  }

  async validate(mapping: Array<ColumnTarget | null>, reference: SheetReference, onPreview: (rows: PreviewRow[]) => void): Promise<{ valid: number; invalid: number }> {
    const answer = await this.ask({ type: 'validate', mapping, reference }, onPreview);
    if (answer.type !== 'validated') throw new Error('unexpected answer');
    return { valid: answer.valid, invalid: answer.invalid };
  }

  async prepare(meta: Omit<UploadMeta, 'totalRows' | 'chunkCount'>): Promise<UploadMeta> {
    const answer = await this.ask({ type: 'prepare', meta });
    if (answer.type !== 'prepared') throw new Error('unexpected answer');
    return answer.meta;
  }

  async xlsx(sheetName: string, rows: string[][]): Promise<Blob> {
    const answer = await this.ask({ type: 'xlsx', sheetName, rows });
    if (answer.type !== 'xlsx') throw new Error('unexpected answer');
    return new Blob([answer.bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  }

  terminate(): void {
    this.worker.terminate();
  }
}
