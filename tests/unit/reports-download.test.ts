import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { downloadWithProgress, fileNameFromDisposition, type DownloadProgress } from '../../src/features/reports/api/download-file';
import { ApiError } from '../../src/lib/api-client';
import { server, startMockServer } from './msw/server';

startMockServer();

const URL_PATH = '/api/export/tok123';
const CHUNK = 1000;

/** A body that arrives in `count` chunks of CHUNK bytes; `hold` keeps the stream open after the first chunk. */
function chunkedBody(count: number, hold?: Promise<void>): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent === 1 && hold) await hold;
      if (sent === count) return controller.close();
      controller.enqueue(new Uint8Array(CHUNK).fill(65 + sent));
      sent += 1;
    },
  });
}

describe('downloading an export with progress', () => {
  it('reports bytes received of Content-Length as the stream arrives, and names the file as the server does', async () => {
    server.use(
      http.get(`*${URL_PATH}`, () =>
        new HttpResponse(chunkedBody(3), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Length': String(3 * CHUNK),
            'Content-Disposition': 'attachment; filename="reporte-picking-2026-11-16-2026-11-22.xlsx"',
          },
        }),
      ),
    );
    const seen: DownloadProgress[] = [];
    const file = await downloadWithProgress(URL_PATH, { onProgress: (progress) => seen.push(progress) });
    expect(seen.map((p) => p.received)).toEqual([0, 1000, 2000, 3000]);
    expect(seen.every((p) => p.total === 3000)).toBe(true);
    expect(file.fileName).toBe('reporte-picking-2026-11-16-2026-11-22.xlsx');
    expect(file.blob.size).toBe(3000);
    expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('without Content-Length the size is unknown (the bar shows bytes received only)', async () => {
    server.use(http.get(`*${URL_PATH}`, () => new HttpResponse(chunkedBody(2), { headers: { 'Content-Type': 'text/csv' } })));
    const seen: DownloadProgress[] = [];
    const file = await downloadWithProgress(URL_PATH, { onProgress: (progress) => seen.push(progress) });
    expect(seen.at(-1)).toEqual({ received: 2000, total: null });
    expect(file.fileName).toBeNull();
  });

  it('a spent or expired link is the server\'s refusal, worded like every other error', async () => {
    server.use(http.get(`*${URL_PATH}`, () => HttpResponse.json({ bOk: false, codigo: 'NOT_FOUND', mensaje: 'El enlace de descarga ya no es válido.' }, { status: 404 })));
    const error = await downloadWithProgress(URL_PATH).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ codigo: 'NOT_FOUND', mensaje: 'El enlace de descarga ya no es válido.' });
  });

  it('cancel stops a download under way', async () => {
    const gate: { release?: () => void } = {};
    const hold = new Promise<void>((resolve) => {
      gate.release = resolve;
    });
    server.use(http.get(`*${URL_PATH}`, () => new HttpResponse(chunkedBody(5, hold), { headers: { 'Content-Length': String(5 * CHUNK) } })));
    const controller = new AbortController();
    const seen: DownloadProgress[] = [];
    const done = downloadWithProgress(URL_PATH, {
      signal: controller.signal,
      onProgress: (progress) => {
        seen.push(progress);
        if (progress.received === CHUNK) controller.abort();
      },
    });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    gate.release?.();
    expect(seen.at(-1)?.received).toBe(CHUNK);
  });
});

describe('the download name from Content-Disposition', () => {
  it('prefers the UTF-8 name, keeps no path, and falls back to null', () => {
    expect(fileNameFromDisposition(`attachment; filename="r.csv"; filename*=UTF-8''cr%C3%A9ditos.csv`)).toBe('créditos.csv');
    expect(fileNameFromDisposition('attachment; filename=ventas.csv')).toBe('ventas.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
