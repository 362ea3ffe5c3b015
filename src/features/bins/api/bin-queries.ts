/** /bines: the company's card BIN ranges and their changes. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };
export type BinFilter = { q: string; active: boolean | undefined };

export const binKeys = {
  all: ['bins'] as const,
  list: (scope: CompanyScope, filter: BinFilter) => ['bins', 'list', scope, filter] as const,
};

export function binListQuery(scope: CompanyScope, filter: BinFilter) {
  return queryOptions({
    queryKey: binKeys.list(scope, filter),
    queryFn: ({ signal }) => callApi('/Bin/List', { ...scope, ...(filter.q ? { q: filter.q } : {}), ...(filter.active === undefined ? {} : { active: filter.active }) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

type Without<P extends '/Bin/Save' | '/Bin/SetActive' | '/Bin/Delete'> = Omit<CallRequest<P>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Create or edit a range; a retry of the same submit reuses its mutationId (applied once). */
export function useSaveBinRange(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: Without<'/Bin/Save'>; mutationId: string }): Promise<CallData<'/Bin/Save'>> => callApi('/Bin/Save', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: binKeys.all }),
  });
}

export function useSetBinRangeActive(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: Without<'/Bin/SetActive'>; mutationId: string }): Promise<CallData<'/Bin/SetActive'>> =>
      callApi('/Bin/SetActive', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: binKeys.all }),
  });
}

export function useDeleteBinRange(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: Without<'/Bin/Delete'>; mutationId: string }) => callApi('/Bin/Delete', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: binKeys.all }),
  });
}
