/** Messages between a page and src/lib/sheets/sheet-worker.ts. Every request carries an id its answer repeats. */
import type { ReadResult } from './sheet-read';

/** A cell as a spreadsheet holds it: text, number, boolean, or a date written YYYY-MM-DD; null when empty. */
export type XlsxCell = string | number | boolean | null;

export type SheetWorkerRequest = { id: number; type: 'read'; file: File } | { id: number; type: 'xlsx'; sheetName: string; rows: XlsxCell[][] };

export type SheetWorkerAnswer =
  { id: number; type: 'read'; result: ReadResult } | { id: number; type: 'xlsx'; bytes: ArrayBuffer } | { id: number; type: 'failed'; message: string };
