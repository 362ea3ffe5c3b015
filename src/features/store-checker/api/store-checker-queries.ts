import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

export type CheckerData = CallData<'/StoreChecker/Get'>;

export const checkerKeys = {
  all: ['store-checker'] as const,
  detail: (storeId: number) => ['store-checker', storeId] as const,
  search: (storeId: number, q: string) => ['store-checker', storeId, 'search', q] as const,
};

export function storeCheckerQuery(storeId: number) {
  return queryOptions({
    queryKey: checkerKeys.detail(storeId),
    queryFn: ({ signal }) => callApi('/StoreChecker/Get', { storeId }, { signal }),
    staleTime: 15_000,
  });
}

/** Products of the store to mark out of stock (Mi menú's search, first page). */
export function checkerProductSearchQuery(storeId: number, q: string) {
  return queryOptions({
    queryKey: checkerKeys.search(storeId, q),
    queryFn: ({ signal }) => callApi('/MyMenu/List', { storeId, q, limit: 8 }, { signal }),
    enabled: q.length > 0,
    staleTime: 15_000,
  });
}

/** Each change answers the whole form: it replaces the cached one. A retry of the same change reuses its mutationId. */
export function useSetToday(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mode: 'usual' | 'closed' | 'hours'; opens?: string; closes?: string; reason?: string; mutationId: string }) =>
      callApi('/StoreChecker/SetToday', { storeId, ...input }),
    onSuccess: (data) => queryClient.setQueryData(checkerKeys.detail(storeId), data),
  });
}

export function useSetSlotCapacity(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { slotId: number; capacity: number; mutationId: string }) => callApi('/StoreChecker/SetSlotCapacity', { storeId, ...input }),
    onSuccess: (data) => queryClient.setQueryData(checkerKeys.detail(storeId), data),
  });
}

export function useSetOutToday(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: number; outOfStockToday: boolean; mutationId: string }) => callApi('/MyMenu/SetOutOfStock', { storeId, ...input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: checkerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['my-menu'] });
    },
  });
}

/** "Activate shop" (the stores area's `/Store/SetOpen`), for ACTIVATE_SHOP_ROLES. */
export function useSetOpen(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { open: boolean; mutationId: string }) => callApi('/Store/SetOpen', { storeId, ...input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: checkerKeys.detail(storeId) });
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}
