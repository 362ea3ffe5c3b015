import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The companies, stores and warehouses in the caller's scope (/Scope/Options): the header's selectors and every
 * screen that names a store or warehouse share this one key, so one request serves them all.
 */
export function scopeOptionsQuery(userID: number | undefined) {
  return queryOptions({
    queryKey: ['scope', 'options', userID ?? null],
    queryFn: ({ signal }) => callApi('/Scope/Options', {}, { signal }),
    enabled: userID !== undefined,
    staleTime: 5 * 60_000,
  });
}
