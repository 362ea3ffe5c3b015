/**
 * An open app whose session the server ended (user disabled, role changed) is logged out without its user doing
 * anything: the socket's 4401 close makes the app ask `/User/Me`, and a session-end answer clears the user data
 * (the shell then shows /login).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_EVENT } from '../../src/lib/api-client';
import { CLOSE_UNAUTHENTICATED, subscribeRealtime } from '../../src/lib/realtime';
import { getUserData, saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import { server, startMockServer } from './msw/server';
import { FakeSocket } from './orders-fixtures';

startMockServer();

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  saveUserData(demoUser('PK'));
});
afterEach(() => vi.unstubAllGlobals());

function openSocket(): FakeSocket {
  const socket = FakeSocket.instances.at(-1)!;
  socket.open();
  socket.receive({ type: 'ready' });
  return socket;
}

describe('a socket closed by the server for an ended session', () => {
  it('logs the app out when /User/Me confirms the session is gone', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/Me': () => refuse('SESSION_EXPIRED', 'Tu sesión expiró.') }, calls));
    const ended = vi.fn<() => void>();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const stop = subscribeRealtime({ onMessage: () => {} });
    openSocket().close(CLOSE_UNAUTHENTICATED);
    await waitFor(() => expect(getUserData()).toBeNull());
    expect(calls.map((call) => call.path)).toEqual(['/User/Me']);
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    stop();
  });

  it('keeps the user signed in when the session is still valid', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/Me': () => ok({}) }, calls));
    const stop = subscribeRealtime({ onMessage: () => {} });
    openSocket().close(CLOSE_UNAUTHENTICATED);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(getUserData()).not.toBeNull();
    stop();
  });

  it('does not ask when the connection merely dropped', async () => {
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/User/Me': () => refuse('SESSION_EXPIRED', 'Tu sesión expiró.') }, calls));
    const stop = subscribeRealtime({ onMessage: () => {} });
    openSocket().close(1006);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(getUserData()).not.toBeNull();
    stop();
  });
});
