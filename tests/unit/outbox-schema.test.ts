/** The outbox database over time: a v1 database migrated with its waiting changes, connections lost and reopened. */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { openDB, unwrap } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineArgs } from '../../contract/calls';
import { CLIENT_KEY, OUTBOX_DB_VERSION, outboxDbName, type OutboxSchema } from '../../src/lib/outbox/outbox-db';
import { closeOutbox, enqueueChange, getOutboxStatus, openOutbox } from '../../src/lib/outbox/outbox';
import { currentOutbox } from '../../src/lib/outbox/outbox-state';
import { drain } from '../../src/lib/outbox/sync';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { saveUserData } from '../../src/lib/user-data';
import { DEMO_TOKEN, demoUser } from './msw/middleware';
import { server, startMockServer } from './msw/server';
import { FakeSyncServer } from './msw/sync-server';

startMockServer();

const USER = 7;
const CLIENT_ID = '0b6f3c1e-5d2a-4c1b-9a7e-3f2d1c0b9a8e';
const note = (text: string): OfflineArgs<'order.addNote'> => ({ orderId: 41, text, mutationId: crypto.randomUUID() });

let online = false;
let sync: FakeSyncServer;

/** The v1 layout, written by hand as the first release did: no indexes, entries without orderId / attempts. */
async function createV1Database(): Promise<void> {
  const db = await openDB(outboxDbName(USER), 1, {
    upgrade(database) {
      database.createObjectStore('mutations', { keyPath: 'seq' });
      database.createObjectStore('meta');
    },
  });
  const tx = db.transaction(['mutations', 'meta'], 'readwrite');
  const createdAt = '2026-11-20T10:00:00.000Z';
  await Promise.all([
    tx
      .objectStore('mutations')
      .put({ seq: 1, mutationId: 'm1', name: 'order.addNote', args: { orderId: 41, text: 'one', mutationId: 'm1' }, createdAt, state: 'waiting' }),
    tx.objectStore('mutations').put({
      seq: 2,
      mutationId: 'm2',
      name: 'order.move',
      args: { orderId: 42, from: 'confirmada', to: 'en_picking', baseVersion: 3, mutationId: 'm2' },
      createdAt,
      state: 'waiting',
    }),
    tx
      .objectStore('mutations')
      .put({ seq: 3, mutationId: 'm3', name: 'order.addNote', args: { orderId: 43, text: 'three', mutationId: 'm3' }, createdAt, state: 'waiting' }),
    tx.objectStore('meta').put({ clientId: CLIENT_ID, nextSeq: 4, lastSyncedAt: null }, CLIENT_KEY),
    tx.done,
  ]);
  db.close();
}

/** The v2 layout, empty: `mutations` keyed by `seq` with its two indexes, and `meta`. */
function createV2Database() {
  return openDB(outboxDbName(USER), 2, {
    upgrade(database) {
      const store = database.createObjectStore('mutations', { keyPath: 'seq' });
      store.createIndex('byState', 'state');
      store.createIndex('byOrder', 'orderId');
      database.createObjectStore('meta');
    },
  });
}

function connection() {
  const db = currentOutbox()?.conn.peek();
  if (!db) throw new Error('no open connection');
  return db;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  saveUserData(demoUser('PK', { userID: USER }));
  sync = new FakeSyncServer({ [DEMO_TOKEN]: USER });
  server.use(sync.handler);
});

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.restoreAllMocks();
});

