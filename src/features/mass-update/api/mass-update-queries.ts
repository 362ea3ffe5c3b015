import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { MassChange, MassSelection } from '../../../../contract/schemas/mass-update';
import { callApi } from '../../../lib/api-client';

type Scope = { empresaId?: number };
export type MassPreviewPage = CallData<'/Product/MassPreview'>;

export const PREVIEW_PAGE_SIZE = 200;

/** Query keys: ['mass-update', 'preview', …], ['mass-update', 'history', company]. */
export const massKeys = {
  all: ['mass-update'] as const,
  previews: ['mass-update', 'preview'] as const,
  histories: ['mass-update', 'history'] as const,
  preview: (scope: Scope, selection: MassSelection, change: MassChange, onlyRefused: boolean) => ['mass-update', 'preview', scope, selection, change, onlyRefused] as const,
  history: (scope: Scope) => ['mass-update', 'history', scope] as const,
};

/** The preview's rows in keyset pages (each page also carries the counts, totals and the preview token). */
export function massPreviewQuery(scope: Scope, selection: MassSelection, change: MassChange, onlyRefused: boolean) {
  return infiniteQueryOptions({
    queryKey: massKeys.preview(scope, selection, change, onlyRefused),
    queryFn: ({ pageParam, signal }) =>
      callApi('/Product/MassPreview', { ...scope, selection, change, limit: PREVIEW_PAGE_SIZE, ...(onlyRefused ? { onlyRefused } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MassPreviewPage) => last.nextCursor,
    // A preview is what the apply is checked against: never older than asked for.
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function massHistoryQuery(scope: Scope) {
  return queryOptions({
    queryKey: massKeys.history(scope),
    queryFn: ({ signal }) => callApi('/Product/MassHistory', { ...scope, limit: 20 }, { signal }),
    staleTime: 10_000,
  });
}

/** The company's categories and brands (the same call as the product list's filters). */
export function filterOptionsQuery(scope: Scope) {
  return queryOptions({
    queryKey: ['products', 'filters', scope],
    queryFn: ({ signal }) => callApi('/Product/ListFilters', scope, { signal }),
    staleTime: 60_000,
  });
}

/** After an apply or an undo: the products, their lists and the history are stale (a preview is asked for anew). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: massKeys.histories });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    void queryClient.invalidateQueries({ queryKey: ['product-detail'] });
    void queryClient.invalidateQueries({ queryKey: ['product-history'] });
  };
}

export function useMassApply() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: Omit<CallRequest<'/Product/MassApply'>, 'tokenSesion'>) => callApi('/Product/MassApply', request),
    onSettled: refresh,
  });
}

export function useMassUndo() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: Omit<CallRequest<'/Product/MassUndo'>, 'tokenSesion'>) => callApi('/Product/MassUndo', request),
    onSettled: refresh,
  });
}
