/**
 * Realtime fan-out. `publish` goes through PostgreSQL NOTIFY on one channel; every server process
 * LISTENs on it and forwards each event to its own sockets whose user may read what it reveals (audience.ts).
 * So two servers on one PostgreSQL reach each other's clients, and PGlite (one process) works the same way.
 * A socket ends with its session: at once on a revocation announced by any process (sessions.ts), at the
 * session's expiry by a timer, and, as a backstop, at the heartbeat's re-check.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderChangedEvent } from '../../contract/schemas/orders';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { authenticateToken, watchEndedSessions, type EndedSessions, type SessionCheck } from '../auth/sessions';
import type { AuthUser } from '../auth/auth-user';
import { mayReceive } from './audience';

export const REALTIME_CHANNEL = 'canasta_events';
export const HEARTBEAT_MS = 25_000;
/** A socket must authenticate within this time. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Close code for "not authenticated / session ended". */
export const CLOSE_UNAUTHENTICATED = 4401;
/** setTimeout's longest delay; a later session end is checked then and the timer set again. */
const MAX_TIMER_MS = 2_147_483_647;
/** After a failed re-check (database unreachable), try again this soon. */
const RECHECK_RETRY_MS = 5_000;

/** `order.changed` with the order's warehouse, which decides who may receive it. */
export type OrderChangedNotice = OrderChangedEvent & { warehouseId: number };
/** Every event type the hub carries; a new one needs its own read rule in audience.ts. */
export type RealtimeEvent = OrderChangedNotice;

export interface Realtime {
  /** Sends `event` of `companyId` to every socket (on any server process) whose user may read what it reveals. */
  publish(companyId: number, event: RealtimeEvent): Promise<void>;
}

/** The part of a `ws` WebSocket the hub uses (ws ships no types here). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: string, listener: (arg: unknown) => void): unknown;
}
const OPEN = 1;

interface Client {
  socket: RealtimeSocket;
  /** waiting for `auth` → checking it → ready (receives events) → ended (closing, receives nothing). */
  state: 'waiting' | 'checking' | 'ready' | 'ended';
  token: string | null;
  user: AuthUser | null;
  alive: boolean;
  /** Fires when the session would end unless used meanwhile. */
  expiry: NodeJS.Timeout | null;
}

