/**
 * The store credit ledger (docs/store-credits.md): every change of a customer's credit in a company is an entry in
 * credit_entries, and credit_balances holds their sum, moved in the same transaction by one
 * `UPDATE … SET balance_cents = balance_cents + delta`, so the table's CHECK (balance_cents >= 0) refuses an overdraw
 * whatever runs at the same time.
 *
 * - Each operation first locks the customer's balance row, so operations on one customer queue up (and the grants'
 *   remaining_cents stay equal to the balance), then expires what is due: grants past their expiry get an 'expire'
 *   entry for what is left of them. Expiry is lazy — done by the next operation or read of that customer — so no
 *   background job is needed.
 * - A spend takes from the grants with the earliest expiry first (no expiry last), decrementing remaining_cents.
 * - A reversal of a grant takes back what is left of it; of a spend, gives the amount back as credit without expiry
 *   (a 'reverse' entry with remaining_cents, spent like a grant). Expire entries name their grant in reverses_id too.
 * - A change with a mutationId the company's ledger already holds is not applied again: its entry is answered.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { CallError, notFound } from '../errors/call-error';
import { formatMoney } from '../../contract/money';
import type { CreditEntry, CreditKind } from '../../contract/schemas/credits';

export interface LedgerTarget {
  companyId: number;
  customerId: number;
}

export interface LedgerChange {
  entry: CreditEntry;
  balanceCents: number;
  /** False when an earlier change with the same mutationId is answered. */
  applied: boolean;
}

interface EntryRow {
  id: number;
  kind: string;
  amount_cents: string | number;
  remaining_cents: string | number | null;
  expires_on: string | null;
  reason: string;
  order_id: number | null;
  order_number: string | null;
  reverses_id: number | null;
  reversed_by_id: number | null;
  user_name: string | null;
  created_at: Date | string;
}

const num = (value: string | number | bigint): number => Number(value);
const nullableNum = (value: string | number | null): number | null => (value === null ? null : Number(value));

function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const record = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (record.code === '23514' && (record.constraint === constraint || String(record.message).includes(constraint))) return true;
  }
  return false;
}

