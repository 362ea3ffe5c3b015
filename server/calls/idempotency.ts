/**
 * Exactly-once changes: a change carries a client-made `mutationId`. The first request with that id
 * claims it (a row keyed by user + id, inserted at the start of the transaction, so a concurrent
 * duplicate waits on the key), does its work in a savepoint, and stores its answer — success or refusal —
 * in the same transaction. A repeat returns the stored answer; the same id with another body is refused.
 *
 * `runOnceInTx` does this inside a transaction the caller already holds; `applyOnce` opens the transaction itself.
 * The outbox push uses the same record through the pieces (its own claim, `existingClaim`, `runClaimed`, the answer
 * stored with its result) folded into its own statements, so a change sent once directly and once through the outbox
 * applies once.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { idempotencyRecords } from '../db/schema/sync';
import { CallError } from '../errors/call-error';
import type { ErrorCode, FieldIssue } from '../../contract/envelope';

export type StoredAnswer =
  | { ok: true; data: unknown }
  | { ok: false; codigo: ErrorCode; mensaje: string; detalle?: Record<string, unknown>; errores?: FieldIssue[] };

export interface OnceKey {
  userId: number;
  mutationId: string;
  path: string;
  /** The request body without the session token (hashed, so the same id with another body is refused). */
  body: unknown;
}

/**
 * - fresh: the work ran now (its success or refusal is stored);
 * - replay: an earlier request with this id and body already ran; its stored answer;
 * - mismatch: this id was used before with another path or body; nothing ran.
 */
export type OnceOutcome = { kind: 'fresh'; stored: StoredAnswer } | { kind: 'replay'; stored: StoredAnswer } | { kind: 'mismatch' };

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== 'tokenSesion' && v !== undefined)
      .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the request body without the session token. */
export function requestHash(path: string, body: unknown): string {
  return createHash('sha256').update(path).update('\n').update(stableStringify(body)).digest('hex');
}

/** A refusal as it is stored and replayed. */
export function storedRefusal(error: CallError): StoredAnswer {
  return {
    ok: false,
    codigo: error.codigo,
    mensaje: error.message,
    ...(error.detalle ? { detalle: error.detalle } : {}),
    ...(error.errores ? { errores: error.errores } : {}),
  };
}

/** The refusal for a mutation id reused with another body. */
export function reusedMutationIdError(mutationId: string): CallError {
  return new CallError('CONFLICT', 'Este identificador de cambio ya se usó con otro contenido; el cambio no se aplicó.', { mutationId });
}

/**
 * Days a stored answer is kept. A client repeats a direct change within seconds or minutes (its answer was lost, it
 * retried); the outbox's resends are answered from sync_mutations by their sequence number before they get here.
 * Without an end the table grew by a row for every change ever made.
 */
export const RECORD_RETENTION_DAYS = 30;
/** About one change in this many prunes its user's expired records (a ranged DELETE on the primary key's user). */
const PRUNE_EVERY = 50;

/** Deletes `userId`'s records older than the retention (by the database's clock, which stamped them), now and then. */
export async function maybePruneRecords(tx: AppDb, userId: number, random: () => number = Math.random): Promise<void> {
  if (random() >= 1 / PRUNE_EVERY) return;
  await tx
    .delete(idempotencyRecords)
    .where(and(eq(idempotencyRecords.userId, userId), lt(idempotencyRecords.createdAt, sql`now() - make_interval(days => ${RECORD_RETENTION_DAYS})`)));
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; stored: StoredAnswer } | { kind: 'mismatch' };

/**
 * Claims (user, mutationId) inside `tx`: a new claim, the stored answer of an earlier request with the same body,
 * or a mismatch. A concurrent claim of the same key waits here until the other transaction ends.
 */
export async function claimOnce(tx: AppDb, key: OnceKey): Promise<Claim> {
  const hash = requestHash(key.path, key.body);
  const claimed = await tx
    .insert(idempotencyRecords)
    .values({ userId: key.userId, mutationId: key.mutationId, path: key.path, requestHash: hash, answer: sql`'null'::jsonb`, status: 0 })
    .onConflictDoNothing({ target: [idempotencyRecords.userId, idempotencyRecords.mutationId] })
    .returning({ userId: idempotencyRecords.userId });
  if (claimed.length > 0) return { kind: 'claimed' };
  return existingClaim(tx, key);
}

/** The outcome for a key someone already claimed (an INSERT … ON CONFLICT DO NOTHING that inserted nothing). */
export async function existingClaim(tx: AppDb, key: OnceKey): Promise<Exclude<Claim, { kind: 'claimed' }>> {
  const [record] = await tx
    .select({ path: idempotencyRecords.path, requestHash: idempotencyRecords.requestHash, answer: idempotencyRecords.answer })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.userId, key.userId), eq(idempotencyRecords.mutationId, key.mutationId)));
  if (!record || record.path !== key.path || record.requestHash !== requestHash(key.path, key.body)) return { kind: 'mismatch' };
  // The answer this record's request stored (storedAnswer's shape).
  return { kind: 'replay', stored: record.answer as StoredAnswer };
}

/**
 * Runs claimed work in a savepoint (drizzle's nested transaction): a CallError rolls the savepoint back and becomes
 * the answer; any other error propagates (and must abort `tx`).
 */
export async function runClaimed<T>(tx: AppDb, work: (tx: AppDb) => Promise<T>): Promise<StoredAnswer> {
  try {
    return { ok: true, data: await tx.transaction((savepoint) => work(savepoint as unknown as AppDb)) };
  } catch (error) {
    if (!(error instanceof CallError)) throw error;
    return storedRefusal(error);
  }
}

/** Stores a claimed key's answer (and its HTTP-like status: 200 applied, 409 refused). */
export async function storeAnswer(tx: AppDb, key: Pick<OnceKey, 'userId' | 'mutationId'>, stored: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyRecords)
    .set({ answer: stored, status: stored.ok ? 200 : 409 })
    .where(and(eq(idempotencyRecords.userId, key.userId), eq(idempotencyRecords.mutationId, key.mutationId)));
}

/**
 * Claims `key` inside `tx` and runs `work` in a savepoint when the claim is new, then stores its answer. A CallError
 * from `work` is stored as the answer; any other error propagates and must abort `tx`.
 */
export async function runOnceInTx<T>(tx: AppDb, key: OnceKey, work: (tx: AppDb) => Promise<T>): Promise<OnceOutcome> {
  const claim = await claimOnce(tx, key);
  if (claim.kind !== 'claimed') return claim;
  const stored = await runClaimed(tx, work);
  await storeAnswer(tx, key, stored);
  return { kind: 'fresh', stored };
}

/**
 * Runs `work` once per (user, mutationId) in its own transaction. `applied` is true when the work ran now
 * (not a replay), so the caller publishes realtime events only once. Refusals (stored or replayed) are thrown.
 */
export async function applyOnce<T>(db: AppDb, key: OnceKey, work: (tx: AppDb) => Promise<T>): Promise<{ data: T; applied: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const result = await runOnceInTx(tx as unknown as AppDb, key, work);
    if (result.kind === 'fresh') await maybePruneRecords(tx as unknown as AppDb, key.userId);
    return result;
  });
  if (outcome.kind === 'mismatch') throw reusedMutationIdError(key.mutationId);
  const { stored } = outcome;
  if (!stored.ok) {
    throw new CallError(stored.codigo, stored.mensaje, outcome.kind === 'replay' ? { ...stored.detalle, replayed: true } : stored.detalle, stored.errores);
  }
  return { data: stored.data as T, applied: outcome.kind === 'fresh' };
}
