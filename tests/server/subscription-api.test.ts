/**
 * The subscription API (spec §7 `proxy/v1`) for every route: who may call it (every role), the exact answer shapes
 * and statuses, and bad input refused with a message naming the field and nothing changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { REST_KEYS, REST_ROUTES, type RestKey } from '../../contract/rest-calls';
import { ERROR_STATUS } from '../../contract/envelope';
import { createSubscriptionIds, restCall, restSample, subscriptionFingerprint, type LooseRequest, type RestAnswer, type SubscriptionIds } from './helpers/rest-samples';
import { suiteTestApp, userKey } from './helpers/test-app';

const t = suiteTestApp();
let ids: SubscriptionIds;
let counter = 0;
const unique = () => `m${(counter += 1)}`;
const sample = (key: RestKey) => restSample(key, { t, ids, unique: unique() });

beforeAll(async () => {
  ids = await createSubscriptionIds(t);
});

const ALLOWED: readonly RoleCode[] = ['SU', 'SA'];

/** The refusal envelope: succeeded false, no data, a Spanish message and the code, with the code's HTTP status. */
function expectRefusal(answer: RestAnswer, codigo: keyof typeof ERROR_STATUS): void {
  expect({ status: answer.status, succeeded: answer.json.succeeded, data: answer.json.data, codigo: answer.json.codigo }).toEqual({
    status: ERROR_STATUS[codigo],
    succeeded: false,
    data: null,
    codigo,
  });
  expect(typeof answer.json.message === 'string' && answer.json.message.length > 5).toBe(true);
}

/** What a success looks like for the route: its status, and the envelope with contract data (or no body for 204). */
function successOutcome(key: RestKey, answer: RestAnswer): Record<string, unknown> {
  const def = REST_ROUTES[key];
  if (def.data === null) return { status: answer.status, body: answer.text };
  const parsed = def.data.safeParse(answer.json.data);
  return {
    status: answer.status,
    keys: Object.keys(answer.json).toSorted(),
    succeeded: answer.json.succeeded,
    message: answer.json.message,
    dataMatchesContract: parsed.success || JSON.stringify(parsed.error.issues),
  };
}

function expectedSuccess(key: RestKey): Record<string, unknown> {
  const def = REST_ROUTES[key];
  if (def.data === null) return { status: 204, body: '' };
  return { status: def.method === 'POST' ? 201 : 200, keys: ['data', 'message', 'succeeded'], succeeded: true, message: null, dataMatchesContract: true };
}

const FORBIDDEN_ROLES = ROLE_CODES.filter((role) => !ALLOWED.includes(role));

describe('every route × every role', () => {
  for (const key of REST_KEYS) {
    for (const role of ALLOWED) {
      it(`${key} as ${role}: answered`, async () => {
        const before = await subscriptionFingerprint(t);
        const answer = await restCall(t, key, await sample(key), { token: t.tokens[userKey(role)]! });
        expect(successOutcome(key, answer)).toEqual(expectedSuccess(key));
        // A read changes nothing.
        expect(REST_ROUTES[key].mutates || (await subscriptionFingerprint(t)) === before).toBe(true);
      });
    }
    for (const role of FORBIDDEN_ROLES) {
      it(`${key} as ${role}: 403, nothing changed`, async () => {
        const before = await subscriptionFingerprint(t);
        const answer = await restCall(t, key, await sample(key), { token: t.tokens[userKey(role)]! });
        expectRefusal(answer, 'FORBIDDEN');
        expect(await subscriptionFingerprint(t)).toBe(before);
      });
    }
  }
});

describe('authentication on every route', () => {
  for (const key of REST_KEYS) {
    it(`${key}: no token, another scheme, an unknown token or an expired session → 401, nothing changed`, async () => {
      const before = await subscriptionFingerprint(t);
      const request = await sample(key);
      const none = await restCall(t, key, request, { token: null });
      expectRefusal(none, 'NOT_AUTHENTICATED');
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expectRefusal(await restCall(t, key, request, { token: null, authorization: `Basic ${t.tokens['SU@1']}` }), 'NOT_AUTHENTICATED');
      expectRefusal(await restCall(t, key, request, { token: 'x'.repeat(43) }), 'NOT_AUTHENTICATED');
      expect(await subscriptionFingerprint(t)).toBe(before);
    });
  }

  it('an expired session is told so (401 SESSION_EXPIRED)', async () => {
    const token = await t.tokenFor('SU');
    const key: RestKey = 'POST application';
    const request = await sample(key);
    const before = await subscriptionFingerprint(t);
    t.clock.advance(400 * 86_400_000);
    try {
      const answer = await restCall(t, key, request, { token });
      expect(answer.status).toBe(401);
      expect(['SESSION_EXPIRED', 'NOT_AUTHENTICATED']).toContain(answer.json.codigo);
      expect(answer.json.succeeded).toBe(false);
    } finally {
      t.clock.advance(-400 * 86_400_000);
    }
    expect(await subscriptionFingerprint(t)).toBe(before);
  });
});

