import { i18n } from '@lingui/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { USER_DATA_KEY } from '../../contract/user-data';
import { ApiError, callApi, callApiAnswer, NetworkError, SESSION_ENDED_EVENT } from '../../src/lib/api-client';
import { saveUserData } from '../../src/lib/user-data';
import { demoSummary, demoUser, DEMO_TOKEN, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

describe('callApi', () => {
  it('posts { path, body } as a JSON string with the session token and the active locale', async () => {
    saveUserData(demoUser('AD'));
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/Dashboard/Summary': () => ok(demoSummary()) }, calls));
    i18n.activate('es');

    const data = await callApi('/Dashboard/Summary', { storeId: 2 });

    expect(data.salesTodayCents).toBe(123456);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/Dashboard/Summary');
    expect(calls[0]?.body).toEqual({ storeId: 2, tokenSesion: DEMO_TOKEN });
    expect(calls[0]?.headers.get('accept-language')).toBe('es');
  });

  it('adds no token to public calls', async () => {
    saveUserData(demoUser('AD'));
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/ForgotPassword': () => ok(null) }, calls));
    await callApi('/User/ForgotPassword', { email: 'ad@canasta.demo' });
    expect(calls[0]?.body).toEqual({ email: 'ad@canasta.demo' });
  });

  it('returns mensaje with callApiAnswer', async () => {
    saveUserData(demoUser('AD'));
    server.use(middleware({ '/User/getTerminos': () => ok(null, '0') }));
    const answer = await callApiAnswer('/User/getTerminos', { IDUsuario: 7 });
    expect(answer).toEqual({ data: null, mensaje: '0' });
  });

  it('treats a 4xx status as an answer and throws ApiError with its codigo, errores and detalle', async () => {
    server.use(
      middleware({
        '/User/Login': () =>
          refuse('RATE_LIMITED', 'Demasiados intentos.', { detalle: { retryAfterSeconds: 300 }, errores: [{ campo: 'email', codigo: 'x', mensaje: 'y' }] }),
      }),
    );
    const error = await callApi('/User/Login', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ codigo: 'RATE_LIMITED', mensaje: 'Demasiados intentos.', status: 429, detalle: { retryAfterSeconds: 300 } });
    expect((error as ApiError).errores).toHaveLength(1);
  });

  it('reads bOk false even with HTTP 200', async () => {
    server.use(middleware({ '/User/Register': () => ({ status: 200, body: { bOk: false, codigo: 'EMAIL_TAKEN', mensaje: 'Ya existe.' } }) }));
    await expect(callApi('/User/Register', { nombre: 'A', email: 'a@b.co', password: '12345678' })).rejects.toMatchObject({ codigo: 'EMAIL_TAKEN', status: 200 });
  });

  it('throws ApiError INTERNAL on a 5xx', async () => {
    server.use(http.post('*/api/middleware', () => HttpResponse.text('boom', { status: 502 })));
    await expect(callApi('/User/ForgotPassword', { email: 'a@b.co' })).rejects.toMatchObject({ name: 'ApiError', codigo: 'INTERNAL', status: 502 });
  });

  it('throws NetworkError when no answer comes back', async () => {
    server.use(http.post('*/api/middleware', () => HttpResponse.error()));
    await expect(callApi('/User/ForgotPassword', { email: 'a@b.co' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects data that breaks the contract (dev/test only)', async () => {
    saveUserData(demoUser('AD'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(middleware({ '/Dashboard/Summary': () => ok({ nope: true }) }));
    await expect(callApi('/Dashboard/Summary', {})).rejects.toMatchObject({ codigo: 'INTERNAL' });
    spy.mockRestore();
  });

  it.each(['SESSION_EXPIRED', 'NOT_AUTHENTICATED'] as const)('on %s clears the stored user data and fires the session-ended event', async (codigo) => {
    saveUserData(demoUser('AD'));
    const ended = vi.fn<() => void>();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    server.use(middleware({ '/Dashboard/Summary': () => refuse(codigo, 'Sesión expirada.') }));

    await expect(callApi('/Dashboard/Summary', {})).rejects.toMatchObject({ codigo });

    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('does not end the session when login itself is refused', async () => {
    saveUserData(demoUser('AD'));
    server.use(middleware({ '/User/Login': () => refuse('INVALID_CREDENTIALS', 'Credenciales inválidas.') }));
    await expect(callApi('/User/Login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ codigo: 'INVALID_CREDENTIALS' });
    expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull();
  });
});
