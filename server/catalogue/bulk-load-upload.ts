/** The record of one spreadsheet upload (bulk_uploads): its counts so far, added to by every chunk applied. */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { bulkUploads } from '../db/schema/catalogue';
import { CallError } from '../errors/call-error';

export interface UploadKey {
  id: string;
  companyId: number;
  userId: number;
  fileName: string;
  totalRows: number;
  now: Date;
}

export interface UploadCounts {
  created: number;
  updated: number;
  rejected: number;
}

/** Adds a chunk's counts and answers the upload's totals. An upload id of another company is refused. */
export async function recordUploadCounts(tx: AppDb, key: UploadKey, counts: UploadCounts): Promise<UploadCounts> {
  const [row] = await tx
    .insert(bulkUploads)
    .values({ id: key.id, companyId: key.companyId, userId: key.userId, fileName: key.fileName, totalRows: key.totalRows, createdCount: counts.created, updatedCount: counts.updated, rejectedCount: counts.rejected, createdAt: key.now, updatedAt: key.now })
    .onConflictDoUpdate({
      target: bulkUploads.id,
      set: {
        createdCount: sql`${bulkUploads.createdCount} + excluded.created_count`,
        updatedCount: sql`${bulkUploads.updatedCount} + excluded.updated_count`,
        rejectedCount: sql`${bulkUploads.rejectedCount} + excluded.rejected_count`,
        updatedAt: sql`excluded.updated_at`,
      },
      // Another company's upload id is not this caller's to add to.
      setWhere: sql`${bulkUploads.companyId} = excluded.company_id`,
    })
    .returning({ created: bulkUploads.createdCount, updated: bulkUploads.updatedCount, rejected: bulkUploads.rejectedCount });
  if (!row) throw new CallError('CONFLICT', 'Ese identificador de carga ya pertenece a otra empresa; empieza la carga de nuevo.');
  return row;
}
