/**
 * The next order number of a company (docs/checkout.md "Numbering"). Orders are numbered per company with decimal
 * numbers (the seeds start at 10001). A placement takes the company's transaction-scoped advisory lock, so two of them
 * never pick the same number; the lock is held to the commit, so it is taken as late as possible (after every check).
 *
 * The number follows the company's latest order's (one index probe on (company, created_at, id)); if that one is
 * taken — older orders loaded with higher numbers, or none numbered in decimals — it is the highest decimal number + 1
 * (an index-only scan of the company's numbers, rare).
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';

/** First key of the advisory lock that serialises numbering within a company (second key: the company id). */
export const ORDER_NUMBER_LOCK = 18_004;
/** The first number of a company without orders (the demo seed's too). */
export const FIRST_ORDER_NUMBER = 10_001;
const DECIMAL = '^[0-9]{1,15}$';

async function taken(tx: AppDb, companyId: number, number: string): Promise<boolean> {
  const rows = await executeRows(tx, sql`SELECT 1 FROM orders WHERE company_id = ${companyId} AND number = ${number}`);
  return rows.length > 0;
}

/** Locks the company's numbering (to the end of the transaction) and answers a number no order of it has. */
export async function nextOrderNumber(tx: AppDb, companyId: number): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_NUMBER_LOCK}, ${companyId})`);
  const [latest] = await executeRows<{ number: string }>(
    tx,
    sql`SELECT number FROM orders WHERE company_id = ${companyId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  if (latest === undefined) return String(FIRST_ORDER_NUMBER);
  if (new RegExp(DECIMAL).test(latest.number)) {
    const candidate = String(Number(latest.number) + 1);
    if (!(await taken(tx, companyId, candidate))) return candidate;
  }
  const [highest] = await executeRows<{ n: string | number | null }>(
    tx,
    sql`SELECT max(number::bigint) AS n FROM orders WHERE company_id = ${companyId} AND number ~ ${DECIMAL}`,
  );
  return String(Math.max(FIRST_ORDER_NUMBER - 1, Number(highest?.n ?? 0)) + 1);
}
