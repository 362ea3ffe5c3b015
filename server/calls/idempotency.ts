/**
 * Exactly-once changes: a change carries a client-made `mutationId`. The first request with that id
 * claims it (a row keyed by user + id, inserted at the start of the transaction, so a concurrent
 * duplicate waits on the key), does its work in a savepoint, and stores its answer — success or refusal —
 * in the same transaction. A repeat returns the stored answer; the same id with another body is refused.
 */
import { createHash } from 'node:crypto';
import type { AppDb } from '../db/client';
import { rawRows } from './orders/order-queries';
import { CallError } from './call-error';
import type { ErrorCode } from '../../contract/envelope';

type StoredAnswer = { ok: true; data: unknown } | { ok: false; codigo: ErrorCode; mensaje: string; detalle?: Record<string, unknown> };

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== 'tokenSesion' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the request body without the session token. */
export function requestHash(path: string, body: unknown): string {
  return createHash('sha256').update(path).update('\n').update(stableStringify(body)).digest('hex');
}

function answerOf<T>(stored: StoredAnswer, replayed: boolean): T {
  if (stored.ok) return stored.data as T;
  throw new CallError(stored.codigo, stored.mensaje, replayed ? { ...stored.detalle, replayed: true } : stored.detalle);
}

/**
 * Runs `work` once per (user, mutationId). `applied` is true when the work ran now (not a replay),
 * so the caller publishes realtime events only once.
 */
export async function applyOnce<T>(
  db: AppDb,
  key: { userId: number; mutationId: string; path: string; body: unknown },
  work: (tx: AppDb) => Promise<T>,
): Promise<{ data: T; applied: boolean }> {
  const hash = requestHash(key.path, key.body);
  const outcome = await db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    const claimed = await rawRows<{ claimed: number }>(
      txDb,
      `INSERT INTO idempotency_records (user_id, mutation_id, path, request_hash, answer, status)
       VALUES ($1, $2, $3, $4, 'null'::jsonb, 0) ON CONFLICT (user_id, mutation_id) DO NOTHING RETURNING 1 AS claimed`,
      [key.userId, key.mutationId, key.path, hash],
    );
    if (claimed.length === 0) {
      const [record] = await rawRows<{ path: string; request_hash: string; answer: StoredAnswer }>(
        txDb,
        'SELECT path, request_hash, answer FROM idempotency_records WHERE user_id = $1 AND mutation_id = $2',
        [key.userId, key.mutationId],
      );
      if (!record || record.path !== key.path || record.request_hash !== hash) {
        return { kind: 'mismatch' as const };
      }
      return { kind: 'replay' as const, stored: record.answer };
    }
    let stored: StoredAnswer;
    try {
      const data = await tx.transaction(async (savepoint) => work(savepoint as unknown as AppDb));
      stored = { ok: true, data };
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      stored = { ok: false, codigo: error.codigo, mensaje: error.message, ...(error.detalle ? { detalle: error.detalle } : {}) };
    }
    await rawRows(txDb, 'UPDATE idempotency_records SET answer = $3::jsonb, status = $4 WHERE user_id = $1 AND mutation_id = $2', [
      key.userId,
      key.mutationId,
      JSON.stringify(stored),
      stored.ok ? 200 : 409,
    ]);
    return { kind: 'fresh' as const, stored };
  });
  if (outcome.kind === 'mismatch') {
    throw new CallError('CONFLICT', 'Este identificador de cambio ya se usó con otro contenido; el cambio no se aplicó.', { mutationId: key.mutationId });
  }
  return { data: answerOf<T>(outcome.stored, outcome.kind === 'replay'), applied: outcome.kind === 'fresh' };
}