export class RealtimeHub implements Realtime {
  private readonly clients = new Set<Client>();
  private readonly unlisten: Array<() => Promise<void>> = [];
  private heartbeat: NodeJS.Timeout | null = null;
  /** Revocation announcements seen; an authentication that overlapped one is checked again. */
  private endedCount = 0;

  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten.push(await this.database.listen(REALTIME_CHANNEL, (payload) => this.deliver(payload)));
    this.unlisten.push(await watchEndedSessions(this.database, (ended) => this.endSessions(ended)));
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const client of this.clients) {
      if (client.expiry) clearTimeout(client.expiry);
      client.socket.close(1001, 'Servidor detenido');
    }
    this.clients.clear();
    for (const unlisten of this.unlisten.splice(0)) await unlisten();
  }

  async publish(companyId: number, event: RealtimeEvent): Promise<void> {
    await this.database.notify(REALTIME_CHANNEL, JSON.stringify({ companyId, event }));
  }

  /** Number of authenticated sockets on this process (tests, health). */
  get authenticatedCount(): number {
    let count = 0;
    for (const client of this.clients) if (client.state === 'ready') count += 1;
    return count;
  }

  accept(socket: RealtimeSocket): void {
    const client: Client = { socket, state: 'waiting', token: null, user: null, alive: true, expiry: null };
    this.clients.add(client);
    const timer = setTimeout(() => {
      if (client.state !== 'ready') this.end(client, 'No autenticado');
    }, AUTH_TIMEOUT_MS);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (client.expiry) clearTimeout(client.expiry);
      client.state = 'ended';
      this.clients.delete(client);
    });
    socket.on('error', (error) => this.log.warn({ err: error }, 'realtime socket error'));
    socket.on('message', (raw) => void this.onMessage(client, String(raw)));
  }

  private async onMessage(client: Client, raw: string): Promise<void> {
    if (client.state !== 'waiting') return; // after auth the server only talks
    let token: unknown;
    try {
      const message = JSON.parse(raw.slice(0, 1000)) as { type?: unknown; token?: unknown };
      token = message.type === 'auth' ? message.token : undefined;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token.length > 200) {
      this.end(client, 'No autenticado');
      return;
    }
    client.state = 'checking';
    try {
      const endedBefore = this.endedCount;
      let check = await authenticateToken(this.database, this.config, token, this.now());
      // A revocation announced meanwhile may postdate that read (the announcement cleared the session cache).
      if (check.ok && this.endedCount !== endedBefore) check = await authenticateToken(this.database, this.config, token, this.now(), false);
      if (client.state !== 'checking') return; // closed meanwhile
      if (!check.ok) {
        this.end(client, check.codigo === 'SESSION_EXPIRED' ? 'Sesión expirada' : 'No autenticado');
        return;
      }
      client.state = 'ready';
      client.user = check.user;
      client.token = token;
      this.scheduleExpiry(client, check.endsAt);
      client.socket.send(JSON.stringify({ type: 'ready' }));
    } catch (error) {
      this.log.error({ err: error }, 'realtime auth failed');
      client.state = 'ended';
      client.socket.close(1011, 'Error interno');
    }
  }

  /** Stops delivering to the socket at once and closes it as unauthenticated. */
  private end(client: Client, reason: string): void {
    if (client.expiry) clearTimeout(client.expiry);
    client.expiry = null;
    client.state = 'ended';
    client.socket.close(CLOSE_UNAUTHENTICATED, reason);
  }

  private endSessions(ended: EndedSessions): void {
    this.endedCount += 1;
    for (const client of this.clients) {
      const user = client.user;
      if (client.state !== 'ready' || !user) continue;
      if ('sessionId' in ended ? user.sessionId === ended.sessionId : user.id === ended.userId) this.end(client, 'Sesión cerrada');
    }
  }

  private scheduleExpiry(client: Client, endsAt: number): void {
    if (client.expiry) clearTimeout(client.expiry);
    // At least 1 ms: a check at the very end may still find the session usable by a millisecond.
    const delay = Math.min(Math.max(endsAt - this.now().getTime(), 1), MAX_TIMER_MS);
    client.expiry = setTimeout(() => void this.recheck(client), delay);
    client.expiry.unref();
  }

  /** Reads the session again (without extending it): ends the socket if the session ended, else waits for its new end. */
  private async recheck(client: Client): Promise<void> {
    if (client.state !== 'ready' || !client.token) return;
    let check: SessionCheck;
    try {
      check = await authenticateToken(this.database, this.config, client.token, this.now(), false);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: session re-check failed');
      if (client.state === 'ready') this.scheduleExpiry(client, this.now().getTime() + RECHECK_RETRY_MS);
      return;
    }
    if (client.state !== 'ready') return;
    if (!check.ok) {
      this.end(client, 'Sesión expirada');
      return;
    }
    // The user's role, company or warehouse may have changed since: deliver by the current ones.
    client.user = check.user;
    this.scheduleExpiry(client, check.endsAt);
  }

  private deliver(payload: string): void {
    let parsed: { companyId: unknown; event: unknown };
    try {
      parsed = JSON.parse(payload) as { companyId: unknown; event: unknown };
    } catch {
      this.log.warn({ payload }, 'realtime: unreadable notification');
      return;
    }
    const { companyId, event } = parsed;
    if (typeof companyId !== 'number' || typeof event !== 'object' || event === null) return;
    const text = JSON.stringify({ ...event, companyId });
    for (const client of this.clients) {
      if (client.state === 'ready' && client.user && client.socket.readyState === OPEN && mayReceive(client.user, companyId, event)) {
        client.socket.send(text);
      }
    }
  }

  /** Pings every socket; drops those that did not answer the last ping, and re-checks the sessions of the rest. */
  private async beat(): Promise<void> {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
      await this.recheck(client);
    }
  }
}
