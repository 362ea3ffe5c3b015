/** Bookkeeping of the seed. */
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Advisory row so the seed runs once per database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
});
