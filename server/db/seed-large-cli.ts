/**
 * `npm run db:seed:large -- --orders N`: migrates, loads the demo seed if the database is empty, then N benchmark
 * orders (default 1,000,000, ~5 lines each). DATABASE_URL, else PGlite at DATA_DIR or ./data.
 */
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseTarget } from './client';
import { migrateDatabase } from './migrate';
import { seedDemo } from './seed-demo';
import { seedLarge } from './seed-large';

const target: DatabaseTarget = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' };
const where = 'url' in target ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.dataDir}`;

function parseOptions(): { orders: number; linesPerOrder: number; batchSize: number } | null {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '1000000' }, 'lines-per-order': { type: 'string', default: '5' }, 'batch-size': { type: 'string', default: '50000' } },
  });
  const orders = Number(values.orders);
  const linesPerOrder = Number(values['lines-per-order']);
  const batchSize = Number(values['batch-size']);
  if (![orders, linesPerOrder, batchSize].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { orders, linesPerOrder, batchSize };
}

let options: ReturnType<typeof parseOptions> = null;
try {
  options = parseOptions();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
if (!options) {
  console.error('Usage: tsx server/db/seed-large-cli.ts [--orders N] [--lines-per-order 5] [--batch-size 50000]  (positive integers)');
  process.exitCode = 2;
} else {
  try {
    const database = await openDatabase(target);
    try {
      await migrateDatabase(database);
      const { seeded } = await seedDemo(database);
      if (seeded) console.log(`Demo data loaded into ${where}.`);
      await seedLarge(database, options);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(`Large seed failed on ${where}:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
