/**
 * Entry point: open the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrate, seed the demo data
 * into an empty database, serve, and close cleanly on SIGINT/SIGTERM. With PostgreSQL and WORKERS > 1 this process
 * migrates and seeds, then forks that many server processes on the same port (node:cluster) and supervises them;
 * they share everything through the database (sessions, realtime through LISTEN/NOTIFY).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DirectoryLockedError } from './db/dir-lock';
import { migrateDatabase } from './db/migrate';
import { companies } from './db/schema/tenancy';
import { seedDemo } from './db/seed-demo';

/** A worker that dies this soon after it started is not restarted again at once (a crash loop). */
const RESTART_DELAY_MS = 1_000;

async function isEmpty(database: Database): Promise<boolean> {
  return (await database.db.$count(companies)) === 0;
}

async function open(config: AppConfig): Promise<Database> {
  try {
    return await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: config.dbPoolSize } : { dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function prepare(config: AppConfig, database: Database): Promise<void> {
  await migrateDatabase(database);
  if (await isEmpty(database)) {
    const { seeded } = await seedDemo(database, config.demoSeedAt ? { now: config.demoSeedAt } : {});
    if (seeded) console.log('Demo data seeded (users <role>@canasta.demo, password canasta-demo).');
  }
}

/** One server process: serves until SIGINT/SIGTERM, then finishes its requests and closes the database. */
async function serve(config: AppConfig, database: Database): Promise<void> {
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close();
    await database.close();
    process.exit(1);
  }
}

/** The supervisor: migrates and seeds once, forks the workers, restarts one that dies, stops them all on a signal. */
async function supervise(config: AppConfig): Promise<void> {
  const database = await open(config);
  try {
    await prepare(config, database);
  } finally {
    await database.close();
  }
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.error(`server worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(fork, ranMs < RESTART_DELAY_MS ? RESTART_DELAY_MS : 0);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < config.workers; i += 1) fork();
  console.log(`${config.workers} server workers on port ${config.port}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    // The supervisor migrated and seeded already.
    await serve(config, await open(config));
    return;
  }
  if (config.workers > 1) {
    if (config.databaseUrl) return supervise(config);
    console.warn('WORKERS > 1 needs PostgreSQL (DATABASE_URL): PGlite lives inside one process, so one server process starts.');
  }
  const database = await open(config);
  await prepare(config, database);
  await serve(config, database);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