describe('schema migration', () => {
  it('migrates a v1 database in place: every waiting change kept, indexes added, fields back-filled, and they sync', async () => {
    await createV1Database();
    await openOutbox(USER);

    const status = getOutboxStatus();
    expect(status.entries.map((e) => [e.seq, e.orderId, e.attempts, e.state])).toEqual([
      [1, 41, 0, 'waiting'],
      [2, 42, 0, 'waiting'],
      [3, 43, 0, 'waiting'],
    ]);
    const db = await openDB<OutboxSchema>(outboxDbName(USER));
    expect(db.version).toBe(OUTBOX_DB_VERSION);
    const store = db.transaction('mutations').store;
    expect([...store.indexNames].toSorted()).toEqual(['byOrder', 'byState']);
    expect(await store.index('byOrder').getAllKeys(42)).toEqual([2]);
    // Since v3 the store numbers the changes: the record keeps its client id and loses its counter.
    const meta = await db.get('meta', CLIENT_KEY);
    expect(meta).toMatchObject({ clientId: CLIENT_ID });
    expect(meta).not.toHaveProperty('nextSeq');
    db.close();

    // A change made after the migration takes the next number; all go out under the database's client id.
    expect((await enqueueChange('order.addNote', note('four'), 44)).entry.seq).toBe(4);
    online = true;
    await drain();
    expect(sync.pushes.map((push) => [push.clientId, push.ids])).toEqual([[CLIENT_ID, [1, 2, 3, 4]]]);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('migrates a v2 database whose newest changes were already sent: numbering goes on from its counter', async () => {
    // v2: changes 1–5 were sent and removed, 6 and 7 wait; the record says 8 comes next.
    const db = await createV2Database();
    const createdAt = '2026-11-20T10:00:00.000Z';
    const waiting = (seq: number) => ({ seq, name: 'order.addNote', args: { orderId: 41, text: String(seq), mutationId: `m${seq}` }, orderId: 41, createdAt, state: 'waiting', attempts: 0 });
    const tx = db.transaction(['mutations', 'meta'], 'readwrite');
    await Promise.all([tx.objectStore('mutations').put(waiting(6)), tx.objectStore('mutations').put(waiting(7)), tx.objectStore('meta').put({ clientId: CLIENT_ID, nextSeq: 8, lastSyncedAt: createdAt }, CLIENT_KEY), tx.done]);
    db.close();

    await openOutbox(USER);
    expect(getOutboxStatus().entries.map((e) => e.seq)).toEqual([6, 7]);
    expect((await enqueueChange('order.addNote', note('eight'), 41)).entry.seq).toBe(8);
    expect((await enqueueChange('order.addNote', note('nine'), 41)).entry.seq).toBe(9);
  });

  it('migrates a v2 database with nothing waiting: the next change still takes the counter’s number', async () => {
    const db = await createV2Database();
    await db.put('meta', { clientId: CLIENT_ID, nextSeq: 12, lastSyncedAt: null }, CLIENT_KEY);
    db.close();

    await openOutbox(USER);
    expect(getOutboxStatus().entries).toEqual([]);
    expect((await enqueueChange('order.addNote', note('twelve'), 41)).entry.seq).toBe(12);
    online = true;
    await drain();
    expect(sync.pushes.map((push) => [push.clientId, push.ids])).toEqual([[CLIENT_ID, [12]]]);
  });

  it('makes a new client when the client record was lost, numbered from 1 on the wire though the store goes on', async () => {
    await openOutbox(USER);
    await enqueueChange('order.addNote', note('one'), 41);
    await enqueueChange('order.addNote', note('two'), 41);
    online = true;
    await drain();
    expect(getOutboxStatus().entries).toEqual([]);
    closeOutbox();
    await whenSyncIdle();
    const db = await openDB<OutboxSchema>(outboxDbName(USER));
    const lost = await db.get('meta', CLIENT_KEY);
    await db.delete('meta', CLIENT_KEY);
    db.close();

    online = false;
    await openOutbox(USER);
    // Finding where the store's numbering stands takes a number (3): the new client's first change is key 4.
    const third = await enqueueChange('order.addNote', note('three'), 41);
    expect(third.entry.seq).toBe(4);
    online = true;
    await drain();
    const [first, second] = sync.pushes;
    expect(first).toMatchObject({ clientId: lost?.clientId, ids: [1, 2] });
    expect(second?.clientId).not.toBe(lost?.clientId);
    expect(second?.ids).toEqual([1]);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('leaves the v1 database whole when the migration fails, and migrates on the next try', async () => {
    await createV1Database();
    const update = vi.spyOn(IDBCursor.prototype, 'update').mockImplementationOnce(() => {
      throw new DOMException('broken', 'UnknownError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(openOutbox(USER)).rejects.toBeTruthy();
    expect(getOutboxStatus().ready).toBe(false);
    const old = await openDB(outboxDbName(USER));
    expect(old.version).toBe(1);
    expect(await old.count('mutations')).toBe(3);
    old.close();

    update.mockRestore();
    // The next use tries again.
    expect((await enqueueChange('order.addNote', note('four'), 44)).entry.seq).toBe(4);
    expect(getOutboxStatus().entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('creates a fresh database with a client id and the first sequence number', async () => {
    await openOutbox(USER);
    const db = await openDB<OutboxSchema>(outboxDbName(USER));
    const meta = await db.get('meta', CLIENT_KEY);
    db.close();
    expect(meta).toEqual({ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), lastSyncedAt: null });
    expect((await enqueueChange('order.addNote', note('first'), 41)).entry.seq).toBe(1);
  });

  it('lets a newer version (another tab after an update) open instead of blocking it', async () => {
    await openOutbox(USER);
    await enqueueChange('order.addNote', note('kept'), 41);
    const newer = await openDB(outboxDbName(USER), OUTBOX_DB_VERSION + 1);
    expect(newer.version).toBe(OUTBOX_DB_VERSION + 1);
    expect(await newer.count('mutations')).toBe(1);
    newer.close();
  });
});

describe('connection loss', () => {
  it('reopens when the connection was closed under the outbox', async () => {
    await openOutbox(USER);
    await enqueueChange('order.addNote', note('before'), 41);
    const lost = connection();
    lost.close();
    const after = await enqueueChange('order.addNote', note('after'), 41);
    expect(after.entry.seq).toBe(2);
    expect(connection()).not.toBe(lost);
    online = true;
    await drain();
    expect(sync.pushedIds()).toEqual([1, 2]);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('reopens after the browser closed the connection (close event, as iOS does in the background)', async () => {
    await openOutbox(USER);
    const lost = connection();
    forceCloseDatabase(unwrap(lost) as unknown as Parameters<typeof forceCloseDatabase>[0]);
    await enqueueChange('order.addNote', note('after'), 41);
    expect(connection()).not.toBe(lost);
    online = true;
    await drain();
    expect(sync.pushedIds()).toEqual([1]);
  });

  it('reopens when the connection closes between reading a batch and settling it', async () => {
    await openOutbox(USER);
    await enqueueChange('order.addNote', note('a'), 41);
    online = true;
    const release = sync.hold();
    const draining = drain();
    await vi.waitFor(() => expect(sync.pushes).toHaveLength(1));
    connection().close();
    release();
    expect(await draining).toMatchObject({ status: 'done', pushes: 1 });
    expect(getOutboxStatus().entries).toEqual([]);
  });
});
