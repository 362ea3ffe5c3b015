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
export async function authenticateToken(db: AppDb, config: AppConfig, token: string, now: Date, touch = true): Promise<SessionCheck> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
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
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, codigo: 'NOT_AUTHENTICATED' };
  const idleLimit = row.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000;
  if (row.revokedAt !== null || row.disabled || now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleLimit) {
    return { ok: false, codigo: 'SESSION_EXPIRED' };
  }
  // A user whose stored role is not a known code has no access at all.
  if (!isRoleCode(row.role)) return { ok: false, codigo: 'NOT_AUTHENTICATED' };
  if (touch && now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    ok: true,
    user: { id: row.userId, role: row.role, companyId: row.companyId, warehouseId: row.warehouseId, sessionId: row.sessionId },
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
