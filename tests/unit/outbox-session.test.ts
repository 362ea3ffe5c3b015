/** The outbox follows the signed-in user: per-user databases, nothing of one user sent under another's session. */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineArgs } from '../../contract/calls';
import { enqueueChange, getOutboxStatus } from '../../src/lib/outbox/outbox';
import { startOutboxSession } from '../../src/lib/outbox/outbox-session';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { OutboxClosedError } from '../../src/lib/outbox/types';
import { clearUserData, saveUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';
import { server, startMockServer } from './msw/server';
import { FakeSyncServer } from './msw/sync-server';

// sw-registration imports the PWA plugin's virtual module, absent in unit tests: keep only the provider hook.
const sw = vi.hoisted(() => ({ provider: null as (() => Promise<number>) | null }));
vi.mock('../../src/lib/sw-registration', () => ({
  setPendingChangesProvider: (provider: (() => Promise<number>) | null) => {
    sw.provider = provider;
  },
}));
const countPendingChanges = async (): Promise<number> => (sw.provider ? sw.provider() : 0);

startMockServer();

const TOKEN_A = 'tok_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TOKEN_B = 'tok_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const note = (text: string): OfflineArgs<'order.addNote'> => ({ orderId: 41, text, mutationId: crypto.randomUUID() });

let online = false;
let sync: FakeSyncServer;
let stop: () => void;

async function signIn(userID: number, token: string): Promise<void> {
  saveUserData(demoUser('PK', { userID, token }));
  await vi.waitFor(() => expect(getOutboxStatus().ready).toBe(true));
  await whenSyncIdle();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sync = new FakeSyncServer({ [TOKEN_A]: 7, [TOKEN_B]: 8 });
  server.use(sync.handler);
  stop = startOutboxSession();
});

afterEach(async () => {
  stop();
  await whenSyncIdle();
  vi.restoreAllMocks();
});

describe('outbox session', () => {
  it('is closed while nobody is signed in', async () => {
    expect(getOutboxStatus().ready).toBe(false);
    await expect(enqueueChange('order.addNote', note('x'), 41)).rejects.toBeInstanceOf(OutboxClosedError);
  });

  it("never sends user A's waiting changes while user B is signed in, and sends them when A is back", async () => {
    await signIn(7, TOKEN_A);
    await enqueueChange('order.addNote', note('A1'), 41);
    await enqueueChange('order.addNote', note('A2'), 41);
    expect(await countPendingChanges()).toBe(2);

    clearUserData();
    expect(getOutboxStatus()).toMatchObject({ ready: false, waiting: 0, entries: [] });

    online = true;
    await signIn(8, TOKEN_B);
    expect(getOutboxStatus()).toMatchObject({ ready: true, waiting: 0, entries: [] });
    expect(await countPendingChanges()).toBe(0);
    await enqueueChange('order.addNote', note('B1'), 41);
    await whenSyncIdle();
    expect(sync.pushes.map((push) => [push.token, push.mutations.map((m) => m.args['text'])])).toEqual([[TOKEN_B, ['B1']]]);

    clearUserData();
    await signIn(7, TOKEN_A);
    await whenSyncIdle();
    expect(sync.pushes.slice(1).map((push) => [push.token, push.mutations.map((m) => m.args['text'])])).toEqual([[TOKEN_A, ['A1', 'A2']]]);
    const clientA = sync.pushes[1]!.clientId;
    expect(clientA).not.toBe(sync.pushes[0]!.clientId);
    expect(getOutboxStatus().waiting).toBe(0);
  });

  it('switches outboxes when another user signs in without a sign-out (another tab), mid-push', async () => {
    online = true;
    await signIn(7, TOKEN_A);
    const release = sync.hold();
    await enqueueChange('order.addNote', note('A1'), 41);
    await vi.waitFor(() => expect(sync.pushes).toHaveLength(1));
    // B signs in while A's push is in flight: A's outbox closes (its push is dropped), B's (empty) opens.
    saveUserData(demoUser('PK', { userID: 8, token: TOKEN_B }));
    await vi.waitFor(() => expect(getOutboxStatus()).toMatchObject({ ready: true, waiting: 0, entries: [] }));
    release();
    await whenSyncIdle();
    expect(sync.pushes.filter((push) => push.token === TOKEN_B)).toEqual([]);

    // A is back: the change the server may already have is sent again and answered as a replay, applied once.
    clearUserData();
    await signIn(7, TOKEN_A);
    expect(sync.pushes.map((push) => push.token)).toEqual([TOKEN_A, TOKEN_A]);
    expect(sync.appliedIds()).toEqual([1]);
    expect(getOutboxStatus()).toMatchObject({ waiting: 0, entries: [] });
  });

  it('tells the service-worker update prompt how many changes wait', async () => {
    expect(await countPendingChanges()).toBe(0);
    await signIn(7, TOKEN_A);
    await enqueueChange('order.addNote', note('A1'), 41);
    expect(await countPendingChanges()).toBe(1);
    stop();
    expect(await countPendingChanges()).toBe(0);
    stop = () => undefined;
  });
});
