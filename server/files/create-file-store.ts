/** The file store the configuration names (FILE_STORE=disk, the default, or s3). */
import type { FileStoreConfig } from '../config';
import { createDiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';

export async function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  if (config.kind === 'disk') return createDiskFileStore(config.dir);
  // Loaded only when used: the AWS SDK takes a noticeable part of a second to load.
  const { createS3FileStore } = await import('./s3-file-store');
  const { kind: _kind, ...s3 } = config;
  return createS3FileStore(s3);
}