export function toCreditEntry(row: EntryRow): CreditEntry {
  return {
    id: row.id,
    kind: row.kind as CreditKind,
    amountCents: num(row.amount_cents),
    remainingCents: nullableNum(row.remaining_cents),
    expiresOn: row.expires_on,
    reason: row.reason,
    orderId: row.order_id,
    orderNumber: row.order_number,
    reversesId: row.reverses_id,
    reversedById: row.reversed_by_id,
    userName: row.user_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Entries with what the screens show beside them (who, the order's number, the reversal), by a WHERE on `e`. */
export function entrySelect(where: SQL): SQL {
  return sql`
    SELECT e.id, e.kind, e.amount_cents, e.remaining_cents,
           CASE WHEN e.expires_at IS NULL THEN NULL
                ELSE to_char((e.expires_at AT TIME ZONE c.timezone)::date - 1, 'YYYY-MM-DD') END AS expires_on,
           e.reason, e.order_id, o.number AS order_number, e.reverses_id, r.id AS reversed_by_id, u.name AS user_name, e.created_at
      FROM credit_entries e
      JOIN companies c ON c.id = e.company_id
      LEFT JOIN orders o ON o.id = e.order_id
      LEFT JOIN users u ON u.id = e.user_id
      LEFT JOIN credit_entries r ON r.reverses_id = e.id AND r.kind = 'reverse'
     WHERE ${where}`;
}

async function entryById(tx: AppDb, id: number): Promise<CreditEntry> {
  const [row] = await executeRows<EntryRow>(tx, entrySelect(sql`e.id = ${id}`));
  if (!row) throw new Error(`credit entry ${id} vanished`);
  return toCreditEntry(row);
}

/** Refuses (NOT_FOUND) a customer that is not the company's. */
export async function assertCustomer(tx: AppDb, target: LedgerTarget): Promise<string> {
  const [row] = await executeRows<{ name: string }>(tx, sql`SELECT name FROM customers WHERE id = ${target.customerId} AND company_id = ${target.companyId}`);
  if (!row) throw notFound('El cliente');
  return row.name;
}

/** Locks the customer's balance row (created at zero the first time); answers the balance. */
async function lockBalance(tx: AppDb, target: LedgerTarget): Promise<number> {
  await executeRows(tx, sql`INSERT INTO credit_balances (company_id, customer_id) VALUES (${target.companyId}, ${target.customerId}) ON CONFLICT DO NOTHING`);
  const [row] = await executeRows<{ balance_cents: string | number }>(
    tx,
    sql`SELECT balance_cents FROM credit_balances WHERE company_id = ${target.companyId} AND customer_id = ${target.customerId} FOR UPDATE`,
  );
  return num(row!.balance_cents);
}

/** Moves the balance by `delta` in one statement: the CHECK refuses a result below zero. Answers the new balance. */
async function moveBalance(tx: AppDb, target: LedgerTarget, delta: number, now: Date): Promise<number> {
  const [row] = await executeRows<{ balance_cents: string | number }>(
    tx,
    sql`UPDATE credit_balances SET balance_cents = balance_cents + ${delta}, updated_at = ${now}
         WHERE company_id = ${target.companyId} AND customer_id = ${target.customerId} RETURNING balance_cents`,
  );
  return num(row!.balance_cents);
}

/** Records an 'expire' entry for what is left of each grant of the customer past its expiry. Answers the balance. */
async function expireDue(tx: AppDb, target: LedgerTarget, balance: number, now: Date): Promise<number> {
  const due = await executeRows<{
    id: number;
    remaining_cents: string | number;
  }>(
    tx,
    sql`SELECT id, remaining_cents FROM credit_entries
         WHERE company_id = ${target.companyId} AND customer_id = ${target.customerId} AND kind = 'grant'
           AND remaining_cents > 0 AND expires_at <= ${now}
         ORDER BY id`,
  );
  if (due.length === 0) return balance;
  let total = 0;
  for (const grant of due) {
    const left = num(grant.remaining_cents);
    total += left;
    await executeRows(tx, sql`UPDATE credit_entries SET remaining_cents = 0 WHERE id = ${grant.id}`);
    await executeRows(
      tx,
      sql`INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, reason, reverses_id, created_at)
          VALUES (${target.companyId}, ${target.customerId}, 'expire', ${-left}, '', ${grant.id}, ${now})`,
    );
  }
  return moveBalance(tx, target, -total, now);
}

/** Locks the customer's ledger and expires what is due: every operation and read of a customer starts here. */
export async function openLedger(tx: AppDb, target: LedgerTarget, now: Date): Promise<number> {
  const balance = await lockBalance(tx, target);
  return expireDue(tx, target, balance, now);
}

/** Expires what is due for every customer of the company (before a company-wide export), one customer at a time. */
export async function expireCompany(tx: AppDb, companyId: number, now: Date): Promise<void> {
  const customers = await executeRows<{ customer_id: number }>(
    tx,
    sql`SELECT DISTINCT customer_id FROM credit_entries
         WHERE company_id = ${companyId} AND kind = 'grant' AND remaining_cents > 0 AND expires_at <= ${now}
         ORDER BY customer_id`,
  );
  for (const row of customers) await openLedger(tx, { companyId, customerId: row.customer_id }, now);
}

async function replay(tx: AppDb, companyId: number, mutationId: string | undefined): Promise<LedgerChange | null> {
  if (mutationId === undefined) return null;
  const [row] = await executeRows<EntryRow & { customer_id: number }>(
    tx,
    sql`SELECT id, customer_id FROM credit_entries WHERE company_id = ${companyId} AND mutation_id = ${mutationId}`,
  );
  if (!row) return null;
  const [balance] = await executeRows<{ balance_cents: string | number }>(
    tx,
    sql`SELECT balance_cents FROM credit_balances WHERE company_id = ${companyId} AND customer_id = ${row.customer_id}`,
  );
  return {
    entry: await entryById(tx, row.id),
    balanceCents: num(balance?.balance_cents ?? 0),
    applied: false,
  };
}

/** The expiry instant of a credit whose last day is `expiresOn`: the end of that day in the company's timezone. */
function expiryOf(companyId: number, expiresOn: string | undefined): SQL {
  if (expiresOn === undefined) return sql`NULL`;
  return sql`((${expiresOn}::date + 1)::timestamp AT TIME ZONE (SELECT timezone FROM companies WHERE id = ${companyId}))`;
}

/** The company's calendar day at `now` (YYYY-MM-DD). */
export function companyToday(timezone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export interface GrantInput {
  amountCents: number;
  reason: string;
  /** The last day the credit can be spent (already checked to be after the company's today). */
  expiresOn?: string | undefined;
  mutationId?: string | undefined;
  userId: number | null;
}

export async function grantCredit(tx: AppDb, target: LedgerTarget, input: GrantInput, now: Date): Promise<LedgerChange> {
  await assertCustomer(tx, target);
  await openLedger(tx, target, now);
  // After the lock: a concurrent try of the same change has committed by now, and is answered.
  const earlier = await replay(tx, target.companyId, input.mutationId);
  if (earlier) return earlier;
  const [row] = await executeRows<{ id: number }>(
    tx,
    sql`INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, remaining_cents, expires_at, reason, user_id, mutation_id, created_at)
        VALUES (${target.companyId}, ${target.customerId}, 'grant', ${input.amountCents}, ${input.amountCents}, ${expiryOf(target.companyId, input.expiresOn)},
                ${input.reason}, ${input.userId}, ${input.mutationId ?? null}, ${now})
        RETURNING id`,
  );
  const balanceCents = await moveBalance(tx, target, input.amountCents, now);
  return { entry: await entryById(tx, row!.id), balanceCents, applied: true };
}

export interface SpendInput {
  amountCents: number;
  /** An order of this customer and company (the caller checked it). */
  orderId: number;
  reason: string;
  mutationId?: string | undefined;
  userId: number | null;
}

/** Refused with INSUFFICIENT_CREDIT (nothing changed) when the amount is more than the balance. */
export async function spendCredit(tx: AppDb, target: LedgerTarget, input: SpendInput, now: Date, currency = 'USD'): Promise<LedgerChange> {
  await assertCustomer(tx, target);
  const available = await openLedger(tx, target, now);
  const earlier = await replay(tx, target.companyId, input.mutationId);
  if (earlier) return earlier;
  let balanceCents: number;
  try {
    // Its own savepoint: a refused UPDATE leaves the surrounding transaction usable for the caller's refusal.
    balanceCents = await tx.transaction((savepoint) => moveBalance(savepoint as unknown as AppDb, target, -input.amountCents, now));
  } catch (error) {
    if (!isCheckViolation(error, 'credit_balances_not_negative')) throw error;
    throw new CallError(
      'INSUFFICIENT_CREDIT',
      `Saldo insuficiente: el cliente tiene ${formatMoney(available, 'es-EC', currency)} de crédito; no se cambió nada.`,
      {
        reason: 'insufficient_credit',
        balanceCents: available,
      },
    );
  }
  // Earliest expiry first; credit without expiry last.
  const sources = await executeRows<{
    id: number;
    remaining_cents: string | number;
  }>(
    tx,
    sql`SELECT id, remaining_cents FROM credit_entries
         WHERE company_id = ${target.companyId} AND customer_id = ${target.customerId} AND remaining_cents > 0
         ORDER BY expires_at ASC NULLS LAST, id ASC`,
  );
  let left = input.amountCents;
  for (const source of sources) {
    if (left === 0) break;
    const take = Math.min(left, num(source.remaining_cents));
    await executeRows(tx, sql`UPDATE credit_entries SET remaining_cents = remaining_cents - ${take} WHERE id = ${source.id}`);
    left -= take;
  }
  // The balance is the sum of what is left of the grants; a shortfall here is a broken ledger, not a refusal.
  if (left !== 0) throw new Error(`credit ledger of customer ${target.customerId} out of step by ${left}`);
  const [row] = await executeRows<{ id: number }>(
    tx,
    sql`INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, reason, order_id, user_id, mutation_id, created_at)
        VALUES (${target.companyId}, ${target.customerId}, 'spend', ${-input.amountCents}, ${input.reason}, ${input.orderId}, ${input.userId}, ${input.mutationId ?? null}, ${now})
        RETURNING id`,
  );
  return { entry: await entryById(tx, row!.id), balanceCents, applied: true };
}

export interface ReverseInput {
  entryId: number;
  reason: string;
  mutationId?: string | undefined;
  userId: number | null;
}

function refusal(reason: string, mensaje: string): CallError {
  return new CallError('CONFLICT', mensaje, { reason });
}

export async function reverseCredit(tx: AppDb, companyId: number, input: ReverseInput, now: Date): Promise<LedgerChange> {
  const [found] = await executeRows<{ customer_id: number }>(
    tx,
    sql`SELECT customer_id FROM credit_entries WHERE id = ${input.entryId} AND company_id = ${companyId}`,
  );
  if (!found) throw notFound('El movimiento');
  const target = { companyId, customerId: found.customer_id };
  await openLedger(tx, target, now);
  const earlier = await replay(tx, companyId, input.mutationId);
  if (earlier) return earlier;
  const entry = await entryById(tx, input.entryId);
  if (entry.kind !== 'grant' && entry.kind !== 'spend') throw refusal('not_reversible', 'Solo se pueden revertir otorgamientos y consumos.');
  if (entry.reversedById !== null) throw refusal('already_reversed', 'Este movimiento ya se revirtió.');
  let delta: number;
  if (entry.kind === 'grant') {
    delta = -(entry.remainingCents ?? 0);
    if (delta === 0) throw refusal('nothing_left', 'De este crédito ya no queda nada: se consumió, venció o se revirtió.');
    await executeRows(tx, sql`UPDATE credit_entries SET remaining_cents = 0 WHERE id = ${entry.id}`);
  } else {
    delta = -entry.amountCents;
  }
  const [row] = await executeRows<{ id: number }>(
    tx,
    sql`INSERT INTO credit_entries (company_id, customer_id, kind, amount_cents, remaining_cents, reason, order_id, reverses_id, user_id, mutation_id, created_at)
        VALUES (${companyId}, ${target.customerId}, 'reverse', ${delta}, ${delta > 0 ? delta : null}, ${input.reason}, ${entry.orderId}, ${entry.id},
                ${input.userId}, ${input.mutationId ?? null}, ${now})
        RETURNING id`,
  );
  const balanceCents = await moveBalance(tx, target, delta, now);
  return { entry: await entryById(tx, row!.id), balanceCents, applied: true };
}
