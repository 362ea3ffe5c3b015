/**
 * PostgreSQL only: a real server process killed (SIGKILL) in the middle of an outbox change's transaction leaves no
 * trace of it, and the client's retry against a new process applies every change exactly once (ADR 003).
 * The test holds a row lock on the order, so the server's transaction blocks after its first statements (client row
 * locked, mutation id claimed), then kills the process while it waits.
 */
import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIDDLEWARE_URL } from '../../contract/envelope';
import type { SyncPushData } from '../../contract/schemas/sync';
import { createSession } from '../../server/auth/sessions';
import { change, insertPickingOrder, type QueuedChange } from './helpers/picking-helpers';
import { startServerProcess, waitFor, type ServerProcess } from './helpers/server-process';
import { createTestApp, type TestApp } from './helpers/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function pushTo(server: ServerProcess, token: string, clientId: string, mutations: QueuedChange[]): Promise<{ status: number; json: { bOk: boolean; data?: SyncPushData; codigo?: string } }> {
  const response = await fetch(`${server.url}${MIDDLEWARE_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/Sync/Push', body: JSON.stringify({ tokenSesion: token, clientId, mutations }) }),
  });
  return { status: response.status, json: (await response.json()) as { bOk: boolean; data?: SyncPushData; codigo?: string } };
}

describe.runIf(onPostgres)('a server killed in the middle of an outbox change', () => {
  let t: TestApp;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await t?.close();
  });

  it('leaves no trace of the change, and the retry on a new process applies each change once', async () => {
    const company = t.fixture.companies[0];
    const picker = t.user('PK');
    // The server process runs on the real clock: a session valid now.
    const { token } = await createSession(t.database.db, t.config, picker.id, new Date());
    const other = await insertPickingOrder(t, company, { status: 'en_picking', pickerId: picker.id });
    const order = await insertPickingOrder(t, company, { status: 'en_picking', pickerId: picker.id });
    const clientId = randomUUID();
    const batch = [
      change(1, 'order.addNote', { orderId: other.id, text: 'Antes del corte' }),
      change(2, 'picking.setLine', { orderId: order.id, lineId: order.lineIds[0], baseVersion: 1, lineVersion: 0, pickState: 'picked', pickedQuantity: 2000 }),
      change(3, 'order.addNote', { orderId: order.id, text: 'Después del corte' }),
    ];

    const first = await startServerProcess(t.target.url!);
    servers.push(first);
    const locker = new PgClient({ connectionString: t.target.url! });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
      const pending = pushTo(first, token, clientId, batch).catch((error: unknown) => error);
      // The server's transaction for change 2 waits on our lock, with its client row locked and its mutation id claimed.
      const blocked = await waitFor('the server transaction to block on the order lock', async () => {
        const rows = await t.database.query<{ pid: number; query: string }>(
          `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND state = 'active'`,
        );
        // pg_stat_activity keeps the first 1 KB of a query: the select list of the order's lock, not its FOR UPDATE.
        return rows.find((row) => row.query.includes('"orders"'));
      });
      expect(blocked.query).toMatch(/^select "orders"\."id"/i);
      const exited = new Promise((done) => first.child.once('exit', done));
      first.child.kill('SIGKILL');
      await exited;
      expect(await pending).toBeInstanceOf(Error);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }

    // Change 1 committed before the crash; nothing of change 2 did.
    const [client] = await t.database.query<{ last: number }>('SELECT last_mutation_id::int AS last FROM sync_clients WHERE client_id = $1', [clientId]);
    expect(client!.last).toBe(1);
    const [line] = await t.database.query<{ pick_state: string; line_version: number }>('SELECT pick_state, line_version FROM order_lines WHERE id = $1', [order.lineIds[0]]);
    expect(line).toEqual({ pick_state: 'pending', line_version: 0 });

    const second = await startServerProcess(t.target.url!);
    servers.push(second);
    const retry = await pushTo(second, token, clientId, batch);
    expect(retry.json.bOk, JSON.stringify(retry.json)).toBe(true);
    expect(retry.json.data!.lastMutationId).toBe(3);
    expect(retry.json.data!.results.map((r) => [r.id, r.status])).toEqual([
      [1, 'applied'],
      [2, 'applied'],
      [3, 'applied'],
    ]);
    // Sent again (the answer lost once more): the same results, nothing applied twice.
    const again = await pushTo(second, token, clientId, batch);
    expect(again.json.data).toEqual(retry.json.data);

    for (const mutation of batch) {
      const [events] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_events WHERE detail->>'mutationId' = $1`, [mutation.args.mutationId]);
      expect(events!.n, `${mutation.name} #${mutation.id}`).toBe(1);
    }
    const notes = await t.database.query<{ text: string }>('SELECT text FROM order_notes WHERE order_id IN ($1, $2) ORDER BY id', [other.id, order.id]);
    expect(notes.map((n) => n.text)).toEqual(['Antes del corte', 'Después del corte']);
    const [after] = await t.database.query<{ pick_state: string; line_version: number }>('SELECT pick_state, line_version FROM order_lines WHERE id = $1', [order.lineIds[0]]);
    expect(after).toEqual({ pick_state: 'picked', line_version: 1 });
    const [stored] = await t.database.query<{ n: number; last: number }>(
      'SELECT count(*)::int AS n, (SELECT last_mutation_id::int FROM sync_clients WHERE client_id = $1) AS last FROM sync_mutations WHERE client_id = $1',
      [clientId],
    );
    expect(stored).toEqual({ n: 3, last: 3 });
    second.child.kill('SIGTERM');
  }, 120_000);
});
