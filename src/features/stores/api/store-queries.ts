import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };
export type StoreFilter = { q: string; open: boolean | undefined; active: boolean | undefined };

/** Query keys: the list per scope and filter, one store with its form's choices, its history. */
export const storeKeys = {
  all: ['stores'] as const,
  list: (scope: CompanyScope, filter: StoreFilter) => ['stores', 'list', scope, filter] as const,
  detail: (scope: CompanyScope, id: number | null) => ['stores', 'detail', scope, id] as const,
  history: (scope: CompanyScope, id: number) => ['stores', 'history', scope, id] as const,
};

export function storeListQuery(scope: CompanyScope, filter: StoreFilter) {
  return queryOptions({
    queryKey: storeKeys.list(scope, filter),
    queryFn: ({ signal }) =>
      callApi(
        '/Store/List',
        { ...scope, ...(filter.q ? { q: filter.q } : {}), ...(filter.open === undefined ? {} : { open: filter.open }), ...(filter.active === undefined ? {} : { active: filter.active }) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function storeDetailQuery(scope: CompanyScope, id: number | null) {
  return queryOptions({
    queryKey: storeKeys.detail(scope, id),
    queryFn: ({ signal }) => callApi('/Store/Get', { ...scope, ...(id === null ? {} : { storeId: id }) }, { signal }),
    // The form keeps what it loaded until it is saved or reloaded (a refetch must not move the base version).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

const HISTORY_PAGE = 20;

export function storeHistoryQuery(scope: CompanyScope, id: number) {
  return infiniteQueryOptions({
    // RecordHistory takes every area's History query (its key typed loosely).
    queryKey: storeKeys.history(scope, id) as readonly unknown[],
    queryFn: ({ pageParam, signal }) => callApi('/Store/History', { ...scope, storeId: id, limit: HISTORY_PAGE, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: CallData<'/Store/History'>) => last.nextBeforeId,
  });
}

export type StoreSaveBody = Omit<CallRequest<'/Store/Save'>, 'tokenSesion'>;

/**
 * Saves the store (one mutationId per attempt). The lists and the header's store selector (/Scope/Options) follow a
 * new store, a rename or a deactivation.
 */
export function useSaveStore(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSaveBody) => callApi('/Store/Save', body),
    onSuccess: (data: CallData<'/Store/Save'>) => {
      queryClient.setQueryData(storeKeys.detail(scope, data.store.id), (old: CallData<'/Store/Get'> | undefined) => (old ? { ...old, store: data.store } : old));
      void queryClient.invalidateQueries({ queryKey: storeKeys.history(scope, data.store.id) });
      void queryClient.invalidateQueries({ queryKey: ['stores', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['scope', 'options'] });
      // Orders name their store: the lists show the new name on their next read.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/** "Activate shop": opens or closes a store; a retry of the same confirmation reuses its mutationId. */
export function useSetStoreOpen(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, open, mutationId }: { storeId: number; open: boolean; mutationId: string }) => callApi('/Store/SetOpen', { ...scope, storeId, open, mutationId }),
    onSettled: (_data, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: ['stores', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['stores', 'detail'] });
      void queryClient.invalidateQueries({ queryKey: storeKeys.history(scope, variables.storeId) });
    },
  });
}
