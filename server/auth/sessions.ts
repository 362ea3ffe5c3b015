/**
 * Sessions: an opaque random token given to the client, stored only as its SHA-256.
 * A session ends when idle too long (last_seen_at + idle), at its absolute expiry, or when revoked
 * (logout, password reset, user disabled).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { isRoleCode } from '../../contract/roles';
import type { AppConfig } from '../config';
import type { AppDb, Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AuthUser } from '../calls/types';
import { hashToken, newToken } from './tokens';

/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export type SessionCheck = { ok: true; user: AuthUser } | { ok: false; codigo: 'NOT_AUTHENTICATED' | 'SESSION_EXPIRED' };

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

/** `touch: false` checks without extending the session (the socket heartbeat must not keep it alive). */
export async function authenticateToken(database: Database, config: AppConfig, token: string, now: Date, touch = true): Promise<SessionCheck> {
  // Every session call runs this: one prepared statement, no query builder.
  const [row] = await database.queryPrepared<{
    session_id: number;
    last_seen_at: Date | string;
    expires_at: Date | string;
    revoked_at: Date | string | null;
    user_id: number;
    role: string;
    company_id: number | null;
    warehouse_id: number | null;
    disabled: boolean;
  }>(
    `SELECT s.id AS session_id, s.last_seen_at, s.expires_at, s.revoked_at, u.id AS user_id, u.role, u.company_id, u.warehouse_id, u.disabled
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return { ok: false, codigo: 'NOT_AUTHENTICATED' };
  const lastSeen = new Date(row.last_seen_at).getTime();
  const idleLimit = lastSeen + config.sessionIdleMinutes * 60_000;
  if (row.revoked_at !== null || row.disabled || now.getTime() >= new Date(row.expires_at).getTime() || now.getTime() >= idleLimit) {
    return { ok: false, codigo: 'SESSION_EXPIRED' };
  }
  // A user whose stored role is not a known code has no access at all.
  if (!isRoleCode(row.role)) return { ok: false, codigo: 'NOT_AUTHENTICATED' };
  if (touch && now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await database.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session_id));
  }
  return {
    ok: true,
    user: { id: row.user_id, role: row.role, companyId: row.company_id, warehouseId: row.warehouse_id, sessionId: row.session_id },
  };
}

export async function revokeSession(db: AppDb, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: AppDb, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Disables a user and ends every session they have, in one transaction. */
export async function disableUser(database: Database, userId: number, now: Date = new Date()): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ disabled: true, updatedAt: now }).where(eq(users.id, userId));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}
