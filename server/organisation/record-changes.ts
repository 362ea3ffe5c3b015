/**
 * The audit trail of stores, warehouses, users and customers (record_changes): who changed which record, when, and
 * each changed field's before and after, written in the same transaction as the change. Never a password or a hash.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { RecordHistoryData } from '../../contract/schemas/record-changes';
import type { AppDb } from '../db/client';
import { isoText } from '../db/iso-text';
import { users } from '../db/schema/accounts';
import { recordChanges } from '../db/schema/organisation';
/** Build `changes` with `diffFields` from server/catalogue/product-changes.ts. */
import type { FieldChanges } from '../catalogue/product-changes';

export type AuditedEntity = 'store' | 'warehouse' | 'user' | 'customer';

/** A transaction or the database. */
type Writer = Pick<AppDb, 'insert'>;

export interface RecordChange {
  companyId: number | null;
  entity: AuditedEntity;
  entityId: number;
  /** 'create', 'update', 'open', 'close', 'disable', 'enable', 'password_reset', … */
  action: string;
  changes: FieldChanges;
  userId: number | null;
  at: Date;
}

/**
 * Records one change. An 'update' whose fields did not change is not recorded; every other action always is (an
 * "open" of an open store still says who pressed it).
 */
export async function recordChange(tx: Writer, change: RecordChange): Promise<void> {
  if (change.action === 'update' && Object.keys(change.changes).length === 0) return;
  await tx.insert(recordChanges).values(change);
}

/**
 * A record's trail, newest first, `limit` at a time; `beforeId` continues from the last row shown. Answers the
 * contract's `recordHistoryData` (contract/schemas/record-changes.ts) as it is. The caller checks the record's company.
 */
export async function listRecordChanges(db: AppDb, entity: AuditedEntity, entityId: number, limit: number, beforeId?: number): Promise<RecordHistoryData> {
  const rows = await db
    .select({ id: recordChanges.id, action: recordChanges.action, changes: recordChanges.changes, at: isoText(recordChanges.at), userName: users.name })
    .from(recordChanges)
    .leftJoin(users, eq(users.id, recordChanges.userId))
    .where(and(eq(recordChanges.entity, entity), eq(recordChanges.entityId, entityId), beforeId === undefined ? undefined : lt(recordChanges.id, beforeId)))
    .orderBy(desc(recordChanges.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((row) => ({ ...row, changes: row.changes as FieldChanges }));
  return { rows: page, nextBeforeId: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
