/**
 * The sync contract's plain constants (no zod). contract/schemas/sync.ts re-exports them with its schemas.
 */

/** Most changes one `/Sync/Push` carries; the client sends longer queues in several pushes. */
export const SYNC_BATCH_MAX = 100;

/** What became of one pushed change (see contract/schemas/sync.ts `syncResultSchema`). */
export const SYNC_OUTCOMES = ['applied', 'conflict', 'rejected', 'failed', 'held'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/**
 * Tries of one change that fail with the same fault (same HTTP status and code, the server naming that change) before
 * the device gives up on it: the last one goes out as `lastTry`, and if it fails too the change is `failed` (ADR 003).
 */
export const SYNC_FAULT_TRIES = 5;
