/** Set-up of the customers' subscription tests: programmes, plans, options, offers and prime products, straight in SQL. */
import type { TestApp } from './test-app';

export interface PlanValues {
  name?: string;
  priceCents?: number;
  periodMonths?: number;
  trialDays?: number;
  active?: boolean;
}

export function customerSubscriptionHelpers(t: TestApp) {
  let names = 0;
  const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];

  /** A programme of company `n` (a name no other test uses). */
  async function application(n: 1 | 2 = 1, values: { name?: string; active?: boolean } = {}): Promise<{ id: number; name: string }> {
    const name = values.name ?? `Programa ${++names}`;
    const [row] = await t.database.query<{ id: number }>('INSERT INTO subscription_applications (company_id, name, active) VALUES ($1, $2, $3) RETURNING id', [
      company(n).id,
      name,
      values.active ?? true,
    ]);
    return { id: row!.id, name };
  }

  async function plan(applicationId: number, values: PlanValues = {}, n: 1 | 2 = 1): Promise<number> {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO subscription_plans (company_id, application_id, name, price_cents, period_months, trial_days, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [company(n).id, applicationId, values.name ?? `Plan ${++names}`, values.priceCents ?? 999, values.periodMonths ?? 1, values.trialDays ?? 0, values.active ?? true],
    );
    return row!.id;
  }

  async function offer(planId: number, priceCents: number, startsAt: string, endsAt: string): Promise<number> {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO subscription_offers (company_id, plan_id, name, price_cents, starts_at, ends_at)
       SELECT company_id, id, 'Oferta de lanzamiento', $2, $3, $4 FROM subscription_plans WHERE id = $1 RETURNING id`,
      [planId, priceCents, startsAt, endsAt],
    );
    return row!.id;
  }

  async function option(applicationId: number, values: { kind: 'envio_gratis' | 'descuento'; discountBp?: number; minOrderCents?: number; planId?: number | null; active?: boolean }): Promise<number> {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO subscription_options (company_id, application_id, plan_id, name, kind, discount_bp, min_order_cents, active)
       SELECT company_id, id, $2, 'Beneficio', $3, $4, $5, $6 FROM subscription_applications WHERE id = $1 RETURNING id`,
      [applicationId, values.planId ?? null, values.kind, values.discountBp ?? 0, values.minOrderCents ?? 0, values.active ?? true],
    );
    return row!.id;
  }

  async function enrol(applicationId: number, productIds: number[]): Promise<void> {
    for (const productId of productIds) {
      await t.database.query(
        'INSERT INTO subscription_products (application_id, product_id, company_id) SELECT id, $2, company_id FROM subscription_applications WHERE id = $1',
        [applicationId, productId],
      );
    }
  }

  /** Every customer subscription gone (each test starts without subscribers). */
  async function clearSubscriptions(): Promise<void> {
    await t.database.query('DELETE FROM customer_subscription_periods');
    await t.database.query('DELETE FROM customer_subscriptions');
  }

  return { company, application, plan, offer, option, enrol, clearSubscriptions };
}
