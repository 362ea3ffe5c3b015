/**
 * Storing changes under the store's next numbers, for new changes (outbox.ts) and for changes that go out again
 * (ADR 003): a failed change the user retries, and held changes once nothing they depend on has failed. These keep
 * their args and mutation id (nothing of them was applied) and the order they were made in (`madeSeq`).
 */
import { madeOrder, mayRelease } from './dependencies';
import type { OutboxTransaction } from './outbox-db';
import { moveWaiter } from './outbox-settlements';
import type { OutboxHandle } from './outbox-state';
import { buildStatus, getOutboxStatus, metaOf, withEntries } from './outbox-status';
import type { OutboxEntry } from './types';

export type ChangeTx = OutboxTransaction<'mutations'[], 'readwrite'>;

/**
 * Stores `shown` (built under this tab's guess of its number) as a new change, inside `tx`: the store's key generator
 * gives it the next sequence number (ADR 003). Nothing is read first, so the caller can `commit()` as soon as its
 * requests are out: the database then commits without waiting for this page to handle the request's answer (a tap's
 * render and frame run first). Resolves to `shown` itself when the guess was right, else to a copy under its number.
 */
export function allocate(tx: ChangeTx, shown: OutboxEntry): Promise<OutboxEntry> {
  const { seq: _guess, ...unnumbered } = shown;
  // The generator fills in `seq` (the key path); an explicit one would be taken as the key. Not async: a request
  // refused at once (a full disk) throws here, before anything is shown.
  const request = tx.objectStore('mutations').add(unnumbered as OutboxEntry);
  return request.then((seq) => (seq === shown.seq ? shown : { ...shown, seq }));
}

/**
 * Every request of `tx` is out: let the database commit without waiting for their answers to reach this page. A
 * transaction already aborted (a request refused) is left to report that through its requests.
 */
export function commitNow(tx: ChangeTx): void {
  if (typeof tx.commit !== 'function') return;
  try {
    tx.commit();
  } catch {
    // InvalidStateError: no longer active; its requests reject with the reason.
  }
}

/**
 * `entries` (in the order they were made) stored again inside `tx` as waiting changes under the next numbers, their
 * old entries deleted. Every request is issued before any answer is awaited (as `allRequests` does).
 */
export function requeue(box: OutboxHandle, tx: ChangeTx, entries: readonly OutboxEntry[]): Promise<OutboxEntry[]> {
  const mutations = tx.objectStore('mutations');
  let guess = box.nextSeqGuess;
  const stored: Promise<OutboxEntry>[] = [];
  const pending: Promise<unknown>[] = [];
  try {
    for (const old of entries) {
      const { result: _result, fault: _fault, ...kept } = old;
      const request = allocate(tx, { ...kept, seq: guess++, madeSeq: madeOrder(old), state: 'waiting', attempts: 0 });
      stored.push(request);
      pending.push(request);
    }
    for (const old of entries) pending.push(mutations.delete(old.seq));
  } catch (error) {
    for (const request of pending) request.catch(() => undefined);
    throw error;
  }
  return Promise.all(pending).then(() => Promise.all(stored));
}

/** After a requeue: each change's `settled` promise follows it, and the status shows the new entries for the old. */
export function announceRequeued(box: OutboxHandle, old: readonly OutboxEntry[], stored: readonly OutboxEntry[]): void {
  old.forEach((entry, index) => moveWaiter(entry.seq, stored[index]!.seq));
  const last = stored.at(-1);
  if (last) box.nextSeqGuess = Math.max(box.nextSeqGuess, last.seq + 1);
  const status = getOutboxStatus();
  const removed = old.map((entry) => entry.seq);
  box.publish(buildStatus(withEntries(status, stored, removed), metaOf(status)));
}

/**
 * Held changes that no longer depend on a failed change (it was answered, retried or discarded) go out again, in the
 * order they were made. Run by the drain before it reads a push; true when it released any.
 */
export async function releaseHeld(box: OutboxHandle): Promise<boolean> {
  const held = await box.conn.run(['mutations'], 'readonly', (tx) => tx.objectStore('mutations').index('byState').count('held'));
  if (held === 0) return false;
  const released = await box.serial(async () => {
    const outcome = await box.conn.run(['mutations'], 'readwrite', async (tx) => {
      const store = tx.objectStore('mutations');
      const heldEntries = await store.index('byState').getAll('held');
      const orders = [...new Set(heldEntries.map((entry) => entry.orderId))];
      const sameOrder = await Promise.all(orders.map((orderId) => store.index('byOrder').getAll(orderId)));
      const free = sameOrder
        .flatMap((entries) => entries.filter((entry) => entry.state === 'held' && mayRelease(entry, entries)))
        .toSorted((a, b) => madeOrder(a) - madeOrder(b));
      return free.length === 0 ? null : { old: free, stored: await requeue(box, tx, free) };
    });
    if (!outcome) return false;
    announceRequeued(box, outcome.old, outcome.stored);
    return true;
  });
  if (released) box.channel?.post({ type: 'changed' });
  return released;
}
