/** A test client of `/api/realtime` (through Fastify's injectWS), and waits on what it hears. */
import type { FastifyInstance } from 'fastify';
import { REALTIME_URL } from '../../../server/realtime/plugin';
import type { TestClock } from './test-app';

/** What the tests use of the `ws` client that `injectWS` returns. */
export interface TestSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

export interface RealtimeClient {
  socket: TestSocket;
  /** Every message after `ready`. */
  messages: Array<Record<string, unknown>>;
  /** The close code, once closed. */
  closed: Promise<number>;
  /** The close code if already closed, else null. */
  closeCode(): number | null;
}

export async function openSocket(app: FastifyInstance): Promise<TestSocket> {
  return (app as unknown as { injectWS(path: string): Promise<TestSocket> }).injectWS(REALTIME_URL);
}

/** Opens a socket and authenticates it with `token`; resolves once the server answered `ready`. */
export async function connect(app: FastifyInstance, token: string): Promise<RealtimeClient> {
  const socket = await openSocket(app);
  const messages: Array<Record<string, unknown>> = [];
  let code: number | null = null;
  let ready: (() => void) | undefined;
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (closeCode) => {
      code = closeCode;
      resolve(closeCode);
    }),
  );
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    if (message.type === 'ready') ready?.();
    else messages.push(message);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await Promise.race([isReady, closed.then((closeCode) => Promise.reject(new Error(`closed ${closeCode}`)))]);
  return { socket, messages, closed, closeCode: () => code };
}

export async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The close code if the socket closes within `ms`, else 'open'. */
export async function closedWithin(client: RealtimeClient, ms: number): Promise<number | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<'open'>((resolve) => {
    timer = setTimeout(() => resolve('open'), ms);
  });
  try {
    return await Promise.race([client.closed, open]);
  } finally {
    clearTimeout(timer);
  }
}

/** Moves the test clock along with real time (as a real clock would) until the returned function is called. */
export function tickWithRealTime(clock: TestClock): () => void {
  const base = clock.now().getTime();
  const start = performance.now();
  const timer = setInterval(() => clock.set(new Date(base + Math.round(performance.now() - start))), 5);
  return () => {
    clearInterval(timer);
    clock.set(new Date(base + Math.round(performance.now() - start)));
  };
}
