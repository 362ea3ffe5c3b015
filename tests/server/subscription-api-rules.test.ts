/**
 * The subscription API's rules (docs/subscriptions.md): unique names, stale versions, options' plans and amounts,
 * one offer at a time, enrolling products, and company isolation (another company's records are NOT_FOUND).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RestKey } from '../../contract/rest-calls';
import { applicationSchema, optionSchema, planSchema } from '../../contract/schemas/subscriptions';
import { createSubscriptionIds, restCall, subscriptionFingerprint, type LooseRequest, type RestAnswer, type SubscriptionIds } from './helpers/rest-samples';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
let ids: SubscriptionIds;
const DAY = 86_400_000;

beforeAll(async () => {
  ids = await createSubscriptionIds(t);
});

const su1 = () => t.tokens['SU@1']!;
const su2 = () => t.tokens['SU@2']!;
const call = (key: RestKey, request: LooseRequest, token = su1()) => restCall(t, key, request, { token });
const data = <T>(answer: RestAnswer): T => {
  if (answer.json.succeeded !== true) throw new Error(`expected success: ${answer.status} ${answer.text}`);
  return answer.json.data as T;
};

/** Refused with this code, and the subscription tables exactly as before. */
async function expectRefusedUnchanged(run: () => Promise<RestAnswer>, codigo: string, status: number): Promise<RestAnswer> {
  const before = await subscriptionFingerprint(t);
  const answer = await run();
  expect({ status: answer.status, succeeded: answer.json.succeeded, data: answer.json.data, codigo: answer.json.codigo }).toEqual({ status, succeeded: false, data: null, codigo });
  expect(await subscriptionFingerprint(t)).toBe(before);
  return answer;
}

async function createApplication(name: string, token = su1()): Promise<{ id: number; version: number }> {
  return data(await call('POST application', { body: { name } }, token));
}

async function createPlan(ApplicationId: number, name: string, extra: Record<string, unknown> = {}): Promise<{ id: number; version: number }> {
  return data(await call('POST plan', { body: { ApplicationId, name, priceCents: 1000, periodMonths: 1, trialDays: 0, userGroupTypes: ['cliente'], ...extra } }));
}

describe('unique names', () => {
  it('an application name is unique per company, ignoring case: CONFLICT naming the clash, nothing saved', async () => {
    const answer = await expectRefusedUnchanged(() => call('POST application', { body: { name: '  canasta PRIME ' } }), 'CONFLICT', 409);
    expect(answer.json.message).toContain('Canasta Prime');
    expect(answer.json.detalle).toMatchObject({ clash: { id: ids.applicationId, name: 'Canasta Prime' } });
    expect(answer.json.errores).toEqual([expect.objectContaining({ campo: 'name', codigo: 'name_taken' })]);
    // Another company may use it.
    expect((await call('POST application', { body: { name: 'Canasta Prime' } }, su2())).status).toBe(201);
  });

  it('renaming onto another application’s name is refused; keeping one’s own name is not', async () => {
    const other = await createApplication('Club Hogar');
    await expectRefusedUnchanged(() => call('PUT application/{id}', { params: { id: other.id }, body: { name: 'CANASTA PRIME', active: true, version: other.version } }), 'CONFLICT', 409);
    expect((await call('PUT application/{id}', { params: { id: other.id }, body: { name: 'club hogar', active: true, version: other.version } })).status).toBe(204);
  });

  it('a plan name is unique per application, ignoring case', async () => {
    const answer = await expectRefusedUnchanged(
      () => call('POST plan', { body: { ApplicationId: ids.applicationId, name: 'PRIME mensual', priceCents: 1, periodMonths: 1, trialDays: 0, userGroupTypes: ['cliente'] } }),
      'CONFLICT',
      409,
    );
    expect(answer.json.message).toContain('Prime Mensual');
    const other = await createApplication('Club Plan');
    expect((await createPlan(other.id, 'Prime Mensual')).id).toBeGreaterThan(0);
  });
});