describe('answer shapes', () => {
  it('POST answers 201 with the new record; PUT answers 204 with an empty body and bumps the version', async () => {
    const created = await restCall(t, 'POST application', { body: { name: 'Club Verde', description: 'Ecológicos' } }, { token: t.tokens['SU@1']! });
    expect(successOutcome('POST application', created)).toEqual(expectedSuccess('POST application'));
    const application = created.json.data as { id: number; name: string; version: number; plans: number; subscribers: number; products: number };
    expect(application).toMatchObject({ name: 'Club Verde', version: 1, plans: 0, subscribers: 0, products: 0 });

    const updated = await restCall(t, 'PUT application/{id}', { params: { id: application.id }, body: { name: 'Club Verde Plus', active: false, version: 1 } }, { token: t.tokens['SU@1']! });
    expect(successOutcome('PUT application/{id}', updated)).toEqual(expectedSuccess('PUT application/{id}'));
    const list = await restCall(t, 'GET application', {}, { token: t.tokens['SU@1']! });
    expect((list.json.data as Array<{ id: number }>).find((row) => row.id === application.id)).toMatchObject({ name: 'Club Verde Plus', description: '', active: false, version: 2 });
  });

  it('DELETE answers 204 with an empty body', async () => {
    const answer = await restCall(t, 'DELETE product/prime/{ApplicationId}', await sample('DELETE product/prime/{ApplicationId}'), { token: t.tokens['SU@1']! });
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 204, text: '' });
  });

  it('an unknown method on a known path is 405 with an Allow header, in the envelope', async () => {
    const answer = await restCall(t, 'GET application', {}, { token: t.tokens['SU@1']!, method: 'DELETE' });
    expectRefusal(answer, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.allow).toBe('GET, POST');
    const put = await restCall(t, 'PUT plan/{id}', { params: { id: ids.planId } }, { token: t.tokens['SU@1']!, method: 'GET' });
    expectRefusal(put, 'METHOD_NOT_ALLOWED');
    expect(put.headers.allow).toBe('PUT');
  });

  it('an unknown path is 404 UNKNOWN_PATH in the envelope', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/proxy/v1/nothing', headers: { authorization: `Bearer ${t.tokens['SU@1']}` } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ succeeded: false, data: null, codigo: 'UNKNOWN_PATH' });
  });
});

/** Bad input: refused (422 VALIDATION unless named), the message naming the field, nothing changed. */
async function badInput(key: RestKey, request: LooseRequest, campo: string, label: string | null): Promise<Record<string, unknown>> {
  const before = await subscriptionFingerprint(t);
  const answer = await restCall(t, key, request, { token: t.tokens.SA! });
  return {
    status: answer.status,
    succeeded: answer.json.succeeded,
    data: answer.json.data,
    codigo: answer.json.codigo,
    namesField: answer.json.errores?.some((issue) => issue.campo === campo) || answer.json.errores,
    messageNamesIt: label === null || (answer.json.message ?? '').includes(label) || answer.json.message,
    unchanged: (await subscriptionFingerprint(t)) === before,
  };
}
const REFUSED = { status: 422, succeeded: false, data: null, codigo: 'VALIDATION', namesField: true, messageNamesIt: true, unchanged: true };

const PATH_KEYS = REST_KEYS.filter((key) => REST_ROUTES[key].path.includes('{'));
const BODYLESS_KEYS = REST_KEYS.filter((key) => REST_ROUTES[key].body === null);
const BODY_KEYS = REST_KEYS.filter((key) => REST_ROUTES[key].body !== null);
/** Body fields a route may go without. */
const OPTIONAL_FIELDS = ['description', 'empresaId', 'active', 'minOrderCents', 'discountBp', 'planId'];

