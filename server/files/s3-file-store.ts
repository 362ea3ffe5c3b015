/** The shared file store: an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for several server instances. */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkFileKey, type FileStore, type StoredFile } from './file-store';

export interface S3StoreConfig {
  /** e.g. http://minio:9000; null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key (several apps in one bucket). */
  prefix: string;
}

function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return named.name === 'NoSuchKey' || named.name === 'NotFound' || named.$metadata?.httpStatusCode === 404;
}

export function createS3FileStore(config: S3StoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  const objectKey = (key: string): string => {
    checkFileKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) return null;
        return { body: answer.Body, contentType: answer.ContentType ?? 'application/octet-stream', size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
