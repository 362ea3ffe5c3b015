/**
 * One outbox change, in its own transaction (ADR 003):
 * 1. validate the args with the mapped call's schema and check the role with its access rule (no database needed);
 * 2. lock the client row (concurrent pushes of one client take turns here) and, for id = last + 1, claim the
 *    (user, mutationId) idempotency record in the same statement;
 * 3. id ≤ last: a replay, answered with the stored result; id > last + 1: a gap, nothing done;
 * 4. id = last + 1: apply in a savepoint (or answer the refusal from step 1, or the earlier answer of the same
 *    mutation id); store the result and advance `last_mutation_id` in the same transaction.
 * A CallError is a result (conflict when it carries `detalle.current`, except INVALID_MOVE; else rejected), and so is
 * text the database cannot store (rejected, BAD_REQUEST); anything else is a fault that rolls the whole change back
 * and propagates. A `held` change, and a `lastTry` change after its fault (`recordFailedChange`), are recorded in the
 * same way without being applied: their number is passed over.
 */
import { CALLS, roleMayCall } from '../../../contract/calls';
import { isStorableText } from '../../../contract/fields';
import type { SyncMutation, SyncResult } from '../../../contract/schemas/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { idempotencyRecords, syncClients, syncMutations } from '../../db/schema/sync';
import { existingClaim, reusedMutationIdError, requestHash, runClaimed, type OnceKey, type StoredAnswer } from '../idempotency';
import { storableJson, unstorableTextRefusal } from '../unstorable-text';
import { toFieldIssues, validationMessage } from '../validation';
import { applierFor, type AnyApplier } from './appliers';

export type MutationStep =
  /** Processed now; `appliedOrderId` is set when the change was applied now (publish after commit). */
  | { kind: 'processed'; result: SyncResult; lastMutationId: number; appliedOrderId: number | null }
  | { kind: 'replay'; result: SyncResult; lastMutationId: number }
  | { kind: 'gap'; lastMutationId: number };

/** The change's mutation id as stored with its result: '' when missing or not storable text (its args are refused). */
function mutationIdOf(mutation: SyncMutation): string {
  const value = mutation.args.mutationId;
  return typeof value === 'string' && isStorableText(value) ? value : '';
}

/** What a resend must match: a held change is another request than the change itself; `lastTry` is only a hint. */
function hashOf(mutation: SyncMutation): string {
  return requestHash(mutation.held ? `${mutation.name}#held` : mutation.name, mutation.args);
}

const HELD_MESSAGE = 'Este cambio espera en el dispositivo a otro cambio de la misma orden que no se pudo aplicar; no se aplicó.';
const FAILED_MESSAGE =
  'No se pudo aplicar este cambio: el servidor falló cada vez que lo intentó. Sigue guardado en el dispositivo; puedes reintentarlo más tarde o descartarlo.';

/**
 * A stored answer as this change's result. A refusal carrying the server's current state is a conflict (the user
 * decides on the current state), except INVALID_MOVE: a move that the role may never make, or that is no move at all
 * from the status it was made on, is refused for good whatever the state (it still carries `current`).
 */
function resultOf(mutation: SyncMutation, stored: StoredAnswer): SyncResult {
  const base = { id: mutation.id, mutationId: mutationIdOf(mutation) };
  if (stored.ok) return { ...base, status: 'applied', data: stored.data };
  const status = stored.detalle && 'current' in stored.detalle && stored.codigo !== 'INVALID_MOVE' ? 'conflict' : 'rejected';
  // A result has no `errores` of its own: field problems travel in `detalle.errores`, as for a refused validation.
  const detalle = stored.errores ? { ...stored.detalle, errores: stored.errores } : stored.detalle;
  return { ...base, status, codigo: stored.codigo, mensaje: stored.mensaje, ...(detalle ? { detalle } : {}) };
}

function refusal(mutation: SyncMutation, codigo: 'VALIDATION' | 'FORBIDDEN' | 'CONFLICT', mensaje: string, detalle?: Record<string, unknown>): SyncResult {
  return { id: mutation.id, mutationId: mutationIdOf(mutation), status: 'rejected', codigo, mensaje, ...(detalle ? { detalle } : {}) };
}

