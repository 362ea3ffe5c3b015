/**
 * An upload that survives a reload or a lost connection (IndexedDB `canasta-upload`, used from the worker and the
 * page): the valid rows in their chunks, each with its mutationId (a resent chunk answers the same and changes
 * nothing more), which chunks were answered, the rows the preview or the server rejected, and the counts.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BulkProduct, RowProblemCode } from '../../../../contract/product-sheet';

export const UPLOAD_DB = 'canasta-upload';

export interface UploadMeta {
  uploadId: string;
  /** Who started it and for which company (SA's choice): another user never resumes it. */
  userId: number;
  empresaId: number | null;
  fileName: string;
  /** Valid rows to send, and their chunks. */
  totalRows: number;
  chunkCount: number;
  /** Chunk indexes the server answered. */
  answered: number[];
  /** Rows sent in answered chunks. */
  rowsDone: number;
  created: number;
  updated: number;
  /** Chunks refused whole (bOk false) on their last try. */
  failedChunks: number[];
  startedAt: string;
  finishedAt: string | null;
}

export interface StoredChunk {
  uploadId: string;
  index: number;
  mutationId: string;
  products: BulkProduct[];
}

/** A row that did not load: refused in the preview (`chunk` -1) or by the server. */
export interface RejectedRow {
  row: number;
  sku: string;
  name: string;
  codes: RowProblemCode[];
}

interface UploadSchema extends DBSchema {
  uploads: { key: string; value: UploadMeta };
  chunks: { key: [string, number]; value: StoredChunk };
  rejected: { key: [string, number]; value: { uploadId: string; chunk: number; rows: RejectedRow[] } };
}

let opened: Promise<IDBPDatabase<UploadSchema>> | null = null;

export function uploadDb(): Promise<IDBPDatabase<UploadSchema>> {
  opened ??= openDB<UploadSchema>(UPLOAD_DB, 1, {
    upgrade(db) {
      db.createObjectStore('uploads', { keyPath: 'uploadId' });
      db.createObjectStore('chunks', { keyPath: ['uploadId', 'index'] });
      db.createObjectStore('rejected', { keyPath: ['uploadId', 'chunk'] });
    },
  });
  return opened;
}

/** Stores a new upload: its record, its chunks and the rows the preview rejected, in one transaction. */
export async function saveUpload(meta: UploadMeta, chunks: readonly StoredChunk[], previewRejected: RejectedRow[]): Promise<void> {
  const db = await uploadDb();
  const tx = db.transaction(['uploads', 'chunks', 'rejected'], 'readwrite');
  await Promise.all([
    tx.objectStore('uploads').put(meta),
    ...chunks.map((chunk) => tx.objectStore('chunks').put(chunk)),
    tx.objectStore('rejected').put({ uploadId: meta.uploadId, chunk: -1, rows: previewRejected }),
    tx.done,
  ]);
}

export async function readMeta(uploadId: string): Promise<UploadMeta | undefined> {
  return (await uploadDb()).get('uploads', uploadId);
}

export async function readChunk(uploadId: string, index: number): Promise<StoredChunk | undefined> {
  return (await uploadDb()).get('chunks', [uploadId, index]);
}

/** An unfinished upload of this user (the newest), to offer "Reanudar carga". */
export async function unfinishedUpload(userId: number): Promise<UploadMeta | null> {
  const all = await (await uploadDb()).getAll('uploads');
  return all.filter((meta) => meta.userId === userId && meta.finishedAt === null).toSorted((a, b) => b.startedAt.localeCompare(a.startedAt))[0] ?? null;
}

/** Records one chunk's answer (its counts and rejected rows) and returns the updated record. */
export async function recordAnswer(uploadId: string, index: number, answer: { rows: number; created: number; updated: number; rejected: RejectedRow[] }): Promise<UploadMeta> {
  const db = await uploadDb();
  const tx = db.transaction(['uploads', 'rejected'], 'readwrite');
  const meta = await tx.objectStore('uploads').get(uploadId);
  if (!meta) throw new Error('upload record vanished');
  if (!meta.answered.includes(index)) {
    meta.answered.push(index);
    meta.rowsDone += answer.rows;
    meta.created += answer.created;
    meta.updated += answer.updated;
  }
  meta.failedChunks = meta.failedChunks.filter((i) => i !== index);
  if (meta.answered.length === meta.chunkCount) meta.finishedAt = new Date().toISOString();
  await Promise.all([tx.objectStore('uploads').put(meta), tx.objectStore('rejected').put({ uploadId, chunk: index, rows: answer.rejected }), tx.done]);
  return meta;
}

export async function recordChunkFailure(uploadId: string, index: number): Promise<UploadMeta | undefined> {
  const db = await uploadDb();
  const meta = await db.get('uploads', uploadId);
  if (!meta) return undefined;
  if (!meta.failedChunks.includes(index)) meta.failedChunks.push(index);
  await db.put('uploads', meta);
  return meta;
}

/** Every row that did not load, in sheet order. */
export async function rejectedRows(uploadId: string): Promise<RejectedRow[]> {
  const db = await uploadDb();
  const lists = await db.getAll('rejected', IDBKeyRange.bound([uploadId, -1], [uploadId, Number.MAX_SAFE_INTEGER]));
  return lists.flatMap((list) => list.rows).toSorted((a, b) => a.row - b.row);
}

/** Forgets an upload (its chunks and rejections too). */
export async function deleteUpload(uploadId: string): Promise<void> {
  const db = await uploadDb();
  const tx = db.transaction(['uploads', 'chunks', 'rejected'], 'readwrite');
  const range = IDBKeyRange.bound([uploadId, -1], [uploadId, Number.MAX_SAFE_INTEGER]);
  await Promise.all([tx.objectStore('uploads').delete(uploadId), tx.objectStore('chunks').delete(range), tx.objectStore('rejected').delete(range), tx.done]);
}
