import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The companies, stores and warehouses the header selectors offer (/Scope/Options). */
export function scopeOptionsQuery(userID: number | undefined) {
  return queryOptions({
    queryKey: ['scope', 'options', userID ?? null],
    queryFn: ({ signal }) => callApi('/Scope/Options', {}, { signal }),
    enabled: userID !== undefined,
    staleTime: 5 * 60_000,
  });
}