describe('bad input on every route', () => {
  for (const key of REST_KEYS) {
    it(`${key}: an unknown query field`, async () => {
      const request = await sample(key);
      expect(await badInput(key, { ...request, query: { ...request.query, extra: '1' } }, 'query.extra', 'query.extra')).toEqual(REFUSED);
    });
  }

  for (const key of PATH_KEYS) {
    const name = REST_ROUTES[key].path.includes('{id}') ? 'id' : 'ApplicationId';
    it(`${key}: a non-numeric path id`, async () => {
      const request = await sample(key);
      expect(await badInput(key, { ...request, params: { [name]: 'abc' } }, `params.${name}`, name === 'id' ? 'El identificador de la ruta' : 'La aplicación')).toEqual(REFUSED);
    });
  }

  for (const key of BODYLESS_KEYS) {
    it(`${key}: a body on a route without one`, async () => {
      const request = await sample(key);
      expect(await badInput(key, { ...request, body: { name: 'x' } }, '', 'cuerpo')).toEqual(REFUSED);
    });
  }

  for (const key of BODY_KEYS) {
    it(`${key}: a missing required field, a wrong type and an unknown field`, async () => {
      const request = await sample(key);
      const body = request.body as Record<string, unknown>;
      const required = Object.keys(body).find((field) => !OPTIONAL_FIELDS.includes(field))!;
      const { [required]: _dropped, ...missing } = body;
      expect(await badInput(key, { ...request, body: missing }, required, null)).toEqual(REFUSED);
      expect(await badInput(key, { ...request, body: { ...body, [required]: { wrong: true } } }, required, null)).toEqual(REFUSED);
      expect(await badInput(key, { ...request, body: { ...body, unexpected: 1 } }, 'unexpected', 'unexpected')).toEqual(REFUSED);
    });

    it(`${key}: a body that is not JSON (400 BAD_JSON) and one with __proto__ (400 FORBIDDEN_KEY)`, async () => {
      const request = await sample(key);
      const before = await subscriptionFingerprint(t);
      expectRefusal(await restCall(t, key, request, { token: t.tokens.SA!, rawBody: '{"name": ' }), 'BAD_JSON');
      const proto = await restCall(t, key, request, { token: t.tokens.SA!, rawBody: `{"__proto__": {"x": 1}, ${JSON.stringify(request.body).slice(1)}` });
      expectRefusal(proto, 'FORBIDDEN_KEY');
      expect(proto.json.message).toContain('__proto__');
      expect(await subscriptionFingerprint(t)).toBe(before);
    });
  }

  it('messages name each field in Spanish', async () => {
    const plan = await sample('POST plan');
    const body = plan.body as Record<string, unknown>;
    const cases: Array<[string, unknown, string]> = [
      ['ApplicationId', 'uno', 'La aplicación'],
      ['priceCents', -1, 'El precio'],
      ['periodMonths', 40, 'El periodo (meses)'],
      ['trialDays', 1.5, 'Los días de prueba'],
      ['userGroupTypes', [], 'Los tipos de cliente'],
      ['name', '   ', 'El nombre'],
      ['description', 5, 'La descripción'],
      ['active', 'sí', 'El estado'],
    ];
    for (const [field, value, label] of cases) expect(await badInput('POST plan', { ...plan, body: { ...body, [field]: value } }, field, label), field).toEqual(REFUSED);
    const option = await sample('POST option');
    const optionBody = option.body as Record<string, unknown>;
    expect(await badInput('POST option', { ...option, body: { ...optionBody, kind: 'descuento' } }, 'discountBp', 'El descuento')).toEqual(REFUSED);
    expect(await badInput('POST option', { ...option, body: { ...optionBody, kind: 'regalo' } }, 'kind', 'El tipo de beneficio')).toEqual(REFUSED);
    expect(await badInput('POST option', { ...option, body: { ...optionBody, minOrderCents: 'mucho' } }, 'minOrderCents', 'El mínimo de compra')).toEqual(REFUSED);
    expect(await badInput('POST option', { ...option, body: { ...optionBody, planId: 0 } }, 'planId', 'El plan')).toEqual(REFUSED);
    const offer = await sample('POST offer');
    const offerBody = offer.body as Record<string, unknown>;
    expect(await badInput('POST offer', { ...offer, body: { ...offerBody, startsAt: 'mañana' } }, 'startsAt', 'El inicio')).toEqual(REFUSED);
    expect(await badInput('POST offer', { ...offer, body: { ...offerBody, endsAt: offerBody.startsAt } }, 'endsAt', 'El fin')).toEqual(REFUSED);
    const enrol = await sample('POST product/prime');
    expect(await badInput('POST product/prime', { ...enrol, body: { ...(enrol.body as object), productIds: [] } }, 'productIds', 'Los productos')).toEqual(REFUSED);
    const put = await sample('PUT plan/{id}');
    expect(await badInput('PUT plan/{id}', { ...put, body: { ...(put.body as object), version: 0 } }, 'version', 'La versión')).toEqual(REFUSED);
    expect(await badInput('GET application', { query: { empresaId: 'x' } }, 'query.empresaId', 'La empresa')).toEqual(REFUSED);
  });
});
