/**
 * The rows of SQL the query builder cannot say (a CTE over generate_series, a data-modifying CTE), written with
 * drizzle's `sql` template (values are parameters) and run by drizzle on either driver, in a transaction too.
 */
import type { SQL } from 'drizzle-orm';
import type { AppDb } from './client';

export async function executeRows<Row>(db: AppDb, query: SQL): Promise<Row[]> {
  // Both drivers answer `{ rows }`; AppDb's result type is the drivers' common base, which does not say so.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
