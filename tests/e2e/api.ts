/** Direct calls to the real server from a spec, to check what the server holds (never to drive the UI under test). */
import type { APIRequestContext } from '@playwright/test';
import type { CallData, CallPath, CallRequest } from '../../contract/calls';
import { MIDDLEWARE_URL } from '../../contract/envelope';
import type { RoleCode } from '../../contract/roles';
import { DEMO_PASSWORD, demoEmail } from './helpers';

export interface ApiSession {
  call<P extends CallPath>(path: P, body: Omit<CallRequest<P>, 'tokenSesion'>): Promise<CallData<P>>;
}

async function post(request: APIRequestContext, path: string, body: unknown): Promise<{ bOk: boolean; data?: unknown; mensaje?: string }> {
  const response = await request.post(MIDDLEWARE_URL, { data: { path, body: JSON.stringify(body) } });
  return (await response.json()) as { bOk: boolean; data?: unknown; mensaje?: string };
}

export async function apiSession(request: APIRequestContext, role: RoleCode): Promise<ApiSession> {
  const login = await post(request, '/User/Login', { email: demoEmail(role), password: DEMO_PASSWORD });
  if (!login.bOk) throw new Error(`login as ${role} failed: ${login.mensaje}`);
  const token = (login.data as { token: string }).token;
  return {
    async call(path, body) {
      const answer = await post(request, path, { ...body, tokenSesion: token });
      if (!answer.bOk) throw new Error(`${path} refused: ${answer.mensaje}`);
      return answer.data as never;
    },
  };
}
