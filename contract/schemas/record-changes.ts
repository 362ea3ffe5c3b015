/**
 * The audit trail of a store, warehouse, user or customer (server/organisation/record-changes.ts): each area's
 * History call takes `recordHistoryShape` plus the record's id and answers `recordHistoryData`.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema } from '../fields';

export const RECORD_HISTORY_PAGE_MAX = 100;

/** Spread into a History request next to `tokenSesion`, the scope and the record's id. */
export const recordHistoryShape = {
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(RECORD_HISTORY_PAGE_MAX))),
  /** The last row's id of the previous page. */
  beforeId: z.optional(idSchema),
};

export const recordChangeRowSchema = z.object({
  id: z.int(),
  at: isoDateTimeSchema,
  /** Who made the change; null: the system (an expiry job, a seed). */
  userName: z.nullable(z.string()),
  /** 'create', 'update', 'open', 'close', 'disable', 'enable', 'password_reset', … */
  action: z.string(),
  /** `{ field: [before, after] }`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type RecordChangeRow = z.infer<typeof recordChangeRowSchema>;

export const recordHistoryData = z.object({ rows: z.array(recordChangeRowSchema), nextBeforeId: z.nullable(z.int()) });
export type RecordHistoryData = z.infer<typeof recordHistoryData>;
