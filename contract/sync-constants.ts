/**
 * The sync contract's plain constants (no zod). contract/schemas/sync.ts re-exports them with its schemas.
 */

/** Most changes one `/Sync/Push` carries; the client sends longer queues in several pushes. */
export const SYNC_BATCH_MAX = 100;

/** What became of one pushed change (see contract/schemas/sync.ts `syncResultSchema`). */
export const SYNC_OUTCOMES = ['applied', 'conflict', 'rejected'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
