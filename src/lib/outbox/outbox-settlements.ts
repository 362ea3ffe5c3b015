/**
 * Who hears about the server's answers: `onSettled` listeners (screens writing the answer into their query caches)
 * and the `settled` promise of each change made in this page.
 */
import type { OfflineMutationName } from '../../../contract/offline-mutations';
import type { OutboxEntry, OutboxSettlement, SettlementListener } from './types';

export interface SettledChange {
  entry: OutboxEntry;
  settlement: OutboxSettlement;
}

const listeners = new Set<SettlementListener>();
const waiters = new Map<number, (settlement: OutboxSettlement) => void>();

export function onSettled(listener: SettlementListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The promise of one change's answer; register it before the change can be sent. */
export function waitForSettlement<N extends OfflineMutationName>(seq: number): Promise<OutboxSettlement<N>> {
  return new Promise<OutboxSettlement<N>>((resolve) => {
    // The waiter only ever receives the settlement of change `seq`, whose name is N.
    waiters.set(seq, resolve as (settlement: OutboxSettlement) => void);
  });
}

/** Listeners first, then the promises: callers publish the status after this, so screens never flash old state. */
export function deliverSettlements(changes: readonly SettledChange[]): void {
  for (const { entry, settlement } of changes) {
    for (const listener of listeners) {
      try {
        listener(entry, settlement);
      } catch (error) {
        console.error('[outbox] settlement listener failed', error);
      }
    }
  }
  for (const { entry, settlement } of changes) {
    const resolve = waiters.get(entry.seq);
    if (!resolve) continue;
    waiters.delete(entry.seq);
    resolve(settlement);
  }
}

/** A change sent again under a new number (a failed one retried, a held one released): its promise follows it. */
export function moveWaiter(from: number, to: number): void {
  const resolve = waiters.get(from);
  if (!resolve) return;
  waiters.delete(from);
  waiters.set(to, resolve);
}

/** On close: the promises of this user's changes stay pending (their answers arrive after the next sign-in). */
export function forgetWaiters(): void {
  waiters.clear();
}
