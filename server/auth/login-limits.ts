/**
 * Login rate limits kept in the database (login_failures), so every server instance
 * counts the same failures: N per account and M per client IP over a sliding window.
 */
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { AppDb } from '../db/client';
import { loginFailures } from '../db/schema/accounts';

export type LimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number; by: 'account' | 'ip' };

async function check(db: AppDb, column: typeof loginFailures.email | typeof loginFailures.ip, value: string, max: number, since: Date, windowMs: number, now: Date) {
  if (max <= 0) return null;
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(max);
  if (rows.length < max) return null;
  // Once the max-th most recent failure leaves the window, one more attempt is allowed.
  const edge = rows[max - 1]!.at.getTime() + windowMs;
  return Math.max(1, Math.ceil((edge - now.getTime()) / 1000));
}

export async function checkLoginLimits(db: AppDb, config: AppConfig, email: string, ip: string, now: Date): Promise<LimitCheck> {
  const windowMs = config.loginLimits.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const account = await check(db, loginFailures.email, email, config.loginLimits.perAccount, since, windowMs, now);
  if (account !== null) return { limited: true, retryAfterSeconds: account, by: 'account' };
  const byIp = await check(db, loginFailures.ip, ip, config.loginLimits.perIp, since, windowMs, now);
  if (byIp !== null) return { limited: true, retryAfterSeconds: byIp, by: 'ip' };
  return { limited: false };
}

export async function recordLoginFailure(db: AppDb, config: AppConfig, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, at: now });
  // Failures older than a day never count again; trim them now and then to keep the table small.
  if (Math.random() < 0.02) {
    const cutoff = new Date(now.getTime() - Math.max(config.loginLimits.windowMinutes * 60_000, 86_400_000));
    await db.delete(loginFailures).where(lt(loginFailures.at, cutoff));
  }
}

export async function clearLoginFailures(db: AppDb, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
