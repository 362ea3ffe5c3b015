/**
 * The offline outbox (ADR 003), the surface `types.ts` describes: changes are saved in the signed-in user's
 * IndexedDB database first, shown at once through the status, and sent in order by `sync.ts`.
 */
import { useSyncExternalStore } from 'react';
import type { OfflineArgs } from '../../../contract/calls';
import type { OfflineMutationName } from '../../../contract/offline-mutations';
import { openOutboxChannel, type OutboxMessage } from './outbox-channel';
import { allRequests, CLIENT_KEY, isQuotaError, OutboxConnection, type ClientMeta, type OutboxTransaction } from './outbox-db';
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

type ChangeTx = OutboxTransaction<('meta' | 'mutations')[], 'readwrite'>;

/** A guess of the client record that turned out wrong: the transaction was aborted before it stored anything. */
class StaleMetaGuess extends Error {
  override name = 'StaleMetaGuess';
}

function sameMeta(stored: ClientMeta | undefined, guess: ClientMeta): boolean {
  return (
    stored !== undefined &&
    stored.clientId === guess.clientId &&
    stored.nextSeq === guess.nextSeq &&
    stored.lastSyncedAt === guess.lastSyncedAt &&
    (stored.lastError ?? null) === (guess.lastError ?? null) &&
    (stored.lastErrorCode ?? null) === (guess.lastErrorCode ?? null)
  );
}

/**
 * Takes the next sequence number and stores the entry `make` builds for it, inside `tx`.
 *
 * With `guess` (the client record as this tab last wrote it) the read, the add and the record's update go out
 * together: one round trip to the database instead of two, which is most of a tap's time on a phone. The read
 * still decides: when the stored record differs (another tab took a number, a sync wrote its time), the transaction
 * is aborted from the read's callback — before the add and the update can commit — and StaleMetaGuess tells the
 * caller to take the slow path. A number is never reused: `add` also refuses an existing key.
 * `issued` hears of the entry as soon as its write is on its way (the screen can render while the disk works).
 */
async function allocate(
  tx: ChangeTx,
  make: (seq: number) => OutboxEntry,
  guess: ClientMeta | null,
  issued: (entry: OutboxEntry) => void = () => undefined,
): Promise<{ entry: OutboxEntry; meta: ClientMeta }> {
  const metaStore = tx.objectStore('meta');
  if (guess) {
    const entry = make(guess.nextSeq);
    const meta = { ...guess, nextSeq: guess.nextSeq + 1 };
    const written = allRequests(
      () =>
        metaStore.get(CLIENT_KEY).then((stored) => {
          if (sameMeta(stored, guess)) return;
          tx.abort();
          throw new StaleMetaGuess('The client record changed since this tab last wrote it.');
        }),
      () => tx.objectStore('mutations').add(entry),
      () => metaStore.put(meta, CLIENT_KEY),
    );
    issued(entry);
    await written;
    return { entry, meta };
  }
  const stored = await metaStore.get(CLIENT_KEY);
  if (!stored) throw new Error('The outbox has no client record.');
  const entry = make(stored.nextSeq);
  const meta = { ...stored, nextSeq: stored.nextSeq + 1 };
  // add, not put: a sequence number is never reused over a stored change.
  const written = allRequests(
    () => tx.objectStore('mutations').add(entry),
    () => metaStore.put(meta, CLIENT_KEY),
  );
  issued(entry);
  await written;
  return { entry, meta };
}

/** Runs a transaction that stores a new change; a full disk becomes OutboxFullError (and nothing was stored). */
async function storeChange<T>(box: OutboxHandle, fn: (tx: ChangeTx) => Promise<T>): Promise<T> {
  try {
    return await box.conn.run(['meta', 'mutations'], 'readwrite', fn);
  } catch (error) {
    if (isQuotaError(error)) throw new OutboxFullError('The device has no room left: the change was not saved.', { cause: error });
    throw error;
  }
}

/**
 * storeChange around an allocation: first with this tab's guess of the client record, then — when the guess was
 * stale — once more reading it first. The guess is kept only from a committed transaction.
 */
async function storeAllocated<T extends { meta: ClientMeta }>(box: OutboxHandle, fn: (tx: ChangeTx, guess: ClientMeta | null) => Promise<T>): Promise<T> {
  const guess = box.metaGuess;
  box.metaGuess = null;
  let stored: T;
  try {
    stored = await storeChange(box, (tx) => fn(tx, guess));
  } catch (error) {
    if (!(error instanceof StaleMetaGuess)) throw error;
    stored = await storeChange(box, (tx) => fn(tx, null));
  }
  box.metaGuess = stored.meta;
  return stored;
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
 * Saves a change on the device (one transaction: sequence number, entry, next number) and resolves once it is
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
  // Shown once, by the first attempt whose write went out; a retried transaction does not show it twice.
  let provisional: OutboxEntry | undefined;
  const show = (entry: OutboxEntry) => {
    if (provisional) return;
    provisional = entry;
    showProvisional(box, entry);
  };
  let enqueued: EnqueuedChange<N>;
  try {
    enqueued = await box.serial(async () => {
      const { entry } = await storeAllocated(box, (tx, guess) => allocate(tx, make, guess, show));
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
 * Removes a conflicted or rejected change (the user chose to drop it). A waiting change cannot be discarded: the
 * server expects every sequence number, so it throws OutboxChangeStateError. Already gone: nothing happens.
 */
export async function discardChange(seq: number): Promise<void> {
  const box = await requireOutbox();
  await box.serial(async () => {
    await box.conn.run(['mutations'], 'readwrite', async (tx) => {
      const store = tx.objectStore('mutations');
      const entry = await store.get(seq);
      if (!entry) return;
      if (entry.state === 'waiting') throw new OutboxChangeStateError(seq, 'waiting');
      await store.delete(seq);
    });
    const status = getOutboxStatus();
    box.publish(buildStatus(withEntries(status, [], [seq]), metaOf(status)));
  });
  afterWrite(box, false);
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
    const { entry } = await storeAllocated(box, async (tx, guess) => {
      const mutations = tx.objectStore('mutations');
      const old = await mutations.get(seq);
      if (!old) throw new OutboxChangeStateError(seq, 'missing');
      if (old.state === 'waiting') throw new OutboxChangeStateError(seq, 'waiting');
      return allRequests(
        () =>
          allocate(
            tx,
            (next) => ({
              seq: next,
              name: old.name,
              args: withFreshMutationId(args, old.args),
              orderId: old.orderId,
              ...(old.orderNumber ? { orderNumber: old.orderNumber } : {}),
              createdAt,
              state: 'waiting',
              attempts: 0,
            }),
            guess,
          ),
        () => mutations.delete(seq),
      );
    });
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
