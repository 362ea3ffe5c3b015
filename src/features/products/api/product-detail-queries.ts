import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CallData } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of the scope (SA names one; useCompanyScope). */
export type CompanyScope = { empresaId?: number };

/** Query keys: ['product-detail', scope, id|null] (the product and its form's choices), ['product-history', scope, id]. */
export const productDetailKeys = {
  detail: (scope: CompanyScope, id: number | null) => ['product-detail', scope, id] as const,
  history: (scope: CompanyScope, id: number) => ['product-history', scope, id] as const,
};

export function productDetailQuery(scope: CompanyScope, id: number | null) {
  return queryOptions({
    queryKey: productDetailKeys.detail(scope, id),
    queryFn: ({ signal }) => callApi('/Product/Get', { ...scope, ...(id === null ? {} : { productId: id }) }, { signal }),
    // The form keeps what it loaded until it is saved or reloaded (a refetch must not move the base version).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

const HISTORY_PAGE = 20;

export function productHistoryQuery(scope: CompanyScope, id: number) {
  return infiniteQueryOptions({
    queryKey: productDetailKeys.history(scope, id),
    queryFn: ({ pageParam, signal }) => callApi('/Product/History', { ...scope, productId: id, limit: HISTORY_PAGE, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: CallData<'/Product/History'>) => last.nextBeforeId,
  });
}
