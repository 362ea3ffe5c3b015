/**
 * The offline outbox (ADR 003), the surface `types.ts` describes: changes are saved in the signed-in user's
 * IndexedDB database first, shown at once through the status, and sent in order by `sync.ts`.
 */
import { useSyncExternalStore } from 'react';
import type { OfflineArgs } from '../../../contract/calls';
import type { OfflineMutationName } from '../../../contract/offline-mutations';
import { openOutboxChannel, type OutboxMessage } from './outbox-channel';
import { allRequests, isQuotaError, OutboxConnection } from './outbox-db';
import { allocate, announceRequeued, commitNow, requeue, type ChangeTx } from './outbox-requeue';
import { deliverSettlements, forgetWaiters, waitForSettlement } from './outbox-settlements';
import { currentOutbox, OutboxHandle, reloadStatus, setCurrentOutbox } from './outbox-state';
import { buildStatus, CLOSED_STATUS, getOutboxStatus, metaOf, publishStatus, setSyncing, subscribeOutbox, withEntries } from './outbox-status';
import { kickSync, startSyncTriggers, stopSyncTriggers } from './sync-triggers';
import { OutboxChangeStateError, OutboxClosedError, OutboxFullError, type EnqueuedChange, type OutboxEntry, type OutboxStatus } from './types';

export { getOutboxStatus, subscribeOutbox } from './outbox-status';
export { onSettled } from './outbox-settlements';
export { requestSync } from './sync-triggers';

/** The status, re-rendering only when it changes (the object is the same between changes). */
export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeOutbox, getOutboxStatus, getOutboxStatus);
}

/**
 * One value derived from the status (a number, a flag), re-rendering only when that value changes: a screen that
 * needs "anything unsent?" must not render again at every tap that queues a change. `select` must return a
 * primitive or an object that stays the same while its inputs do.
 */
export function useOutboxSelector<T>(select: (status: OutboxStatus) => T): T {
  const read = () => select(getOutboxStatus());
  return useSyncExternalStore(subscribeOutbox, read, read);
}

async function load(box: OutboxHandle): Promise<void> {
  await reloadStatus(box);
  if (box.isCurrent) startSyncTriggers();
}

function onChannelMessage(box: OutboxHandle, message: OutboxMessage): void {
  if (!box.isCurrent) return;
  // Another tab settled changes: caches first (this tab's listeners), then the status, as for our own pushes.
  if (message.type === 'settled') deliverSettlements(message.changes);
  reloadStatus(box).catch((error: unknown) => {
    if (box.isCurrent) console.error('[outbox] could not refresh after another tab', error);
  });
}

/** Opens `userId`'s outbox (closing another user's) and starts syncing it. Resolves when the status is loaded. */
export function openOutbox(userId: number): Promise<void> {
  const open = currentOutbox();
  if (open?.userId === userId) return open.ready;
  closeOutbox();
  const box = new OutboxHandle(userId, new OutboxConnection(userId));
  setCurrentOutbox(box);
  box.channel = openOutboxChannel(userId, (message) => onChannelMessage(box, message));
  box.ready = load(box);
  return box.ready;
}

/** Closes the outbox (sign-out): nothing more is sent or shown; the changes stay on the device for that user. */
export function closeOutbox(): void {
  const box = currentOutbox();
  if (!box) return;
  setCurrentOutbox(null);
  stopSyncTriggers();
  box.pushAbort?.abort();
  box.channel?.close();
  box.conn.close();
  forgetWaiters();
  setSyncing(false);
  publishStatus(CLOSED_STATUS);
}

async function requireOutbox(): Promise<OutboxHandle> {
  const box = currentOutbox();
  if (!box) throw new OutboxClosedError('No user is signed in: the outbox is closed.');
  try {
    await box.ready;
  } catch (error) {
    if (!box.isCurrent) throw new OutboxClosedError('The outbox closed.');
    // The first open may have hit a passing failure: one more try, now that the user needs it.
    console.warn('[outbox] opening failed; trying again', error);
    box.ready = load(box);
    await box.ready;
  }
  if (!box.isCurrent) throw new OutboxClosedError('The outbox closed.');
  return box;
}

