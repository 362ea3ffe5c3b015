/// <reference lib="webworker" />
/**
 * A spreadsheet worker every screen can use (the product upload has its own, which also validates and chunks): reads a
 * file with `readSheet` off the main thread and answers its header and rows, or writes rows to an .xlsx file.
 */
import * as XLSX from 'xlsx';
import { readSheet } from './sheet-read';
import type { SheetWorkerAnswer, SheetWorkerRequest } from './sheet-worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const post = (answer: SheetWorkerAnswer, transfer: Transferable[] = []) => self.postMessage(answer, transfer);

async function handle(request: SheetWorkerRequest): Promise<void> {
  if (request.type === 'read') {
    const bytes = new Uint8Array(await request.file.arrayBuffer());
    post({
      id: request.id,
      type: 'read',
      result: readSheet(bytes, request.file.name),
    });
    return;
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(request.rows), request.sheetName.slice(0, 31));
  const bytes = XLSX.write(book, {
    type: 'array',
    bookType: 'xlsx',
    compression: true,
  }) as ArrayBuffer;
  post({ id: request.id, type: 'xlsx', bytes }, [bytes]);
}

self.addEventListener('message', (event: MessageEvent<SheetWorkerRequest>) => {
  handle(event.data).catch((error: unknown) => post({ id: event.data.id, type: 'failed', message: String(error) }));
});
