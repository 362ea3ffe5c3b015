/** `npm run db:seed`: migrates, then loads the demo data set once (DATABASE_URL, else PGlite at DATA_DIR or ./data). */
import { openDatabase, type DatabaseTarget } from './client';
import { migrateDatabase } from './migrate';
import { seedDemo } from './seed-demo';

const target: DatabaseTarget = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' };
const where = 'url' in target ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.dataDir}`;

try {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    const started = Date.now();
    const { seeded } = await seedDemo(database);
    console.log(seeded
      ? `Demo data loaded into ${where} in ${Date.now() - started} ms. Sign in as sa@canasta.demo (or ad@, ca@, cc@, ge@, sg@, su@, de@, c@, ps@, pk@) with password canasta-demo.`
      : `${where} already has data; the demo seed was not loaded again.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Seeding failed on ${where}:`, error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
