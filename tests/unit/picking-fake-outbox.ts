/**
 * An in-memory stand-in for src/lib/outbox/outbox.ts (same exports), for the picking screens' unit tests:
 * `vi.mock('../../src/lib/outbox/outbox', () => import('./picking-fake-outbox'))`.
 * Tests seed entries, make the next enqueue fail, and settle entries as the server would.
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { OfflineArgs } from '../../contract/calls';
import type { OfflineMutationName } from '../../contract/offline-mutations';
import type { EnqueuedChange, OutboxEntry, OutboxSettlement, OutboxStatus, SettlementListener } from '../../src/lib/outbox/types';

let entries: OutboxEntry[] = [];
let nextSeq = 1;
let failure: Error | null = null;
const listeners = new Set<() => void>();
const settledListeners = new Set<SettlementListener>();

function statusOf(list: OutboxEntry[]): OutboxStatus {
  return {
    ready: true,
    waiting: list.filter((e) => e.state === 'waiting').length,
    conflicts: list.filter((e) => e.state === 'conflict').length,
    rejected: list.filter((e) => e.state === 'rejected').length,
    failed: list.filter((e) => e.state === 'failed').length,
    held: list.filter((e) => e.state === 'held').length,
    syncing: false,
    lastSyncedAt: null,
    lastError: null,
    entries: list,
  };
}
let status = statusOf(entries);

function emit(next: OutboxEntry[]): void {
  entries = next;
  status = statusOf(entries);
  for (const listener of Array.from(listeners)) listener();
}

export function getOutboxStatus(): OutboxStatus {
  return status;
}

export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getOutboxStatus,
    getOutboxStatus,
  );
}

function makeEntry<N extends OfflineMutationName>(name: N, args: OfflineArgs<N>, orderId: number): OutboxEntry<N> {
  return { seq: nextSeq++, name, args, orderId, createdAt: new Date().toISOString(), state: 'waiting', attempts: 0 };
}

type Enqueue = <N extends OfflineMutationName>(name: N, args: OfflineArgs<N>, orderId: number, context?: { orderNumber?: string }) => Promise<EnqueuedChange<N>>;
type Retry = <N extends OfflineMutationName>(seq: number, args: OfflineArgs<N>) => Promise<EnqueuedChange<N>>;

export const enqueueChange = vi.fn<Enqueue>(async <N extends OfflineMutationName>(name: N, args: OfflineArgs<N>, orderId: number): Promise<EnqueuedChange<N>> => {
  if (failure) {
    const error = failure;
    failure = null;
    throw error;
  }
  const entry = makeEntry(name, args, orderId);
  emit([...entries, entry as OutboxEntry]);
  return { entry, settled: new Promise(() => undefined) };
});

export const discardChange = vi.fn<(seq: number) => Promise<void>>(async (seq: number): Promise<void> => {
  emit(entries.filter((entry) => entry.seq !== seq));
});

export const retryChange = vi.fn<Retry>(async <N extends OfflineMutationName>(seq: number, args: OfflineArgs<N>): Promise<EnqueuedChange<N>> => {
  const old = entries.find((entry) => entry.seq === seq);
  if (!old) throw new Error(`no entry ${seq}`);
  const entry = makeEntry(old.name as N, args, old.orderId);
  emit([...entries.filter((e) => e.seq !== seq), entry as OutboxEntry]);
  return { entry, settled: new Promise(() => undefined) };
});

export function onSettled(listener: SettlementListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export const requestSync = vi.fn<() => void>();

// ---- test controls ----

/** Empties the outbox (and forgets mock calls), optionally seeding entries. */
export function resetOutbox(seed: OutboxEntry[] = []): void {
  enqueueChange.mockClear();
  discardChange.mockClear();
  retryChange.mockClear();
  failure = null;
  nextSeq = Math.max(0, ...seed.map((e) => e.seq)) + 1;
  emit(seed);
}

/** The next enqueue throws `error` (nothing is stored). */
export function failNextEnqueue(error: Error): void {
  failure = error;
}

export function outboxEntries(): readonly OutboxEntry[] {
  return entries;
}

/** The server's answer to one entry: listeners first (as the real outbox), then the entry leaves or changes state. */
export function settle(seq: number, settlement: OutboxSettlement): void {
  const entry = entries.find((e) => e.seq === seq);
  if (!entry) throw new Error(`no entry ${seq}`);
  for (const listener of Array.from(settledListeners)) listener(entry, settlement);
  if (settlement.status === 'applied') emit(entries.filter((e) => e.seq !== seq));
  else emit(entries.map((e) => (e.seq === seq ? { ...e, state: settlement.status, result: settlement.result } : e)));
}
