import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The signed-in user's name and role for the user menu (/User/Me). */
export function meQuery(userID: number | undefined) {
  return queryOptions({
    queryKey: ['user', 'me', userID ?? null],
    queryFn: ({ signal }) => callApi('/User/Me', {}, { signal }),
    enabled: userID !== undefined,
    staleTime: 5 * 60_000,
  });
}
