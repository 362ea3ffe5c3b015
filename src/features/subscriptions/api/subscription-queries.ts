/**
 * The subscription screens' reads and writes over the `proxy/v1` REST API (src/lib/subscription-api.ts). Every key
 * starts with ['subscriptions', <area>] and holds the company (SA names one) and the application filter.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RestRequest } from '../../../../contract/rest-calls';
import { callRest } from '../../../lib/subscription-api';

/** The company part of a request (SA names one; SU sends nothing). */
export type CompanyScope = { empresaId?: number };

type Area = 'applications' | 'plans' | 'groupTypePlans' | 'options' | 'offers' | 'products';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  area: (area: Area) => ['subscriptions', area] as const,
  applications: (scope: CompanyScope) => ['subscriptions', 'applications', scope] as const,
  plans: (scope: CompanyScope, appId: number | undefined) => ['subscriptions', 'plans', scope, appId ?? null] as const,
  groupTypePlans: (scope: CompanyScope, appId: number | undefined) => ['subscriptions', 'groupTypePlans', scope, appId ?? null] as const,
  options: (scope: CompanyScope, appId: number | undefined) => ['subscriptions', 'options', scope, appId ?? null] as const,
  offers: (scope: CompanyScope, appId: number | undefined) => ['subscriptions', 'offers', scope, appId ?? null] as const,
  products: (scope: CompanyScope, appId: number) => ['subscriptions', 'products', scope, appId] as const,
};

/** The list query string: the company (SA) and, when chosen, the application. Path and query values are strings. */
function listQuery(scope: CompanyScope, appId?: number) {
  return {
    ...(scope.empresaId === undefined ? {} : { empresaId: String(scope.empresaId) }),
    ...(appId === undefined ? {} : { ApplicationId: String(appId) }),
  };
}

const LIST = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;

export function applicationsQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: subscriptionKeys.applications(scope),
    queryFn: ({ signal }) => callRest('GET application', { query: listQuery(scope) }, { signal }),
    ...LIST,
  });
}

export function plansQuery(scope: CompanyScope, appId: number | undefined) {
  return queryOptions({
    queryKey: subscriptionKeys.plans(scope, appId),
    queryFn: ({ signal }) => callRest('GET plan', { query: listQuery(scope, appId) }, { signal }),
    ...LIST,
  });
}

export function groupTypePlansQuery(scope: CompanyScope, appId: number | undefined) {
  return queryOptions({
    queryKey: subscriptionKeys.groupTypePlans(scope, appId),
    queryFn: ({ signal }) => callRest('GET usergrouptypeplan', { query: listQuery(scope, appId) }, { signal }),
    ...LIST,
  });
}

export function optionsQuery(scope: CompanyScope, appId: number | undefined) {
  return queryOptions({
    queryKey: subscriptionKeys.options(scope, appId),
    queryFn: ({ signal }) => callRest('GET option', { query: listQuery(scope, appId) }, { signal }),
    ...LIST,
  });
}

export function offersQuery(scope: CompanyScope, appId: number | undefined) {
  return queryOptions({
    queryKey: subscriptionKeys.offers(scope, appId),
    queryFn: ({ signal }) => callRest('GET offer', { query: listQuery(scope, appId) }, { signal }),
    ...LIST,
  });
}

/** The products enrolled in one application (the route names it in its path; the server checks its company). */
export function primeProductsQuery(scope: CompanyScope, appId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.products(scope, appId),
    queryFn: ({ signal }) => callRest('GET product/application/{id}', { params: { id: String(appId) } }, { signal }),
    ...LIST,
  });
}

/** Refreshes the areas a change shows in (an application's counts, a plan's offer, an option's plan name…). */
function refresh(queryClient: QueryClient, areas: readonly Area[]) {
  return Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: subscriptionKeys.area(area) })));
}

type Body<K extends 'POST application' | 'PUT application/{id}' | 'POST plan' | 'PUT plan/{id}' | 'POST option' | 'PUT option/{id}' | 'POST offer'> = RestRequest<K>['body'];

export function useCreateApplication(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<Body<'POST application'>, 'empresaId'>) => callRest('POST application', { body: { ...scope, ...body } }),
    onSettled: () => refresh(queryClient, ['applications']),
  });
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body<'PUT application/{id}'> }) => callRest('PUT application/{id}', { params: { id: String(id) }, body }),
    // Plans, options and offers show the application's name.
    onSettled: () => refresh(queryClient, ['applications', 'plans', 'groupTypePlans', 'options', 'offers']),
  });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'POST plan'>) => callRest('POST plan', { body }),
    onSettled: () => refresh(queryClient, ['plans', 'groupTypePlans', 'applications']),
  });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body<'PUT plan/{id}'> }) => callRest('PUT plan/{id}', { params: { id: String(id) }, body }),
    onSettled: () => refresh(queryClient, ['plans', 'groupTypePlans', 'options', 'offers']),
  });
}

export function useCreateOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'POST option'>) => callRest('POST option', { body }),
    onSettled: () => refresh(queryClient, ['options']),
  });
}

export function useUpdateOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body<'PUT option/{id}'> }) => callRest('PUT option/{id}', { params: { id: String(id) }, body }),
    onSettled: () => refresh(queryClient, ['options']),
  });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'POST offer'>) => callRest('POST offer', { body }),
    onSettled: () => refresh(queryClient, ['offers', 'plans']),
  });
}

export function useAddPrimeProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appId, productIds }: { appId: number; productIds: number[] }) =>
      callRest('POST product/prime', {
        body: { ApplicationId: appId, productIds },
      }),
    onSettled: () => refresh(queryClient, ['products', 'applications']),
  });
}

export function useRemovePrimeProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appId, productIds }: { appId: number; productIds: number[] }) =>
      callRest('DELETE product/prime/{ApplicationId}', {
        params: { ApplicationId: String(appId) },
        body: { productIds },
      }),
    onSettled: () => refresh(queryClient, ['products', 'applications']),
  });
}
