/**
 * Which queued changes wait for which (ADR 003, "A change that keeps failing"). Every outbox change is about one
 * order, and changes of one order build on each other (take → lines → finish; a move on the status the previous move
 * left), so a change depends on the changes of the same order made before it, and on nothing else: other orders'
 * changes go on. The order changes were made in is `madeOrder` (a change sent again under a new number keeps it).
 */
import type { OutboxEntry } from './types';

/** The number the change was first made under. */
export function madeOrder(entry: Pick<OutboxEntry, 'seq' | 'madeSeq'>): number {
  return entry.madeSeq ?? entry.seq;
}

export function dependsOn(later: OutboxEntry, earlier: OutboxEntry): boolean {
  return later.seq !== earlier.seq && later.orderId === earlier.orderId && madeOrder(earlier) < madeOrder(later);
}

/**
 * Whether waiting change `entry` must be held back now (sent as `held`, its number passed over): a change it depends
 * on is not settled and will not have been answered before it — failed, held, held in this very push (`heldNow`), or
 * waiting under a later number (it went out again after `entry` was made). `sameOrder`: every entry of its order.
 */
export function mustWait(entry: OutboxEntry, sameOrder: readonly OutboxEntry[], heldNow: ReadonlySet<number>): boolean {
  return sameOrder.some(
    (other) =>
      dependsOn(entry, other) && (other.state === 'failed' || other.state === 'held' || heldNow.has(other.seq) || (other.state === 'waiting' && other.seq > entry.seq)),
  );
}

/**
 * Whether held change `entry` may go out again: nothing it depends on has failed. (One still waiting goes first anyway:
 * a change sent again takes the highest number.)
 */
export function mayRelease(entry: OutboxEntry, sameOrder: readonly OutboxEntry[]): boolean {
  return !sameOrder.some((other) => dependsOn(entry, other) && other.state === 'failed');
}

/** The failed change a held change waits on, when there is one (for the outbox screen). */
export function failedBlockerOf(entry: OutboxEntry, entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return entries.find((other) => other.state === 'failed' && dependsOn(entry, other));
}
