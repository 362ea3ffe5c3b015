/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, else the PGlite data directory DATA_DIR (./data). */
import { openDatabase, type DatabaseTarget } from './client';
import { migrateDatabase } from './migrate';

const target: DatabaseTarget = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' };
const where = 'url' in target ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.dataDir}`;

try {
  const database = await openDatabase(target);
  try {
    const started = Date.now();
    await migrateDatabase(database);
    console.log(`Migrations applied to ${where} in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Migration failed on ${where}:`, error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
