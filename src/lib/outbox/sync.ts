/**
 * Draining the outbox through `/Sync/Push` (ADR 003): waiting changes in sequence order, up to PUSH_BATCH_MAX per
 * push, one transaction to settle each push's answers. One tab drains at a time (a Web Lock per user). A change the
 * server keeps failing on is given up after SYNC_FAULT_TRIES tries with the same fault (`failed`), and the changes
 * that depend on it are held back (`dependencies.ts`) while the others go on.
 */
import type { OfflineData } from '../../../contract/calls';
import type { SyncMutation, SyncPushData, SyncResult } from '../../../contract/schemas/sync';
import { SYNC_FAULT_TRIES } from '../../../contract/sync-constants';
import { callApi } from '../api-client';
import { getUserData } from '../user-data';
import { mustWait } from './dependencies';
import { releaseHeld } from './outbox-requeue';
import { allRequests, CLIENT_KEY, type ClientMeta } from './outbox-db';
import type { SettledChange } from './outbox-settlements';
import { deliverSettlements } from './outbox-settlements';
import { currentOutbox, type OutboxHandle } from './outbox-state';
import { buildStatus, getOutboxStatus, setSyncing, withEntries } from './outbox-status';
import { classifyPushFailure, describeLocalFailure, type PushFailure } from './sync-errors';
import type { OutboxEntry, OutboxFault } from './types';

/** A push that takes longer is treated as unanswered (its changes stay and go again; replays are answered). */
export const PUSH_TIMEOUT_MS = 15_000;

/**
 * - done: nothing left waiting; joined: a drain already runs in this page and will take the new changes;
 * - busy: another tab holds the lock; retry: no answer, try later; halted: needs the user (session, gap, refusal);
 * - closed: the outbox closed (sign-out) meanwhile.
 */
export type DrainStatus = 'done' | 'joined' | 'busy' | 'retry' | 'halted' | 'closed';
export interface DrainOutcome {
  status: DrainStatus;
  /** Pushes that got an answer (the backoff starts over after one). */
  pushes: number;
}

export function syncLockName(userId: number): string {
  return `canasta-outbox-sync-u${userId}`;
}

/** `fn` under the user's Web Lock, or null when another tab holds it. Without Web Locks the in-page flag suffices. */
async function withSyncLock<T>(name: string, fn: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks || typeof locks.request !== 'function') return fn();
  const held = await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { value: await fn() } : null));
  return held ? held.value : null;
}

function pushSignal(abort: AbortController): AbortSignal {
  const timeout = AbortSignal.timeout(PUSH_TIMEOUT_MS);
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([abort.signal, timeout]);
  timeout.addEventListener('abort', () => abort.abort(timeout.reason), { once: true });
  return abort.signal;
}

/**
 * What one push carries: waiting changes, oldest first, as one run of consecutive sequence numbers (what the server
 * accepts). A change that depends on a failed one goes as `held` (its number passed over, ADR 003); a change on its
 * last try goes as `lastTry` and ends the push, so nothing that depends on it is sent before its answer.
 */
interface Batch {
  entries: OutboxEntry[];
  /** The changes sent as `held`. */
  held: Set<number>;
}

function isLastTry(entry: OutboxEntry): boolean {
  return (entry.fault?.count ?? 0) >= SYNC_FAULT_TRIES - 1;
}

/** A change as pushed: its sequence number on the wire is its key less the client record's offset (0 but for a record made again). */
function toWire(entry: OutboxEntry, seqOffset: number, batch: Batch): SyncMutation {
  const wire: SyncMutation = { id: entry.seq - seqOffset, name: entry.name, args: entry.args as Record<string, unknown>, createdAt: entry.createdAt };
  if (batch.held.has(entry.seq)) wire.held = true;
  else if (isLastTry(entry)) wire.lastTry = true;
  return wire;
}

