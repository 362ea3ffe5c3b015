/**
 * The outbox's status as screens read it: one immutable object, replaced only when something changed, so
 * `useSyncExternalStore` re-renders exactly then.
 */
import type { ClientMeta } from './outbox-db';
import type { OutboxEntry, OutboxEntryState, OutboxStatus } from './types';

export const CLOSED_STATUS: OutboxStatus = Object.freeze({
  ready: false,
  waiting: 0,
  conflicts: 0,
  rejected: 0,
  failed: 0,
  held: 0,
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
  lastErrorCode: null,
  entries: Object.freeze([]) as readonly OutboxEntry[],
});

type Listener = () => void;

let status: OutboxStatus = CLOSED_STATUS;
let syncing = false;
const listeners = new Set<Listener>();

export function getOutboxStatus(): OutboxStatus {
  return status;
}

/** Calls `listener` after every status change; returns the unsubscribe function. */
export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      // One broken subscriber must not keep the others (or the outbox) from going on.
      console.error('[outbox] status listener failed', error);
    }
  }
}

/** Replaces the status (the `syncing` flag is kept: it follows the drain, not the data). */
export function publishStatus(next: OutboxStatus): void {
  status = next.ready ? { ...next, syncing } : CLOSED_STATUS;
  emit();
}

export function setSyncing(flag: boolean): void {
  if (syncing === flag) return;
  syncing = flag;
  if (!status.ready) return;
  status = { ...status, syncing };
  emit();
}

/** The status of an open outbox holding `entries` (oldest first). */
export function buildStatus(entries: readonly OutboxEntry[], meta: Pick<ClientMeta, 'lastSyncedAt' | 'lastError' | 'lastErrorCode'>): OutboxStatus {
  const counts: Record<OutboxEntryState, number> = { waiting: 0, conflict: 0, rejected: 0, failed: 0, held: 0 };
  for (const entry of entries) counts[entry.state] += 1;
  return {
    ready: true,
    waiting: counts.waiting,
    conflicts: counts.conflict,
    rejected: counts.rejected,
    failed: counts.failed,
    held: counts.held,
    syncing,
    lastSyncedAt: meta.lastSyncedAt,
    lastError: meta.lastError ?? null,
    lastErrorCode: meta.lastErrorCode ?? null,
    entries,
  };
}

/** The current status with entries replaced or removed by seq (and new ones appended in seq order). */
export function withEntries(current: OutboxStatus, changed: readonly OutboxEntry[], removed: readonly number[] = []): readonly OutboxEntry[] {
  const gone = new Set(removed);
  const bySeq = new Map(changed.map((entry) => [entry.seq, entry]));
  const entries: OutboxEntry[] = [];
  for (const entry of current.entries) {
    if (gone.has(entry.seq)) continue;
    const replacement = bySeq.get(entry.seq);
    entries.push(replacement ?? entry);
    bySeq.delete(entry.seq);
  }
  // What is left is new; new sequence numbers are always the highest.
  entries.push(...[...bySeq.values()].toSorted((a, b) => a.seq - b.seq));
  return entries;
}

export function metaOf(current: OutboxStatus): Pick<ClientMeta, 'lastSyncedAt' | 'lastError' | 'lastErrorCode'> {
  return { lastSyncedAt: current.lastSyncedAt, lastError: current.lastError, lastErrorCode: current.lastErrorCode ?? null };
}
