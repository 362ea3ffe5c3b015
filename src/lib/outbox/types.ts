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
 * - rejected: refused for good (validation, not allowed); the user reads why and discards it;
 * - failed: the server failed on it the same way SYNC_FAULT_TRIES times in a row and recorded it as not applied; the
 *   user retries it (sent again as it was) or discards it;
 * - held: waits on a change it depends on (`dependencies.ts`) that failed or is waiting under a later number; its
 *   number was passed over, and it goes out again once that change is answered or discarded.
 * Applied changes leave the outbox.
 */
export type OutboxEntryState = 'waiting' | 'conflict' | 'rejected' | 'failed' | 'held';

/** The same fault of one change, tries in a row (ADR 003): the server named the change, with this status and code. */
export interface OutboxFault {
  status: number;
  code: OutboxSyncErrorCode;
  count: number;
  /** The server's message, translated when its code is known. */
  message: string;
}

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
  /** The server's answer for conflict, rejected, failed and held entries. */
  result?: SyncResult;
  /** Faults the server blamed on this change, while they are the same one. */
  fault?: OutboxFault;
  /**
   * The number the change was first made under, when it went out again under a new one (a failed change retried, a
   * held one released): changes of one order keep the order they were made in (`dependencies.ts`).
   */
  madeSeq?: number;
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
  failed: number;
  held: number;
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
  | { status: 'conflict' | 'rejected' | 'failed'; result: SyncResult };

/** Thrown by `enqueueChange` when the device refused to store the change (QuotaExceededError). Nothing was saved. */
export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError';
}

/** Thrown by `enqueueChange` when no user is signed in (the outbox belongs to a user). */
export class OutboxClosedError extends Error {
  override readonly name = 'OutboxClosedError';
}

/**
 * Thrown by `discardChange` / `retryChange` / `retryFailedChange` for a change that is still waiting (later changes
 * depend on its sequence number, so it can only leave the outbox through the server), that is no longer in the outbox,
 * or (`retryFailedChange`) that is not a failed one.
 */
export class OutboxChangeStateError extends Error {
  override readonly name = 'OutboxChangeStateError';
  readonly seq: number;
  readonly reason: 'waiting' | 'missing' | 'not-failed';
  constructor(seq: number, reason: 'waiting' | 'missing' | 'not-failed') {
    super(
      reason === 'waiting'
        ? `Change ${seq} is still waiting to be sent and cannot be discarded or replaced.`
        : reason === 'missing'
          ? `Change ${seq} is no longer in the outbox.`
          : `Change ${seq} has not failed.`,
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
