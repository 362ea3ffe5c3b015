/**
 * One WebSocket per tab to `/api/realtime`: opened with the first subscriber, closed with the last.
 * Protocol: first message `{type:'auth', token}`, the server answers `{type:'ready'}` and then
 * pushes events (e.g. `order.changed`). Reconnects with exponential backoff and jitter (cap 30 s);
 * after a reconnect every subscriber's `onReconnect` runs, so it can refetch what changed while away.
 */
import { callApi } from './api-client';
import { backoffDelay as exponentialBackoff } from './backoff';
import { getUserData } from './user-data';

export const REALTIME_PATH = '/api/realtime';
/** Close code the server uses for a missing or ended session. */
export const CLOSE_UNAUTHENTICATED = 4401;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 30_000;

export interface RealtimeMessage {
  type: string;
  [key: string]: unknown;
}

export interface RealtimeListener {
  onMessage: (message: RealtimeMessage) => void;
  /** Called when a connection is ready again after having been lost (not on the first connect). */
  onReconnect?: () => void;
}

/** Delay before reconnect attempt `attempt` (0-based): at least half the exponential ceiling, the rest jittered. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return exponentialBackoff({ baseMs: BACKOFF_BASE_MS, capMs: BACKOFF_CAP_MS, minShare: 0.5 }, attempt, random);
}

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

const listeners = new Set<RealtimeListener>();
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
/** Whether a connection has been ready before: the next `ready` is a reconnect. */
let wasReady = false;

function clearRetry(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

function scheduleReconnect(): void {
  if (listeners.size === 0 || retryTimer !== null) return;
  const delay = backoffDelay(attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, delay);
}

function onOnline(): void {
  // Back online: try at once rather than waiting out the backoff.
  if (socket === null && listeners.size > 0) {
    clearRetry();
    connect();
  }
}

/** `/User/Me` answers NOT_AUTHENTICATED or SESSION_EXPIRED for an ended session: callApi then clears the user data. */
async function confirmSession(): Promise<void> {
  try {
    await callApi('/User/Me', {});
  } catch {
    // Ended: already logged out by callApi. Offline or a fault: the reconnect below asks again later.
  }
}

function connect(): void {
  const user = getUserData();
  if (!user || listeners.size === 0) return;
  let ws: WebSocket;
  try {
    ws = new WebSocket(realtimeUrl());
  } catch {
    scheduleReconnect();
    return;
  }
  socket = ws;
  ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'auth', token: user.token })));
  ws.addEventListener('message', (event: MessageEvent) => {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(String(event.data)) as RealtimeMessage;
    } catch {
      return; // not ours
    }
    if (message.type === 'ready') {
      attempt = 0;
      if (wasReady) for (const listener of Array.from(listeners)) listener.onReconnect?.();
      wasReady = true;
      return;
    }
    for (const listener of Array.from(listeners)) listener.onMessage(message);
  });
  ws.addEventListener('close', (event: CloseEvent) => {
    if (socket !== ws) return;
    socket = null;
    if (event.code === CLOSE_UNAUTHENTICATED) {
      // A refused session will not get better by retrying; the next subscriber (after a login) tries again.
      if (!getUserData()) return;
      // The server ended this session (user disabled, role changed, password reset): ask once, so an open app is sent
      // to login at once even if its user does nothing; callApi logs out locally on a session-end answer.
      void confirmSession();
    }
    scheduleReconnect();
  });
}

function disconnect(): void {
  clearRetry();
  attempt = 0;
  wasReady = false;
  const ws = socket;
  socket = null;
  if (ws && ws.readyState <= 1) ws.close(1000, 'bye');
  window.removeEventListener('online', onOnline);
}

/** Listen to realtime events; the first subscriber opens the socket, the last one to leave closes it. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline);
    if (socket === null && retryTimer === null) connect();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}
