/**
 * The offline outbox's public surface (ADR 003). Screens and features use only what this file names;
 * `outbox.ts` implements it on IndexedDB (idb), `sync.ts` drains it through `/Sync/Push`.
 */
import type { OfflineArgs, OfflineData } from '../../../contract/calls';
import type { ErrorCode } from '../../../contract/envelope';
import type { OfflineMutationName } from '../../../contract/offline-mutations';
import type { SyncResult } from '../../../contract/schemas/sync';

/**
 * - waiting: saved on the device, not yet confirmed by the server (also while it is being sent);
 * - conflict: the server's state moved on; the user applies it again on the current state or discards it;
 * - rejected: refused for good (validation, not allowed); the user reads why and discards it.
 * Applied changes leave the outbox.
 */
export type OutboxEntryState = 'waiting' | 'conflict' | 'rejected';

export interface OutboxEntry<N extends OfflineMutationName = OfflineMutationName> {
  /** Per-client sequence number: 1, 2, 3, … in the order the changes were made. */
  seq: number;
  name: N;
  /** The call's request without the session token; holds `mutationId`. */
  args: OfflineArgs<N>;
  /** The order the change is about (every outbox change today is about one order). */
  orderId: number;
  /** The order's number when the screen knew it, so the outbox screen can name the order offline. */
  orderNumber?: string;
  /** When the user made the change (ISO). */
  createdAt: string;
  state: OutboxEntryState;
  /** Send attempts that got no answer (network, timeout, 5xx). */
  attempts: number;
  /** The server's answer for conflict and rejected entries. */
  result?: SyncResult;
}

/**
 * Why the last push got no answer or was refused as a whole: the server's code (INTERNAL for a 5xx,
 * SESSION_EXPIRED, SYNC_GAP, FORBIDDEN, …), NETWORK when no answer came, TIMEOUT when it came too late.
 */
export type OutboxSyncErrorCode = ErrorCode | 'NETWORK' | 'TIMEOUT';

export interface OutboxStatus {
  /** The outbox is open for a signed-in user. */
  ready: boolean;
  waiting: number;
  conflicts: number;
  rejected: number;
  /** A push is in flight. */
  syncing: boolean;
  /** The last push that got an answer (ISO), or null. */
  lastSyncedAt: string | null;
  /** The last push that got no answer: why, for the badge's tooltip. Null after a good push. */
  lastError: string | null;
  /** The same as a code, for screens that word it themselves (null or absent after a good push). */
  lastErrorCode?: OutboxSyncErrorCode | null;
  /** Every entry still in the outbox, oldest first. */
  entries: readonly OutboxEntry[];
}

/** The answer to one change, once the server has it (only while this page lives). */
export type OutboxSettlement<N extends OfflineMutationName = OfflineMutationName> =
  | { status: 'applied'; data: OfflineData<N> }
  | { status: 'conflict' | 'rejected'; result: SyncResult };

/** Thrown by `enqueueChange` when the device refused to store the change (QuotaExceededError). Nothing was saved. */
export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError';
}

/** Thrown by `enqueueChange` when no user is signed in (the outbox belongs to a user). */
export class OutboxClosedError extends Error {
  override readonly name = 'OutboxClosedError';
}

/**
 * Thrown by `discardChange` / `retryChange` for a change that is still waiting (later changes depend on its sequence
 * number, so it can only leave the outbox through the server) or, for `retryChange`, is no longer in the outbox.
 */
export class OutboxChangeStateError extends Error {
  override readonly name = 'OutboxChangeStateError';
  readonly seq: number;
  readonly reason: 'waiting' | 'missing';
  constructor(seq: number, reason: 'waiting' | 'missing') {
    super(
      reason === 'waiting' ? `Change ${seq} is still waiting to be sent and cannot be discarded or replaced.` : `Change ${seq} is no longer in the outbox.`,
    );
    this.seq = seq;
    this.reason = reason;
  }
}

export interface EnqueuedChange<N extends OfflineMutationName> {
  entry: OutboxEntry<N>;
  /** Resolves when the server answers this change (never rejects; pending forever if the page closes first). */
  settled: Promise<OutboxSettlement<N>>;
}

/** Listener for changes the server applied, conflicted or rejected, whichever screen made them. */
export type SettlementListener = (entry: OutboxEntry, settlement: OutboxSettlement) => void;
