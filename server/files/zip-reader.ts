/**
 * Reads a .zip from a temp file with yauzl, defensively: caps on entries, each entry's and the whole zip's inflated
 * size, and the inflation ratio, enforced while inflating (a header may lie), not only from the central directory.
 * Names are decoded here (not by yauzl, which would end the whole read on one bad name) and sorted by safety.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ZIP_LIMITS } from '../../contract/file-routes';
import { CallError } from '../errors/call-error';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
}

export type ZipItem =
  /** A file to consider: its base name (no folders). */
  | { kind: 'file'; name: string; entry: Entry }
  /** A name refused on sight (absolute, `..`, backslashes): reported, never read. */
  | { kind: 'bad-name'; name: string };

const MB = 1024 * 1024;

export function zipBomb(name: string): CallError {
  return new CallError('VALIDATION', `El .zip parece una bomba de descompresión («${name}» se expande demasiado). No se procesó ninguna imagen.`, { reason: 'zip_bomb', file: name });
}

export function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new CallError('VALIDATION', 'El archivo no es un .zip válido.', { reason: 'not_zip' }));
      else resolve(zip);
    });
  });
}

/** Hidden files, macOS resource forks and folders: skipped without a word. */
function isNoise(name: string): boolean {
  if (name.endsWith('/')) return true;
  const parts = name.split('/');
  return parts.includes('__MACOSX') || parts.some((part) => part.startsWith('.') && part !== '..') || name === '';
}

/**
 * Every entry of the zip (central directory only, nothing inflated), refusing the whole zip when it has too many
 * entries, claims too much in total, or an entry claims a ratio only a bomb has.
 */
export async function listZip(zip: ZipFile, limits: ZipLimits = ZIP_LIMITS): Promise<ZipItem[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw new CallError('VALIDATION', `El .zip tiene ${zip.entryCount} archivos; el máximo es ${limits.maxEntries}.`, { reason: 'zip_entries', count: zip.entryCount, max: limits.maxEntries });
  }
  const items: ZipItem[] = [];
  let claimed = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        const raw = entry.fileName as unknown as Buffer; // decodeStrings: false → the raw bytes
        const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
        if (!isNoise(name)) {
          if (yauzl.validateFileName(name) !== null || name.includes('\\') || /^[A-Za-z]:/.test(name)) {
            items.push({ kind: 'bad-name', name });
          } else {
            claimed += entry.uncompressedSize;
            if (claimed > limits.maxTotalBytes) throw new CallError('VALIDATION', `El .zip descomprimido supera ${Math.round(limits.maxTotalBytes / MB)} MB.`, { reason: 'zip_total', maxBytes: limits.maxTotalBytes });
            if (entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1) && entry.uncompressedSize > MB) throw zipBomb(name);
            items.push({ kind: 'file', name: path.posix.basename(name), entry });
          }
        }
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new CallError('VALIDATION', 'El archivo .zip está dañado.', { reason: 'zip_corrupt' })));
    zip.readEntry();
  });
  return items;
}

function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error ?? new Error('no stream')) : resolve(stream)));
  });
}

/**
 * Inflates one entry, stopping as soon as it passes `maxEntryBytes` or the ratio cap (whatever its header says).
 * `keep` false counts without keeping (the check pass). Returns the bytes, or 'too-large' for an honest big file.
 */
export async function inflateEntry(zip: ZipFile, item: { name: string; entry: Entry }, keep: boolean, limits: ZipLimits = ZIP_LIMITS): Promise<Buffer | 'too-large'> {
  if (item.entry.uncompressedSize > limits.maxEntryBytes) return 'too-large';
  let stream: Readable;
  try {
    stream = await openStream(zip, item.entry);
  } catch {
    throw new CallError('VALIDATION', `El archivo «${item.name}» del .zip está dañado o cifrado.`, { reason: 'zip_corrupt', file: item.name });
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const ratioCap = limits.maxRatio * Math.max(item.entry.compressedSize, 1);
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > limits.maxEntryBytes || (total > MB && total > ratioCap)) {
        stream.destroy();
        throw zipBomb(item.name);
      }
      if (keep) chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof CallError) throw error;
    // yauzl's own size check (more bytes than the header said) or a corrupt deflate stream.
    const message = error instanceof Error ? error.message : '';
    if (/too many bytes|uncompressedSize/i.test(message)) throw zipBomb(item.name);
    throw new CallError('VALIDATION', `El archivo «${item.name}» del .zip está dañado.`, { reason: 'zip_corrupt', file: item.name });
  }
  return Buffer.concat(chunks);
}
