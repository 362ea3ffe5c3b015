/** /iva-feriado: the company's standard IVA rate and holiday periods, their changes, and the categories to choose. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };

export const taxKeys = {
  all: ['tax'] as const,
  holidays: (scope: CompanyScope) => ['tax', 'holidays', scope] as const,
  categories: (scope: CompanyScope) => ['tax', 'categories', scope] as const,
};

export function taxHolidaysQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: taxKeys.holidays(scope),
    queryFn: ({ signal }) => callApi('/Configuracion/get/iva_empresa_feriado', scope, { signal }),
    staleTime: 30_000,
  });
}

/** The company's categories for the period's multi-select (the catalogue's own tree call). */
export function taxCategoriesQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: taxKeys.categories(scope),
    queryFn: ({ signal }) => callApi('/Category/Tree', scope, { signal }),
    staleTime: 60_000,
  });
}

type SaveInput = Omit<CallRequest<'/Configuracion/save/iva_empresa_feriado'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;
type DeleteInput = Omit<CallRequest<'/Configuracion/delete/iva_empresa_feriado'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Create or edit a period; a retry of the same submit reuses its mutationId (applied once). */
export function useSaveTaxHoliday(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: SaveInput; mutationId: string }): Promise<CallData<'/Configuracion/save/iva_empresa_feriado'>> =>
      callApi('/Configuracion/save/iva_empresa_feriado', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
}

export function useDeleteTaxHoliday(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: DeleteInput; mutationId: string }) => callApi('/Configuracion/delete/iva_empresa_feriado', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
}
