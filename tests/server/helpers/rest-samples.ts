/**
 * The subscription API (contract/rest-calls.ts) in tests: a valid request for every route, so generated tests reach
 * each handler (typed over RestKey: a new route without a sample is a type error), a caller that sends one, and a
 * fingerprint of the subscription tables.
 */
import { REST_ROUTES, restPath, type RestKey, type RestRequest } from '../../../contract/rest-calls';
import { SUBSCRIPTION_API_BASE } from '../../../contract/subscription-constants';
import type { TestApp } from './test-app';

export interface RestAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw body ('' for 204). */
  text: string;
  json: {
    succeeded?: boolean;
    data?: unknown;
    message?: string | null;
    codigo?: string;
    errores?: Array<{ campo: string; codigo: string; mensaje: string }>;
    detalle?: Record<string, unknown>;
  };
}

export interface RestCallOptions {
  /** The session token (sent as `Authorization: Bearer`); null: no header. */
  token: string | null;
  /** Another method than the route's (405 tests). */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The body as raw text (bad JSON tests); else `request.body` as JSON. */
  rawBody?: string;
  /** The Authorization header exactly (other schemes). */
  authorization?: string;
}

/** A request as the tests send it: parts may be left out or be wrong on purpose. */
export interface LooseRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

function queryString(query: Record<string, string | number> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends one subscription API request through the app (no network). */
export async function restCall(t: Pick<TestApp, 'app'>, key: RestKey, request: LooseRequest, options: RestCallOptions): Promise<RestAnswer> {
  const def = REST_ROUTES[key];
  const headers: Record<string, string> = {};
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (options.token !== null) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method: options.method ?? def.method,
    url: `${SUBSCRIPTION_API_BASE}/${restPath(key, request.params ?? {})}${queryString(request.query)}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  const text = response.body;
  return { status: response.statusCode, headers: response.headers, text, json: text ? (JSON.parse(text) as RestAnswer['json']) : {} };
}

/** What the samples build on: company 1's application, plan and option, and a few of its products. */
export interface SubscriptionIds {
  companyId: number;
  applicationId: number;
  planId: number;
  optionId: number;
  productIds: number[];
}

export interface RestSampleContext {
  t: TestApp;
  ids: SubscriptionIds;
  /** A unique suffix for names that must be unique. */
  unique: string;
}

async function versionOf(t: TestApp, table: string, id: number): Promise<number> {
  const [row] = await t.database.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1`, [id]);
  if (!row) throw new Error(`${table} ${id} not found`);
  return row.version;
}

let sampleOffers = 0;
/** A new week for each sample offer, from 2091 on, so no two of them overlap. */
function nextOfferWindow(): { startsAt: string; endsAt: string } {
  sampleOffers += 1;
  const start = Date.UTC(2091, 0, 1) + sampleOffers * 7 * 86_400_000;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 86_400_000).toISOString() };
}

type Sample<K extends RestKey> = (c: RestSampleContext) => RestRequest<K> | Promise<RestRequest<K>>;

