/**
 * Entry point: open the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrate,
 * seed the demo data into an empty database, serve, and close cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DirectoryLockedError } from './db/dir-lock';
import { migrateDatabase } from './db/migrate';
import { seedDemo } from './db/seed-demo';

async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return Number(row?.n ?? 0) === 0;
}

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  if (await isEmpty(database)) {
    const { seeded } = await seedDemo(database);
    if (seeded) console.log('Demo data seeded (users <role>@canasta.demo, password canasta-demo).');
  }
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
