/**
 * Realtime: an event published on one app reaches authenticated sockets of that company (and SA),
 * not another company's; on PostgreSQL across two app instances sharing the database.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { CLOSE_UNAUTHENTICATED } from '../../server/realtime/hub';
import { REALTIME_URL } from '../../server/realtime/plugin';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app';

/** What the test uses of the `ws` client that `injectWS` returns. */
interface TestSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

let t: TestApp;
let second: FastifyInstance | null = null;
beforeAll(async () => {
  t = await createTestApp();
  if (t.target.url) {
    const other = await t.target.openAnother();
    second = await buildApp({ config: testConfig(), database: other, now: t.clock.now, logger: false });
  }
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

interface Client {
  socket: TestSocket;
  messages: Array<Record<string, unknown>>;
  closed: Promise<number>;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function connect(app: FastifyInstance, token: string): Promise<Client> {
  const socket = (await (app as unknown as { injectWS(path: string): Promise<TestSocket> }).injectWS(REALTIME_URL)) as TestSocket;
  const messages: Array<Record<string, unknown>> = [];
  const { promise: isReady, resolve: ready } = deferred();
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    if (message.type === 'ready') ready();
    else messages.push(message);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await Promise.race([isReady, closed.then((code) => Promise.reject(new Error(`closed ${code}`)))]);
  return { socket, messages, closed };
}

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('realtime', () => {
  it('refuses a bad token with close code 4401', async () => {
    const socket = (await (t.app as unknown as { injectWS(path: string): Promise<TestSocket> }).injectWS(REALTIME_URL)) as TestSocket;
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', token: 'n'.repeat(43) }));
    expect(await closed).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('refuses a first message that is not auth', async () => {
    const socket = (await (t.app as unknown as { injectWS(path: string): Promise<TestSocket> }).injectWS(REALTIME_URL)) as TestSocket;
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('hola');
    expect(await closed).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('delivers a published event to its company and SA only', async () => {
    // On PostgreSQL the listeners sit on the second instance: the event crosses processes through NOTIFY.
    const listenerApp = second ?? t.app;
    const own = await connect(listenerApp, t.tokens['DE@1']!);
    const other = await connect(listenerApp, t.tokens['DE@2']!);
    const sa = await connect(listenerApp, t.tokens.SA!);
    await t.app.realtime.publish(t.fixture.companies[0].id, { type: 'order.changed', orderId: 7 });
    await waitFor(() => own.messages.length === 1 && sa.messages.length === 1);
    expect(own.messages[0]).toEqual({ type: 'order.changed', orderId: 7, companyId: t.fixture.companies[0].id });
    await t.app.realtime.publish(t.fixture.companies[1].id, { type: 'order.changed', orderId: 8 });
    await waitFor(() => other.messages.length === 1 && sa.messages.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(own.messages).toHaveLength(1);
    expect(other.messages).toEqual([{ type: 'order.changed', orderId: 8, companyId: t.fixture.companies[1].id }]);
    for (const client of [own, other, sa]) client.socket.close();
  });

  it('the same app also delivers its own events (one instance)', async () => {
    const own = await connect(t.app, t.tokens['GE@1']!);
    await t.app.realtime.publish(t.fixture.companies[0].id, { type: 'ping.test' });
    await waitFor(() => own.messages.length === 1);
    expect(own.messages[0]).toMatchObject({ type: 'ping.test' });
    own.socket.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL: the LISTEN connection comes back after it is killed', async () => {
    const own = await connect(second ?? t.app, t.tokens['AD@1']!);
    await t.database.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    const deadline = Date.now() + 10_000;
    // Publish until the re-established listener forwards one (reconnect waits about a second).
    while (own.messages.length === 0 && Date.now() < deadline) {
      await t.app.realtime.publish(t.fixture.companies[0].id, { type: 'after.reconnect' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(own.messages[0]).toMatchObject({ type: 'after.reconnect' });
    own.socket.close();
  });
});
