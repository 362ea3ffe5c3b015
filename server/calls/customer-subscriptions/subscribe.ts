/**
 * `/Customer/Subscribe` (docs/subscriptions.md "Customers' subscriptions"): the plan must be active and so must its
 * application; one live subscription per customer and application (the partial unique index decides between
 * concurrent requests). A plan with trial days starts with a free 'prueba' period; otherwise the first period ('alta')
 * costs the offer in force, else the plan's price. Applied once per mutationId.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { CallError, notFound } from '../../errors/call-error';
import { periodEndSql, plusDaysSql } from '../../subscriptions/subscription-dates';
import { customerSubscription, offerInForceSql, toOffer } from '../../subscriptions/subscription-rows';
import { applyOnce } from '../idempotency';
import { subscriberCompany } from '../../subscriptions/subscriber';
import type { Handler } from '../types';
import { sessionUser } from '../types';
import type { CustomerSubscription } from '../../../contract/schemas/subscriptions';

interface PlanRow {
  id: number;
  name: string;
  active: boolean;
  application_id: number;
  application_name: string;
  application_active: boolean;
  price_cents: number | string;
  period_months: number;
  trial_days: number;
  timezone: string;
  offer: { id: number; name: string; priceCents: number | string; endsAt: string } | null;
}

function isLiveSubscriptionConflict(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const alreadySubscribed = (applicationName: string) => new CallError('CONFLICT', `Ya tiene una suscripción activa a «${applicationName}».`);

async function subscribe(tx: AppDb, companyId: number, customerId: number, planId: number, userId: number, now: Date): Promise<CustomerSubscription> {
  const [plan] = await executeRows<PlanRow>(
    tx,
    sql`SELECT p.id, p.name, p.active, p.application_id, a.name AS application_name, a.active AS application_active, p.price_cents,
               p.period_months, p.trial_days, c.timezone, ${offerInForceSql('p', now)} AS offer
          FROM subscription_plans p
          JOIN subscription_applications a ON a.id = p.application_id
          JOIN companies c ON c.id = p.company_id
         WHERE p.id = ${planId} AND p.company_id = ${companyId}`,
  );
  if (!plan) throw notFound('El plan');
  if (!plan.active || !plan.application_active) {
    const mensaje = `El plan «${plan.name}» no está disponible: ${plan.active ? 'su programa está desactivado' : 'está desactivado'}.`;
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'planId', codigo: 'plan_inactive', mensaje }]);
  }
  const [live] = await executeRows<{ id: number }>(
    tx,
    sql`SELECT id FROM customer_subscriptions WHERE customer_id = ${customerId} AND application_id = ${plan.application_id} AND status <> 'vencida'`,
  );
  if (live) throw alreadySubscribed(plan.application_name);

  const offer = toOffer(plan.offer);
  const at = sql`${now.toISOString()}::timestamptz`;
  const trial = plan.trial_days > 0;
  const end = trial ? plusDaysSql(at, plan.trial_days, plan.timezone) : periodEndSql(at, at, plan.period_months, plan.timezone);
  const amount = trial ? 0 : (offer?.priceCents ?? Number(plan.price_cents));
  let subscriptionId: number;
  try {
    // Its own savepoint: a unique violation (a concurrent subscribe won) leaves the outer work usable for the refusal.
    subscriptionId = await tx.transaction(async (inner) => {
      const [row] = await executeRows<{ id: number }>(
        inner as unknown as AppDb,
        sql`WITH s AS (
              INSERT INTO customer_subscriptions (company_id, customer_id, application_id, plan_id, offer_id, status, started_at, trial_ends_at,
                                                  current_period_start, current_period_end, created_by, created_at, updated_at)
              VALUES (${companyId}, ${customerId}, ${plan.application_id}, ${plan.id}, ${offer?.id ?? null}, 'activa', ${at}, ${trial ? end : null},
                      ${at}, ${end}, ${userId}, ${at}, ${at})
              RETURNING id, company_id, current_period_start, current_period_end)
            INSERT INTO customer_subscription_periods (subscription_id, company_id, kind, period_start, period_end, amount_cents)
            SELECT id, company_id, ${trial ? 'prueba' : 'alta'}, current_period_start, current_period_end, ${amount} FROM s
            RETURNING subscription_id AS id`,
      );
      return row!.id;
    });
  } catch (error) {
    if (isLiveSubscriptionConflict(error)) throw alreadySubscribed(plan.application_name);
    throw error;
  }
  return (await customerSubscription(tx, subscriptionId))!;
}

export const customerSubscribeHandler: Handler<'/Customer/Subscribe'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await subscriberCompany(ctx.db, user, input.customerId);
  const now = ctx.now();
  const { tokenSesion: _token, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Customer/Subscribe', body }, (tx) =>
    subscribe(tx, companyId, input.customerId, input.planId, user.id, now),
  );
  return { data: result.data, mensaje: `Suscripción a «${result.data.planName}» creada.` };
};
