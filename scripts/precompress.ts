/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11) next to every text asset of a build,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of sending them uncompressed.
 * Run by the build itself (vite.config.ts, after the service worker is written); by hand:
 * `node_modules/.bin/tsx scripts/precompress.ts [dir]` (default dist).
 * Skipped: source maps (read by devtools only), files under 1 KiB, and any variant not smaller than its file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

export interface PrecompressResult {
  files: number;
  /** Bytes of the compressed files as they are. */
  raw: number;
  /** The same files gzipped. */
  gzip: number;
}

/** Compresses every text asset under `dir`. */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const jobs: Promise<{ raw: number; gzip: number } | null>[] = [];
  for await (const path of textFiles(dir)) {
    jobs.push(
      (async () => {
        const body = await readFile(path);
        if (body.length < MIN_BYTES) return null;
        const [gz, br] = await Promise.all([
          gzipAsync(body, { level: 9 }),
          brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        ]);
        if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
        if (br.length < body.length) await writeFile(`${path}.br`, br);
        return { raw: body.length, gzip: Math.min(gz.length, body.length) };
      })(),
    );
  }
  const done = (await Promise.all(jobs)).filter((job) => job !== null);
  return { files: done.length, raw: done.reduce((sum, job) => sum + job.raw, 0), gzip: done.reduce((sum, job) => sum + job.gzip, 0) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const result = await precompress(dir);
  console.log(`precompressed ${result.files} files in ${dir}: ${(result.raw / 1024).toFixed(0)} KiB → ${(result.gzip / 1024).toFixed(0)} KiB gzip (+ brotli)`);
}
