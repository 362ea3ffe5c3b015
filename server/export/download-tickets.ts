/**
 * One-time download links ("export tickets"). The client gets the token once; only its SHA-256 is stored.
 * A link works while it is unexpired, the session that made it is still live (not logged out, revoked, idle or
 * past its absolute expiry), its user is enabled, and no download through it has completed.
 *
 * A download claims the link for as long as it streams (so two requests cannot both download it) and gives it
 * back when the client went away or the export failed: only a completed GET spends it. HEAD only peeks, so link
 * previewers and scanners do not burn it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client';

export interface TicketOwner {
  id: number;
  sessionId: number;
}

export interface Ticket<P> {
  userId: number;
  format: string;
  params: P;
}

/** Stored params: the kind's own params plus the session the link belongs to. */
type StoredParams<P> = P & { sessionId: number };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function rows<Row>(db: AppDb, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export async function createTicket<P extends object>(
  db: AppDb,
  owner: TicketOwner,
  ticket: { kind: string; format: string; params: P; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const params: StoredParams<P> = { ...ticket.params, sessionId: owner.sessionId };
  await db.execute(
    sql`INSERT INTO export_tickets (token_hash, user_id, kind, format, params, expires_at)
        VALUES (${hashToken(token)}, ${owner.id}, ${ticket.kind}, ${ticket.format}, ${JSON.stringify(params)}::jsonb, ${ticket.expiresAt})`,
  );
  return token;
}

export interface TicketClock {
  now: Date;
  /** Sessions idle this long are over (config.sessionIdleMinutes). */
  idleMinutes: number;
}

/**
 * The conditions for a usable link of `kind` (over export_tickets t, users u, sessions s). The session id sits in
 * params (no column of its own): tickets live minutes, and this keeps the table unchanged.
 */
function usable(kind: string, token: string, clock: TicketClock): SQL {
  const idleSince = new Date(clock.now.getTime() - clock.idleMinutes * 60_000);
  return sql`t.token_hash = ${hashToken(token)} AND t.kind = ${kind} AND t.used_at IS NULL AND t.expires_at > ${clock.now}
    AND u.id = t.user_id AND NOT u.disabled
    AND s.id = (t.params->>'sessionId')::int AND s.user_id = t.user_id
    AND s.revoked_at IS NULL AND s.expires_at > ${clock.now} AND s.last_seen_at > ${idleSince}`;
}

interface TicketRow<P> {
  user_id: number;
  format: string;
  params: StoredParams<P>;
}

function toTicket<P>(row: TicketRow<P> | undefined): Ticket<P> | null {
  if (!row) return null;
  const { sessionId: _session, ...params } = row.params;
  return { userId: row.user_id, format: row.format, params: params as P };
}

/** The ticket if a GET would download it now; spends nothing (HEAD). */
export async function peekTicket<P>(db: AppDb, kind: string, token: string, clock: TicketClock): Promise<Ticket<P> | null> {
  const found = await rows<TicketRow<P>>(db, sql`SELECT t.user_id, t.format, t.params FROM export_tickets t, users u, sessions s WHERE ${usable(kind, token, clock)}`);
  return toTicket(found[0]);
}

export interface Claim<P> {
  ticket: Ticket<P>;
  /** Makes the link usable again (the download did not complete). */
  release(): Promise<void>;
}

/** Takes the link for one download, or null when it cannot be used (or another download holds it). */
export async function claimTicket<P>(db: AppDb, kind: string, token: string, clock: TicketClock): Promise<Claim<P> | null> {
  const claimed = await rows<TicketRow<P>>(
    db,
    sql`UPDATE export_tickets t SET used_at = ${clock.now} FROM users u, sessions s WHERE ${usable(kind, token, clock)} RETURNING t.user_id, t.format, t.params`,
  );
  const ticket = toTicket(claimed[0]);
  if (!ticket) return null;
  return {
    ticket,
    async release() {
      await db.execute(sql`UPDATE export_tickets SET used_at = NULL WHERE token_hash = ${hashToken(token)} AND used_at = ${clock.now}`);
    },
  };
}
