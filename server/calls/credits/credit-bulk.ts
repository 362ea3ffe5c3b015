/**
 * `/Credit/BulkGrant`: up to CREDIT_BULK_MAX grants, each row checked on its own (the preview's rules, then the
 * customer by email or document) and answered on its own. Each row carries its own mutationId, stored on its entry:
 * a retried chunk answers "already" for the rows an earlier try granted and grants only the others.
 */
import { sql } from 'drizzle-orm';
import { creditRowProblems, type CreditBulkRow, type CreditRowProblem } from '../../../contract/schemas/credits';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { grantCredit } from '../../organisation/store-credits';

export interface BulkResult {
  mutationId: string;
  status: 'granted' | 'already' | 'refused';
  problems: CreditRowProblem[];
  customerId: number | null;
  entryId: number | null;
}

/** The customers these identifiers name: an email (has "@", case ignored) or a document number (exact). */
async function findCustomers(db: AppDb, companyId: number, identifiers: string[]): Promise<Map<string, number[]>> {
  const emails = [...new Set(identifiers.filter((id) => id.includes('@')).map((id) => id.toLowerCase()))];
  const documents = [...new Set(identifiers.filter((id) => !id.includes('@')))];
  const found = new Map<string, number[]>();
  const add = (key: string, id: number) => found.set(key, [...(found.get(key) ?? []), id]);
  if (emails.length > 0) {
    const rows = await executeRows<{ id: number; email: string }>(
      db,
      sql`SELECT id, lower(email) AS email FROM customers WHERE company_id = ${companyId} AND lower(email) IN (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    for (const row of rows) add(row.email, row.id);
  }
  if (documents.length > 0) {
    const rows = await executeRows<{ id: number; document_id: string }>(
      db,
      sql`SELECT id, document_id FROM customers WHERE company_id = ${companyId} AND document_id IN (${sql.join(
        documents.map((d) => sql`${d}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    for (const row of rows) add(row.document_id, row.id);
  }
  return found;
}

const keyOf = (identifier: string) => (identifier.includes('@') ? identifier.toLowerCase() : identifier);

export async function bulkGrant(db: AppDb, companyId: number, rows: CreditBulkRow[], userId: number, today: string, now: Date): Promise<BulkResult[]> {
  const results: BulkResult[] = rows.map((row) => ({
    mutationId: row.mutationId,
    status: 'refused',
    problems: [],
    customerId: null,
    entryId: null,
  }));
  const ids = rows.map((row) => row.mutationId);
  const done = await executeRows<{
    id: number;
    mutation_id: string;
    customer_id: number;
  }>(
    db,
    sql`SELECT id, mutation_id, customer_id FROM credit_entries WHERE company_id = ${companyId} AND mutation_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const doneById = new Map(done.map((row) => [row.mutation_id, row]));
  const customers = await findCustomers(
    db,
    companyId,
    rows.map((row) => row.customer.trim()).filter((id) => id !== ''),
  );

  const toGrant: { index: number; customerId: number }[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const result = results[index]!;
    const earlier = doneById.get(row.mutationId);
    if (earlier) {
      Object.assign(result, {
        status: 'already',
        customerId: earlier.customer_id,
        entryId: earlier.id,
      });
      return;
    }
    const problems = creditRowProblems(row, today);
    const matches = row.customer.trim() === '' ? [] : (customers.get(keyOf(row.customer.trim())) ?? []);
    if (row.customer.trim() !== '' && matches.length === 0) problems.push('customer_not_found');
    if (matches.length > 1) problems.push('customer_ambiguous');
    // The same id twice in one chunk is one change.
    if (seen.has(row.mutationId)) {
      Object.assign(result, { status: 'already' });
      return;
    }
    seen.add(row.mutationId);
    result.problems = problems;
    if (problems.length === 0) toGrant.push({ index, customerId: matches[0]! });
  });

  // One customer at a time, in id order, so two chunks granting to the same customers never wait on each other in a circle.
  toGrant.sort((a, b) => a.customerId - b.customerId || a.index - b.index);
  await db.transaction(async (tx) => {
    for (const { index, customerId } of toGrant) {
      const row = rows[index]!;
      const expiresOn = row.expiresOn?.trim() || undefined;
      const change = await grantCredit(
        tx as unknown as AppDb,
        { companyId, customerId },
        {
          amountCents: row.amountCents,
          reason: row.reason.trim(),
          expiresOn,
          mutationId: row.mutationId,
          userId,
        },
        now,
      );
      Object.assign(results[index]!, {
        status: change.applied ? 'granted' : 'already',
        customerId,
        entryId: change.entry.id,
      });
    }
  });
  return results;
}