/** Runs a transaction that stores a new change; a full disk becomes OutboxFullError (and nothing was stored). */
async function storeChange<T>(box: OutboxHandle, fn: (tx: ChangeTx) => Promise<T>): Promise<T> {
  try {
    return await box.conn.run(['mutations'], 'readwrite', fn);
  } catch (error) {
    if (isQuotaError(error)) throw new OutboxFullError('The device has no room left: the change was not saved.', { cause: error });
    throw error;
  }
}

/** The status without `entry` (by identity: another tab's stored change may carry the same number). */
function statusWithout(entry: OutboxEntry): OutboxStatus {
  const status = getOutboxStatus();
  return buildStatus(
    status.entries.filter((shown) => shown !== entry),
    metaOf(status),
  );
}

/**
 * Shows a change whose write is on its way, before its transaction commits. It is replaced by the stored entry
 * (which may carry another number, when this tab's guess of the next one was stale) or taken back when storing fails.
 */
function showProvisional(box: OutboxHandle, entry: OutboxEntry): void {
  box.provisional = [...box.provisional, entry];
  box.publish(getOutboxStatus());
}

/** Ends a provisional entry; true when it was still listed (and so possibly shown). */
function dropProvisional(box: OutboxHandle, entry: OutboxEntry): boolean {
  const before = box.provisional.length;
  box.provisional = box.provisional.filter((shown) => shown !== entry);
  return box.provisional.length !== before;
}

/**
 * Publishes a new entry (in place of the provisional one shown for it, and of the change it replaces) and hands
 * back its settlement promise.
 */
function announce<N extends OfflineMutationName>(box: OutboxHandle, entry: OutboxEntry, options: { replaced?: number; provisional?: OutboxEntry } = {}): EnqueuedChange<N> {
  // Registered before the change can be sent, so its answer cannot be missed.
  const settled = waitForSettlement<N>(entry.seq);
  if (options.provisional) dropProvisional(box, options.provisional);
  // The usual case: the entry stored is the very one already shown, so the screens have nothing new to draw.
  if (options.provisional === entry && options.replaced === undefined && getOutboxStatus().entries.includes(entry)) {
    return { entry: entry as OutboxEntry<N>, settled };
  }
  const status = options.provisional ? statusWithout(options.provisional) : getOutboxStatus();
  box.publish(buildStatus(withEntries(status, [entry], options.replaced === undefined ? [] : [options.replaced]), metaOf(status)));
  return { entry: entry as OutboxEntry<N>, settled };
}

function afterWrite(box: OutboxHandle, newChange: boolean): void {
  box.channel?.post({ type: 'changed' });
  if (newChange) kickSync();
}

/**
 * Saves a change on the device (one transaction, one request: the store numbers it) and resolves once it is
 * stored; then it is sent when the network allows. The status shows the change at once, while it is being stored
 * (a tap's screen does not wait for the disk), and takes it back if storing fails. Throws OutboxFullError when the
 * device is out of space (nothing saved) and OutboxClosedError when no user is signed in.
 */
export async function enqueueChange<N extends OfflineMutationName>(
  name: N,
  args: OfflineArgs<N>,
  orderId: number,
  context: { orderNumber?: string } = {},
): Promise<EnqueuedChange<N>> {
  const box = await requireOutbox();
  const createdAt = new Date().toISOString();
  const make = (seq: number): OutboxEntry => ({
    seq,
    name,
    args,
    orderId,
    ...(context.orderNumber ? { orderNumber: context.orderNumber } : {}),
    createdAt,
    state: 'waiting',
    attempts: 0,
  });
  // Shown once, as soon as the first attempt's write went out; a transaction run again (the connection was lost)
  // stores the same entry and does not show it twice.
  let provisional: OutboxEntry | undefined;
  let enqueued: EnqueuedChange<N>;
  try {
    enqueued = await box.serial(async () => {
      const entry = await storeChange(box, (tx) => {
        const shown = provisional ?? make(box.nextSeqGuess);
        const stored = allocate(tx, shown);
        commitNow(tx);
        if (!provisional) {
          provisional = shown;
          showProvisional(box, shown);
        }
        return stored;
      });
      box.nextSeqGuess = entry.seq + 1;
      return announce<N>(box, entry, provisional ? { provisional } : {});
    });
  } catch (error) {
    if (provisional && dropProvisional(box, provisional)) box.publish(statusWithout(provisional));
    throw error;
  }
  afterWrite(box, true);
  return enqueued;
}