async function replay(tx: AppDb, clientId: string, mutation: SyncMutation, hash: string): Promise<SyncResult> {
  const [row] = await tx
    .select({ mutationId: syncMutations.mutationId, requestHash: syncMutations.requestHash, result: syncMutations.result })
    .from(syncMutations)
    .where(and(eq(syncMutations.clientId, clientId), eq(syncMutations.mutationSeq, mutation.id)));
  if (!row) {
    return refusal(mutation, 'CONFLICT', `El cambio número ${mutation.id} de este dispositivo ya se procesó hace tiempo y su resultado ya no está disponible.`);
  }
  if (row.mutationId !== mutationIdOf(mutation) || row.requestHash !== hash) {
    return refusal(mutation, 'CONFLICT', `El número de cambio ${mutation.id} de este dispositivo ya se usó con otro contenido; este cambio no se aplicó.`, {
      mutationId: mutationIdOf(mutation),
    });
  }
  // The result this change stored when it was processed.
  return row.result as SyncResult;
}

interface NewOutcome {
  result: SyncResult;
  /** The order of a change applied now (publish after commit), else null. */
  appliedOrderId: number | null;
  /** The idempotency answer to store with the result, when the change claimed its mutation id now. */
  answer: { userId: number; mutationId: string; stored: StoredAnswer } | null;
}

/**
 * A change checked before its transaction (schema and role need no database): answered without being applied (a
 * refusal; or a held or failed change, recorded), or ready to apply.
 */
type Checked =
  | { kind: 'answered'; result: SyncResult }
  | { kind: 'ready'; applier: AnyApplier; args: { mutationId: string }; key: OnceKey };

function check(user: AuthUser, token: string, mutation: SyncMutation): Checked {
  const applier = applierFor(mutation.name);
  const def = CALLS[applier.path];
  const parsed = def.request.safeParse({ ...mutation.args, tokenSesion: token });
  if (!parsed.success) {
    const errores = toFieldIssues(parsed.error, mutation.args);
    return { kind: 'answered', result: refusal(mutation, 'VALIDATION', validationMessage(errores), { errores }) };
  }
  if (!roleMayCall(user.role, def.access)) return { kind: 'answered', result: refusal(mutation, 'FORBIDDEN', 'Tu rol no tiene permiso para esta acción.') };
  const { tokenSesion: _t, ...args } = parsed.data as { tokenSesion: string; mutationId: string };
  // The same idempotency record as the direct call: a change sent both ways applies once.
  return { kind: 'ready', applier, args, key: { userId: user.id, mutationId: args.mutationId, path: applier.path, body: args } };
}

/**
 * Locks the client row and, when this change is the next one and passed its checks, claims its mutation id — one
 * round trip (a locking CTE feeding a conditional INSERT, which the query builder cannot say). The claim only happens
 * for id = last + 1 (a replay or a gap claims nothing).
 */
async function lockAndClaim(tx: AppDb, clientId: string, mutationSeq: number, userId: number, key: OnceKey | null) {
  const claim = key
    ? sql`INSERT INTO ${idempotencyRecords} (user_id, mutation_id, path, request_hash, answer, status)
        SELECT ${userId}::int, ${key.mutationId}::text, ${key.path}::text, ${requestHash(key.path, key.body)}::text, 'null'::jsonb, 0 FROM client
        WHERE client.user_id = ${userId}::int AND client.last_mutation_id = ${mutationSeq}::bigint - 1
        ON CONFLICT (user_id, mutation_id) DO NOTHING RETURNING 1`
    : sql`SELECT 1 WHERE false`;
  const [client] = await executeRows<{ user_id: number; last_mutation_id: number | string; claimed: number }>(
    tx,
    sql`WITH client AS (SELECT ${syncClients.userId}, ${syncClients.lastMutationId} FROM ${syncClients} WHERE ${syncClients.clientId} = ${clientId} FOR UPDATE),
      claim AS (${claim})
      SELECT user_id, last_mutation_id, (SELECT count(*)::int FROM claim) AS claimed FROM client`,
  );
  return client ? { userId: client.user_id, lastMutationId: Number(client.last_mutation_id), claimed: Number(client.claimed) > 0 } : null;
}

/** Applies a change whose checks passed; `claimed` says whether this transaction claimed its mutation id. */
async function applyNew(tx: AppDb, user: AuthUser, mutation: SyncMutation, ready: Extract<Checked, { kind: 'ready' }>, claimed: boolean, now: Date): Promise<NewOutcome> {
  if (!claimed) {
    const existing = await existingClaim(tx, ready.key);
    if (existing.kind === 'mismatch') {
      const error = reusedMutationIdError(ready.args.mutationId);
      return { result: refusal(mutation, 'CONFLICT', error.message, error.detalle), appliedOrderId: null, answer: null };
    }
    return { result: resultOf(mutation, existing.stored), appliedOrderId: null, answer: null };
  }
  const stored = await runClaimed(tx, async (work) => {
    try {
      return await ready.applier.apply(work, user, ready.args, now);
    } catch (error) {
      // The same text fails the same way on every resend: a refusal (the savepoint rolls back), not a fault.
      throw unstorableTextRefusal(error) ?? error;
    }
  });
  return {
    result: resultOf(mutation, stored),
    appliedOrderId: stored.ok ? ready.applier.orderId(ready.args) : null,
    answer: { userId: user.id, mutationId: ready.args.mutationId, stored },
  };
}

