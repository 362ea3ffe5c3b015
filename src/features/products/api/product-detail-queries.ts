import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RecordHistoryData } from '../../../../contract/schemas/record-changes';
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
    // RecordHistory takes every area's History query (its key typed loosely).
    queryKey: productDetailKeys.history(scope, id) as readonly unknown[],
    // The shared trail (src/components/record-history.tsx) names the change's kind `action`; a product's is its source.
    queryFn: async ({ pageParam, signal }): Promise<RecordHistoryData> => {
      const page = await callApi('/Product/History', { ...scope, productId: id, limit: HISTORY_PAGE, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal });
      return { nextBeforeId: page.nextBeforeId, rows: page.rows.map(({ source, ...row }) => ({ ...row, action: source })) };
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last: RecordHistoryData) => last.nextBeforeId,
  });
}
