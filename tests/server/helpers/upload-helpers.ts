/** Multipart uploads to the REST file routes (as the app's form sends them), and real images made by sharp. */
import sharp from 'sharp';
import type { TestApp } from './test-app';

export interface UploadAnswer {
  status: number;
  json: { bOk: boolean; data?: unknown; mensaje?: string; codigo?: string; errores?: Array<{ campo: string; codigo: string; mensaje: string }>; detalle?: Record<string, unknown> };
}

/** POST `url` as multipart/form-data: the fields first, then the file (as browsers send the app's form). */
export async function upload(
  t: TestApp,
  url: string,
  fields: Record<string, string | number>,
  file: { name: string; bytes: Buffer; type: string } | null,
  token?: string,
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://canasta.test/upload', { method: 'POST', body: form });
  const headers: Record<string, string> = { 'content-type': request.headers.get('content-type') ?? '' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({ method: 'POST', url, headers, payload: Buffer.from(await request.arrayBuffer()) });
  return { status: response.statusCode, json: response.json() };
}

/** A real image made by sharp: a coloured rectangle. */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp', colour = { r: 200, g: 40, b: 40 }): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image.jpeg().toBuffer();
}
