/** The file stores: the data directory (default) and an S3-compatible bucket, behind one interface. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from '../../server/files/disk-file-store';
import type { FileStore } from '../../server/files/file-store';
import { createS3FileStore } from '../../server/files/s3-file-store';
import { loadConfig } from '../../server/config';

async function readBack(store: FileStore, key: string): Promise<{ body: string; contentType: string; size: number } | null> {
  const file = await store.get(key);
  return file ? { body: await text(file.body), contentType: file.contentType, size: file.size } : null;
}

describe('disk file store', () => {
  let dir: string;
  let store: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'canasta-files-'));
    store = createDiskFileStore(path.join(dir, 'files'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts, gets and deletes a file', async () => {
    await store.put('products/1/2/abc-480.webp', Buffer.from('RIFF-webp'), 'image/webp');
    expect(await readBack(store, 'products/1/2/abc-480.webp')).toEqual({ body: 'RIFF-webp', contentType: 'image/webp', size: 9 });
    await store.delete('products/1/2/abc-480.webp');
    expect(await store.get('products/1/2/abc-480.webp')).toBeNull();
    // Deleting what is not there is no error.
    await store.delete('products/1/2/abc-480.webp');
  });

  it('refuses keys that could leave its directory, and reads nothing outside it', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'top secret');
    for (const key of ['../secret.txt', 'a/../../secret.txt', '/etc/passwd', 'a\\..\\secret.txt', '.hidden', 'a//b', '', 'a/./b']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid file key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid file key/);
      await expect(store.delete(key), key).rejects.toThrow(/invalid file key/);
    }
    expect(await readdir(dir)).toContain('secret.txt');
  });

  it('is the default, under the data directory', () => {
    expect(loadConfig({ DATA_DIR: '/srv/canasta' }).fileStore).toEqual({ kind: 'disk', dir: '/srv/canasta/files' });
    expect(loadConfig({ FILE_STORE_DIR: '/mnt/shared' }).fileStore).toEqual({ kind: 'disk', dir: '/mnt/shared' });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET/);
  });
});

async function read(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A tiny S3 stand-in: stores PUT objects per path, refuses requests without a SigV4 Authorization header. */
function s3StandIn() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Array<{ method: string; url: string; authorization: string }> = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const authorization = request.headers.authorization ?? '';
      const url = request.url ?? '';
      seen.push({ method: request.method ?? '', url, authorization });
      if (!/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(authorization)) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const key = url.split('?')[0]!;
      if (request.method === 'PUT') {
        objects.set(key, { body: await read(request), type: request.headers['content-type'] ?? 'application/octet-stream' });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        else response.writeHead(200, { 'content-type': object.type, 'content-length': String(object.body.length) }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    })();
  });
  return { server, objects, seen };
}

describe('S3 file store', () => {
  const stand = s3StandIn();
  let store: FileStore;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
    const { port } = stand.server.address() as AddressInfo;
    const config = loadConfig({
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'canasta-files',
      S3_REGION: 'eu-test-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'app/',
    }).fileStore;
    if (config.kind !== 's3' || !config.forcePathStyle) throw new Error('expected the s3 store, path-style');
    const { kind: _kind, ...s3 } = config;
    store = createS3FileStore(s3);
  });
  afterAll(() => new Promise<void>((resolve) => stand.server.close(() => resolve())));

  it('puts, gets and deletes objects in the bucket, signed (SigV4), path-style', async () => {
    await store.put('products/1/9/k-160.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(stand.objects.get('/canasta-files/app/products/1/9/k-160.webp')?.body.toString()).toBe('webp bytes');
    expect(await readBack(store, 'products/1/9/k-160.webp')).toEqual({ body: 'webp bytes', contentType: 'image/webp', size: 10 });
    await store.delete('products/1/9/k-160.webp');
    expect(stand.objects.size).toBe(0);
    expect(await store.get('products/1/9/k-160.webp')).toBeNull();
    expect(stand.seen.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('refuses traversal keys before any request', async () => {
    const before = stand.seen.length;
    await expect(store.put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid file key/);
    expect(stand.seen.length).toBe(before);
  });
});
