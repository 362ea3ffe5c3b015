/** The company of the customer a subscription call names, refused (NOT_FOUND) outside the caller's companies. */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import { assertCompanyAccess } from '../auth/scope';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { notFound } from '../errors/call-error';

export async function subscriberCompany(db: AppDb, user: AuthUser, customerId: number): Promise<number> {
  const [row] = await executeRows<{ company_id: number }>(db, sql`SELECT company_id FROM customers WHERE id = ${customerId}`);
  if (!row) throw notFound('El cliente');
  assertCompanyAccess(user, row.company_id, 'El cliente');
  return row.company_id;
}
