/** Health endpoint, security headers, static SPA serving, and the PGlite directory lock. */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { defaultPoolSize } from '../../server/db/pool-size';
import { DirectoryLockedError } from '../../server/db/dir-lock';
import { HELMET_OPTIONS } from '../../server/http/security';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app';

let t: TestApp;
let staticDir: string;
let spa: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  staticDir = await mkdtemp(join(tmpdir(), 'canasta-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Canasta</title><div id="root"></div>');
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(staticDir, 'assets', 'index-Bx3kQ9aZ.js'), 'console.log(1)');
  await writeFile(join(staticDir, 'robots.txt'), 'User-agent: *');
  // Source maps the build keeps next to its output (with the source text in them).
  const map = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['const secret = 1;'], mappings: '' });
  await writeFile(join(staticDir, 'sw.js.map'), map);
  await writeFile(join(staticDir, 'assets', 'index-Bx3kQ9aZ.js.map'), map);
  await writeFile(join(staticDir, 'assets', 'index-Bx3kQ9aZ.js.map.br'), map);
  await writeFile(join(staticDir, 'assets', 'index-Bx3kQ9aZ.js.map.gz'), map);
  spa = await buildApp({ config: testConfig({ staticDir }), database: t.database, logger: false });
});
afterAll(async () => {
  await spa?.close();
  await t?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers 503 when SELECT 1 fails', async () => {
    const broken: Database = { ...t.database, query: () => Promise.reject(new Error('connection lost')) };
    const app = await buildApp({ config: testConfig(), database: broken, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ok: false });
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the PWA and nothing foreign', async () => {
    const response = await spa.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src [^;]*data:/);
    expect(csp).toMatch(/connect-src [^;]*ws:/);
    expect(csp).not.toMatch(/script-src [^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same headers on API answers and refusals', async () => {
    const response = await spa.inject({ method: 'POST', url: '/api/middleware', payload: { path: '/Nada/Nada', body: '{}' } });
    expect(response.json()).toMatchObject({ bOk: false, codigo: 'UNKNOWN_PATH' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('every routed answer, API or static, carries the whole CSP and helmet set, no HSTS', async () => {
    const csp =
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
      "connect-src 'self' ws: wss:;worker-src 'self' blob:;manifest-src 'self';media-src 'self' blob:;object-src 'none';base-uri 'self';" +
      "form-action 'self';frame-ancestors 'none'";
    const requests = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/ordenes' },
      { method: 'GET', url: '/sw.js' },
      { method: 'GET', url: '/assets/index-Bx3kQ9aZ.js' },
      { method: 'GET', url: '/assets/gone-12345678.js' },
      { method: 'GET', url: '/api/health' },
      { method: 'POST', url: '/api/middleware', payload: { path: '/User/Me', body: '{}' } },
      { method: 'GET', url: '/api/middleware' },
    ] as const;
    for (const request of requests) {
      const response = await spa.inject(request);
      const { headers } = response;
      expect({ url: request.url, csp: headers['content-security-policy'], hsts: headers['strict-transport-security'] }).toEqual({ url: request.url, csp, hsts: undefined });
      expect(headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });

  it('are exactly the headers @fastify/helmet sends when it runs on every request', async () => {
    const plain = Fastify({ logger: false });
    await plain.register(fastifyHelmet, HELMET_OPTIONS);
    plain.get('/', async () => 'ok');
    const { headers: reference } = await plain.inject({ method: 'GET', url: '/' });
    await plain.close();
    const fromHelmet = Object.keys(reference).filter((name) => !['content-type', 'content-length', 'date', 'connection'].includes(name));
    expect(fromHelmet).toHaveLength(11);
    const { headers } = await spa.inject({ method: 'GET', url: '/' });
    for (const name of fromHelmet) expect({ name, value: headers[name] }).toEqual({ name, value: reference[name] });
  });

  it('a refusal before routing (broken URL escape) still forbids rendering, framing and sniffing', async () => {
    const response = await spa.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});

describe('static PWA with SPA fallback', () => {
  it('serves index.html at / and for client routes, not cached', async () => {
    for (const url of ['/', '/ordenes', '/orden/12', '/usuario/recuperar-password?token=abc']) {
      const response = await spa.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, root: response.body.includes('<div id="root">'), cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        root: true,
        cache: 'no-cache',
      });
    }
  });

  it('serves sw.js not cached and hashed assets immutable', async () => {
    const sw = await spa.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await spa.inject({ method: 'GET', url: '/assets/index-Bx3kQ9aZ.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await spa.inject({ method: 'GET', url: '/robots.txt' });
    expect(other.body).toContain('User-agent');
  });

  it('does not answer index.html for /api or missing assets', async () => {
    const api = await spa.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    const missing = await spa.inject({ method: 'GET', url: '/assets/gone-12345678.js' });
    expect(missing.statusCode).toBe(404);
    const post = await spa.inject({ method: 'POST', url: '/ordenes', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve source maps, in any spelling or encoding', async () => {
    const urls = ['/sw.js.map', '/assets/index-Bx3kQ9aZ.js.map', '/assets/index-Bx3kQ9aZ.js.map.br', '/assets/index-Bx3kQ9aZ.js.map.gz', '/sw.js%2Emap', '/assets/index-Bx3kQ9aZ.js.MAP'];
    for (const url of urls) {
      for (const encoding of ['identity', 'br, gzip']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await spa.inject({ method, url, headers: { 'accept-encoding': encoding } });
          expect({ url, encoding, method, status: response.statusCode, source: response.body.includes('secret') }).toEqual({
            url,
            encoding,
            method,
            status: 404,
            source: false,
          });
        }
      }
    }
    const answer = await spa.inject({ method: 'GET', url: '/sw.js.map' });
    expect(answer.json()).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    // The script itself is still served.
    expect((await spa.inject({ method: 'GET', url: '/assets/index-Bx3kQ9aZ.js' })).statusCode).toBe(200);
  });

  it('without a static dir, only the API is served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ordenes' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ bOk: false });
  });
});

describe('PGlite directory lock', () => {
  it('a second open of the same data directory is refused with a clear message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'canasta-lock-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DirectoryLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already open by another Canasta process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a second server process on the same DATA_DIR exits 1 with the message, no stack trace', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'canasta-lock-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(join(process.cwd(), 'node_modules/.bin/tsx'), ['server/main.ts'], {
          cwd: process.cwd(),
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('exit', (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('already open by another Canasta process');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await first.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('PostgreSQL pool size', () => {
  it('defaults to twice the cores shared among the server processes, at least 2 each; DB_POOL_SIZE overrides it', () => {
    expect(defaultPoolSize(1, 2)).toBe(4);
    expect(defaultPoolSize(2, 2)).toBe(2);
    expect(defaultPoolSize(4, 2)).toBe(2);
    expect(defaultPoolSize(3, 8)).toBe(6);
    expect(loadConfig({ WORKERS: '1' }).dbPoolSize).toBe(defaultPoolSize(1));
    expect(loadConfig({ DB_POOL_SIZE: '7', WORKERS: '2' }).dbPoolSize).toBe(7);
    expect(() => loadConfig({ DB_POOL_SIZE: 'many' })).toThrow('DB_POOL_SIZE must be a non-negative integer');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('holds at most that many connections however many queries wait', async () => {
    const database = await openDatabase({ url: t.target.url!, poolSize: 2 });
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () => database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')),
      );
      expect(new Set(rows.map(([row]) => row!.pid)).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
