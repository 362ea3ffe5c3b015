/**
 * One app per test file: in-memory PGlite, or a fresh `canasta_t_<random>` database on the PostgreSQL
 * named by TEST_DATABASE_URL (an admin URL), migrated and filled with the fixture.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client as PgClient } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { CallPath } from '../../../contract/calls';
import { MIDDLEWARE_URL } from '../../../contract/envelope';
import type { RoleCode } from '../../../contract/roles';
import { buildApp } from '../../../server/app';
import { createSession } from '../../../server/auth/sessions';
import { loadConfig, type AppConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import type { MailMessage, Mailer } from '../../../server/mail/mailer';
import { FIXTURE_NOW, FIXTURE_PASSWORD, fixtureEmail, insertFixture, userKey, type Fixture } from './fixture';

export interface TestClock {
  now: () => Date;
  set(date: Date): void;
  advance(ms: number): void;
}

export function createClock(start: Date = FIXTURE_NOW): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), logLevel: 'silent', staticDir: '/nonexistent-static-dir', publicUrl: 'http://canasta.test', ...overrides };
}

export interface Answer {
  status: number;
  json: {
    bOk: boolean;
    data?: unknown;
    mensaje?: string;
    codigo?: string;
    errores?: Array<{ campo: string; codigo: string; mensaje: string }>;
    detalle?: Record<string, unknown>;
  };
}

export interface CallOptions {
  token?: string;
  ip?: string;
}

/** A target database: its URL (PostgreSQL) or null (PGlite), and how to drop it. */
export interface TestDatabase {
  database: Database;
  url: string | null;
  /** Opens another connection to the same database (a second server instance); PostgreSQL only. */
  openAnother(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    return {
      database,
      url: null,
      openAnother: () => Promise.reject(new Error('PGlite in memory is one process')),
      drop: () => database.close(),
    };
  }
  const name = `canasta_t_${randomBytes(6).toString('hex')}`;
  const admin = new PgClient({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const others: Database[] = [];
  const database = await openDatabase({ url: url.toString(), poolSize: Number(process.env.TEST_DB_POOL_SIZE) || undefined });
  return {
    database,
    url: url.toString(),
    async openAnother() {
      const other = await openDatabase({ url: url.toString() });
      others.push(other);
      return other;
    },
    async drop() {
      for (const other of others) await other.close();
      await database.close();
      const dropper = new PgClient({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  target: TestDatabase;
  config: AppConfig;
  clock: TestClock;
  mails: MailMessage[];
  fixture: Fixture;
  /** POST /api/middleware with `body` (an object, stringified, or a raw JSON string); `token` is added as tokenSesion. */
  call(path: CallPath | string, body: Record<string, unknown> | string, options?: CallOptions): Promise<Answer>;
  /** POST /api/middleware with this exact payload text. */
  raw(payload: string, contentType?: string): Promise<Answer>;
  /** Logs in through /User/Login and returns the token. */
  login(email: string, password?: string, ip?: string): Promise<string>;
  /** A new session for the fixture user (made directly, no argon2). */
  tokenFor(role: RoleCode, company?: 1 | 2): Promise<string>;
  /** Shared session tokens per role per company, made once. */
  tokens: Record<string, string>;
  user(role: RoleCode, company?: 1 | 2): Fixture['users'][string];
  /** A hash of every table's content: equal before and after means nothing changed. */
  fingerprint(): Promise<string>;
  close(): Promise<void>;
}

export function captureMailer(mails: MailMessage[]): Mailer {
  return {
    async send(message) {
      mails.push(message);
    },
  };
}

export async function databaseFingerprint(database: Database): Promise<string> {
  const tables = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.map((t) => `SELECT '${t.name}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t.name}" x`);
  const rows = await database.query<{ t: string; n: number; h: string }>(parts.join(' UNION ALL '));
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .toSorted()
    .join('\n');
}

export async function createTestApp(options: { config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const target = await createTestDatabase();
  const database = target.database;
  await migrateDatabase(database);
  const fixture = await insertFixture(database);
  const clock = createClock();
  const mails: MailMessage[] = [];
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, mailer: captureMailer(mails), now: clock.now, logger: false });

  const user = (role: RoleCode, company: 1 | 2 = 1) => {
    const found = fixture.users[userKey(role, company)];
    if (!found) throw new Error(`No fixture user ${role}@${company}`);
    return found;
  };
  const tokenFor = async (role: RoleCode, company: 1 | 2 = 1) => (await createSession(database.db, config, user(role, company).id, clock.now())).token;
  const tokens: Record<string, string> = {};
  for (const key of Object.keys(fixture.users)) {
    const [role, company] = key.split('@') as [RoleCode, string | undefined];
    tokens[key] = await tokenFor(role, company === '2' ? 2 : 1);
  }

  async function inject(payload: string, contentType: string, ip?: string): Promise<Answer> {
    const response = await app.inject({ method: 'POST', url: MIDDLEWARE_URL, payload, headers: { 'content-type': contentType }, remoteAddress: ip ?? '127.0.0.1' });
    return { status: response.statusCode, json: response.json() };
  }

  const testApp: TestApp = {
    app,
    database,
    target,
    config,
    clock,
    mails,
    fixture,
    call(path, body, callOptions = {}) {
      let text: string;
      if (typeof body === 'string') text = body;
      else text = JSON.stringify(callOptions.token === undefined ? body : { ...body, tokenSesion: callOptions.token });
      return inject(JSON.stringify({ path, body: text }), 'application/json', callOptions.ip);
    },
    raw: (payload, contentType = 'application/json') => inject(payload, contentType),
    async login(email, password = FIXTURE_PASSWORD, ip) {
      const answer = await testApp.call('/User/Login', { email, password }, ip === undefined ? {} : { ip });
      if (!answer.json.bOk) throw new Error(`Login failed for ${email}: ${answer.json.codigo} ${answer.json.mensaje}`);
      return (answer.json.data as { token: string }).token;
    },
    tokenFor,
    tokens,
    user,
    fingerprint: () => databaseFingerprint(database),
    async close() {
      await app.close();
      await target.drop();
    },
  };
  return testApp;
}

export { FIXTURE_PASSWORD, fixtureEmail, userKey };

/**
 * The suite's app, made before its first test and closed after its last: `const t = suiteTestApp();` at the top of a
 * test file. The object is filled in by `beforeAll`, so read its fields inside tests and hooks, never at load time.
 */
export function suiteTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const suiteApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(suiteApp, await createTestApp(options));
  });
  afterAll(async () => {
    await suiteApp.close?.();
  });
  return suiteApp;
}

/**
 * Another server process on the same PostgreSQL database, as a second instance behind a load balancer would be
 * (realtime events and ended sessions cross between them through NOTIFY); null on PGlite, which one process owns.
 */
export async function secondInstance(t: TestApp): Promise<FastifyInstance | null> {
  if (!t.target.url) return null;
  const other = await t.target.openAnother();
  return buildApp({ config: testConfig(), database: other, now: t.clock.now, logger: false });
}

/**
 * `suiteTestApp()` and the app realtime sockets connect to: on PostgreSQL a second instance on the same database, so
 * events and ended sessions must cross processes through NOTIFY; on PGlite the app itself.
 */
export function suiteTestAppWithSocketApp(): { t: TestApp; socketApp: () => FastifyInstance } {
  const t = suiteTestApp();
  let second: FastifyInstance | null = null;
  beforeAll(async () => {
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
  });
  return { t, socketApp: () => second ?? t.app };
}