async function readBatch(box: OutboxHandle): Promise<Batch> {
  const batch: Batch = { entries: [], held: new Set() };
  await box.conn.run(['mutations'], 'readonly', async (tx) => {
    const store = tx.objectStore('mutations');
    const run: OutboxEntry[] = [];
    for (const entry of await store.index('byState').getAll('waiting', box.batchLimit)) {
      const previous = run.at(-1);
      if (previous && entry.seq !== previous.seq + 1) break;
      run.push(entry);
    }
    const orders = [...new Set(run.map((entry) => entry.orderId))];
    const lists = await Promise.all(orders.map((orderId) => store.index('byOrder').getAll(orderId)));
    const sameOrder = new Map(orders.map((orderId, index) => [orderId, lists[index]!]));
    for (const entry of run) {
      batch.entries.push(entry);
      if (mustWait(entry, sameOrder.get(entry.orderId) ?? [], batch.held)) batch.held.add(entry.seq);
      else if (isLastTry(entry)) break;
    }
  });
  return batch;
}

/** Writes `patch` into the client record inside `tx`'s meta store and returns the new record. */
async function patchMeta(
  store: { get(key: string): Promise<ClientMeta | undefined>; put(value: ClientMeta, key: string): Promise<string> },
  patch: Partial<ClientMeta>,
): Promise<ClientMeta> {
  const meta = await store.get(CLIENT_KEY);
  if (!meta) throw new Error('The outbox has no client record.');
  const next = { ...meta, ...patch };
  await store.put(next, CLIENT_KEY);
  return next;
}

/**
 * One transaction for the whole answer: applied changes leave; conflicts, rejections and failures stay with the
 * server's result; held changes stay, waiting on their failed change; the last sync time moves. Then listeners (not
 * for held changes, which are not settled), then the status. Returns how many changes got a result.
 */
async function settleBatch(box: OutboxHandle, batch: Batch, results: readonly SyncResult[]): Promise<number> {
  const byId = new Map(results.map((result) => [result.id, result]));
  const changes: SettledChange[] = [];
  const updated: OutboxEntry[] = [];
  const removed: number[] = [];
  for (const entry of batch.entries) {
    const result = byId.get(entry.seq - box.seqOffset);
    // Without an answer a change stays waiting, and so do the ones after it: waiting changes stay consecutive.
    if (!result) break;
    if (result.status === 'applied') {
      removed.push(entry.seq);
      changes.push({ entry, settlement: { status: 'applied', data: result.data as OfflineData<typeof entry.name> } });
    } else if (result.status === 'held') {
      updated.push({ ...entry, state: 'held', result });
    } else {
      const settledEntry: OutboxEntry = { ...entry, state: result.status, result };
      updated.push(settledEntry);
      changes.push({ entry: settledEntry, settlement: { status: result.status, result } });
    }
  }
  const answered = removed.length + updated.length;
  if (answered === 0) return 0;
  const lastSyncedAt = new Date().toISOString();
  await box.serial(async () => {
    const meta = await box.conn.run(['meta', 'mutations'], 'readwrite', async (tx) => {
      const mutations = tx.objectStore('mutations');
      return allRequests(
        () => patchMeta(tx.objectStore('meta'), { lastSyncedAt, lastError: null, lastErrorCode: null }),
        ...removed.map((seq) => () => mutations.delete(seq)),
        ...updated.map((entry) => () => mutations.put(entry)),
      );
    });
    if (!box.isCurrent) return;
    deliverSettlements(changes);
    // One turn for code awaiting a `settled` promise directly, so it also updates its caches before the entries go.
    await Promise.resolve();
    box.publish(buildStatus(withEntries(getOutboxStatus(), updated, removed), meta));
  });
  box.channel?.post({ type: 'settled', changes });
  return answered;
}

/** The change's fault after one more that the server blamed on it: counted while it stays the same, else started over. */
function nextFault(entry: OutboxEntry, failure: PushFailure & { kind: 'transient' }, status: number): OutboxFault {
  const same = entry.fault?.status === status && entry.fault.code === failure.code;
  return { status, code: failure.code, count: same ? entry.fault!.count + 1 : 1, message: failure.message };
}

