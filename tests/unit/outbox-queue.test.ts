/** The outbox as a local queue: sequence numbers, one transaction per change, full disk, discard / retry, tabs. */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineArgs } from '../../contract/calls';
import { SYNC_BATCH_MAX } from '../../contract/schemas/sync';
import { outboxChannelName } from '../../src/lib/outbox/outbox-channel';
import { CLIENT_KEY, outboxDbName, type OutboxSchema } from '../../src/lib/outbox/outbox-db';
import {
  closeOutbox,
  countWaiting,
  discardChange,
  enqueueChange,
  getOutboxStatus,
  onSettled,
  openOutbox,
  retryChange,
  subscribeOutbox,
} from '../../src/lib/outbox/outbox';
import { PUSH_BATCH_MAX } from '../../src/lib/outbox/outbox-state';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { OutboxChangeStateError, OutboxClosedError, OutboxFullError, type OutboxEntry } from '../../src/lib/outbox/types';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';

const USER = 7;
const note = (text: string): OfflineArgs<'order.addNote'> => ({ orderId: 41, text, mutationId: crypto.randomUUID() });

function goOffline(): void {
  // No drain starts by itself: these tests look at the queue only.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** The stored entries, and the number the next change would take (asked of the key generator, then given back). */
async function stored(): Promise<{ entries: OutboxEntry[]; nextSeq: number }> {
  const db = await openDB<OutboxSchema>(outboxDbName(USER));
  const entries = await db.getAll('mutations');
  const tx = db.transaction('mutations', 'readwrite');
  const nextSeq = await tx.store.add({} as OutboxEntry);
  tx.abort();
  await tx.done.catch(() => undefined);
  db.close();
  return { entries, nextSeq };
}

/**
 * What a browser does when the disk fills at commit: the next `method` request goes out, then its transaction aborts
 * with QuotaExceededError.
 */
function fillDiskAtCommit(method: 'add' | 'put' | 'delete'): void {
  const original = IDBObjectStore.prototype[method] as (this: IDBObjectStore, ...args: unknown[]) => IDBRequest;
  vi.spyOn(IDBObjectStore.prototype, method).mockImplementationOnce(function (this: IDBObjectStore, ...args: unknown[]) {
    const request = original.apply(this, args);
    // oxlint-disable-next-line no-underscore-dangle -- fake-indexeddb's internal abort, the way a failed commit ends
    (this.transaction as unknown as { _abort(name: string): void })._abort('QuotaExceededError');
    return request as IDBRequest<IDBValidKey>;
  });
}

/** A conflicted entry written as a push would leave it (tests of discard / retry need no server). */
async function markConflict(seq: number): Promise<void> {
  const db = await openDB<OutboxSchema>(outboxDbName(USER));
  const entry = await db.get('mutations', seq);
  await db.put('mutations', { ...entry!, state: 'conflict', result: { id: seq, mutationId: 'x', status: 'conflict', codigo: 'STALE_VERSION' } });
  db.close();
  closeOutbox();
  await openOutbox(USER);
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  saveUserData(demoUser('PK', { userID: USER }));
  goOffline();
  await openOutbox(USER);
});

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.restoreAllMocks();
});

