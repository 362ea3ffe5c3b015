/** The default file store: files under a directory (by default `<dataDir>/files`), written atomically. */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { checkFileKey, type FileStore, type StoredFile } from './file-store';

/** The type is not stored beside the file: it follows from the extension (every key the app writes has one). */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function createDiskFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const fileOf = (key: string): string => {
    checkFileKey(key);
    const file = path.resolve(root, key);
    // Belt and braces after the key check: never outside the root.
    if (!file.startsWith(root + path.sep)) throw new Error('invalid file key');
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
