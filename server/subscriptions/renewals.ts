/**
 * Renewals (docs/subscriptions.md "Renewals"): every subscription whose current period has ended moves on. An
 * 'activa' one gets its next period — the first paid one after a trial is 'alta' at the offer it took (else the plan's
 * price), later ones 'renovacion' at the plan's price now — and one several periods behind (the server was off)
 * catches up period by period. A 'cancelada' one, or one whose programme was switched off, becomes 'vencida'.
 *
 * Due rows are claimed with FOR UPDATE SKIP LOCKED, so two processes running at once never renew the same
 * subscription; the unique (subscription, start) index makes a repeated period a no-op besides.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { periodEndSql } from './subscription-dates';

/** An instant as exact text (microseconds, UTC) for the next statement to read back. */
const isoUs = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** Subscriptions one transaction claims at most (the next batch takes the rest). */
const CLAIM_BATCH = 50;
/** Periods one subscription catches up in one pass at most (a 1-month plan five years behind is 60). */
const MAX_CATCH_UP = 120;

interface DueRow {
  id: number;
  company_id: number;
  status: string;
  started_at: string;
  trial_ends_at: string | null;
  current_period_end: string;
  period_months: number;
  plan_price_cents: number | string;
  offer_price_cents: number | string | null;
  application_active: boolean;
  timezone: string;
  paid_periods: number;
}

export interface RenewalSummary {
  /** Periods added. */
  renewed: number;
  /** Subscriptions that ended ('vencida'). */
  expired: number;
}

async function claimDue(tx: AppDb, now: Date): Promise<DueRow[]> {
  return executeRows<DueRow>(
    tx,
    sql`SELECT s.id, s.company_id, s.status, ${isoUs('s.started_at')} AS started_at, ${isoUs('s.trial_ends_at')} AS trial_ends_at,
               ${isoUs('s.current_period_end')} AS current_period_end, p.period_months, p.price_cents AS plan_price_cents,
               o.price_cents AS offer_price_cents, a.active AS application_active, c.timezone,
               (SELECT count(*) FROM customer_subscription_periods k WHERE k.subscription_id = s.id AND k.kind <> 'prueba')::int AS paid_periods
          FROM customer_subscriptions s
          JOIN subscription_plans p ON p.id = s.plan_id
          JOIN subscription_applications a ON a.id = s.application_id
          JOIN companies c ON c.id = s.company_id
          LEFT JOIN subscription_offers o ON o.id = s.offer_id
         WHERE s.status <> 'vencida' AND s.current_period_end <= ${now.toISOString()}::timestamptz
         ORDER BY s.current_period_end, s.id
         LIMIT ${CLAIM_BATCH}
           FOR UPDATE OF s SKIP LOCKED`,
  );
}

/** Moves one claimed subscription up to `now`. */
async function catchUp(tx: AppDb, row: DueRow, now: Date, summary: RenewalSummary): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (row.status !== 'activa' || !row.application_active) {
    await executeRows(tx, sql`UPDATE customer_subscriptions SET status = 'vencida', version = version + 1, updated_at = ${at} WHERE id = ${row.id}`);
    summary.expired += 1;
    return;
  }
  // The first paid period's start: the day of the month every later period keeps.
  const anchor = sql`${row.trial_ends_at ?? row.started_at}::timestamptz`;
  let start = row.current_period_end;
  let paid = row.paid_periods;
  let due = true;
  for (let step = 0; step < MAX_CATCH_UP && due; step += 1) {
    const first = paid === 0;
    const amount = first && row.offer_price_cents !== null ? Number(row.offer_price_cents) : Number(row.plan_price_cents);
    const [period] = await executeRows<{ next_end: string; inserted: boolean; due: boolean }>(
      tx,
      sql`WITH ends AS (SELECT ${periodEndSql(sql`${start}::timestamptz`, anchor, row.period_months, row.timezone)} AS period_end),
               added AS (
                 INSERT INTO customer_subscription_periods (subscription_id, company_id, kind, period_start, period_end, amount_cents)
                 SELECT ${row.id}, ${row.company_id}, ${first ? 'alta' : 'renovacion'}, ${start}::timestamptz, period_end, ${amount} FROM ends
                 ON CONFLICT (subscription_id, period_start) DO NOTHING
                 RETURNING period_end)
          SELECT to_char(e.period_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS next_end, e.period_end <= ${at} AS due,
                 EXISTS (SELECT 1 FROM added) AS inserted
            FROM (SELECT coalesce((SELECT period_end FROM added),
                                  (SELECT period_end FROM customer_subscription_periods WHERE subscription_id = ${row.id} AND period_start = ${start}::timestamptz)) AS period_end) e`,
    );
    if (period!.inserted) summary.renewed += 1;
    await executeRows(
      tx,
      sql`UPDATE customer_subscriptions SET current_period_start = ${start}::timestamptz, current_period_end = ${period!.next_end}::timestamptz,
                 version = version + 1, updated_at = ${at}
           WHERE id = ${row.id}`,
    );
    start = period!.next_end;
    due = period!.due;
    paid += 1;
  }
}

/** Renews or ends every due subscription; answers what it did. */
export async function renewDueSubscriptions(db: AppDb, now: Date): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, expired: 0 };
  for (;;) {
    const claimed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as AppDb;
      const due = await claimDue(tx, now);
      for (const row of due) await catchUp(tx, row, now, summary);
      return due.length;
    });
    if (claimed < CLAIM_BATCH) return summary;
  }
}
