/** /cache's calls: one company's cache areas and invalidating them by hand. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CacheArea } from '../../../../contract/cache-areas';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one). */
export type CompanyScope = { empresaId?: number };

export const cacheKeys = {
  all: ['cache'] as const,
  list: (scope: CompanyScope) => ['cache', 'list', scope] as const,
};

export function cacheAreasQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: cacheKeys.list(scope),
    queryFn: ({ signal }) => callApi('/Cache/List', scope, { signal }),
    // Ages move on their own: refreshed every half minute while the screen is open.
    refetchInterval: 30_000,
  });
}

/** Bumps one area (or all); the answer is the new list, shown at once. */
export function useInvalidateCache(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ area, mutationId }: { area: CacheArea | 'all'; mutationId: string }) => callApi('/Cache/Invalidate', { ...scope, area, mutationId }),
    onSuccess: (data) => queryClient.setQueryData(cacheKeys.list(scope), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cacheKeys.all }),
  });
}
