/**
 * Sessions: an opaque random token given to the client, stored only as its SHA-256.
 * A session ends when idle too long (last_seen_at + idle), at its absolute expiry, or when revoked
 * (logout, password reset, user disabled). Validated sessions are cached for SESSION_CACHE_MS (below).
 * Every revocation is announced on SESSIONS_ENDED_CHANNEL, so each server process forgets it and closes its sockets at once.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { isRoleCode } from '../../contract/roles';
import type { AppConfig } from '../config';
import type { AppDb, Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { passwordResets, sessions, users } from '../db/schema/accounts';
import type { AuthUser } from './auth-user';
import { hashToken, newToken } from './tokens';

/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** `endsAt`: when the session ends unless used again (epoch ms: the earlier of its absolute and idle expiry). */
export type SessionCheck = { ok: true; user: AuthUser; endsAt: number } | { ok: false; codigo: 'NOT_AUTHENTICATED' | 'SESSION_EXPIRED' };

export async function createSession(
  db: AppDb,
  config: AppConfig,
  userId: number,
  now: Date,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + config.sessionAbsoluteHours * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned no row');
  return { token, sessionId: row.id };
}

interface SessionRow {
  sessionId: number;
  lastSeen: number;
  expiresAt: number;
  revoked: boolean;
  userId: number;
  role: string;
  companyId: number | null;
  warehouseId: number | null;
  disabled: boolean;
}

/**
 * Validated sessions are reused for this long without reading them again. Every call is a session call, and
 * on 2 cores the lookup's round trip was a large share of a list call's CPU. Logout, revokeUserSessions,
 * disableUser and a password reset (SESSION_ENDING_CALLS) forget the cached entries at once on this instance;
 * another instance forgets them when the announcement (watchEndedSessions) arrives, and at the latest this long
 * after the revocation. Expiry (idle and absolute) is still checked on every call against the cached times, and a
 * touch updates them.
 */
export const SESSION_CACHE_MS = 2_000;

/**
 * By token hash, least recently used first out. lru-cache times entries on performance.now() (the injected clock may
 * stand still or jump in tests), from when the read began, so a row is never used longer than SESSION_CACHE_MS after
 * it was read.
 */
const cached = new LRUCache<string, { database: Database; row: SessionRow }>({ max: 10_000, ttl: SESSION_CACHE_MS });
/**
 * Reads in flight, shared by concurrent calls for the same token. Not lru-cache's fetch(): a revocation must leave
 * these reads to their callers (and only keep their rows out of the cache), and must reach the reads of a user whose
 * token is unknown here; fetch() rejects or empties the waiting calls of a deleted key and cannot enumerate reads.
 */
const reading = new Map<string, { database: Database; promise: Promise<SessionRow | null> }>();
/** Bumped by every forget, so a read that started before a revocation does not put its result back. */
let generation = 0;

/** Calls whose success ends sessions outside this module's functions (the password reset revokes in its own transaction). */
export const SESSION_ENDING_CALLS: ReadonlySet<string> = new Set(['/User/ResetPassword']);

export function forgetCachedSessions(match?: { sessionId?: number; userId?: number }): void {
  generation += 1;
  // Calls arriving from now on must not join a read that began before the revocation.
  reading.clear();
  if (!match) {
    cached.clear();
    return;
  }
  for (const [key, entry] of cached.entries()) {
    if (entry.row.sessionId === match.sessionId || entry.row.userId === match.userId) cached.delete(key);
  }
}

