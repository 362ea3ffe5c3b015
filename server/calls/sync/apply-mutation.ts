/**
 * One outbox change, in its own transaction (ADR 003):
 * 1. lock the client row (concurrent pushes of one client take turns here);
 * 2. id ≤ last: a replay, answered with the stored result; id > last + 1: a gap, nothing done;
 * 3. id = last + 1: validate the args with the mapped call's schema, check the role with its access rule, claim the
 *    (user, mutationId) idempotency record and apply in a savepoint; store the result and advance
 *    `last_mutation_id` in the same transaction.
 * A CallError is a result (conflict when it carries `detalle.current`, except INVALID_MOVE; else rejected); anything
 * else is a fault that rolls the whole change back and propagates.
 */
import { CALLS, roleMayCall } from '../../../contract/calls';
import type { SyncMutation, SyncResult } from '../../../contract/schemas/sync';
import type { AppDb } from '../../db/client';
import { claimOnce, reusedMutationIdError, requestHash, runClaimed, storeAnswerParams, type StoredAnswer } from '../idempotency';
import { txRows } from '../tx-rows';
import type { AuthUser } from '../types';
import { toFieldIssues, validationMessage } from '../validation';
import { applierFor } from './appliers';

export type MutationStep =
  /** Processed now; `appliedOrderId` is set when the change was applied now (publish after commit). */
  | { kind: 'processed'; result: SyncResult; lastMutationId: number; appliedOrderId: number | null }
  | { kind: 'replay'; result: SyncResult; lastMutationId: number }
  | { kind: 'gap'; lastMutationId: number };

function mutationIdOf(mutation: SyncMutation): string {
  const value = mutation.args.mutationId;
  return typeof value === 'string' ? value : '';
}

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
  const [row] = await txRows<{ mutation_id: string; request_hash: string; result: SyncResult }>(
    tx,
    'SELECT mutation_id, request_hash, result FROM sync_mutations WHERE client_id = $1 AND mutation_seq = $2',
    [clientId, mutation.id],
  );
  if (!row) {
    return refusal(mutation, 'CONFLICT', `El cambio número ${mutation.id} de este dispositivo ya se procesó hace tiempo y su resultado ya no está disponible.`);
  }
  if (row.mutation_id !== mutationIdOf(mutation) || row.request_hash !== hash) {
    return refusal(mutation, 'CONFLICT', `El número de cambio ${mutation.id} de este dispositivo ya se usó con otro contenido; este cambio no se aplicó.`, {
      mutationId: mutationIdOf(mutation),
    });
  }
  return row.result;
}

interface NewOutcome {
  result: SyncResult;
  /** The order of a change applied now (publish after commit), else null. */
  appliedOrderId: number | null;
  /** The idempotency answer to store with the result, when the change claimed its mutation id now. */
  answer: { userId: number; mutationId: string; stored: StoredAnswer } | null;
}

/** Validates, checks the role and applies a new change. */
async function applyNew(tx: AppDb, user: AuthUser, token: string, mutation: SyncMutation, now: Date): Promise<NewOutcome> {
  const applier = applierFor(mutation.name);
  const def = CALLS[applier.path];
  const parsed = def.request.safeParse({ ...mutation.args, tokenSesion: token });
  if (!parsed.success) {
    const errores = toFieldIssues(parsed.error, mutation.args);
    return { result: refusal(mutation, 'VALIDATION', validationMessage(errores), { errores }), appliedOrderId: null, answer: null };
  }
  if (!roleMayCall(user.role, def.access)) {
    return { result: refusal(mutation, 'FORBIDDEN', 'Tu rol no tiene permiso para esta acción.'), appliedOrderId: null, answer: null };
  }
  const { tokenSesion: _t, ...args } = parsed.data as { tokenSesion: string; mutationId: string };
  // The same idempotency record as the direct call: a change sent both ways applies once.
  const key = { userId: user.id, mutationId: args.mutationId, path: applier.path, body: args };
  const claim = await claimOnce(tx, key);
  if (claim.kind === 'mismatch') {
    const error = reusedMutationIdError(args.mutationId);
    return { result: refusal(mutation, 'CONFLICT', error.message, error.detalle), appliedOrderId: null, answer: null };
  }
  if (claim.kind === 'replay') return { result: resultOf(mutation, claim.stored), appliedOrderId: null, answer: null };
  const stored = await runClaimed(tx, (savepoint) => applier.apply(savepoint, user, args, now));
  return { result: resultOf(mutation, stored), appliedOrderId: stored.ok ? applier.orderId(args) : null, answer: { userId: user.id, mutationId: args.mutationId, stored } };
}

/** Stores the result (and the idempotency answer), and advances the client, in one statement. */
async function storeResult(tx: AppDb, clientId: string, mutation: SyncMutation, hash: string, outcome: NewOutcome, now: Date): Promise<void> {
  const params: unknown[] = [clientId, mutation.id, outcome.result.mutationId, mutation.name, hash, JSON.stringify(outcome.result), now];
  let answerCte = '';
  if (outcome.answer) {
    params.push(...storeAnswerParams(outcome.answer, outcome.answer.stored));
    answerCte = 'idem AS (UPDATE idempotency_records SET answer = $10::jsonb, status = $11 WHERE user_id = $8 AND mutation_id = $9),';
  }
  await txRows(
    tx,
    `WITH ${answerCte}
       stored AS (
         INSERT INTO sync_mutations (client_id, mutation_seq, mutation_id, name, request_hash, result, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       )
     UPDATE sync_clients SET last_mutation_id = $2, last_seen_at = $7 WHERE client_id = $1`,
    params,
  );
}

export async function processMutation(db: AppDb, user: AuthUser, clientId: string, token: string, mutation: SyncMutation, now: Date): Promise<MutationStep> {
  const hash = requestHash(mutation.name, mutation.args);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const [client] = await txRows<{ user_id: number; last_mutation_id: number | string }>(
      tx,
      'SELECT user_id, last_mutation_id FROM sync_clients WHERE client_id = $1 FOR UPDATE',
      [clientId],
    );
    if (!client || client.user_id !== user.id) throw new Error('sync client missing or rebound during a push');
    const last = Number(client.last_mutation_id);
    if (mutation.id <= last) return { kind: 'replay', result: await replay(tx, clientId, mutation, hash), lastMutationId: last };
    if (mutation.id > last + 1) return { kind: 'gap', lastMutationId: last };

    const outcome = await applyNew(tx, user, token, mutation, now);
    // The result and the client's progress commit with the change itself, or not at all.
    await storeResult(tx, clientId, mutation, hash, outcome, now);
    return { kind: 'processed', result: outcome.result, lastMutationId: mutation.id, appliedOrderId: outcome.appliedOrderId };
  });
}