describe('enqueueChange', () => {
  it('numbers changes 1, 2, 3, … and shows them at once, oldest first', async () => {
    const first = await enqueueChange('order.addNote', note('a'), 41, { orderNumber: 'A-41' });
    expect(first.entry).toMatchObject({ seq: 1, name: 'order.addNote', orderId: 41, orderNumber: 'A-41', state: 'waiting', attempts: 0 });
    expect(getOutboxStatus().entries.map((e) => e.seq)).toEqual([1]);
    await enqueueChange('order.addNote', note('b'), 41);
    await enqueueChange('order.move', { orderId: 42, from: 'confirmada', to: 'en_picking', baseVersion: 3, mutationId: crypto.randomUUID() }, 42);
    const status = getOutboxStatus();
    expect(status).toMatchObject({ ready: true, waiting: 3, conflicts: 0, rejected: 0 });
    expect(status.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    const db = await stored();
    expect(db.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(db.nextSeq).toBe(4);
    expect(await countWaiting()).toBe(3);
  });

  it('keeps sequence numbers gap-free under concurrent enqueues', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => enqueueChange('order.addNote', note(String(i)), 41)));
    expect((await stored()).entries.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('takes the next number after another tab took one, and keeps what a sync wrote to the client record', async () => {
    await enqueueChange('order.addNote', note('a'), 41);
    // Another tab of the same user stores change 2 and a sync records its time, both behind this tab's back.
    const db = await openDB<OutboxSchema>(outboxDbName(USER));
    const tx = db.transaction(['meta', 'mutations'], 'readwrite');
    const meta = (await tx.objectStore('meta').get(CLIENT_KEY))!;
    const theirs = { name: 'order.addNote', args: note('from the other tab'), orderId: 41, createdAt: new Date().toISOString(), state: 'waiting', attempts: 0 } as const;
    expect(await tx.objectStore('mutations').add(theirs as unknown as OutboxEntry)).toBe(2);
    await tx.objectStore('meta').put({ ...meta, lastSyncedAt: '2026-01-02T03:04:05.000Z' }, CLIENT_KEY);
    await tx.done;
    db.close();

    const mine = await enqueueChange('order.addNote', note('c'), 41);
    expect(mine.entry.seq).toBe(3);
    // Shown at first under the number this tab expected (2), the change is listed once, under the one it got.
    expect(getOutboxStatus().entries.filter((e) => (e.args as unknown as { text: string }).text === 'c').map((e) => e.seq)).toEqual([3]);
    const after = await stored();
    expect(after.entries.map((e) => [e.seq, (e.args as unknown as { text: string }).text])).toEqual([
      [1, 'a'],
      [2, 'from the other tab'],
      [3, 'c'],
    ]);
    expect(after.nextSeq).toBe(4);
    const check = await openDB<OutboxSchema>(outboxDbName(USER));
    expect((await check.get('meta', CLIENT_KEY))?.lastSyncedAt).toBe('2026-01-02T03:04:05.000Z');
    check.close();
    // And the next guess is right again.
    expect((await enqueueChange('order.addNote', note('d'), 41)).entry.seq).toBe(4);
  });

  it('shows a change while its transaction is still being written, then keeps it under its stored number', async () => {
    await enqueueChange('order.addNote', note('a'), 41);
    const original = IDBObjectStore.prototype.add;
    let committed = false;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementationOnce(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      this.transaction.addEventListener('complete', () => (committed = true));
      return original.apply(this, args);
    });
    let shownWhileWriting: number[] = [];
    const unsubscribe = subscribeOutbox(() => {
      if (!committed) shownWhileWriting = getOutboxStatus().entries.map((e) => e.seq);
    });
    const second = await enqueueChange('order.addNote', note('b'), 41);
    unsubscribe();
    expect(shownWhileWriting).toEqual([1, 2]);
    expect(second.entry.seq).toBe(2);
    expect(getOutboxStatus()).toMatchObject({ waiting: 2 });
    expect(getOutboxStatus().entries.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('takes a shown change back when the device refuses to store it', async () => {
    const seen: number[] = [];
    const unsubscribe = subscribeOutbox(() => seen.push(getOutboxStatus().waiting));
    // The disk fills at commit, after the change's request went out.
    fillDiskAtCommit('add');
    await expect(enqueueChange('order.addNote', note('a'), 41)).rejects.toBeInstanceOf(OutboxFullError);
    unsubscribe();
    expect(seen).toEqual([1, 0]);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('keeps the status object between changes and replaces it on each change', async () => {
    const before = getOutboxStatus();
    expect(getOutboxStatus()).toBe(before);
    const listener = vi.fn<() => void>();
    const unsubscribe = subscribeOutbox(listener);
    await enqueueChange('order.addNote', note('a'), 41);
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(getOutboxStatus()).not.toBe(before);
  });

  it('gives the number back when the change is not stored: the next one takes it (no gap)', async () => {
    await enqueueChange('order.addNote', note('a'), 41);
    fillDiskAtCommit('add');
    await expect(enqueueChange('order.addNote', note('b'), 41)).rejects.toBeInstanceOf(OutboxFullError);
    expect(await stored()).toMatchObject({ nextSeq: 2 });
    expect((await stored()).entries.map((e) => e.seq)).toEqual([1]);
    expect(getOutboxStatus().entries.map((e) => e.seq)).toEqual([1]);
    const next = await enqueueChange('order.addNote', note('c'), 41);
    expect(next.entry.seq).toBe(2);
  });

  it('says OutboxFullError when the device is full, stores nothing and does not consume the number', async () => {
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(enqueueChange('order.addNote', note('a'), 41)).rejects.toBeInstanceOf(OutboxFullError);
    add.mockRestore();
    expect(await stored()).toEqual({ entries: [], nextSeq: 1 });
    expect(getOutboxStatus().waiting).toBe(0);
    expect((await enqueueChange('order.addNote', note('b'), 41)).entry.seq).toBe(1);
  });

  it('says OutboxFullError when the quota error only shows on the transaction (abort)', async () => {
    fillDiskAtCommit('add');
    await expect(enqueueChange('order.addNote', note('a'), 41)).rejects.toBeInstanceOf(OutboxFullError);
    expect(await stored()).toEqual({ entries: [], nextSeq: 1 });
  });

  it('refuses with OutboxClosedError when no outbox is open', async () => {
    closeOutbox();
    expect(getOutboxStatus().ready).toBe(false);
    await expect(enqueueChange('order.addNote', note('a'), 41)).rejects.toBeInstanceOf(OutboxClosedError);
  });

  it('pushes as many changes per push as the contract allows', () => {
    expect(PUSH_BATCH_MAX).toBe(SYNC_BATCH_MAX);
  });
});

describe('discardChange and retryChange', () => {
  it('cannot discard a waiting change (later numbers depend on it)', async () => {
    await enqueueChange('order.addNote', note('a'), 41);
    await expect(discardChange(1)).rejects.toBeInstanceOf(OutboxChangeStateError);
    await expect(discardChange(1)).rejects.toMatchObject({ reason: 'waiting', seq: 1 });
    expect((await stored()).entries).toHaveLength(1);
    await expect(retryChange(1, note('again'))).rejects.toMatchObject({ reason: 'waiting' });
  });

  it('discards a conflicted change; discarding it again does nothing', async () => {
    await enqueueChange('order.addNote', note('a'), 41);
    await enqueueChange('order.addNote', note('b'), 41);
    await markConflict(1);
    expect(getOutboxStatus()).toMatchObject({ waiting: 1, conflicts: 1 });
    await discardChange(1);
    expect(getOutboxStatus()).toMatchObject({ waiting: 1, conflicts: 0 });
    expect((await stored()).entries.map((e) => e.seq)).toEqual([2]);
    await discardChange(1);
  });

  it('replaces a conflicted change with a new one at the end, with a fresh mutation id, in one step', async () => {
    const first = await enqueueChange('order.addNote', note('a'), 41, { orderNumber: 'A-41' });
    await enqueueChange('order.addNote', note('b'), 41);
    await markConflict(1);
    // Same mutation id as the spent one: the outbox must not reuse it.
    const retried = await retryChange<'order.addNote'>(1, { ...first.entry.args, text: 'a, again' });
    expect(retried.entry).toMatchObject({ seq: 3, name: 'order.addNote', orderId: 41, orderNumber: 'A-41', state: 'waiting', attempts: 0 });
    expect(retried.entry.args.text).toBe('a, again');
    expect(retried.entry.args.mutationId).not.toBe(first.entry.args.mutationId);
    expect(getOutboxStatus().entries.map((e) => [e.seq, e.state])).toEqual([
      [2, 'waiting'],
      [3, 'waiting'],
    ]);
    const db = await stored();
    expect(db.entries.map((e) => e.seq)).toEqual([2, 3]);
    expect(db.nextSeq).toBe(4);
    await expect(retryChange(1, note('x'))).rejects.toMatchObject({ reason: 'missing' });
  });
  it('is atomic: a retry whose new change cannot be stored keeps the conflicted one and its number', async () => {
    await enqueueChange('order.addNote', note('a'), 41);
    await markConflict(1);
    // The new change's add goes out, then the old one's delete fills the disk: neither may stay.
    fillDiskAtCommit('delete');
    await expect(retryChange(1, note('again'))).rejects.toBeInstanceOf(OutboxFullError);
    const db = await stored();
    expect(db.entries.map((e) => [e.seq, e.state])).toEqual([[1, 'conflict']]);
    expect(db.nextSeq).toBe(2);
    expect(getOutboxStatus().entries.map((e) => [e.seq, e.state])).toEqual([[1, 'conflict']]);
  });
});

function tell(channel: BroadcastChannel, message: unknown): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
  channel.postMessage(message);
}

describe('other tabs', () => {
  it('refreshes the status and calls settlement listeners when another tab says so', async () => {
    const other = new BroadcastChannel(outboxChannelName(USER));
    const db = await openDB<OutboxSchema>(outboxDbName(USER));
    const entry: OutboxEntry = {
      seq: 1,
      name: 'order.addNote',
      args: note('from the other tab'),
      orderId: 41,
      createdAt: new Date().toISOString(),
      state: 'waiting',
      attempts: 0,
    };
    await db.put('mutations', entry);
    db.close();
    tell(other, { type: 'changed' });
    await vi.waitFor(() => expect(getOutboxStatus().waiting).toBe(1));

    const heard = vi.fn<(...args: unknown[]) => void>();
    const stop = onSettled(heard);
    tell(other, { type: 'settled', changes: [{ entry, settlement: { status: 'applied', data: { ok: true } } }] });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(entry, { status: 'applied', data: { ok: true } }));
    stop();
    other.close();
  });
});