async function readSession(database: Database, tokenHash: string): Promise<SessionRow | null> {
  const statement = preparedStatement(database.db, 'session_by_token', (db, name) =>
    db
      .select({
        sessionId: sessions.id,
        lastSeen: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userId: users.id,
        role: users.role,
        companyId: users.companyId,
        warehouseId: users.warehouseId,
        disabled: users.disabled,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .prepare(name),
  );
  const [row] = await statement.execute({ tokenHash });
  if (!row) return null;
  const { lastSeen, expiresAt, revokedAt, ...rest } = row;
  return { ...rest, lastSeen: lastSeen.getTime(), expiresAt: expiresAt.getTime(), revoked: revokedAt !== null };
}

/** The session's row fresh from the cache, or null. */
function cachedRow(database: Database, tokenHash: string): SessionRow | null {
  const hit = cached.get(tokenHash);
  return hit?.database === database ? hit.row : null;
}

/** The session's row from the database; one read shared by concurrent calls, kept in the cache while usable. */
async function sessionRow(database: Database, tokenHash: string): Promise<SessionRow | null> {
  const pending = reading.get(tokenHash);
  if (pending && pending.database === database) return pending.promise;
  const startedAt = generation;
  const readAt = performance.now();
  const promise = readSession(database, tokenHash).finally(() => {
    if (reading.get(tokenHash)?.promise === promise) reading.delete(tokenHash);
  });
  reading.set(tokenHash, { database, promise });
  const row = await promise;
  // Only sessions that can still be used are kept; a forget while reading wins over this read.
  if (row && !row.revoked && !row.disabled && startedAt === generation) {
    // Its time to live counts from when the read began.
    cached.set(tokenHash, { database, row }, { start: readAt });
  }
  return row;
}

/** `touch: false` checks without extending the session (the socket heartbeat must not keep it alive). */
export async function authenticateToken(database: Database, config: AppConfig, token: string, now: Date, touch = true): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const at = now.getTime();
  const usable = (row: SessionRow) => !row.revoked && !row.disabled && at < row.expiresAt && at < row.lastSeen + config.sessionIdleMinutes * 60_000;
  // A cached row that says "ended" is read again: another instance may have touched the session since.
  let row = cachedRow(database, tokenHash);
  if (!row || !usable(row) || !isRoleCode(row.role)) row = await sessionRow(database, tokenHash);
  if (!row) return { ok: false, codigo: 'NOT_AUTHENTICATED' };
  if (!usable(row)) return { ok: false, codigo: 'SESSION_EXPIRED' };
  // A user whose stored role is not a known code has no access at all.
  if (!isRoleCode(row.role)) return { ok: false, codigo: 'NOT_AUTHENTICATED' };
  if (touch && at - row.lastSeen >= TOUCH_EVERY_MS) {
    // The cached row is the same object: concurrent calls see the new time and do not write it again.
    const previous = row.lastSeen;
    row.lastSeen = at;
    try {
      await database.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    } catch (error) {
      if (row.lastSeen === at) row.lastSeen = previous;
      throw error;
    }
  }
  return {
    ok: true,
    user: { id: row.userId, role: row.role, companyId: row.companyId, warehouseId: row.warehouseId, sessionId: row.sessionId },
    endsAt: Math.min(row.expiresAt, row.lastSeen + config.sessionIdleMinutes * 60_000),
  };
}

/** NOTIFY channel announcing ended sessions to every server process. Carries ids, never a token. */
export const SESSIONS_ENDED_CHANNEL = 'canasta_sessions_ended';
export type EndedSessions = { sessionId: number } | { userId: number };

/**
 * Through the caller's connection: inside a transaction PostgreSQL delivers the notification only at commit,
 * when the revocation is visible to whoever reacts to it (and never when it rolls back).
 */
async function announceEnded(db: AppDb, ended: EndedSessions): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
}

function parseEnded(payload: string): EndedSessions | null {
  try {
    const value = JSON.parse(payload) as { sessionId?: unknown; userId?: unknown };
    if (Number.isInteger(value.sessionId)) return { sessionId: value.sessionId as number };
    if (Number.isInteger(value.userId)) return { userId: value.userId as number };
  } catch {
    // Not ours: ignored below.
  }
  return null;
}

/** Calls `onEnded` for every revocation on any server process, after forgetting it in this process's session cache. */
export async function watchEndedSessions(database: Database, onEnded: (ended: EndedSessions) => void): Promise<() => Promise<void>> {
  return database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    const ended = parseEnded(payload);
    if (!ended) return;
    forgetCachedSessions(ended);
    onEnded(ended);
  });
}

export async function revokeSession(db: AppDb, sessionId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await announceEnded(tx, { sessionId });
  });
  forgetCachedSessions({ sessionId });
}

/** Ends every session of the user; `db` may be the caller's transaction (the announcement then waits for its commit). */
export async function revokeUserSessions(db: AppDb, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await announceEnded(tx, { userId });
  });
  forgetCachedSessions({ userId });
}

/** Disables a user, ends every session they have and revokes their pending reset links, in one transaction. */
export async function disableUser(database: Database, userId: number, now: Date = new Date()): Promise<void> {
  await database.db.transaction(async (tx) => disableUserInTx(tx as unknown as AppDb, userId, now));
  forgetCachedSessions({ userId });
}

/**
 * disableUser's writes inside the caller's transaction (/User/SetDisabled, which audits in the same one); the
 * announcement goes out at its commit, and the caller forgets this instance's cached sessions after it.
 */
export async function disableUserInTx(tx: AppDb, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ disabled: true, updatedAt: now }).where(eq(users.id, userId));
  // Reset links mailed before now would otherwise still set a password on the disabled account.
  await tx.update(passwordResets).set({ expiresAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceEnded(tx, { userId });
}
