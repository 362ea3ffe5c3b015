import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { CompositeDetail } from '../../../../contract/schemas/product-composition';
import { callApi } from '../../../lib/api-client';

/** The company a catalogue call names: SA's chosen one, or nothing (the server holds others to their own). */
export type CompositeScope = { empresaId?: number };
export type ComponentDraft = { productId: number; quantityMilli: number };
export type SetComponentsBody = Omit<CallRequest<'/Product/SetComponents'>, 'tokenSesion'>;

/** Query keys: ['composites', scope, 'list', q], ['composites', scope, 'detail', id], ['composites', scope, 'preview', id, list]. */
export const compositeKeys = {
  all: ['composites'] as const,
  lists: (scope: CompositeScope) => ['composites', scope, 'list'] as const,
  list: (scope: CompositeScope, q: string) => ['composites', scope, 'list', q] as const,
  detail: (scope: CompositeScope, id: number) => ['composites', scope, 'detail', id] as const,
  preview: (scope: CompositeScope, id: number, components: readonly ComponentDraft[]) => ['composites', scope, 'preview', id, components] as const,
};

export function compositeListQuery(scope: CompositeScope, q: string) {
  return queryOptions({
    queryKey: compositeKeys.list(scope, q),
    queryFn: ({ signal }) => callApi('/Product/ListComposites', { ...scope, ...(q ? { q } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function compositeDetailQuery(scope: CompositeScope, productId: number) {
  return queryOptions({
    queryKey: compositeKeys.detail(scope, productId),
    queryFn: ({ signal }) => callApi('/Product/GetComponents', { ...scope, productId }, { signal }),
    staleTime: 10_000,
  });
}

/** What an unsaved list of components would make: derived price, stock per warehouse, components that close a loop. */
export function compositePreviewQuery(scope: CompositeScope, productId: number, components: readonly ComponentDraft[], enabled: boolean) {
  return queryOptions({
    queryKey: compositeKeys.preview(scope, productId, components),
    queryFn: ({ signal }) => callApi('/Product/GetComponents', { ...scope, productId, components: [...components] }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Saves a composite's components (one mutationId per attempt: a retry after a lost answer saves once). The saved
 * detail becomes the editor's base; the lists (composites, products) read the change on their next fetch.
 */
export function useSetComponents(scope: CompositeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetComponentsBody) => callApi('/Product/SetComponents', body),
    onSuccess: (data: CallData<'/Product/SetComponents'>) => {
      queryClient.setQueryData<CompositeDetail>(compositeKeys.detail(scope, data.product.id), data);
      void queryClient.invalidateQueries({ queryKey: compositeKeys.lists(scope) });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
