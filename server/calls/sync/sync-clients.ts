/**
 * Outbox clients: a client id is bound to the first user that pushes with it, and holds the last change id the
 * server processed for it.
 *
 * Retention: a client only resends changes it has not seen answered, which are recent; the stored results of changes
 * at or below `last_mutation_id` are needed for those replays only. Results older than RESULT_RETENTION_DAYS are
 * deleted, for one client at a time while it pushes, and only now and then (most pushes skip it), so the cost stays
 * a cheap ranged DELETE on the primary key. A resend of a pruned change is answered as rejected (see apply-mutation).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { syncClients, syncMutations } from '../../db/schema/sync';
import { CallError } from '../../errors/call-error';

export const RESULT_RETENTION_DAYS = 30;
/** About one push in this many prunes its client's old results. */
const PRUNE_EVERY = 50;

export interface SyncClient {
  userId: number;
  lastMutationId: number;
}

async function readClient(db: AppDb, clientId: string): Promise<SyncClient | null> {
  const [row] = await db.select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId }).from(syncClients).where(eq(syncClients.clientId, clientId));
  return row ?? null;
}

/** The client, registered to `userId` when unknown; FORBIDDEN when another user registered it. */
export async function clientFor(db: AppDb, clientId: string, userId: number, now: Date): Promise<SyncClient> {
  let client = await readClient(db, clientId);
  if (!client) {
    // Two first pushes at once: one insert wins, both read the winner.
    await db.insert(syncClients).values({ clientId, userId, lastMutationId: 0, createdAt: now, lastSeenAt: now }).onConflictDoNothing({ target: syncClients.clientId });
    client = await readClient(db, clientId);
  }
  if (!client) throw new Error('sync client vanished after its insert');
  if (client.userId !== userId) {
    throw new CallError('FORBIDDEN', 'Este dispositivo está registrado para otro usuario.', { clientId });
  }
  return client;
}

/** Deletes this client's results older than the retention, on about one push in PRUNE_EVERY. */
export async function maybePruneResults(db: AppDb, clientId: string, now: Date, random: () => number = Math.random): Promise<void> {
  if (random() >= 1 / PRUNE_EVERY) return;
  const before = new Date(now.getTime() - RESULT_RETENTION_DAYS * 86_400_000);
  await db.delete(syncMutations).where(and(eq(syncMutations.clientId, clientId), lt(syncMutations.createdAt, before)));
}
