/** uploadFile: the REST upload client (Bearer session, multipart fields + file, refusals as the middleware's ApiError). */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FILE_ROUTES } from '../../contract/file-routes';
import { USER_DATA_KEY } from '../../contract/user-data';
import { ApiError, SESSION_ENDED_EVENT } from '../../src/lib/api-client';
import { uploadFile } from '../../src/lib/upload-file';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, DEMO_TOKEN } from './msw/middleware';
import { server, startMockServer } from './msw/server';

startMockServer();

const URL_IMAGE = FILE_ROUTES.productImage.url;

describe('uploadFile', () => {
  it('posts the fields and the file as multipart with the session as a Bearer token, and answers data', async () => {
    saveUserData(demoUser('SA'));
    let seen: { authorization: string | null; productId: FormDataEntryValue | null; hasFile: boolean } | null = null;
    server.use(
      http.post(URL_IMAGE, async ({ request }) => {
        const form = await request.formData();
        // The file part's bytes do not survive jsdom's XMLHttpRequest → msw in this environment (the server and e2e
        // tests check them end to end); its presence does.
        seen = { authorization: request.headers.get('authorization'), productId: form.get('productId'), hasFile: form.has('file') };
        return HttpResponse.json({ bOk: true, data: { id: 5, productId: 9, position: 0, width: 10, height: 10, url: '/files/x-480.webp', imageUrl: '/files/x-480.webp', version: 2 } });
      }),
    );
    const data = await uploadFile('productImage', new File(['png bytes'], 'foto.png', { type: 'image/png' }), { productId: 9 });
    expect(data).toMatchObject({ id: 5, version: 2 });
    expect(seen).toEqual({ authorization: `Bearer ${DEMO_TOKEN}`, productId: '9', hasFile: true });
  });

  it('throws the server refusal as ApiError with its codigo, mensaje and detalle', async () => {
    saveUserData(demoUser('SA'));
    server.use(
      http.post(URL_IMAGE, () =>
        HttpResponse.json({ bOk: false, codigo: 'VALIDATION', mensaje: 'El archivo no es una imagen válida.', detalle: { reason: 'not_image' } }, { status: 422 }),
      ),
    );
    const error = await uploadFile('productImage', new File(['x'], 'a.png'), { productId: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ codigo: 'VALIDATION', mensaje: 'El archivo no es una imagen válida.', status: 422, detalle: { reason: 'not_image' } });
  });

  it('ends the session on NOT_AUTHENTICATED', async () => {
    saveUserData(demoUser('SA'));
    server.use(http.post(URL_IMAGE, () => HttpResponse.json({ bOk: false, codigo: 'NOT_AUTHENTICATED', mensaje: 'Inicia sesión para continuar.' }, { status: 401 })));
    let ended = false;
    window.addEventListener(SESSION_ENDED_EVENT, () => (ended = true), { once: true });
    await expect(uploadFile('productImage', new File(['x'], 'a.png'), { productId: 9 })).rejects.toMatchObject({ codigo: 'NOT_AUTHENTICATED', status: 401 });
    expect(ended).toBe(true);
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('refuses a file over the route cap before sending anything', async () => {
    saveUserData(demoUser('SA'));
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const big = new File([new Uint8Array(FILE_ROUTES.productImage.maxBytes + 1)], 'big.jpg');
    await expect(uploadFile('productImage', big, { productId: 9 })).rejects.toMatchObject({ codigo: 'BODY_TOO_LARGE', detalle: { reason: 'too_large' } });
  });
});