/** A valid request for every route, by a caller of company 1 (SU) or SA (both name the company where a list needs it). */
export const REST_SAMPLES: { [K in RestKey]: Sample<K> } = {
  'GET application': (c) => ({ params: {}, query: { empresaId: String(c.ids.companyId) }, body: undefined }),
  'POST application': (c) => ({ params: {}, query: {}, body: { empresaId: c.ids.companyId, name: `Programa ${c.unique}`, description: 'De prueba' } }),
  'PUT application/{id}': async (c) => ({
    params: { id: String(c.ids.applicationId) },
    query: {},
    body: { name: 'Canasta Prime', description: 'Beneficios para clientes frecuentes', active: true, version: await versionOf(c.t, 'subscription_applications', c.ids.applicationId) },
  }),
  'GET usergrouptypeplan': (c) => ({ params: {}, query: { empresaId: String(c.ids.companyId) }, body: undefined }),
  'GET offer': (c) => ({ params: {}, query: { empresaId: String(c.ids.companyId), planId: String(c.ids.planId) }, body: undefined }),
  'POST offer': (c) => ({ params: {}, query: {}, body: { planId: c.ids.planId, name: `Oferta ${c.unique}`, priceCents: 299, ...nextOfferWindow() } }),
  'GET option': (c) => ({ params: {}, query: { ApplicationId: String(c.ids.applicationId) }, body: undefined }),
  'POST option': (c) => ({ params: {}, query: {}, body: { ApplicationId: c.ids.applicationId, name: `Envío ${c.unique}`, kind: 'envio_gratis', minOrderCents: 1500 } }),
  'PUT option/{id}': async (c) => ({
    params: { id: String(c.ids.optionId) },
    query: {},
    body: { planId: null, name: 'Envío gratis', kind: 'envio_gratis', minOrderCents: 2000, active: true, version: await versionOf(c.t, 'subscription_options', c.ids.optionId) },
  }),
  'POST plan': (c) => ({
    params: {},
    query: {},
    body: { ApplicationId: c.ids.applicationId, name: `Plan ${c.unique}`, priceCents: 999, periodMonths: 3, trialDays: 0, userGroupTypes: ['cliente'] },
  }),
  'PUT plan/{id}': async (c) => ({
    params: { id: String(c.ids.planId) },
    query: {},
    body: { name: 'Prime Mensual', priceCents: 499, periodMonths: 1, trialDays: 15, userGroupTypes: ['cliente', 'empleado'], active: true, version: await versionOf(c.t, 'subscription_plans', c.ids.planId) },
  }),
  'GET plan': (c) => ({ params: {}, query: { empresaId: String(c.ids.companyId) }, body: undefined }),
  'GET plan/application/{id}': (c) => ({ params: { id: String(c.ids.applicationId) }, query: {}, body: undefined }),
  'GET product/application/{id}': (c) => ({ params: { id: String(c.ids.applicationId) }, query: {}, body: undefined }),
  'POST product/prime': (c) => ({ params: {}, query: {}, body: { ApplicationId: c.ids.applicationId, productIds: c.ids.productIds.slice(0, 2) } }),
  'DELETE product/prime/{ApplicationId}': (c) => ({ params: { ApplicationId: String(c.ids.applicationId) }, query: {}, body: { productIds: c.ids.productIds.slice(2, 3) } }),
};

export async function restSample<K extends RestKey>(key: K, c: RestSampleContext): Promise<LooseRequest> {
  return (await REST_SAMPLES[key](c)) as LooseRequest;
}

const SUBSCRIPTION_TABLES = [
  'subscription_applications',
  'subscription_plans',
  'user_group_type_plans',
  'subscription_options',
  'subscription_offers',
  'subscription_products',
  'customer_subscriptions',
  'customer_subscription_periods',
];

/** A hash of the subscription tables' content: equal before and after means the API changed nothing. */
export async function subscriptionFingerprint(t: TestApp): Promise<string> {
  const parts = SUBSCRIPTION_TABLES.map((name) => `SELECT '${name}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`);
  const rows = await t.database.query<{ t: string; n: number; h: string }>(parts.join(' UNION ALL '));
  return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join('\n');
}

function created(answer: RestAnswer): { id: number } {
  if (answer.status !== 201) throw new Error(`setup failed: ${answer.status} ${answer.text}`);
  return answer.json.data as { id: number };
}

/**
 * Company 1's application "Canasta Prime" with the plan "Prime Mensual", an "Envío gratis" option and three of its
 * products (none enrolled yet), made through the API by company 1's SU.
 */
export async function createSubscriptionIds(t: TestApp): Promise<SubscriptionIds> {
  const token = t.tokens['SU@1']!;
  const company = t.fixture.companies[0];
  const application = created(await restCall(t, 'POST application', { body: { name: 'Canasta Prime', description: 'Beneficios para clientes frecuentes' } }, { token }));
  const plan = created(
    await restCall(t, 'POST plan', { body: { ApplicationId: application.id, name: 'Prime Mensual', priceCents: 499, periodMonths: 1, trialDays: 15, userGroupTypes: ['cliente'] } }, { token }),
  );
  const option = created(await restCall(t, 'POST option', { body: { ApplicationId: application.id, name: 'Envío gratis', kind: 'envio_gratis', minOrderCents: 2000 } }, { token }));
  const products = company.picking.products;
  return { companyId: company.id, applicationId: application.id, planId: plan.id, optionId: option.id, productIds: [products.rice, products.milk, products.tomato] };
}
