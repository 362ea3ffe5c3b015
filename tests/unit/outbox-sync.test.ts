/** Draining the outbox through a fake /Sync/Push server: order, batches, failures, backoff, conflicts, one drainer. */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineArgs } from '../../contract/calls';
import { closeOutbox, discardChange, enqueueChange, getOutboxStatus, onSettled, requestSync, retryChange } from '../../src/lib/outbox/outbox';
import { drain, syncLockName } from '../../src/lib/outbox/sync';
import { BACKOFF_BASE_MS, backoffDelay, hasSyncTimer, whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import type { OutboxSettlement } from '../../src/lib/outbox/types';
import { getUserData } from '../../src/lib/user-data';
import { DEMO_TOKEN } from './msw/middleware';
import { server, startMockServer } from './msw/server';
import { FakeSyncServer, openOutboxAgainstFakeServer } from './msw/sync-server';

startMockServer();

const USER = 7;
const note = (text: string): OfflineArgs<'order.addNote'> => ({ orderId: 41, text, mutationId: crypto.randomUUID() });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

let online = true;
let sync: FakeSyncServer;

function setOnline(value: boolean): void {
  online = value;
  if (value) window.dispatchEvent(new Event('online'));
}

async function enqueueNotes(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await enqueueChange('order.addNote', note(`n${i}`), 41);
}

beforeEach(async () => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sync = await openOutboxAgainstFakeServer(USER);
});

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('draining', () => {
  it('sends every change once, in sequence order, in pushes of at most 100', async () => {
    await enqueueNotes(250);
    expect(sync.pushes).toHaveLength(0);
    setOnline(true);
    await whenSyncIdle();
    expect(sync.pushes.map((push) => push.ids)).toEqual([range(1, 100), range(101, 200), range(201, 250)]);
    expect(sync.appliedIds()).toEqual(range(1, 250));
    expect(getOutboxStatus()).toMatchObject({ waiting: 0, entries: [], lastError: null });
    expect(getOutboxStatus().lastSyncedAt).not.toBeNull();
    expect(sync.pushes.every((push) => push.token === DEMO_TOKEN && push.clientId === sync.pushes[0]!.clientId)).toBe(true);
  });

  it('sends a change made during a push in the next push', async () => {
    setOnline(true);
    const release = sync.hold();
    await enqueueChange('order.addNote', note('first'), 41);
    await vi.waitFor(() => expect(sync.pushes).toHaveLength(1));
    expect(getOutboxStatus().syncing).toBe(true);
    await enqueueChange('order.addNote', note('second'), 41);
    release();
    await whenSyncIdle();
    expect(sync.pushes.map((push) => push.ids)).toEqual([[1], [2]]);
    expect(getOutboxStatus()).toMatchObject({ waiting: 0, syncing: false });
  });

  it('tells settlement listeners before the status drops the change, then settles its promise', async () => {
    const seen: { inStatus: boolean; settlement: OutboxSettlement }[] = [];
    const stop = onSettled((entry, settlement) => seen.push({ inStatus: getOutboxStatus().entries.some((e) => e.seq === entry.seq), settlement }));
    const { settled } = await enqueueChange('order.addNote', note('a'), 41);
    let stillShownWhenSettled: boolean | null = null;
    void settled.then((settlement) => {
      stillShownWhenSettled = getOutboxStatus().entries.some((e) => e.seq === 1);
      return settlement;
    });
    setOnline(true);
    await expect(settled).resolves.toMatchObject({ status: 'applied', data: { echo: { text: 'a' } } });
    await whenSyncIdle();
    stop();
    expect(seen).toEqual([{ inStatus: true, settlement: expect.objectContaining({ status: 'applied' }) }]);
    expect(stillShownWhenSettled).toBe(true);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('keeps conflicts and rejections for the user without blocking later changes, and never sends them again', async () => {
    sync = new FakeSyncServer({ [DEMO_TOKEN]: USER }, (mutation) => {
      if (mutation.id === 2) return { status: 'conflict', codigo: 'STALE_VERSION', mensaje: 'Cambió.', detalle: { current: { id: 41 } } };
      if (mutation.id === 3) return { status: 'rejected', codigo: 'VALIDATION', mensaje: 'No válido.' };
      return { status: 'applied', data: { ok: mutation.id } };
    });
    server.use(sync.handler);
    const changes = [];
    for (let i = 1; i <= 4; i += 1) changes.push(await enqueueChange('order.addNote', note(`n${i}`), 41));
    setOnline(true);
    await whenSyncIdle();
    expect(sync.appliedIds()).toEqual([1, 4]);
    expect(await changes[1]!.settled).toMatchObject({ status: 'conflict', result: { id: 2, codigo: 'STALE_VERSION' } });
    expect(await changes[2]!.settled).toMatchObject({ status: 'rejected', result: { id: 3, codigo: 'VALIDATION' } });
    expect(getOutboxStatus()).toMatchObject({ waiting: 0, conflicts: 1, rejected: 1 });
    expect(getOutboxStatus().entries.map((e) => [e.seq, e.state])).toEqual([
      [2, 'conflict'],
      [3, 'rejected'],
    ]);

    requestSync();
    await whenSyncIdle();
    expect(sync.pushes).toHaveLength(1);

    // Apply again (a new change at the end) and discard the rejected one.
    const retried = await retryChange<'order.addNote'>(2, { ...changes[1]!.entry.args, text: 'n2 again' });
    await discardChange(3);
    await whenSyncIdle();
    expect(retried.entry.seq).toBe(5);
    expect(sync.pushes.at(-1)!.ids).toEqual([5]);
    expect(await retried.settled).toMatchObject({ status: 'applied' });
    expect(getOutboxStatus().entries).toEqual([]);
  });
});

describe('failures', () => {
  it('halts on a 5xx or no answer, keeps order, retries with backoff, then drains', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    sync.fail({ kind: 'status500', afterApplying: 1 }, { kind: 'network' });
    await enqueueNotes(3);
    setOnline(true);
    await whenSyncIdle();
    // Change 1 was committed on the server before the fault; the client did not hear of it and keeps it.
    expect(sync.pushes.map((push) => push.ids)).toEqual([[1, 2, 3]]);
    expect(getOutboxStatus()).toMatchObject({ waiting: 3, lastErrorCode: 'INTERNAL' });
    expect(getOutboxStatus().lastError).toEqual(expect.any(String));
    expect(getOutboxStatus().entries.map((e) => e.attempts)).toEqual([1, 1, 1]);
    expect(hasSyncTimer()).toBe(true);

    await vi.advanceTimersByTimeAsync(backoffDelay(1) - 1);
    expect(sync.pushes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await whenSyncIdle();
    expect(sync.pushes).toHaveLength(2);
    expect(getOutboxStatus()).toMatchObject({ waiting: 3, lastErrorCode: 'NETWORK' });
    expect(getOutboxStatus().entries.map((e) => e.attempts)).toEqual([2, 2, 2]);

    // The second failure waits twice as long (full jitter at 0.5: 500 ms, then 1000 ms).
    expect(backoffDelay(2)).toBe(2 * backoffDelay(1));
    await vi.advanceTimersByTimeAsync(backoffDelay(2) - 1);
    expect(sync.pushes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await whenSyncIdle();
    expect(sync.pushes.map((push) => push.ids)).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    // Change 1 came back as a replay: applied once.
    expect(sync.appliedIds()).toEqual([1, 2, 3]);
    expect(getOutboxStatus()).toMatchObject({ waiting: 0, lastError: null, lastErrorCode: null });
    expect(hasSyncTimer()).toBe(false);
  });

  it('backs off exponentially with full jitter, capped at 60 s', () => {
    expect(backoffDelay(1, () => 0.999)).toBeLessThan(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 0.5)).toBe(2_000);
    expect(backoffDelay(30, () => 0.999)).toBeLessThan(60_000);
    expect(backoffDelay(30, () => 0.999)).toBeGreaterThan(59_000);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });

  it.each([
    ['SYNC_GAP', 'SYNC_GAP'],
    ['FORBIDDEN', 'FORBIDDEN'],
  ] as const)('halts on %s with the reason and no retry timer', async (codigo, code) => {
    sync.fail({ kind: 'refuse', codigo });
    await enqueueNotes(2);
    setOnline(true);
    await whenSyncIdle();
    expect(sync.pushes).toHaveLength(1);
    expect(getOutboxStatus()).toMatchObject({ waiting: 2, lastErrorCode: code });
    expect(getOutboxStatus().entries.map((e) => e.attempts)).toEqual([0, 0]);
    expect(hasSyncTimer()).toBe(false);
  });

  it('halts when the session expired and waits for the next sign-in', async () => {
    sync.fail({ kind: 'refuse', codigo: 'SESSION_EXPIRED' });
    await enqueueNotes(1);
    setOnline(true);
    await whenSyncIdle();
    expect(getOutboxStatus()).toMatchObject({ waiting: 1, lastErrorCode: 'SESSION_EXPIRED' });
    expect(hasSyncTimer()).toBe(false);
    // api-client ended the session; without a user nothing is sent.
    expect(getUserData()).toBeNull();
    requestSync();
    await whenSyncIdle();
    expect(sync.pushes).toHaveLength(1);
  });

  it('sends smaller pushes when the server finds one too large', async () => {
    sync.fail({ kind: 'refuse', codigo: 'BODY_TOO_LARGE' });
    await enqueueNotes(4);
    setOnline(true);
    await whenSyncIdle();
    expect(sync.pushes.map((push) => push.ids)).toEqual([
      [1, 2, 3, 4],
      [1, 2],
      [3, 4],
    ]);
    expect(getOutboxStatus().waiting).toBe(0);
  });

  it('keeps trying on a slow timer while the browser says it is offline (only a hint)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await enqueueNotes(1);
    expect(sync.pushes).toHaveLength(0);
    expect(hasSyncTimer()).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    await whenSyncIdle();
    expect(sync.pushes).toHaveLength(1);
    expect(getOutboxStatus().waiting).toBe(0);
  });
});

describe('one drainer', () => {
  it('pushes each change once when two drains start together', async () => {
    await enqueueNotes(5);
    online = true;
    const release = sync.hold();
    const both = Promise.all([drain(), drain()]);
    await vi.waitFor(() => expect(sync.pushes).toHaveLength(1));
    release();
    const outcomes = await both;
    await whenSyncIdle();
    expect(outcomes.map((o) => o.status).toSorted()).toEqual(['done', 'joined']);
    expect(sync.pushedIds()).toEqual([1, 2, 3, 4, 5]);
  });

  it('steps aside while another tab holds the Web Lock, and drains under it otherwise', async () => {
    const held = new Set<string>();
    const requests: { name: string; ifAvailable: boolean | undefined }[] = [];
    const locks = {
      request: async (name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) => {
        requests.push({ name, ifAvailable: options.ifAvailable });
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name, mode: 'exclusive' } as Lock);
        } finally {
          held.delete(name);
        }
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    try {
      await enqueueNotes(2);
      online = true;
      held.add(syncLockName(USER));
      expect(await drain()).toMatchObject({ status: 'busy' });
      expect(sync.pushes).toHaveLength(0);
      held.clear();
      expect(await drain()).toMatchObject({ status: 'done', pushes: 1 });
      expect(sync.pushedIds()).toEqual([1, 2]);
      expect(requests.at(-1)).toEqual({ name: 'canasta-outbox-sync-u7', ifAvailable: true });
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});
