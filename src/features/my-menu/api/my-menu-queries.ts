import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

export type MenuPage = CallData<'/MyMenu/List'>;
export type MenuPages = InfiniteData<MenuPage, string | null>;
/** The store (and for SA its company) Mi menú shows, and where stock is read. */
export type MenuScope = { empresaId?: number; storeId: number; warehouseId?: number };

export const MENU_PAGE = 100;

export const myMenuKeys = {
  all: ['my-menu'] as const,
  list: (scope: MenuScope, q: string) => ['my-menu', 'list', scope, q] as const,
};

/** Pages of the store's products over `nextCursor` (keyset), searched on the server. */
export function myMenuListQuery(scope: MenuScope, q: string) {
  return infiniteQueryOptions({
    queryKey: myMenuKeys.list(scope, q),
    queryFn: ({ pageParam, signal }) => callApi('/MyMenu/List', { ...scope, ...(q ? { q } : {}), limit: MENU_PAGE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MenuPage) => last.nextCursor,
    staleTime: 30_000,
  });
}

type SetInput = Omit<CallRequest<'/MyMenu/Set'>, 'tokenSesion' | 'mutationId' | 'empresaId' | 'storeId' | 'warehouseId'>;
type OutInput = Omit<CallRequest<'/MyMenu/SetOutOfStock'>, 'tokenSesion' | 'mutationId' | 'empresaId' | 'storeId' | 'warehouseId'>;

/**
 * Puts a changed row into every cached page of this store and warehouse that shows it (whatever the search), so the
 * list keeps its place instead of refetching every page.
 */
function useReplaceRow(scope: MenuScope) {
  const queryClient = useQueryClient();
  return (data: CallData<'/MyMenu/Set'>) => {
    queryClient.setQueriesData<MenuPages>({ queryKey: ['my-menu', 'list', scope] }, (pages) =>
      pages
        ? {
            ...pages,
            pages: pages.pages.map((page) => ({
              ...page,
              rows: page.rows.map((row) => (row.productId === data.row.productId ? data.row : row)),
            })),
          }
        : pages,
    );
  };
}

/** Availability and store price; a retry of the same change reuses its mutationId (applied once). */
export function useSetMenuProduct(scope: MenuScope) {
  const replace = useReplaceRow(scope);
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: SetInput; mutationId: string }) => callApi('/MyMenu/Set', { ...scope, ...input, mutationId }),
    onSuccess: replace,
  });
}

export function useSetMenuOutOfStock(scope: MenuScope) {
  const replace = useReplaceRow(scope);
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: OutInput; mutationId: string }) => callApi('/MyMenu/SetOutOfStock', { ...scope, ...input, mutationId }),
    onSuccess: replace,
  });
}