/**
 * Removes a conflicted, rejected, failed or held change (the user chose to drop it). A waiting change cannot be
 * discarded: the server expects every sequence number, so it throws OutboxChangeStateError. Changes held behind a
 * discarded failed change go out again at the next drain. Already gone: nothing happens.
 */
export async function discardChange(seq: number): Promise<void> {
  const box = await requireOutbox();
  let wasFailed = false;
  await box.serial(async () => {
    await box.conn.run(['mutations'], 'readwrite', async (tx) => {
      const store = tx.objectStore('mutations');
      const entry = await store.get(seq);
      if (!entry) return;
      if (entry.state === 'waiting') throw new OutboxChangeStateError(seq, 'waiting');
      wasFailed = entry.state === 'failed';
      await store.delete(seq);
    });
    const status = getOutboxStatus();
    box.publish(buildStatus(withEntries(status, [], [seq]), metaOf(status)));
  });
  afterWrite(box, wasFailed);
}

/**
 * "Reintentar" for a failed change (ADR 003): it goes out again as it was (same args and mutation id: nothing of it
 * was applied) under the next number; the changes held behind it follow at the next drain. Throws
 * OutboxChangeStateError for a change that is gone or did not fail.
 */
export async function retryFailedChange(seq: number): Promise<void> {
  const box = await requireOutbox();
  await box.serial(async () => {
    const outcome = await storeChange(box, async (tx) => {
      const failed = await tx.objectStore('mutations').get(seq);
      if (!failed) throw new OutboxChangeStateError(seq, 'missing');
      if (failed.state !== 'failed') throw new OutboxChangeStateError(seq, 'not-failed');
      const stored = requeue(box, tx, [failed]);
      commitNow(tx);
      return { old: [failed], stored: await stored };
    });
    announceRequeued(box, outcome.old, outcome.stored);
  });
  afterWrite(box, true);
}

function withFreshMutationId<N extends OfflineMutationName>(args: OfflineArgs<N>, previous: unknown): OfflineArgs<N> {
  const next: Record<string, unknown> = { ...(args as Record<string, unknown>) };
  const spent = (previous as Record<string, unknown>)['mutationId'];
  // The old id is spent on the server (its answer is stored under it): the new change needs its own.
  if (typeof next['mutationId'] !== 'string' || next['mutationId'] === spent) next['mutationId'] = crypto.randomUUID();
  return next as OfflineArgs<N>;
}

/**
 * "Apply again": replaces a conflicted or rejected change with a new one made of `args` (a fresh mutation id,
 * the next sequence number, sent after everything already waiting), in one transaction.
 */
export async function retryChange<N extends OfflineMutationName>(seq: number, args: OfflineArgs<N>): Promise<EnqueuedChange<N>> {
  const box = await requireOutbox();
  const enqueued = await box.serial(async () => {
    const createdAt = new Date().toISOString();
    const entry = await storeChange(box, async (tx) => {
      const mutations = tx.objectStore('mutations');
      const old = await mutations.get(seq);
      if (!old) throw new OutboxChangeStateError(seq, 'missing');
      if (old.state === 'waiting') throw new OutboxChangeStateError(seq, 'waiting');
      const next: OutboxEntry = {
        seq: box.nextSeqGuess,
        name: old.name,
        args: withFreshMutationId(args, old.args),
        orderId: old.orderId,
        ...(old.orderNumber ? { orderNumber: old.orderNumber } : {}),
        createdAt,
        state: 'waiting',
        attempts: 0,
      };
      const stored = allRequests(
        () => allocate(tx, next),
        () => mutations.delete(seq),
      );
      commitNow(tx);
      return stored;
    });
    box.nextSeqGuess = entry.seq + 1;
    return announce<N>(box, entry, { replaced: seq });
  });
  afterWrite(box, true);
  return enqueued;
}

/** Changes of the signed-in user still waiting to be sent, read from the database (0 when none is open). */
export async function countWaiting(): Promise<number> {
  const box = currentOutbox();
  if (!box) return 0;
  try {
    await box.ready;
    return await box.conn.run(['mutations'], 'readonly', (tx) => tx.objectStore('mutations').index('byState').count('waiting'));
  } catch {
    return 0;
  }
}
