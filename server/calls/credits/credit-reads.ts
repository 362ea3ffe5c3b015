/** What `/Credit/Search`, `/Credit/Ledger` and `/Credit/Export` read (docs/store-credits.md). */
import { sql } from 'drizzle-orm';
import { CREDIT_EXPIRING_DAYS, CREDIT_EXPORT_MAX, type CreditCustomer, type CreditLedgerData } from '../../../contract/schemas/credits';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { notFound } from '../../errors/call-error';
import { entrySelect, expireCompany, openLedger, toCreditEntry, type LedgerTarget } from '../../organisation/store-credits';
import { searchCustomers } from '../../organisation/customer-search';

type Money = string | number;

/**
 * The customers' own search, with each one's balance. A search does not write: credit past its expiry that no
 * operation has recorded yet is left out of the balance here (the customer's ledger records it when opened).
 */
export async function searchCreditCustomers(db: AppDb, companyId: number, q: string | undefined, limit: number, now: Date): Promise<CreditCustomer[]> {
  const { rows } = await searchCustomers(db, { companyId, q, limit });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const balances = await executeRows<{ customer_id: number; balance: Money }>(
    db,
    sql`SELECT b.customer_id,
               b.balance_cents - COALESCE((SELECT sum(g.remaining_cents) FROM credit_entries g
                                            WHERE g.company_id = b.company_id AND g.customer_id = b.customer_id AND g.kind = 'grant'
                                              AND g.remaining_cents > 0 AND g.expires_at <= ${now}), 0) AS balance
          FROM credit_balances b
         WHERE b.company_id = ${companyId} AND b.customer_id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const byCustomer = new Map(balances.map((row) => [row.customer_id, Number(row.balance)]));
  return rows.map((row) => ({
    customerId: row.id,
    name: row.name,
    email: row.email,
    documentId: row.documentId,
    phone: row.phone,
    balanceCents: byCustomer.get(row.id) ?? 0,
  }));
}

/** One customer's ledger page (expiring what is due first: `tx` is a transaction). */
export async function readLedger(
  tx: AppDb,
  target: LedgerTarget,
  page: { limit: number; beforeId?: number | undefined },
  now: Date,
  currency: string,
): Promise<CreditLedgerData> {
  const [customer] = await executeRows<{
    name: string;
    email: string | null;
    document_id: string | null;
    phone: string | null;
  }>(tx, sql`SELECT name, email, document_id, phone FROM customers WHERE id = ${target.customerId} AND company_id = ${target.companyId}`);
  if (!customer) throw notFound('El cliente');
  const balanceCents = await openLedger(tx, target, now);
  const soon = new Date(now.getTime() + CREDIT_EXPIRING_DAYS * 86_400_000);
  const [expiring] = await executeRows<{
    cents: Money | null;
    next_on: string | null;
  }>(
    tx,
    sql`SELECT sum(g.remaining_cents) AS cents,
               to_char((min(g.expires_at) AT TIME ZONE min(c.timezone))::date - 1, 'YYYY-MM-DD') AS next_on
          FROM credit_entries g JOIN companies c ON c.id = g.company_id
         WHERE g.company_id = ${target.companyId} AND g.customer_id = ${target.customerId} AND g.kind = 'grant'
           AND g.remaining_cents > 0 AND g.expires_at <= ${soon}`,
  );
  const before = page.beforeId === undefined ? sql`TRUE` : sql`e.id < ${page.beforeId}`;
  const rows = await executeRows<Parameters<typeof toCreditEntry>[0]>(
    tx,
    sql`${entrySelect(sql`e.company_id = ${target.companyId} AND e.customer_id = ${target.customerId} AND ${before}`)} ORDER BY e.id DESC LIMIT ${page.limit + 1}`,
  );
  const entries = rows.slice(0, page.limit).map(toCreditEntry);
  return {
    customer: {
      customerId: target.customerId,
      name: customer.name,
      email: customer.email,
      documentId: customer.document_id,
      phone: customer.phone,
      balanceCents,
    },
    expiringSoonCents: Number(expiring?.cents ?? 0),
    nextExpiryOn: expiring?.next_on ?? null,
    currency,
    entries,
    nextBeforeId: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}

interface ExportRow {
  id: number;
  created_at: Date | string;
  customer_name: string;
  customer_email: string | null;
  customer_document: string | null;
  kind: string;
  amount_cents: Money;
  remaining_cents: Money | null;
  expires_on: string | null;
  reason: string;
  order_number: string | null;
  user_name: string | null;
}

/** The company's ledger, or one customer's, newest first, at most CREDIT_EXPORT_MAX rows (`tx`: a transaction). */
export async function exportLedger(tx: AppDb, companyId: number, customerId: number | undefined, now: Date) {
  if (customerId === undefined) await expireCompany(tx, companyId, now);
  else await openLedger(tx, { companyId, customerId }, now);
  const rows = await executeRows<ExportRow>(
    tx,
    sql`SELECT e.id, e.created_at, cu.name AS customer_name, cu.email AS customer_email, cu.document_id AS customer_document,
               e.kind, e.amount_cents, e.remaining_cents,
               CASE WHEN e.expires_at IS NULL THEN NULL
                    ELSE to_char((e.expires_at AT TIME ZONE c.timezone)::date - 1, 'YYYY-MM-DD') END AS expires_on,
               e.reason, o.number AS order_number, u.name AS user_name
          FROM credit_entries e
          JOIN companies c ON c.id = e.company_id
          JOIN customers cu ON cu.id = e.customer_id
          LEFT JOIN orders o ON o.id = e.order_id
          LEFT JOIN users u ON u.id = e.user_id
         WHERE e.company_id = ${companyId} ${customerId === undefined ? sql`` : sql`AND e.customer_id = ${customerId}`}
         ORDER BY e.id DESC
         LIMIT ${CREDIT_EXPORT_MAX + 1}`,
  );
  return {
    rows: rows.slice(0, CREDIT_EXPORT_MAX).map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      customerDocument: row.customer_document,
      kind: row.kind as 'grant' | 'spend' | 'expire' | 'reverse',
      amountCents: Number(row.amount_cents),
      remainingCents: row.remaining_cents === null ? null : Number(row.remaining_cents),
      expiresOn: row.expires_on,
      reason: row.reason,
      orderNumber: row.order_number,
      userName: row.user_name,
    })),
    truncated: rows.length > CREDIT_EXPORT_MAX,
  };
}
