/**
 * The subscription API's client (src/lib/subscription-api.ts, spec §7/§8): the Bearer token, the query string and
 * path parameters, 204 answers, `succeeded: false` as an ApiError with the server's message, and a 401 ending the
 * session.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { USER_DATA_KEY } from '../../contract/user-data';
import { ApiError, SESSION_ENDED_EVENT } from '../../src/lib/api-client';
import { callRest } from '../../src/lib/subscription-api';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, DEMO_TOKEN } from './msw/middleware';
import { server, startMockServer } from './msw/server';

startMockServer();

const application = {
  id: 3,
  name: 'Canasta Prime',
  description: '',
  active: true,
  version: 1,
  plans: 2,
  subscribers: 5,
  products: 40,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('callRest', () => {
  it('sends the session token as a Bearer header and the list filter as a query string, and returns data', async () => {
    saveUserData(demoUser('SA'));
    const seen: Request[] = [];
    server.use(
      http.get('*/proxy/v1/plan', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ succeeded: true, data: [], message: null });
      }),
    );

    const data = await callRest('GET plan', {
      query: { empresaId: '2', ApplicationId: '3' },
    });

    expect(data).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${DEMO_TOKEN}`);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/proxy/v1/plan');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      empresaId: '2',
      ApplicationId: '3',
    });
  });

  it('fills path parameters and posts the body as JSON', async () => {
    saveUserData(demoUser('SU'));
    let body: unknown;
    server.use(
      http.post('*/proxy/v1/application', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ succeeded: true, data: application, message: null }, { status: 201 });
      }),
    );
    await expect(callRest('POST application', { body: { name: 'Canasta Prime' } })).resolves.toEqual(application);
    expect(body).toEqual({ name: 'Canasta Prime' });
  });

  it('answers undefined for a 204 (PUT and DELETE) and sends DELETE with its body', async () => {
    saveUserData(demoUser('SU'));
    let deleted: unknown;
    server.use(
      http.put('*/proxy/v1/application/3', () => new HttpResponse(null, { status: 204 })),
      http.delete('*/proxy/v1/product/prime/3', async ({ request }) => {
        deleted = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(
      callRest('PUT application/{id}', {
        params: { id: '3' },
        body: { name: 'Prime', active: true, version: 1 },
      }),
    ).resolves.toBeUndefined();
    await expect(
      callRest('DELETE product/prime/{ApplicationId}', {
        params: { ApplicationId: '3' },
        body: { productIds: [7, 8] },
      }),
    ).resolves.toBeUndefined();
    expect(deleted).toEqual({ productIds: [7, 8] });
  });

  it('throws an ApiError carrying the server message, codigo and errores on succeeded: false', async () => {
    saveUserData(demoUser('SU'));
    const message = 'Ya existe una aplicación con ese nombre.';
    server.use(
      http.post('*/proxy/v1/application', () =>
        HttpResponse.json(
          {
            succeeded: false,
            data: null,
            message,
            codigo: 'CONFLICT',
            errores: [{ campo: 'name', codigo: 'name_taken', mensaje: message }],
            detalle: { reason: 'name_taken' },
          },
          { status: 409 },
        ),
      ),
    );
    const error = await callRest('POST application', {
      body: { name: 'Canasta Prime' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      codigo: 'CONFLICT',
      mensaje: message,
      status: 409,
      detalle: { reason: 'name_taken' },
    });
    expect((error as ApiError).errores).toEqual([{ campo: 'name', codigo: 'name_taken', mensaje: message }]);
    // A refusal is not a lost session.
    expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull();
  });

  it('reads succeeded: false even with HTTP 200', async () => {
    saveUserData(demoUser('SU'));
    server.use(
      http.get('*/proxy/v1/option', () =>
        HttpResponse.json({
          succeeded: false,
          data: null,
          message: 'No se pudo.',
          codigo: 'INTERNAL',
        }),
      ),
    );
    await expect(callRest('GET option', {})).rejects.toMatchObject({
      name: 'ApiError',
      mensaje: 'No se pudo.',
      codigo: 'INTERNAL',
      status: 200,
    });
  });

  it('ends the session on a 401', async () => {
    saveUserData(demoUser('SU'));
    const ended = vi.fn<() => void>();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    server.use(
      http.get('*/proxy/v1/application', () =>
        HttpResponse.json(
          {
            succeeded: false,
            data: null,
            message: 'Inicia sesión.',
            codigo: 'NOT_AUTHENTICATED',
          },
          { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
        ),
      ),
    );
    await expect(callRest('GET application', {})).rejects.toMatchObject({
      codigo: 'NOT_AUTHENTICATED',
      status: 401,
    });
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });
});
