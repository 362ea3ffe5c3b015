/** What a failed `/Sync/Push` means for the queue: try again later, wait for a sign-in, or stop until something changes. */
import { i18n } from '@lingui/core';
import { ApiError, NetworkError } from '../api-client';
import { describeError } from '../error-message';
import type { OutboxSyncErrorCode } from './types';

export type PushFailure =
  /**
   * No answer (network, timeout, 5xx, rate limit): halt, retry with backoff. `blamed` is the wire id of the change
   * the server says failed (its own fault, ADR 003), with the answer's HTTP status.
   */
  | { kind: 'transient'; code: OutboxSyncErrorCode; message: string; blamed?: { id: number; status: number } }
  /** The session is gone: halt until the user signs in again. */
  | { kind: 'session'; code: OutboxSyncErrorCode; message: string }
  /** The push as a whole was refused for good (gap, another user's client id, a malformed push): halt, no timer. */
  | { kind: 'refused'; code: OutboxSyncErrorCode; message: string }
  /** The push was too large for the server: send smaller ones. */
  | { kind: 'too-large'; code: OutboxSyncErrorCode; message: string };

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : undefined;
}

/** The push's own time limit ran out (AbortSignal.timeout rejects with TimeoutError). */
export function isTimeout(error: unknown): boolean {
  return errorName(error) === 'TimeoutError';
}

/** A translated reason for the badge and the outbox screen (the active locale at the time of the failure). */
function reason(error: unknown): string {
  try {
    return describeError(isTimeout(error) ? new NetworkError(error) : error, i18n);
  } catch {
    // No catalogue loaded (early start): a developer-readable reason beats none.
    return error instanceof Error ? error.message : String(error);
  }
}

export function classifyPushFailure(error: unknown): PushFailure {
  const message = reason(error);
  if (error instanceof NetworkError) return { kind: 'transient', code: 'NETWORK', message };
  if (isTimeout(error) || errorName(error) === 'AbortError') return { kind: 'transient', code: 'TIMEOUT', message };
  if (!(error instanceof ApiError)) return { kind: 'transient', code: 'INTERNAL', message };
  const code = error.codigo;
  if (error.status >= 500 || code === 'INTERNAL' || code === 'RATE_LIMITED') {
    const blamed = error.detalle?.['mutationId'];
    return typeof blamed === 'number' ? { kind: 'transient', code, message, blamed: { id: blamed, status: error.status } } : { kind: 'transient', code, message };
  }
  if (code === 'NOT_AUTHENTICATED' || code === 'SESSION_EXPIRED') return { kind: 'session', code, message };
  if (code === 'BODY_TOO_LARGE') return { kind: 'too-large', code, message };
  // SYNC_GAP (the device lost changes the server never saw), FORBIDDEN (another user's client id), VALIDATION, …:
  // the same push would be refused again, so no timer; the next change or sign-in tries once more.
  return { kind: 'refused', code, message };
}

/** A reason for failures outside the push itself (the device's storage). */
export function describeLocalFailure(error: unknown): string {
  return reason(error);
}