describe('versions', () => {
  it('a stale PUT application is STALE_VERSION with the current record, nothing changed', async () => {
    const app = await createApplication('Club Versión');
    expect((await call('PUT application/{id}', { params: { id: app.id }, body: { name: 'Club Versión 2', active: true, version: 1 } })).status).toBe(204);
    const answer = await expectRefusedUnchanged(() => call('PUT application/{id}', { params: { id: app.id }, body: { name: 'Pisado', active: true, version: 1 } }), 'STALE_VERSION', 409);
    const current = applicationSchema.parse(answer.json.detalle?.current);
    expect(current).toMatchObject({ id: app.id, name: 'Club Versión 2', version: 2 });
  });

  it('a stale PUT plan and PUT option are refused alike; a fresh one saves, bumps the version and records who', async () => {
    const plan = await createPlan(ids.applicationId, 'Plan Versión');
    const body = { name: 'Plan Versión', priceCents: 2000, periodMonths: 6, trialDays: 7, userGroupTypes: ['empleado', 'cliente'], active: true };
    expect((await call('PUT plan/{id}', { params: { id: plan.id }, body: { ...body, version: 1 } })).status).toBe(204);
    const stale = await expectRefusedUnchanged(() => call('PUT plan/{id}', { params: { id: plan.id }, body: { ...body, priceCents: 1, version: 1 } }), 'STALE_VERSION', 409);
    expect(planSchema.parse(stale.json.detalle?.current)).toMatchObject({ id: plan.id, priceCents: 2000, version: 2, userGroupTypes: ['cliente', 'empleado'] });
    const [row] = await t.database.query<{ updated_by: number; version: number }>('SELECT updated_by, version FROM subscription_plans WHERE id = $1', [plan.id]);
    expect(row).toEqual({ updated_by: t.user('SU').id, version: 2 });

    const option = data<{ id: number }>(await call('POST option', { body: { ApplicationId: ids.applicationId, name: 'Opción Versión', kind: 'descuento', discountBp: 300 } }));
    const optionBody = { name: 'Opción Versión', kind: 'descuento', discountBp: 400, active: true };
    expect((await call('PUT option/{id}', { params: { id: option.id }, body: { ...optionBody, version: 1 } })).status).toBe(204);
    const staleOption = await expectRefusedUnchanged(() => call('PUT option/{id}', { params: { id: option.id }, body: { ...optionBody, version: 1 } }), 'STALE_VERSION', 409);
    expect(optionSchema.parse(staleOption.json.detalle?.current)).toMatchObject({ discountBp: 400, version: 2 });
  });
});

