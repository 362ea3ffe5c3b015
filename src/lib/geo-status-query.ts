import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * Whether the server has an address lookup provider (/Geo/Status): it changes only when the server restarts with
 * another configuration, so every address field shares this one request.
 */
export function geoStatusQuery() {
  return queryOptions({
    queryKey: ['geo', 'status'],
    queryFn: ({ signal }) => callApi('/Geo/Status', {}, { signal }),
    staleTime: 60 * 60_000,
  });
}
