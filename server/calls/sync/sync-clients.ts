/**
 * Outbox clients: a client id is bound to the first user that pushes with it, and holds the last change id the
 * server processed for it.
 *
 * Retention: a client only resends changes it has not seen answered, which are recent; the stored results of changes
 * at or below `last_mutation_id` are needed for those replays only. Results older than RESULT_RETENTION_DAYS are
 * deleted, for one client at a time while it pushes, and only now and then (most pushes skip it), so the cost stays
 * a cheap ranged DELETE on the primary key. A resend of a pruned change is answered as rejected (see apply-mutation).
 */
import type { AppDb } from '../../db/client';
import { CallError } from '../call-error';
import { txRows } from '../tx-rows';

export const RESULT_RETENTION_DAYS = 30;
/** About one push in this many prunes its client's old results. */
const PRUNE_EVERY = 50;

export interface SyncClient {
  userId: number;
  lastMutationId: number;
}

async function readClient(db: AppDb, clientId: string): Promise<SyncClient | null> {
  const [row] = await txRows<{ user_id: number; last_mutation_id: number | string }>(db, 'SELECT user_id, last_mutation_id FROM sync_clients WHERE client_id = $1', [
    clientId,
  ]);
  return row ? { userId: row.user_id, lastMutationId: Number(row.last_mutation_id) } : null;
}

/** The client, registered to `userId` when unknown; FORBIDDEN when another user registered it. */
export async function clientFor(db: AppDb, clientId: string, userId: number, now: Date): Promise<SyncClient> {
  let client = await readClient(db, clientId);
  if (!client) {
    // Two first pushes at once: one insert wins, both read the winner.
    await txRows(db, 'INSERT INTO sync_clients (client_id, user_id, last_mutation_id, created_at, last_seen_at) VALUES ($1, $2, 0, $3, $3) ON CONFLICT (client_id) DO NOTHING', [
      clientId,
      userId,
      now,
    ]);
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
  await txRows(db, 'DELETE FROM sync_mutations WHERE client_id = $1 AND created_at < $2', [clientId, before]);
}
