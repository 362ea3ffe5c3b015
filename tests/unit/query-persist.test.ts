/** The persisted query cache: what is kept, for whom, for how long, and that it never touches the outbox. */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { deleteDB, openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxDbName, type OutboxSchema } from '../../src/lib/outbox/outbox-db';
import { closeOutbox, countWaiting, enqueueChange, openOutbox } from '../../src/lib/outbox/outbox';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import {
  clearPersistedQueries,
  PERSIST_THROTTLE_MS,
  persistQueries,
  QUERY_CACHE_DB,
  QUERY_CACHE_MAX_AGE_MS,
  restorePersistedQueries,
  savePersistedQueries,
  startQueryPersistence,
} from '../../src/lib/query-persist';
import { clearUserData, saveUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';

const USER = 7;
const ORDER_KEY = ['picking', 'order', 41];
const LIST_KEY = ['picking', 'list', { bodega: 1 }];
const OTHER_KEY = ['orders', 'list'];

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** A client as the picker left it: two persisted queries and one that is not. */
async function visitedClient(): Promise<QueryClient> {
  const client = newClient();
  await client.fetchQuery({ queryKey: ORDER_KEY, queryFn: async () => ({ order: { id: 41, lines: [{ id: 1, sku: 'A' }] } }), meta: { persist: true } });
  await client.fetchQuery({ queryKey: LIST_KEY, queryFn: async () => ({ rows: [{ id: 41 }] }), meta: { persist: true } });
  await client.fetchQuery({ queryKey: OTHER_KEY, queryFn: async () => ({ rows: [] }) });
  return client;
}

/** Opens the cache database as the app does (creating it the same way when it is not there yet). */
function openCache() {
  return openDB(QUERY_CACHE_DB, 1, { upgrade: (db) => void db.createObjectStore('caches') });
}

async function storedKeys(): Promise<string[]> {
  const db = await openCache();
  const keys = await db.getAllKeys('caches');
  db.close();
  return keys.map(String);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  saveUserData(demoUser('PK', { userID: USER }));
});

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('query persistence', () => {
  it('restores persisted queries after a reload (a new QueryClient); others are not kept', async () => {
    const before = await visitedClient();
    await savePersistedQueries(before, USER);

    const after = newClient();
    expect(await restorePersistedQueries(after, USER)).toBe(true);
    expect(after.getQueryData(ORDER_KEY)).toEqual({ order: { id: 41, lines: [{ id: 1, sku: 'A' }] } });
    expect(after.getQueryData(LIST_KEY)).toEqual({ rows: [{ id: 41 }] });
    expect(after.getQueryData(OTHER_KEY)).toBeUndefined();
    // Restored queries stay until used, and stay persistable.
    const restored = after.getQueryCache().find({ queryKey: ORDER_KEY })!;
    expect(restored.meta).toEqual({ persist: true });
    expect(restored.gcTime).toBe(QUERY_CACHE_MAX_AGE_MS);
  });

  it("never restores another user's cache", async () => {
    await savePersistedQueries(await visitedClient(), USER);
    saveUserData(demoUser('PK', { userID: 8 }));
    const client = newClient();
    expect(await restorePersistedQueries(client, 8)).toBe(false);
    // Not even when asked for user 7 while user 8 is the one signed in.
    expect(await restorePersistedQueries(client, USER)).toBe(false);
    expect(client.getQueryData(ORDER_KEY)).toBeUndefined();
  });

  it('drops entries older than 7 days and caches written by another build', async () => {
    await savePersistedQueries(await visitedClient(), USER);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + QUERY_CACHE_MAX_AGE_MS + 1);
    expect(await restorePersistedQueries(newClient(), USER)).toBe(false);
    expect(await storedKeys()).toEqual([]);
    vi.restoreAllMocks();

    await savePersistedQueries(await visitedClient(), USER);
    const db = await openCache();
    const record = (await db.get('caches', `u${USER}`)) as { buster: string };
    await db.put('caches', { ...record, buster: 'an-older-build' }, `u${USER}`);
    db.close();
    const client = newClient();
    expect(await restorePersistedQueries(client, USER)).toBe(false);
    expect(client.getQueryData(ORDER_KEY)).toBeUndefined();
  });

  it('drops a cache written in the format before the TanStack persister', async () => {
    const db = await openCache();
    await db.put('caches', { buster: '0.1.0', savedAt: Date.now(), state: { queries: [], mutations: [] } }, `u${USER}`);
    db.close();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await restorePersistedQueries(newClient(), USER)).toBe(false);
    expect(await storedKeys()).toEqual([]);
  });

  it('saves about a second after persisted queries change, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = newClient();
    const stop = persistQueries(client, USER);
    client.setQueryData(['other'], 1);
    await client.fetchQuery({ queryKey: ORDER_KEY, queryFn: async () => ({ order: { id: 41 } }), meta: { persist: true } });
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS - 1);
    expect(await storedKeys()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([`u${USER}`]));
    stop();
  });

  it('bounds the wait for a slow database with a timeout', async () => {
    // An upgrade held up by an old connection that does not give way: every later open of the database waits.
    const held = await openDB(QUERY_CACHE_DB, 1, { upgrade: (db) => void db.createObjectStore('caches') });
    const upgrade = indexedDB.open(QUERY_CACHE_DB, 2);
    const started = Date.now();
    expect(await restorePersistedQueries(newClient(), USER, { timeoutMs: 20 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    held.close();
    await new Promise((resolve) => {
      upgrade.onsuccess = () => resolve(upgrade.result.close());
    });
  });

  it('follows the signed-in user: restores at start, clears the cache on sign-out', async () => {
    await savePersistedQueries(await visitedClient(), USER);
    const client = newClient();
    const stop = await startQueryPersistence(client);
    expect(client.getQueryData(ORDER_KEY)).toBeDefined();
    clearUserData();
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([]));
    stop();
  });

  it('clearing or deleting the cache leaves waiting outbox changes untouched', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openOutbox(USER);
    await enqueueChange('order.addNote', { orderId: 41, text: 'waiting', mutationId: crypto.randomUUID() }, 41);
    await savePersistedQueries(await visitedClient(), USER);

    await clearPersistedQueries(USER);
    await deleteDB(QUERY_CACHE_DB);

    expect(await countWaiting()).toBe(1);
    closeOutbox();
    const outbox = await openDB<OutboxSchema>(outboxDbName(USER));
    expect((await outbox.getAll('mutations')).map((entry) => entry.args)).toEqual([expect.objectContaining({ text: 'waiting' })]);
    outbox.close();
  });
});
