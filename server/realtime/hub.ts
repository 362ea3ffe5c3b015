/**
 * Realtime fan-out. `publish` goes through PostgreSQL NOTIFY on one channel; every server process
 * LISTENs on it and forwards each event to its own sockets whose user may see that company.
 * So two servers on one PostgreSQL reach each other's clients, and PGlite (one process) works the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { authenticateToken } from '../auth/sessions';
import type { AuthUser } from '../calls/types';
import { mayAccessCompany } from '../auth/scope';

export const REALTIME_CHANNEL = 'canasta_events';
export const HEARTBEAT_MS = 25_000;
/** A socket must authenticate within this time. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Close code for "not authenticated / session ended". */
export const CLOSE_UNAUTHENTICATED = 4401;

export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export interface Realtime {
  /** Sends `event` to every socket (on any server process) whose user may see `companyId`. */
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
  token: string | null;
  user: AuthUser | null;
  alive: boolean;
}

export class RealtimeHub implements Realtime {
  private readonly clients = new Set<Client>();
  private unlisten: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => this.deliver(payload));
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const client of this.clients) client.socket.close(1001, 'Servidor detenido');
    this.clients.clear();
    if (this.unlisten) await this.unlisten();
  }

  async publish(companyId: number, event: RealtimeEvent): Promise<void> {
    await this.database.notify(REALTIME_CHANNEL, JSON.stringify({ companyId, event }));
  }

  /** Number of authenticated sockets on this process (tests, health). */
  get authenticatedCount(): number {
    let count = 0;
    for (const client of this.clients) if (client.user) count += 1;
    return count;
  }

  accept(socket: RealtimeSocket): void {
    const client: Client = { socket, token: null, user: null, alive: true };
    this.clients.add(client);
    const timer = setTimeout(() => {
      if (!client.user) socket.close(CLOSE_UNAUTHENTICATED, 'No autenticado');
    }, AUTH_TIMEOUT_MS);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      this.clients.delete(client);
    });
    socket.on('error', (error) => this.log.warn({ err: error }, 'realtime socket error'));
    socket.on('message', (raw) => void this.onMessage(client, String(raw)));
  }

  private async onMessage(client: Client, raw: string): Promise<void> {
    if (client.user) return; // after auth the server only talks
    let token: unknown;
    try {
      const message = JSON.parse(raw.slice(0, 1000)) as { type?: unknown; token?: unknown };
      token = message.type === 'auth' ? message.token : undefined;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token.length > 200) {
      client.socket.close(CLOSE_UNAUTHENTICATED, 'No autenticado');
      return;
    }
    try {
      const check = await authenticateToken(this.database, this.config, token, this.now());
      if (!check.ok) {
        client.socket.close(CLOSE_UNAUTHENTICATED, check.codigo === 'SESSION_EXPIRED' ? 'Sesión expirada' : 'No autenticado');
        return;
      }
      client.user = check.user;
      client.token = token;
      client.socket.send(JSON.stringify({ type: 'ready' }));
    } catch (error) {
      this.log.error({ err: error }, 'realtime auth failed');
      client.socket.close(1011, 'Error interno');
    }
  }

  private deliver(payload: string): void {
    let parsed: { companyId: number; event: RealtimeEvent };
    try {
      parsed = JSON.parse(payload) as { companyId: number; event: RealtimeEvent };
    } catch {
      this.log.warn({ payload }, 'realtime: unreadable notification');
      return;
    }
    const text = JSON.stringify({ ...parsed.event, companyId: parsed.companyId });
    for (const client of this.clients) {
      if (client.user && mayAccessCompany(client.user, parsed.companyId) && client.socket.readyState === OPEN) {
        client.socket.send(text);
      }
    }
  }

  /** Pings every socket; drops those that did not answer the last ping or whose session has ended. */
  private async beat(): Promise<void> {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
      if (client.token) {
        try {
          const check = await authenticateToken(this.database, this.config, client.token, this.now(), false);
          if (!check.ok) client.socket.close(CLOSE_UNAUTHENTICATED, 'Sesión expirada');
        } catch (error) {
          this.log.warn({ err: error }, 'realtime: session re-check failed');
        }
      }
    }
  }
}
