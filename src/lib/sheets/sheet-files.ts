/**
 * Reading and writing spreadsheets off the main thread (sheet-worker.ts): each call starts a worker and ends it when
 * answered, so a page that reads one file now and then holds no worker in between.
 */
import type { ReadResult } from './sheet-read';
import type { SheetWorkerAnswer, SheetWorkerRequest, XlsxCell } from './sheet-worker-protocol';

type RequestBody = SheetWorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function ask(request: RequestBody): Promise<SheetWorkerAnswer> {
  const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<SheetWorkerAnswer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<SheetWorkerAnswer>) => {
      if (event.data.type === 'failed') reject(new Error(event.data.message));
      else resolve(event.data);
    });
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'worker failed')));
    worker.postMessage({ ...request, id: 1 }); // oxlint-disable-line unicorn/require-post-message-target-origin -- a Worker, not a window
  }).finally(() => worker.terminate());
}

/** The file's first sheet: header and rows (readSheet's checks and limits), read in a worker. */
export async function readSheetFile(file: File): Promise<ReadResult> {
  const answer = await ask({ type: 'read', file });
  if (answer.type !== 'read') throw new Error('unexpected answer');
  return answer.result;
}

/** An .xlsx file of these rows (the first one is the header), written in a worker. */
export async function writeXlsx(sheetName: string, rows: XlsxCell[][]): Promise<Blob> {
  const answer = await ask({ type: 'xlsx', sheetName, rows });
  if (answer.type !== 'xlsx') throw new Error('unexpected answer');
  return new Blob([answer.bytes], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** Offers `blob` as a download named `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
