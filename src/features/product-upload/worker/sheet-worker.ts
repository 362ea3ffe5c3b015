/// <reference lib="webworker" />
/**
 * The spreadsheet worker: reads the file (xlsx, off the main thread), checks every row under the chosen mapping,
 * streams the preview to the page in batches (no long task there), chunks the valid rows into IndexedDB for the
 * sender, and writes .xlsx files (the template, the rejected rows). The parsed rows stay here.
 */
import * as XLSX from 'xlsx';
import { indexReference, type BulkProduct } from '../../../../contract/product-sheet';
import { readSheet, type SheetData } from '../../../lib/sheets/sheet-read';
import { validateRows, type PreviewRow } from '../lib/sheet-validate';
import { chunkProducts } from '../lib/chunk-products';
import { saveUpload } from '../lib/upload-store';
import type { WorkerAnswer, WorkerRequest } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Preview lines per message: small enough that the page's structured clone of one stays far below 50 ms. */
const PREVIEW_BATCH = 2000;

let sheet: SheetData | null = null;
let valid: BulkProduct[] = [];
let preview: PreviewRow[] = [];

const post = (answer: WorkerAnswer, transfer: Transferable[] = []) => self.postMessage(answer, transfer);

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case 'read': {
      sheet = null;
      const bytes = new Uint8Array(await request.file.arrayBuffer());
      const result = readSheet(bytes, request.file.name);
      if (!result.ok) {
        post({ id: request.id, type: 'read', summary: result });
        return;
      }
      sheet = result;
      post({ id: request.id, type: 'read', summary: { ok: true, sheetName: result.sheetName, sheetCount: result.sheetCount, headers: result.headers, rowCount: result.rows.length, formulaCells: result.formulaCells } });
      return;
    }
    case 'validate': {
      if (!sheet) throw new Error('no sheet read');
      const result = validateRows(sheet.rows, sheet.rowNumbers, request.mapping, indexReference(request.reference));
      valid = result.products;
      preview = result.preview;
      for (let start = 0; start < preview.length; start += PREVIEW_BATCH) post({ id: request.id, type: 'preview', rows: preview.slice(start, start + PREVIEW_BATCH) });
      post({ id: request.id, type: 'validated', valid: valid.length, invalid: preview.length - valid.length });
      return;
    }
    case 'prepare': {
      const chunks = chunkProducts(valid).map((products, index) => ({ uploadId: request.meta.uploadId, index, mutationId: crypto.randomUUID(), products }));
      const meta = { ...request.meta, totalRows: valid.length, chunkCount: chunks.length };
      const rejected = preview.filter((row) => row.problems.length > 0).map((row) => ({ row: row.row, sku: row.sku, name: row.name, codes: row.problems.map((p) => p.codigo) }));
      await saveUpload(meta, chunks, rejected);
      post({ id: request.id, type: 'prepared', meta });
      return;
    }
    case 'xlsx': {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(request.rows), request.sheetName.slice(0, 31));
      const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
      post({ id: request.id, type: 'xlsx', bytes }, [bytes]);
      return;
    }
  }
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((error: unknown) => post({ id: event.data.id, type: 'failed', message: String(error) }));
});
