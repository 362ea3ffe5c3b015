/**
 * Issue 20 §1, customers' subscriptions (docs/subscriptions.md "Customers' subscriptions"): subscribing with and
 * without a trial and at an offer, exactly once per mutationId and once per programme under concurrency, cancelling,
 * renewals (calendar months in the company's time zone, catch-up, two runs at once), isolation and roles.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { customerSubscriptionsData, customerSubscriptionSchema, type CustomerSubscription } from '../../contract/schemas/subscriptions';
import { startRenewalScheduler } from '../../server/subscriptions/renewal-scheduler';
import { renewDueSubscriptions } from '../../server/subscriptions/renewals';
import { FIXTURE_NOW } from './helpers/fixture';
import { customerSubscriptionHelpers } from './helpers/customer-subscription-helpers';
import { expectOk } from './helpers/picking-helpers';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const h = customerSubscriptionHelpers(t);
const customerId = () => h.company().customerId;

beforeEach(async () => {
  t.clock.set(FIXTURE_NOW);
  await h.clearSubscriptions();
});

function subscribe(planId: number, options: { key?: string; mutationId?: string; customer?: number } = {}) {
  return t.call('/Customer/Subscribe', { customerId: options.customer ?? customerId(), planId, mutationId: options.mutationId ?? crypto.randomUUID() }, { token: t.tokens[options.key ?? 'CC@1']! });
}
async function subscribed(planId: number, key = 'CC@1'): Promise<CustomerSubscription> {
  return customerSubscriptionSchema.parse(expectOk(await subscribe(planId, { key })));
}
async function list(key = 'CC@1', customer = customerId()) {
  return customerSubscriptionsData.parse(expectOk(await t.call('/Customer/Subscriptions', { customerId: customer }, { token: t.tokens[key]! })));
}
function cancel(subscription: Pick<CustomerSubscription, 'id' | 'version'>, key = 'CC@1') {
  return t.call('/Customer/CancelSubscription', { subscriptionId: subscription.id, version: subscription.version }, { token: t.tokens[key]! });
}
async function rows(): Promise<Array<{ id: number; status: string }>> {
  return t.database.query('SELECT id, status FROM customer_subscriptions ORDER BY id');
}
const renew = (at: string) => renewDueSubscriptions(t.database.db, new Date(at));

describe('subscribing', () => {
  test('without a trial: the first period is paid at the plan price for its months, and the programme is no longer offered', async () => {
    const app = await h.application();
    const planId = await h.plan(app.id, { priceCents: 1299, periodMonths: 1 });
    const other = await h.plan((await h.application()).id);
    expect((await list()).availablePlans.map((plan) => plan.planId)).toEqual(expect.arrayContaining([planId, other]));
    const subscription = await subscribed(planId);
    expect(subscription).toMatchObject({
      ApplicationId: app.id,
      applicationName: app.name,
      planId,
      status: 'activa',
      trialEndsAt: null,
      currentPeriodStart: '2026-11-20T17:00:00.000Z',
      currentPeriodEnd: '2026-12-20T17:00:00.000Z',
      periods: [{ kind: 'alta', periodStart: '2026-11-20T17:00:00.000Z', periodEnd: '2026-12-20T17:00:00.000Z', amountCents: 1299 }],
    });
    const after = await list();
    expect(after.subscriptions.map((s) => s.id)).toEqual([subscription.id]);
    const offered = after.availablePlans.map((plan) => plan.planId);
    expect(offered).not.toContain(planId);
    expect(offered).toContain(other);
  });

  test('with a trial: a free period of the trial days first', async () => {
    const planId = await h.plan((await h.application()).id, { priceCents: 999, trialDays: 14 });
    const subscription = await subscribed(planId);
    expect(subscription).toMatchObject({
      trialEndsAt: '2026-12-04T17:00:00.000Z',
      currentPeriodEnd: '2026-12-04T17:00:00.000Z',
      periods: [{ kind: 'prueba', amountCents: 0, periodEnd: '2026-12-04T17:00:00.000Z' }],
    });
  });

  test('the offer in force prices the first period; an offer not started yet does not', async () => {
    const app = await h.application();
    const planId = await h.plan(app.id, { priceCents: 999 });
    await h.offer(planId, 499, '2026-11-01T05:00:00Z', '2026-12-01T05:00:00Z');
    await h.offer(planId, 99, '2026-11-21T05:00:00Z', '2026-12-01T05:00:00Z');
    const offered = (await list()).availablePlans.find((plan) => plan.planId === planId);
    expect(offered?.offer).toMatchObject({ priceCents: 499, endsAt: '2026-12-01T05:00:00.000Z' });
    expect((await subscribed(planId)).periods).toEqual([expect.objectContaining({ kind: 'alta', amountCents: 499 })]);
  });

  test('a retry with the same mutationId answers the first result and subscribes once', async () => {
    const planId = await h.plan((await h.application()).id);
    const mutationId = crypto.randomUUID();
    const first = expectOk(await subscribe(planId, { mutationId }));
    const again = expectOk(await subscribe(planId, { mutationId }));
    expect(again).toEqual(first);
    expect(await rows()).toHaveLength(1);
  });

  test('two subscribes at once to the same programme: one subscription, the other refused', async () => {
    const app = await h.application();
    const planA = await h.plan(app.id);
    const planB = await h.plan(app.id);
    const answers = await Promise.all([subscribe(planA), subscribe(planB), subscribe(planA, { key: 'PS@1' })]);
    expect(answers.filter((answer) => answer.json.bOk)).toHaveLength(1);
    for (const refused of answers.filter((answer) => !answer.json.bOk)) {
      expect(refused.json).toMatchObject({ codigo: 'CONFLICT', mensaje: `Ya tiene una suscripción activa a «${app.name}».` });
    }
    expect(await rows()).toHaveLength(1);
  });

  test('an inactive plan, or one of an inactive programme, is refused and nothing changes', async () => {
    const inactivePlan = await h.plan((await h.application()).id, { active: false });
    const closedProgramme = await h.plan((await h.application(1, { active: false })).id);
    for (const planId of [inactivePlan, closedProgramme]) {
      const answer = await subscribe(planId);
      expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'planId' }] });
      expect(answer.json.mensaje).toMatch(/no está disponible/);
    }
    const offered = (await list()).availablePlans.map((plan) => plan.planId);
    expect(offered).not.toContain(inactivePlan);
    expect(offered).not.toContain(closedProgramme);
    expect(await rows()).toEqual([]);
  });
});

describe('cancelling and renewals', () => {
  test('a cancelled subscription keeps its period and ends ("vencida") at its end, not before, without renewing', async () => {
    const planId = await h.plan((await h.application()).id);
    const subscription = await subscribed(planId);
    const cancelled = customerSubscriptionSchema.parse(expectOk(await cancel(subscription)));
    expect(cancelled).toMatchObject({ status: 'cancelada', cancelledAt: '2026-11-20T17:00:00.000Z', currentPeriodEnd: '2026-12-20T17:00:00.000Z' });
    expect(await renew('2026-12-20T16:59:59Z')).toEqual({ renewed: 0, expired: 0 });
    expect(await rows()).toEqual([{ id: subscription.id, status: 'cancelada' }]);
    expect(await renew('2026-12-20T17:00:00Z')).toEqual({ renewed: 0, expired: 1 });
    const [after] = (await list()).subscriptions;
    expect(after).toMatchObject({ status: 'vencida', periods: [expect.objectContaining({ kind: 'alta' })] });
    // Over: the programme is offered again.
    expect((await list()).availablePlans.map((plan) => plan.planId)).toContain(planId);
  });

  test('cancelling twice, or with a stale version, is refused', async () => {
    const subscription = await subscribed(await h.plan((await h.application()).id));
    expectOk(await cancel(subscription));
    expect((await cancel(subscription)).json).toMatchObject({ bOk: false, codigo: 'STALE_VERSION' });
    expect((await cancel({ id: subscription.id, version: subscription.version + 1 })).json).toMatchObject({ bOk: false, codigo: 'CONFLICT', mensaje: 'La suscripción ya está cancelada.' });
  });

  test('a renewal adds one period at the plan price now and moves the current period on', async () => {
    const planId = await h.plan((await h.application()).id, { priceCents: 999 });
    const subscription = await subscribed(planId);
    await t.database.query('UPDATE subscription_plans SET price_cents = 1099 WHERE id = $1', [planId]);
    expect(await renew('2026-12-20T17:00:00Z')).toEqual({ renewed: 1, expired: 0 });
    expect(await renew('2026-12-20T17:00:00Z')).toEqual({ renewed: 0, expired: 0 });
    const [after] = (await list()).subscriptions;
    expect(after).toMatchObject({ id: subscription.id, status: 'activa', currentPeriodStart: '2026-12-20T17:00:00.000Z', currentPeriodEnd: '2027-01-20T17:00:00.000Z' });
    expect(after!.periods.map((p) => [p.kind, p.amountCents])).toEqual([
      ['renovacion', 1099],
      ['alta', 999],
    ]);
  });

  test('after a trial the first paid period is "alta" at the offer taken, then renewals at the plan price', async () => {
    const planId = await h.plan((await h.application()).id, { priceCents: 999, trialDays: 10 });
    await h.offer(planId, 499, '2026-11-01T05:00:00Z', '2026-11-25T05:00:00Z');
    await subscribed(planId);
    expect(await renew('2027-01-01T00:00:00Z')).toEqual({ renewed: 2, expired: 0 });
    const [after] = (await list()).subscriptions;
    expect(after!.periods.map((p) => [p.kind, p.periodStart, p.amountCents])).toEqual([
      ['renovacion', '2026-12-30T17:00:00.000Z', 999],
      ['alta', '2026-11-30T17:00:00.000Z', 499],
      ['prueba', '2026-11-20T17:00:00.000Z', 0],
    ]);
  });

  test('several periods behind: caught up period by period, in calendar months of the company (Jan 31 → Feb 28 → Mar 31)', async () => {
    // 12:00 in Guayaquil on January 31st.
    t.clock.set(new Date('2027-01-31T17:00:00Z'));
    const planId = await h.plan((await h.application()).id, { priceCents: 500 });
    const token = await t.tokenFor('CC');
    expectOk(await t.call('/Customer/Subscribe', { customerId: customerId(), planId, mutationId: crypto.randomUUID() }, { token }));
    expect(await renew('2027-05-15T00:00:00Z')).toEqual({ renewed: 3, expired: 0 });
    const [after] = customerSubscriptionsData.parse(expectOk(await t.call('/Customer/Subscriptions', { customerId: customerId() }, { token }))).subscriptions;
    expect(after!.periods.map((p) => [p.periodStart, p.periodEnd]).toReversed()).toEqual([
      ['2027-01-31T17:00:00.000Z', '2027-02-28T17:00:00.000Z'],
      ['2027-02-28T17:00:00.000Z', '2027-03-31T17:00:00.000Z'],
      ['2027-03-31T17:00:00.000Z', '2027-04-30T17:00:00.000Z'],
      ['2027-04-30T17:00:00.000Z', '2027-05-31T17:00:00.000Z'],
    ]);
    expect(after!.currentPeriodEnd).toBe('2027-05-31T17:00:00.000Z');
  });

  test('two renewal runs at once (two processes on PostgreSQL) add exactly one period', async () => {
    const subscription = await subscribed(await h.plan((await h.application()).id));
    const other = t.target.url === null ? t.database : await t.target.openAnother();
    const at = new Date('2026-12-21T00:00:00Z');
    const results = await Promise.all([renewDueSubscriptions(t.database.db, at), renewDueSubscriptions(other.db, at), renewDueSubscriptions(t.database.db, at)]);
    expect(results.reduce((sum, result) => sum + result.renewed, 0)).toBe(1);
    const periods = await t.database.query('SELECT kind FROM customer_subscription_periods WHERE subscription_id = $1', [subscription.id]);
    expect(periods).toHaveLength(2);
  });
});

test("the scheduler's pass renews by the app's clock", async () => {
  const subscription = await subscribed(await h.plan((await h.application()).id));
  let now = new Date('2026-12-20T16:59:00Z');
  const scheduler = startRenewalScheduler(t.database.db, () => now, 3_600_000, t.app.log);
  try {
    expect(await scheduler.tick()).toEqual({ renewed: 0, expired: 0 });
    now = new Date('2026-12-20T17:00:00Z');
    expect(await scheduler.tick()).toEqual({ renewed: 1, expired: 0 });
  } finally {
    await scheduler.stop();
  }
  const [after] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_subscription_periods WHERE subscription_id = $1', [subscription.id]);
  expect(after!.n).toBe(2);
});

describe('who', () => {
  test("another company's staff cannot see, subscribe or cancel company 1's customer", async () => {
    const planId = await h.plan((await h.application()).id);
    const subscription = await subscribed(planId);
    const theirs = await h.plan((await h.application(2)).id, {}, 2);
    const before = await rows();
    expect((await t.call('/Customer/Subscriptions', { customerId: customerId() }, { token: t.tokens['CC@2']! })).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect((await subscribe(planId, { key: 'CC@2' })).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect((await cancel(subscription, 'PS@2')).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    // Nor take another company's plan for their own customer.
    expect((await subscribe(theirs)).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect(await rows()).toEqual(before);
  });

  test('CC, PS and SA reach them; a role without the customer page does not', async () => {
    expect((await list('PS@1')).subscriptions).toEqual([]);
    expect((await list('SA')).subscriptions).toEqual([]);
    const planId = await h.plan((await h.application()).id);
    expect((await subscribe(planId, { key: 'GE@1' })).json).toMatchObject({ bOk: false, codigo: 'FORBIDDEN' });
    expect(await rows()).toEqual([]);
    expect((await subscribed(planId, 'SA')).status).toBe('activa');
  });
});