/**
 * Stores the result (and the idempotency answer), and advances the client, in one statement: data-modifying CTEs,
 * which the query builder cannot say (it would take three round trips per change).
 */
async function storeResult(tx: AppDb, clientId: string, mutation: SyncMutation, hash: string, outcome: NewOutcome, now: Date): Promise<void> {
  const { answer } = outcome;
  const storeAnswer = answer
    ? sql`idem AS (UPDATE ${idempotencyRecords} SET answer = ${JSON.stringify(answer.stored)}::jsonb, status = ${answer.stored.ok ? 200 : 409}
        WHERE ${idempotencyRecords.userId} = ${answer.userId} AND ${idempotencyRecords.mutationId} = ${answer.mutationId}),`
    : sql``;
  await tx.execute(
    sql`WITH ${storeAnswer}
      stored AS (
        INSERT INTO ${syncMutations} (client_id, mutation_seq, mutation_id, name, request_hash, result, created_at)
        VALUES (${clientId}, ${mutation.id}, ${outcome.result.mutationId}, ${mutation.name}, ${hash}, ${JSON.stringify(outcome.result)}::jsonb, ${now.toISOString()}::timestamptz)
      )
      UPDATE ${syncClients} SET last_mutation_id = ${mutation.id}, last_seen_at = ${now.toISOString()}::timestamptz WHERE ${syncClients.clientId} = ${clientId}`,
  );
}

async function runStep(db: AppDb, user: AuthUser, clientId: string, mutation: SyncMutation, checked: Checked, now: Date): Promise<MutationStep> {
  const hash = hashOf(mutation);
  const key = checked.kind === 'ready' ? checked.key : null;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const client = await lockAndClaim(tx, clientId, mutation.id, user.id, key);
    if (!client || client.userId !== user.id) throw new Error('sync client missing or rebound during a push');
    const last = client.lastMutationId;
    if (mutation.id <= last) return { kind: 'replay', result: await replay(tx, clientId, mutation, hash), lastMutationId: last };
    if (mutation.id > last + 1) return { kind: 'gap', lastMutationId: last };

    const outcome: NewOutcome =
      checked.kind === 'answered' ? { result: checked.result, appliedOrderId: null, answer: null } : await applyNew(tx, user, mutation, checked, client.claimed, now);
    // What is stored is what is answered, now and on every replay: jsonb cannot hold U+0000 or half a surrogate pair,
    // which a refusal may quote (an unknown key the client sent).
    const storable: NewOutcome = {
      ...outcome,
      result: storableJson(outcome.result),
      answer: outcome.answer ? { ...outcome.answer, stored: storableJson(outcome.answer.stored) } : null,
    };
    // The result and the client's progress commit with the change itself, or not at all.
    await storeResult(tx, clientId, mutation, hash, storable, now);
    return { kind: 'processed', result: storable.result, lastMutationId: mutation.id, appliedOrderId: storable.appliedOrderId };
  });
}

function recorded(mutation: SyncMutation, status: 'held' | 'failed'): Checked {
  const base = { id: mutation.id, mutationId: mutationIdOf(mutation), status };
  return { kind: 'answered', result: status === 'held' ? { ...base, mensaje: HELD_MESSAGE } : { ...base, codigo: 'INTERNAL', mensaje: FAILED_MESSAGE } };
}

export async function processMutation(db: AppDb, user: AuthUser, clientId: string, token: string, mutation: SyncMutation, now: Date): Promise<MutationStep> {
  return runStep(db, user, clientId, mutation, mutation.held ? recorded(mutation, 'held') : check(user, token, mutation), now);
}

/**
 * A `lastTry` change whose transaction failed with a fault: recorded as `failed` in a transaction of its own, so the
 * rest of the queue goes on. Nothing of it was applied and its mutation id was not claimed (both rolled back), so the
 * device may send it again, under a new number, when the user retries it.
 */
export async function recordFailedChange(db: AppDb, user: AuthUser, clientId: string, mutation: SyncMutation, now: Date): Promise<MutationStep> {
  return runStep(db, user, clientId, mutation, recorded(mutation, 'failed'), now);
}
