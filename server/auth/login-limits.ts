/**
 * Login throttling (OWASP authentication cheat sheet: slow guessing down, never lock the account for everyone).
 *
 * Two counters in login_throttles, shared by every server instance:
 * - per account and client address: after `perAccount` attempts that were not a right password, each further
 *   attempt from that pair waits, the wait doubling from `firstWaitSeconds` up to `maxWaitMinutes`. The pair is
 *   forgotten a day after its first counted attempt, after a right password, or when the account's password is reset.
 *   An attacker's failures slow only the attacker's address: the owner signs in from their own.
 * - per address, looser: after `perIp` such attempts within `windowMinutes` (any accounts), attempts from the address
 *   are spaced by a short wait (1 s, doubling up to 30 s) until the window ends. It slows guessing across many
 *   accounts; it never refuses an account elsewhere.
 *
 * An IPv6 client is counted by its /64 (one subscriber's usual allocation), so it cannot rotate through its own
 * addresses for fresh attempts.
 *
 * An attempt is counted before its password is checked, in one INSERT … ON CONFLICT DO UPDATE … WHERE per counter
 * that lets it through only while its row allows one: concurrent attempts queue on the row's lock, so exactly the
 * allowed number reach the password check. A right password takes its attempt back.
 */
import { isIPv6 } from 'node:net';
import { and, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { AppDb } from '../db/client';
import { loginThrottles } from '../db/schema/accounts';

export type LimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number; by: 'account' | 'ip' };

/** The email of the per-address row (a real email is never empty). */
const ADDRESS_ROW = '';
const PAIR_WINDOW_MS = 24 * 3_600_000;
const IP_FIRST_WAIT_SECONDS = 1;
const IP_MAX_WAIT_SECONDS = 30;

interface Rule {
  /** Attempts let through without a wait; 0 turns the counter off. */
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  windowMs: number;
}

function rules(config: AppConfig): { pair: Rule; ip: Rule } {
  const limits = config.loginLimits;
  return {
    pair: { free: limits.perAccount, firstWaitSeconds: limits.firstWaitSeconds, maxWaitSeconds: limits.maxWaitMinutes * 60, windowMs: PAIR_WINDOW_MS },
    ip: { free: limits.perIp, firstWaitSeconds: IP_FIRST_WAIT_SECONDS, maxWaitSeconds: IP_MAX_WAIT_SECONDS, windowMs: limits.windowMinutes * 60_000 },
  };
}

/** The wait after `attempts` counted attempts under `rule`, as an interval. */
function waitAfter(attempts: SQL, rule: Rule): SQL {
  return sql`CASE WHEN ${attempts} < ${rule.free}::int THEN interval '0'
    ELSE LEAST(${rule.maxWaitSeconds}::float8, ${rule.firstWaitSeconds}::float8 * power(2, LEAST(${attempts} - ${rule.free}::int, 30))) * interval '1 second' END`;
}

/** The 16-bit groups of one side of an IPv6 `::`; an embedded IPv4 tail is two groups. */
function ipv6Groups(part: string): string[] {
  return part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
}

/** The address a counter is kept for: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 prefix. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const left = ipv6Groups(head);
  const right = tail === undefined ? [] : ipv6Groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Counts one attempt on a row when it allows one; false (nothing changed) when it must wait. */
async function countAttempt(tx: AppDb, email: string, ip: string, rule: Rule, now: Date): Promise<boolean> {
  const t = loginThrottles;
  const windowEdge = new Date(now.getTime() - rule.windowMs);
  // In the conflict's SET and WHERE, the table's columns are the row as it is: a row whose window ended starts again.
  const windowEnded = sql`${t.windowStartedAt} <= ${windowEdge}::timestamptz`;
  const nextAttempts = sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${t.attempts} + 1 END`;
  const rows = await tx
    .insert(t)
    .values({ email, ip, attempts: 1, windowStartedAt: now, nextAttemptAt: sql`${now}::timestamptz + ${waitAfter(sql`1`, rule)}` })
    .onConflictDoUpdate({
      target: [t.email, t.ip],
      set: {
        attempts: nextAttempts,
        windowStartedAt: sql`CASE WHEN ${windowEnded} THEN ${now}::timestamptz ELSE ${t.windowStartedAt} END`,
        nextAttemptAt: sql`${now}::timestamptz + ${waitAfter(sql`(${nextAttempts})`, rule)}`,
      },
      setWhere: or(lte(t.nextAttemptAt, now), lte(t.windowStartedAt, windowEdge)),
    })
    .returning({ attempts: t.attempts });
  return rows.length > 0;
}

async function secondsUntilNext(db: AppDb, email: string, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ nextAttemptAt: loginThrottles.nextAttemptAt })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
  const next = row ? row.nextAttemptAt.getTime() : now.getTime();
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Raised inside the transaction to undo the pair's count when the address must wait. */
class AddressMustWait extends Error {}

/**
 * Counts a login attempt before its password is checked, or answers how long it must wait. The pair is counted
 * first and the address second, in one transaction: an attempt the address holds back leaves the pair as it was.
 */
export async function admitLoginAttempt(db: AppDb, config: AppConfig, email: string, clientIp: string, now: Date): Promise<LimitCheck> {
  const { pair, ip: address } = rules(config);
  const ip = addressKey(clientIp);
  let by: 'account' | 'ip' | null;
  try {
    by = await db.transaction(async (tx) => {
      if (pair.free > 0 && !(await countAttempt(tx, email, ip, pair, now))) return 'account' as const;
      if (address.free > 0 && !(await countAttempt(tx, ADDRESS_ROW, ip, address, now))) throw new AddressMustWait();
      return null;
    });
  } catch (error) {
    if (!(error instanceof AddressMustWait)) throw error;
    by = 'ip';
  }
  if (by === null) {
    // Rows not counted on for a day never count again; trim them now and then to keep the table small.
    if (Math.random() < 0.02) await db.delete(loginThrottles).where(lt(loginThrottles.windowStartedAt, new Date(now.getTime() - PAIR_WINDOW_MS)));
    return { limited: false };
  }
  const retryAfterSeconds = await secondsUntilNext(db, by === 'account' ? email : ADDRESS_ROW, ip, now);
  return { limited: true, retryAfterSeconds, by };
}

/** A right password: the pair starts over and the address gets its attempt back. */
export async function loginSucceeded(db: AppDb, email: string, clientIp: string): Promise<void> {
  const ip = addressKey(clientIp);
  await db.delete(loginThrottles).where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
  await db
    .update(loginThrottles)
    .set({ attempts: sql`GREATEST(${loginThrottles.attempts} - 1, 0)` })
    .where(and(eq(loginThrottles.email, ADDRESS_ROW), eq(loginThrottles.ip, ip)));
}

/** A password reset: every address starts over for the account (the guesses were against the old password). */
export async function clearLoginThrottles(db: AppDb, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
}
