/** /categorias and /store-categories: the company's tree and one store's categories, and the changes to them. */
import { useMutation, useQueryClient, queryOptions } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

export type CompanyScope = { empresaId?: number };

/** Query keys: ['categories', 'tree', scope], ['categories', 'store', scope, storeId]. */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: (scope: CompanyScope) => ['categories', 'tree', scope] as const,
  store: (scope: CompanyScope, storeId: number) => ['categories', 'store', scope, storeId] as const,
};

export function categoryTreeQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: categoryKeys.tree(scope),
    queryFn: ({ signal }) => callApi('/Category/Tree', scope, { signal }),
    staleTime: 30_000,
  });
}

export function storeCategoriesQuery(scope: CompanyScope, storeId: number | null) {
  return queryOptions({
    queryKey: categoryKeys.store(scope, storeId ?? 0),
    queryFn: ({ signal }) => callApi('/StoreCategory/Get', { ...scope, storeId: storeId ?? 0 }, { signal }),
    enabled: storeId !== null,
    staleTime: 30_000,
  });
}

type ChangePath = '/Category/Save' | '/Category/Reorder' | '/Category/Delete';
type ChangeArgs<P extends ChangePath> = Omit<CallRequest<P>, 'tokenSesion' | 'empresaId' | 'mutationId'>;

/**
 * A tree change: sent with a new mutationId (retries of the same click reuse it) and the company's scope; its
 * answer (the whole tree) replaces the cached one. `optimistic` shows a reorder at once; a refusal puts it back.
 */
export function useCategoryChange<P extends ChangePath>(path: P, scope: CompanyScope) {
  const queryClient = useQueryClient();
  const key = categoryKeys.tree(scope);
  return useMutation({
    mutationFn: (args: ChangeArgs<P> & { optimistic?: CallData<'/Category/Tree'> }) => {
      const { optimistic: _optimistic, ...rest } = args;
      // The generic input is that path's request without the session; TypeScript cannot see it through the spread.
      return callApi(path, { ...scope, ...rest, mutationId: crypto.randomUUID() } as unknown as CallRequest<P>) as Promise<CallData<P>>;
    },
    onMutate: async (args) => {
      if (!args.optimistic) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, args.optimistic);
      return { previous };
    },
    onError: (_error, _args, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => {
      const answer = data as CallData<'/Category/Save'>;
      queryClient.setQueryData(key, { categories: answer.categories });
      // A store's list reads the tree: refetch it when next shown.
      void queryClient.invalidateQueries({ queryKey: ['categories', 'store'] });
    },
  });
}

export function useSetStoreCategories(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<CallRequest<'/StoreCategory/Set'>, 'tokenSesion' | 'empresaId' | 'mutationId'>) =>
      callApi('/StoreCategory/Set', { ...scope, ...args, mutationId: crypto.randomUUID() }),
    onSuccess: (data) => queryClient.setQueryData(categoryKeys.store(scope, data.storeId), data),
  });
}
