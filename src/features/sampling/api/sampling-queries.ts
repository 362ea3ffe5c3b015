import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; SU sends nothing). */
export type CompanyScope = { empresaId?: number };

/** Every sampling read starts with ['sampling'], so a change refreshes them all. */
export const samplingKeys = {
  all: ['sampling'] as const,
  list: (scope: CompanyScope) => ['sampling', 'list', scope] as const,
  detail: (scope: CompanyScope, id: number) => ['sampling', 'detail', scope, id] as const,
  products: (scope: CompanyScope) => ['sampling', 'products', scope] as const,
};

export function samplingListQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: samplingKeys.list(scope),
    queryFn: ({ signal }) => callApi('/Sampling/List', scope, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One campaign with its latest uses. */
export function samplingCampaignQuery(scope: CompanyScope, id: number) {
  return queryOptions({
    queryKey: samplingKeys.detail(scope, id),
    queryFn: ({ signal }) => callApi('/Sampling/Get', { ...scope, id }, { signal }),
    staleTime: 10_000,
  });
}

export function samplingProductsQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: samplingKeys.products(scope),
    queryFn: ({ signal }) => callApi('/Sampling/Products', scope, { signal }),
    staleTime: 30_000,
  });
}

export type SamplingSaveBody = Omit<CallRequest<'/Sampling/Save'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Create / edit; a retry of the same click reuses its mutationId (applied once). */
export function useSaveCampaign(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, mutationId }: { body: SamplingSaveBody; mutationId: string }) => callApi('/Sampling/Save', { ...scope, ...body, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: samplingKeys.all }),
  });
}

export function useSetCampaignActive(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, baseVersion, active }: { id: number; baseVersion: number; active: boolean }) =>
      callApi('/Sampling/SetActive', { ...scope, id, baseVersion, active, mutationId: crypto.randomUUID() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: samplingKeys.all }),
  });
}