describe('plans', () => {
  it('writes the group types to usergrouptypeplan, replaces them on PUT, counts subscribers and shows the offer in force', async () => {
    const plan = await createPlan(ids.applicationId, 'Plan Grupos', { userGroupTypes: ['empresa', 'cliente', 'cliente'] });
    const groups = async () =>
      data<Array<{ id: number; planId: number; userGroupType: string }>>(await call('GET usergrouptypeplan', { query: { ApplicationId: ids.applicationId } }))
        .filter((row) => row.planId === plan.id)
        .map((row) => row.userGroupType);
    expect(await groups()).toEqual(['cliente', 'empresa']);
    const body = { name: 'Plan Grupos', priceCents: 1000, periodMonths: 1, trialDays: 0, active: true };
    expect((await call('PUT plan/{id}', { params: { id: plan.id }, body: { ...body, userGroupTypes: ['empleado'], version: 1 } })).status).toBe(204);
    expect(await groups()).toEqual(['empleado']);

    // Subscribers: live subscriptions whose period has not ended.
    const now = t.clock.now();
    const customerId = t.fixture.companies[0].customerId;
    await t.database.query(
      `INSERT INTO customer_subscriptions (company_id, customer_id, application_id, plan_id, status, started_at, current_period_start, current_period_end)
       VALUES ($1, $2, $3, $4, 'activa', $5, $5, $6)`,
      [ids.companyId, customerId, ids.applicationId, plan.id, new Date(now.getTime() - DAY).toISOString(), new Date(now.getTime() + 29 * DAY).toISOString()],
    );
    await call('POST offer', { body: { planId: plan.id, name: 'Ahora', priceCents: 500, startsAt: new Date(now.getTime() - DAY).toISOString(), endsAt: new Date(now.getTime() + DAY).toISOString() } });
    const listed = data<Array<{ id: number; subscribers: number; currentOffer: unknown }>>(await call('GET plan/application/{id}', { params: { id: ids.applicationId } }));
    expect(listed.find((row) => row.id === plan.id)).toMatchObject({ subscribers: 1, currentOffer: { name: 'Ahora', priceCents: 500 } });
    const applications = data<Array<{ id: number; subscribers: number }>>(await call('GET application', {}));
    expect(applications.find((row) => row.id === ids.applicationId)?.subscribers).toBe(1);
  });

  it('lists by name and narrows to an application', async () => {
    const app = await createApplication('Club Orden');
    await createPlan(app.id, 'zeta');
    await createPlan(app.id, 'Alfa');
    const names = data<Array<{ name: string }>>(await call('GET plan', { query: { ApplicationId: app.id } })).map((row) => row.name);
    expect(names).toEqual(['Alfa', 'zeta']);
  });
});

describe('options', () => {
  it('refuses a plan of another application (VALIDATION on planId), nothing saved', async () => {
    const other = await createApplication('Club Opción');
    const foreignPlan = await createPlan(other.id, 'Otro plan');
    const answer = await expectRefusedUnchanged(
      () => call('POST option', { body: { ApplicationId: ids.applicationId, planId: foreignPlan.id, name: 'Mal', kind: 'envio_gratis' } }),
      'VALIDATION',
      422,
    );
    expect(answer.json.errores?.[0]?.campo).toBe('planId');
    await expectRefusedUnchanged(() => call('PUT option/{id}', { params: { id: ids.optionId }, body: { planId: foreignPlan.id, name: 'Mal', kind: 'envio_gratis', active: true, version: 99 } }), 'STALE_VERSION', 409);
  });

  it('keeps only the amount of its kind', async () => {
    const free = data<{ discountBp: number; minOrderCents: number; planId: number | null }>(
      await call('POST option', { body: { ApplicationId: ids.applicationId, planId: ids.planId, name: 'Gratis', kind: 'envio_gratis', discountBp: 700, minOrderCents: 1200 } }),
    );
    expect(free).toMatchObject({ discountBp: 0, minOrderCents: 1200, planId: ids.planId });
    const discount = data<{ discountBp: number; minOrderCents: number; planId: number | null }>(
      await call('POST option', { body: { ApplicationId: ids.applicationId, name: 'Descuento', kind: 'descuento', discountBp: 500, minOrderCents: 1200 } }),
    );
    expect(discount).toMatchObject({ discountBp: 500, minOrderCents: 0, planId: null });
  });
});

/** An instant `days` from the test clock's now. */
const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

