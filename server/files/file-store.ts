/**
 * One interface for stored files (product images, brand logos): the data directory by default, an S3-compatible
 * bucket when configured, so several server instances share them. Keys are `/`-separated names made of safe
 * characters only (`checkFileKey`); both stores refuse anything else.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; no error when there is none. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is a safe store key: 1–8 segments of letters, digits, `.`, `_`, `-`, none starting with a dot. */
export function isFileKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** Throws on a key that could escape the store (path traversal, absolute paths, odd characters). */
export function checkFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
}
