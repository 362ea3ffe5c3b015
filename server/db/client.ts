/**
 * Opens the database: embedded PGlite (a data directory, or in memory for tests) by default,
 * PostgreSQL through node-postgres when a URL is given. Both expose the same drizzle schema,
 * raw SQL, COPY and LISTEN/NOTIFY, so the rest of the server does not care which it runs on.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { defaultPoolSize } from './pool-size';
import * as accountsTables from './schema/accounts';
import * as catalogueTables from './schema/catalogue';
import * as contentTables from './schema/content';
import * as customersTables from './schema/customers';
import * as ordersTables from './schema/orders';
import * as organisationTables from './schema/organisation';
import * as pushTables from './schema/push';
import * as reportsTables from './schema/reports';
import * as seedRunsTables from './schema/seed-runs';
import * as samplingTables from './schema/sampling';
import * as sellingTables from './schema/selling';
import * as subscriptionsTables from './schema/subscriptions';
import * as syncTables from './schema/sync';
import * as tenancyTables from './schema/tenancy';
import { acquireDirectoryLock } from './dir-lock';

/** Every table, for drizzle's typed client (server/db/schema/: one file per area). */
const schema = { ...accountsTables, ...catalogueTables, ...contentTables, ...customersTables, ...ordersTables, ...organisationTables, ...pushTables, ...reportsTables, ...samplingTables, ...seedRunsTables, ...sellingTables, ...subscriptionsTables, ...syncTables, ...tenancyTables };

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /**
   * Raw parameterised SQL ($1, $2, …) on the driver, for seeds, scripts and tests. The server's code runs SQL through
   * drizzle (`db`): the query builder, prepared statements (db/prepared.ts), `db.execute(sql…)` where it must.
   */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Bulk load CSV (no header) into `table(columns)` with COPY. */
  copyCsv(table: string, columns: readonly string[], csv: AsyncIterable<string> | Iterable<string>): Promise<void>;
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** `poolSize`: PostgreSQL connections in this process's pool (default: pool-size.ts). */
export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
function quoteIdent(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return `"${name}"`;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return 'url' in target ? openPostgres(target.url, target.poolSize ?? defaultPoolSize()) : openPglite(target);
}

async function openPglite(target: { dataDir: string } | { memory: true }): Promise<Database> {
  const release = 'dataDir' in target ? await acquireDirectoryLock(target.dataDir) : async () => {};
  let client: PGlite;
  try {
    // pg_trgm: product search (migration 0008).
    const options = { extensions: { pg_trgm } };
    client = 'dataDir' in target ? new PGlite(target.dataDir, options) : new PGlite(options);
    await client.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async copyCsv(table, columns, csv) {
      const parts: string[] = [];
      for await (const chunk of csv as AsyncIterable<string>) parts.push(chunk);
      const sql = `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`;
      await client.query(sql, [], { blob: new Blob(parts) });
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await client.close();
      await release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    // Generic plans: drizzle passes LIMIT as a parameter, so `auto` never chose the generic plan of a paged
    // statement and re-planned the list on every call; our prepared statements are written so their plans do not
    // depend on the values (ADR 004). DateStyle ISO: the text form drizzle reads timestamps from.
    options: '-c plan_cache_mode=force_generic_plan -c DateStyle=ISO',
  });
  // Fail fast with a clear message when the server is unreachable.
  await pool.query('SELECT 1');
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let listener: Client | null = null;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  // An idle pooled connection that drops emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => console.error('PostgreSQL pool connection error:', error.message));

  async function listenerClient(): Promise<Client> {
    if (listener) return listener;
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // If the LISTEN connection drops (server restart, network), reconnect and LISTEN again.
    const reconnect = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      if (closed) return;
      if (error) console.error('PostgreSQL LISTEN connection lost, reconnecting:', error.message);
      setTimeout(() => void relisten(), 1000).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    listener = client;
    return client;
  }

  async function relisten(): Promise<void> {
    if (closed || listener) return;
    try {
      const client = await listenerClient();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      console.error('PostgreSQL LISTEN reconnect failed, retrying:', (error as Error).message);
      listener = null;
      setTimeout(() => void relisten(), 2000).unref();
    }
  }

  return {
    kind: 'postgres',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as Row[];
    },
    async copyCsv(table, columns, csv) {
      const client = await pool.connect();
      try {
        const sql = `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN WITH (FORMAT csv)`;
        await pipeline(Readable.from(csv), client.query(copyFrom(sql)));
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      if (client) await client.end();
      await pool.end();
    },
  };
}