describe('offers', () => {

  it('one price at a time: an overlapping offer is CONFLICT naming it; touching windows are fine; state follows the clock', async () => {
    const plan = await createPlan(ids.applicationId, 'Plan Ofertas');
    const first = data<{ id: number; state: string; planPriceCents: number }>(await call('POST offer', { body: { planId: plan.id, name: 'Verano', priceCents: 800, startsAt: at(10), endsAt: at(20) } }));
    expect(first).toMatchObject({ state: 'programada', planPriceCents: 1000 });
    const clash = await expectRefusedUnchanged(() => call('POST offer', { body: { planId: plan.id, name: 'Cruce', priceCents: 700, startsAt: at(19), endsAt: at(25) } }), 'CONFLICT', 409);
    expect(clash.json.message).toContain('Verano');
    expect(clash.json.detalle).toMatchObject({ overlap: { id: first.id } });
    await expectRefusedUnchanged(() => call('POST offer', { body: { planId: plan.id, name: 'Dentro', priceCents: 700, startsAt: at(12), endsAt: at(13) } }), 'CONFLICT', 409);
    expect((await call('POST offer', { body: { planId: plan.id, name: 'Después', priceCents: 700, startsAt: at(20), endsAt: at(30) } })).status).toBe(201);
    // Another plan's offers do not count.
    expect((await call('POST offer', { body: { planId: ids.planId, name: 'Otro plan', priceCents: 100, startsAt: at(10), endsAt: at(20) } })).status).toBe(201);

    // A new session each time: the clock moves past the shared tokens' lifetime.
    const states = async () =>
      data<Array<{ name: string; state: string }>>(await call('GET offer', { query: { planId: plan.id } }, await t.tokenFor('SU'))).map((row) => `${row.name}:${row.state}`);
    expect(await states()).toEqual(['Después:programada', 'Verano:programada']);
    t.clock.advance(15 * DAY);
    try {
      expect(await states()).toEqual(['Después:programada', 'Verano:vigente']);
      t.clock.advance(10 * DAY);
      expect(await states()).toEqual(['Después:vigente', 'Verano:terminada']);
    } finally {
      t.clock.advance(-25 * DAY);
    }
  });

  it('refuses an end not after the start (VALIDATION on endsAt) and an unknown plan (NOT_FOUND)', async () => {
    const answer = await expectRefusedUnchanged(() => call('POST offer', { body: { planId: ids.planId, name: 'Al revés', priceCents: 1, startsAt: at(50), endsAt: at(49) } }), 'VALIDATION', 422);
    expect(answer.json.errores?.[0]?.campo).toBe('endsAt');
    await expectRefusedUnchanged(() => call('POST offer', { body: { planId: 999_999, name: 'Nada', priceCents: 1, startsAt: at(50), endsAt: at(51) } }), 'NOT_FOUND', 404);
  });
});

describe('prime products', () => {
  it('enrolling twice duplicates nothing; another company’s or an unknown product is NOT_FOUND listing them, nothing saved', async () => {
    const app = await createApplication('Club Productos');
    const [rice, milk, tomato] = ids.productIds as [number, number, number];
    expect(data(await call('POST product/prime', { body: { ApplicationId: app.id, productIds: [rice, milk] } }))).toEqual({ ApplicationId: app.id, added: 2, alreadyEnrolled: 0 });
    expect(data(await call('POST product/prime', { body: { ApplicationId: app.id, productIds: [milk, tomato, tomato] } }))).toEqual({ ApplicationId: app.id, added: 1, alreadyEnrolled: 1 });

    const foreign = t.fixture.companies[1].picking.products.rice;
    const answer = await expectRefusedUnchanged(() => call('POST product/prime', { body: { ApplicationId: app.id, productIds: [rice, foreign, 999_999] } }), 'NOT_FOUND', 404);
    expect(answer.json.detalle).toEqual({ productIds: [foreign, 999_999] });

    const listed = data<Array<{ productId: number; name: string; sku: string }>>(await call('GET product/application/{id}', { params: { id: app.id } }));
    expect(listed.map((row) => row.name)).toEqual(['Arroz 1 kg', 'Leche 1 L', 'Tomate']);
  });

  it('DELETE with a body removes exactly those products (ids not enrolled are passed over)', async () => {
    const app = await createApplication('Club Quitar');
    const [rice, milk, tomato] = ids.productIds as [number, number, number];
    await call('POST product/prime', { body: { ApplicationId: app.id, productIds: [rice, milk, tomato] } });
    const answer = await call('DELETE product/prime/{ApplicationId}', { params: { ApplicationId: app.id }, body: { productIds: [milk, 999_999] } });
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 204, text: '' });
    const left = data<Array<{ productId: number }>>(await call('GET product/application/{id}', { params: { id: app.id } }));
    expect(left.map((row) => row.productId).toSorted((a, b) => a - b)).toEqual([rice, tomato].toSorted((a, b) => a - b));
  });
});

