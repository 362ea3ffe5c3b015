/** `/Shop/*` query-option factories of /tienda and /tienda-cliente (the customer is read with the selling screens' query). */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallData } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The store the shop sells from (and SA's company). */
export type ShopScope = { empresaId?: number; tiendaId: number };
export type ShopPage = CallData<'/Shop/Products'>;

export const SHOP_PAGE_SIZE = 40;

export const shopKeys = {
  all: ['shop'] as const,
  products: (scope: ShopScope, q: string, categoryId: number | null) => ['shop', 'products', scope, q, categoryId] as const,
  categories: (scope: ShopScope) => ['shop', 'categories', scope] as const,
};

/** Keyset pages of the store's catalogue, searched and filtered on the server. */
export function shopProductsQuery(scope: ShopScope, q: string, categoryId: number | null) {
  return infiniteQueryOptions({
    queryKey: shopKeys.products(scope, q, categoryId),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        '/Shop/Products',
        { ...scope, ...(q ? { q } : {}), ...(categoryId === null ? {} : { categoriaId: categoryId }), limit: SHOP_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ShopPage) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function shopCategoriesQuery(scope: ShopScope) {
  return queryOptions({
    queryKey: shopKeys.categories(scope),
    queryFn: ({ signal }) => callApi('/Shop/Categories', scope, { signal }).then((data) => data.categories),
    staleTime: 5 * 60_000,
  });
}

/** The store's shipping rules (zones, pickup) for pricing the cart; the slots themselves are checkout's. */
export function storeShippingQuery(scope: ShopScope) {
  return queryOptions({
    queryKey: ['shop', 'shipping', scope] as const,
    queryFn: ({ signal }) => callApi('/Shop/Slots', { ...scope, dias: 1 }, { signal }),
    staleTime: 5 * 60_000,
  });
}
