import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ProductSort } from '../../../../contract/catalogue-constants';
import type { CallData } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';
import type { ProductListFilter } from '../lib/product-list-search';

export type ProductPage = CallData<'/Product/List'>;
export type ProductPages = InfiniteData<ProductPage, string | null>;

export const PRODUCT_LIST_PAGE = 100;

/** Query keys: every product read starts with ['products'] (the picker's too), so a change refreshes them all. */
export const productListKeys = {
  all: ['products'] as const,
  list: (filter: ProductListFilter, sort: ProductSort, desc: boolean) => ['products', 'list', filter, sort, desc] as const,
  filters: (empresaId: number | undefined) => ['products', 'list-filters', empresaId ?? null] as const,
};

/** Pages of products over `nextCursor` (keyset). */
export function productListQuery(filter: ProductListFilter, sort: ProductSort, desc: boolean) {
  return infiniteQueryOptions({
    queryKey: productListKeys.list(filter, sort, desc),
    queryFn: ({ pageParam, signal }) => callApi('/Product/List', { ...filter, sort, desc, limit: PRODUCT_LIST_PAGE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => last.nextCursor,
    staleTime: 30_000,
  });
}

/** The company's categories and brands (the filters' choices). */
export function productListFiltersQuery(empresaId: number | undefined) {
  return queryOptions({
    queryKey: productListKeys.filters(empresaId),
    queryFn: ({ signal }) => callApi('/Product/ListFilters', empresaId === undefined ? {} : { empresaId }, { signal }),
    staleTime: 60_000,
  });
}

