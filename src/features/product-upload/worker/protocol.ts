/** Messages between the page and the spreadsheet worker (sheet-worker.ts). Every request carries an id its answer repeats. */
import type { ColumnTarget, SheetReference } from '../../../../contract/product-sheet';
import type { ReadErrorCode } from '../../../lib/sheets/sheet-read';
import type { PreviewRow } from '../lib/sheet-validate';
import type { UploadMeta } from '../lib/upload-store';

export type WorkerRequest =
  | { id: number; type: 'read'; file: File }
  | { id: number; type: 'validate'; mapping: Array<ColumnTarget | null>; reference: SheetReference }
  | { id: number; type: 'prepare'; meta: Omit<UploadMeta, 'totalRows' | 'chunkCount'> }
  | { id: number; type: 'xlsx'; sheetName: string; rows: string[][] };

export type SheetSummary = { ok: true; sheetName: string; sheetCount: number; headers: string[]; rowCount: number; formulaCells: number } | { ok: false; error: ReadErrorCode; rows?: number };

export type WorkerAnswer =
  | { id: number; type: 'read'; summary: SheetSummary }
  | { id: number; type: 'preview'; rows: PreviewRow[] }
  | { id: number; type: 'validated'; valid: number; invalid: number }
  | { id: number; type: 'prepared'; meta: UploadMeta }
  | { id: number; type: 'xlsx'; bytes: ArrayBuffer }
  | { id: number; type: 'failed'; message: string };
