/**
 * The subscription API's REST routes (spec §7 `proxy/v1`, issue 20, ADR 013), beside the middleware's CALLS:
 * method + path → params/query/body schemas → answer data (null: HTTP 204, no body) → who may call it.
 * Served under SUBSCRIPTION_API_BASE with `Authorization: Bearer <tokenSesion>`; answers carry
 * `{ succeeded, data, message }`, refusals add `codigo` (and `errores` for VALIDATION) like the middleware's.
 */
import { z } from 'zod/mini';
import type { Access } from './calls';
import {
  applicationCreateBody,
  applicationIdPathParams,
  applicationFilterQuery,
  applicationSchema,
  applicationUpdateBody,
  companyQuery,
  idPathParams,
  offerCreateBody,
  offerListQuery,
  offerSchema,
  optionCreateBody,
  optionSchema,
  optionUpdateBody,
  planCreateBody,
  planSchema,
  planUpdateBody,
  primeProductsAddBody,
  primeProductsAddedSchema,
  primeProductSchema,
  primeProductsRemoveBody,
  userGroupTypePlanSchema,
} from './schemas/subscriptions';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRouteDef {
  method: RestMethod;
  /** Below the base path, with `{name}` path parameters (spec §7's spelling). */
  path: string;
  params: z.ZodMiniType;
  query: z.ZodMiniType;
  /** Null: the route takes no body. */
  body: z.ZodMiniType | null;
  /** What `data` holds; null: success is HTTP 204 with no body (spec §7: PUT and DELETE). */
  data: z.ZodMiniType | null;
  access: Access;
  mutates: boolean;
}

const SUBSCRIPTION: Access = { kind: 'screens', screens: ['subscription'] };
const noParams = z.strictObject({});
const noQuery = z.strictObject({});

function route<D extends RestRouteDef>(def: D): D {
  return def;
}

/** Every route, keyed "METHOD path" as spec §7 lists them. */
export const REST_ROUTES = {
  'GET application': route({ method: 'GET', path: 'application', params: noParams, query: companyQuery, body: null, data: z.array(applicationSchema), access: SUBSCRIPTION, mutates: false }),
  'POST application': route({ method: 'POST', path: 'application', params: noParams, query: noQuery, body: applicationCreateBody, data: applicationSchema, access: SUBSCRIPTION, mutates: true }),
  'PUT application/{id}': route({ method: 'PUT', path: 'application/{id}', params: idPathParams, query: noQuery, body: applicationUpdateBody, data: null, access: SUBSCRIPTION, mutates: true }),
  'GET usergrouptypeplan': route({ method: 'GET', path: 'usergrouptypeplan', params: noParams, query: applicationFilterQuery, body: null, data: z.array(userGroupTypePlanSchema), access: SUBSCRIPTION, mutates: false }),
  'GET offer': route({ method: 'GET', path: 'offer', params: noParams, query: offerListQuery, body: null, data: z.array(offerSchema), access: SUBSCRIPTION, mutates: false }),
  'POST offer': route({ method: 'POST', path: 'offer', params: noParams, query: noQuery, body: offerCreateBody, data: offerSchema, access: SUBSCRIPTION, mutates: true }),
  'GET option': route({ method: 'GET', path: 'option', params: noParams, query: applicationFilterQuery, body: null, data: z.array(optionSchema), access: SUBSCRIPTION, mutates: false }),
  'POST option': route({ method: 'POST', path: 'option', params: noParams, query: noQuery, body: optionCreateBody, data: optionSchema, access: SUBSCRIPTION, mutates: true }),
  'PUT option/{id}': route({ method: 'PUT', path: 'option/{id}', params: idPathParams, query: noQuery, body: optionUpdateBody, data: null, access: SUBSCRIPTION, mutates: true }),
  'POST plan': route({ method: 'POST', path: 'plan', params: noParams, query: noQuery, body: planCreateBody, data: planSchema, access: SUBSCRIPTION, mutates: true }),
  'PUT plan/{id}': route({ method: 'PUT', path: 'plan/{id}', params: idPathParams, query: noQuery, body: planUpdateBody, data: null, access: SUBSCRIPTION, mutates: true }),
  'GET plan': route({ method: 'GET', path: 'plan', params: noParams, query: applicationFilterQuery, body: null, data: z.array(planSchema), access: SUBSCRIPTION, mutates: false }),
  'GET plan/application/{id}': route({ method: 'GET', path: 'plan/application/{id}', params: idPathParams, query: noQuery, body: null, data: z.array(planSchema), access: SUBSCRIPTION, mutates: false }),
  'GET product/application/{id}': route({ method: 'GET', path: 'product/application/{id}', params: idPathParams, query: noQuery, body: null, data: z.array(primeProductSchema), access: SUBSCRIPTION, mutates: false }),
  'POST product/prime': route({ method: 'POST', path: 'product/prime', params: noParams, query: noQuery, body: primeProductsAddBody, data: primeProductsAddedSchema, access: SUBSCRIPTION, mutates: true }),
  'DELETE product/prime/{ApplicationId}': route({ method: 'DELETE', path: 'product/prime/{ApplicationId}', params: applicationIdPathParams, query: noQuery, body: primeProductsRemoveBody, data: null, access: SUBSCRIPTION, mutates: true }),
} as const satisfies Record<string, RestRouteDef>;

export type RestKey = keyof typeof REST_ROUTES;
export const REST_KEYS = Object.keys(REST_ROUTES) as RestKey[];

type Def<K extends RestKey> = (typeof REST_ROUTES)[K];
type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : never;

/** What a caller sends: path parameters, query and body as the schemas take them (strings in the path and query). */
export interface RestRequest<K extends RestKey> {
  params: InputOf<Def<K>['params']>;
  query: InputOf<Def<K>['query']>;
  body: Def<K>['body'] extends z.ZodMiniType ? InputOf<Def<K>['body']> : undefined;
}
/** What a handler receives, parsed. */
export interface RestParsedRequest<K extends RestKey> {
  params: OutputOf<Def<K>['params']>;
  query: OutputOf<Def<K>['query']>;
  body: Def<K>['body'] extends z.ZodMiniType ? OutputOf<Def<K>['body']> : undefined;
}
/** A successful answer's `data`; void for the 204 routes. */
export type RestData<K extends RestKey> = Def<K>['data'] extends z.ZodMiniType ? OutputOf<Def<K>['data']> : void;

/** The URL of a route below the base, with its path parameters filled in (encoded). */
export function restPath(key: RestKey, params: Record<string, string | number>): string {
  return REST_ROUTES[key].path.replace(/\{([A-Za-z]+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The success answer's envelope (spec §7). */
export interface RestOk<T> {
  succeeded: true;
  data: T;
  message: string | null;
}
