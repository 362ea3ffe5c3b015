/**
 * Raw parameterised SQL on a drizzle database or transaction, straight to its driver connection.
 *
 * Why not `rawRows`: on PGlite, drizzle passes custom type parsers with every query, and PGlite then copies its whole
 * parser table per result (measured ~0.25 ms a statement, a quarter of an outbox change's cost). The outbox applies
 * each change in its own transaction of about ten statements, so the hot paths (outbox, picking, idempotency) talk
 * to the connection directly. Results differ from drizzle's only in parsing: timestamps may come back as Date and
 * bigints as number (PGlite) or string (node-postgres); the callers already accept both.
 */
import type { AppDb } from '../db/client';
import { rawRows } from './orders/order-queries';

interface DriverClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** drizzle keeps the connection of a database or transaction in its (internal) session; absent → fall back to drizzle. */
function driverOf(db: AppDb): DriverClient | null {
  const client = (db as unknown as { session?: { client?: Partial<DriverClient> } }).session?.client;
  return client && typeof client.query === 'function' ? (client as DriverClient) : null;
}

export async function txRows<Row>(db: AppDb, text: string, params: unknown[]): Promise<Row[]> {
  const client = driverOf(db);
  if (!client) return rawRows<Row>(db, text, params);
  const result = await client.query(text, params);
  return result.rows as Row[];
}