describe('company isolation', () => {
  it('company 2’s SU cannot read, change or enrol into company 1’s records (404, nothing changed)', async () => {
    const other = su2();
    const option = { name: 'X', kind: 'envio_gratis', active: true, version: 1 };
    const plan = { name: 'X', priceCents: 1, periodMonths: 1, trialDays: 0, userGroupTypes: ['cliente'], active: true, version: 1 };
    const attempts: Array<[RestKey, LooseRequest]> = [
      ['GET plan/application/{id}', { params: { id: ids.applicationId } }],
      ['GET product/application/{id}', { params: { id: ids.applicationId } }],
      ['GET plan', { query: { ApplicationId: ids.applicationId } }],
      ['GET option', { query: { ApplicationId: ids.applicationId } }],
      ['GET offer', { query: { planId: ids.planId } }],
      ['GET usergrouptypeplan', { query: { ApplicationId: ids.applicationId } }],
      ['GET application', { query: { empresaId: ids.companyId } }],
      ['PUT application/{id}', { params: { id: ids.applicationId }, body: { name: 'Robada', active: false, version: 1 } }],
      ['PUT plan/{id}', { params: { id: ids.planId }, body: plan }],
      ['PUT option/{id}', { params: { id: ids.optionId }, body: option }],
      ['POST plan', { body: { ApplicationId: ids.applicationId, name: 'Intruso', priceCents: 1, periodMonths: 1, trialDays: 0, userGroupTypes: ['cliente'] } }],
      ['POST option', { body: { ApplicationId: ids.applicationId, name: 'Intruso', kind: 'envio_gratis' } }],
      ['POST offer', { body: { planId: ids.planId, name: 'Intrusa', priceCents: 1, startsAt: '2099-01-01T00:00:00Z', endsAt: '2099-02-01T00:00:00Z' } }],
      ['POST product/prime', { body: { ApplicationId: ids.applicationId, productIds: [t.fixture.companies[1].picking.products.rice] } }],
      ['DELETE product/prime/{ApplicationId}', { params: { ApplicationId: ids.applicationId }, body: { productIds: ids.productIds } }],
      ['POST application', { body: { empresaId: ids.companyId, name: 'Intrusa' } }],
    ];
    for (const [key, request] of attempts) {
      const answer = await expectRefusedUnchanged(() => call(key, request, other), 'NOT_FOUND', 404);
      expect(answer.json.message, key).toMatch(/no existe o no está disponible/);
    }
    // Its own list does not show company 1's application.
    const own = data<Array<{ id: number }>>(await call('GET application', {}, other));
    expect(own.map((row) => row.id)).not.toContain(ids.applicationId);
  });

  it('SA must name the company for lists and new applications, and may act on every company’s records', async () => {
    await expectRefusedUnchanged(() => call('GET application', {}, t.tokens.SA!), 'VALIDATION', 422);
    const refused = await expectRefusedUnchanged(() => call('POST application', { body: { name: 'Sin empresa' } }, t.tokens.SA!), 'VALIDATION', 422);
    expect(refused.json.errores?.[0]?.campo).toBe('empresaId');
    const plans = data<Array<{ id: number }>>(await call('GET plan', { query: { ApplicationId: ids.applicationId } }, t.tokens.SA!));
    expect(plans.map((row) => row.id)).toContain(ids.planId);
    expect((await call('GET plan/application/{id}', { params: { id: ids.applicationId } }, t.tokens.SA!)).status).toBe(200);
  });
});
