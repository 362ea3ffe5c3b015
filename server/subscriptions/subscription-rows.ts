/** A customer's subscriptions as the customer page shows them (`customerSubscriptionSchema`), newest first. */
import { sql, type SQL } from 'drizzle-orm';
import type { AvailablePlan, CustomerSubscription } from '../../contract/schemas/subscriptions';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', ${ISO})`);

interface SubscriptionRow extends Omit<CustomerSubscription, 'periods'> {
  periods: Array<{ kind: CustomerSubscription['periods'][number]['kind']; periodStart: string; periodEnd: string; amountCents: number | string }> | null;
}

async function selectSubscriptions(db: AppDb, where: SQL): Promise<CustomerSubscription[]> {
  const rows = await executeRows<SubscriptionRow>(
    db,
    sql`SELECT s.id, s.application_id AS "ApplicationId", a.name AS "applicationName", s.plan_id AS "planId", p.name AS "planName", s.status,
               ${iso('s.started_at')} AS "startedAt", ${iso('s.trial_ends_at')} AS "trialEndsAt",
               ${iso('s.current_period_start')} AS "currentPeriodStart", ${iso('s.current_period_end')} AS "currentPeriodEnd",
               ${iso('s.cancelled_at')} AS "cancelledAt", s.version,
               (SELECT json_agg(json_build_object('kind', k.kind, 'periodStart', ${iso('k.period_start')}, 'periodEnd', ${iso('k.period_end')},
                                                  'amountCents', k.amount_cents) ORDER BY k.period_start DESC)
                  FROM customer_subscription_periods k WHERE k.subscription_id = s.id) AS periods
          FROM customer_subscriptions s
          JOIN subscription_applications a ON a.id = s.application_id
          JOIN subscription_plans p ON p.id = s.plan_id
         WHERE ${where}
         ORDER BY s.started_at DESC, s.id DESC`,
  );
  return rows.map((row) => ({ ...row, periods: (row.periods ?? []).map((period) => ({ ...period, amountCents: Number(period.amountCents) })) }));
}

export function customerSubscriptions(db: AppDb, customerId: number): Promise<CustomerSubscription[]> {
  return selectSubscriptions(db, sql`s.customer_id = ${customerId}`);
}

export async function customerSubscription(db: AppDb, subscriptionId: number): Promise<CustomerSubscription | undefined> {
  const [row] = await selectSubscriptions(db, sql`s.id = ${subscriptionId}`);
  return row;
}

/** SQL: the offer of plan `planAlias`.id in force at `now` (the lowest price; then the one ending first), as JSON or null. */
export function offerInForceSql(planAlias: string, now: Date): SQL {
  return sql`(SELECT json_build_object('id', o.id, 'name', o.name, 'priceCents', o.price_cents, 'endsAt', ${iso('o.ends_at')})
                FROM subscription_offers o
               WHERE o.plan_id = ${sql.raw(`${planAlias}.id`)} AND o.starts_at <= ${now.toISOString()}::timestamptz AND o.ends_at > ${now.toISOString()}::timestamptz
               ORDER BY o.price_cents, o.ends_at, o.id LIMIT 1)`;
}

type OfferJson = { id: number; name: string; priceCents: number | string; endsAt: string };
export const toOffer = (offer: OfferJson | null) => (offer ? { ...offer, priceCents: Number(offer.priceCents) } : null);

/**
 * The plans a customer may take now: active plans of active applications of the company, except those of an
 * application the customer already has a live (not 'vencida') subscription to.
 */
export async function availablePlans(db: AppDb, companyId: number, customerId: number, now: Date): Promise<AvailablePlan[]> {
  const rows = await executeRows<Omit<AvailablePlan, 'offer' | 'priceCents'> & { priceCents: number | string; offer: OfferJson | null }>(
    db,
    sql`SELECT p.id AS "planId", p.name AS "planName", a.id AS "ApplicationId", a.name AS "applicationName", p.price_cents AS "priceCents",
               p.period_months AS "periodMonths", p.trial_days AS "trialDays", ${offerInForceSql('p', now)} AS offer
          FROM subscription_plans p
          JOIN subscription_applications a ON a.id = p.application_id AND a.active
         WHERE p.company_id = ${companyId} AND p.active
           AND NOT EXISTS (SELECT 1 FROM customer_subscriptions s WHERE s.customer_id = ${customerId} AND s.application_id = a.id AND s.status <> 'vencida')
         ORDER BY lower(a.name), p.price_cents, lower(p.name), p.id`,
  );
  return rows.map((row) => ({ ...row, priceCents: Number(row.priceCents), offer: toOffer(row.offer) }));
}
