/**
 * Typed server configuration read from the environment, with defaults.
 * Everything that reads it takes the object as an argument, so tests inject their own.
 */
import { defaultPoolSize } from './db/pool-size';

export interface LoginLimits {
  /** Failed logins allowed per account within the window. */
  perAccount: number;
  /** Failed logins allowed per client IP within the window. */
  perIp: number;
  windowMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** When set, the server uses PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** nodemailer SMTP URL; without it, mail is written to the server log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Base of links sent by mail (password reset). */
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginLimits: LoginLimits;
  staticDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For (behind a reverse proxy), so login limits count the real client IP. */
  trustProxy: boolean;
  production: boolean;
  /**
   * Server processes sharing the port (node:cluster), PostgreSQL only: node runs JavaScript on one core, so a
   * machine with more cores serves more calls with one process per core. PGlite lives inside one process: 1 there.
   */
  workers: number;
  /** PostgreSQL connections per server process (DB_POOL_SIZE; default db/pool-size.ts). */
  dbPoolSize: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = int(env, 'PORT', 3000);
  const workers = Math.max(1, int(env, 'WORKERS', 1));
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl: text(env, 'DATABASE_URL'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Canasta <no-reply@canasta.local>',
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 720),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 168),
    loginLimits: {
      perAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      perIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 30),
      windowMinutes: int(env, 'LOGIN_WINDOW_MINUTES', 15),
    },
    staticDir: text(env, 'STATIC_DIR') ?? './dist',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    production: env.NODE_ENV === 'production',
    workers,
    dbPoolSize: Math.max(1, int(env, 'DB_POOL_SIZE', defaultPoolSize(workers))),
  };
}