/** Records why the push got no answer; a push that went out unanswered also counts as an attempt of its changes. */
async function recordFailure(box: OutboxHandle, attempted: readonly OutboxEntry[], failure: PushFailure): Promise<void> {
  const blamed = failure.kind === 'transient' ? failure.blamed : undefined;
  try {
    await box.serial(async () => {
      const bumped = attempted.map((entry) => {
        const next = { ...entry, attempts: entry.attempts + 1 };
        // Only a fault the server blamed on this very change counts towards giving up on it (ADR 003).
        if (blamed && failure.kind === 'transient' && entry.seq - box.seqOffset === blamed.id) next.fault = nextFault(entry, failure, blamed.status);
        return next;
      });
      const meta = await box.conn.run(['meta', 'mutations'], 'readwrite', async (tx) => {
        const mutations = tx.objectStore('mutations');
        return allRequests(
          () => patchMeta(tx.objectStore('meta'), { lastError: failure.message, lastErrorCode: failure.code }),
          ...bumped.map((entry) => () => mutations.put(entry)),
        );
      });
      box.publish(buildStatus(withEntries(getOutboxStatus(), bumped), meta));
    });
    box.channel?.post({ type: 'changed' });
  } catch (error) {
    recordLocalFailure(box, error);
  }
}

/** The device's storage failed (not the network): shown, not stored, and retried later. */
function recordLocalFailure(box: OutboxHandle, error: unknown): void {
  console.error('[outbox] storage failure while syncing', error);
  box.publish({ ...getOutboxStatus(), lastError: describeLocalFailure(error), lastErrorCode: 'INTERNAL' });
}

async function drainLoop(box: OutboxHandle): Promise<DrainOutcome> {
  let pushes = 0;
  for (;;) {
    if (!box.isCurrent) return { status: 'closed', pushes };
    let batch: Batch;
    try {
      await releaseHeld(box);
      batch = await readBatch(box);
    } catch (error) {
      if (!box.isCurrent) return { status: 'closed', pushes };
      recordLocalFailure(box, error);
      return { status: 'retry', pushes };
    }
    if (batch.entries.length === 0) return { status: 'done', pushes };
    // callApi reads the session synchronously: checked in the same turn, so another user's token never carries these.
    if (!box.isCurrent || getUserData()?.userID !== box.userId) return { status: 'halted', pushes };
    const abort = new AbortController();
    box.pushAbort = abort;
    setSyncing(true);
    let data: SyncPushData;
    try {
      data = await callApi('/Sync/Push', { clientId: box.clientId, mutations: batch.entries.map((entry) => toWire(entry, box.seqOffset, batch)) }, { signal: pushSignal(abort) });
    } catch (error) {
      if (!box.isCurrent) return { status: 'closed', pushes };
      const failure = classifyPushFailure(error);
      if (failure.kind === 'too-large' && batch.entries.length > 1) {
        box.batchLimit = Math.ceil(batch.entries.length / 2);
        continue;
      }
      await recordFailure(box, failure.kind === 'transient' ? batch.entries : [], failure);
      return { status: failure.kind === 'transient' ? 'retry' : 'halted', pushes };
    } finally {
      box.pushAbort = null;
    }
    if (!box.isCurrent) return { status: 'closed', pushes };
    let settled: number;
    try {
      settled = await settleBatch(box, batch, data.results);
    } catch (error) {
      if (!box.isCurrent) return { status: 'closed', pushes };
      recordLocalFailure(box, error);
      return { status: 'retry', pushes };
    }
    if (settled === 0) {
      // An answer with none of our results would loop forever: treat it as no answer.
      await recordFailure(box, batch.entries, classifyPushFailure(new Error('The server answered the push without results.')));
      return { status: 'retry', pushes };
    }
    pushes += 1;
  }
}

/**
 * Sends every waiting change of the open outbox. Safe to call at any time and from any trigger: a second call in
 * the same page joins the running drain, and another tab's drain makes this one step aside.
 */
export async function drain(): Promise<DrainOutcome> {
  const box = currentOutbox();
  if (!box) return { status: 'closed', pushes: 0 };
  try {
    await box.ready;
  } catch {
    return { status: 'closed', pushes: 0 };
  }
  if (box.draining) {
    box.drainAgain = true;
    return { status: 'joined', pushes: 0 };
  }
  box.draining = true;
  try {
    const outcome = await withSyncLock(syncLockName(box.userId), async () => {
      let pushes = 0;
      for (;;) {
        box.drainAgain = false;
        const round = await drainLoop(box);
        pushes += round.pushes;
        // A change made after the last read (while this round finished) gets a round of its own.
        if (round.status !== 'done' || !box.drainAgain) return { ...round, pushes };
      }
    });
    return outcome ?? { status: 'busy', pushes: 0 };
  } finally {
    box.draining = false;
    if (box.isCurrent) setSyncing(false);
  }
}
