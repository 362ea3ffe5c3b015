/**
 * Serves the built PWA from STATIC_DIR with an SPA fallback: any GET outside /api with no file
 * answers index.html. index.html and sw.js must be revalidated every time (so updates arrive);
 * Vite's hashed assets never change, so they are cached for a year. Source maps stay in the build
 * (for reading error reports) but are never served: they carry the whole source text.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './answers';

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|wasm)$/;

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(filePath) && HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** A source map, or its precompressed copy. */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/** Also spelled with escapes (`%2Emap`). */
export function isSourceMap(path: string): boolean {
  if (SOURCE_MAP.test(path)) return true;
  try {
    return SOURCE_MAP.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/proxy/');
}

export async function staticPlugin(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.staticDir);
  const hasStatic = existsSync(root) && statSync(root).isDirectory() && existsSync(resolve(root, 'index.html'));
  if (hasStatic) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      cacheControl: false,
      // The build writes .br and .gz next to each text asset (scripts/precompress.ts): sent as they are when the
      // browser accepts them (with Vary: Accept-Encoding), the file itself otherwise.
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders(reply, filePath) {
        // The compressed variant's path: its cache rules are those of the file it encodes (sw.js stays no-cache).
        void reply.header('Cache-Control', cacheControlFor(filePath.replace(/\.(?:br|gz)$/, '')));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasStatic && (request.method === 'GET' || request.method === 'HEAD') && !isApi(path) && !path.startsWith('/assets/') && !isSourceMap(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 'NOT_FOUND', `No existe ${request.method} ${path.slice(0, 200)}.`);
  });
}
