import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A day, like the other offline reads: a reload without network in the same shift still shows who is signed in. */
const KEEP_MS = 24 * 60 * 60_000;

/**
 * The signed-in user's name and role for the user menu (/User/Me). Persisted with the offline reads (`meta.persist`),
 * so after an offline reload the avatar keeps its initials and the menu its name.
 */
export function meQuery(userID: number | undefined) {
  return queryOptions({
    queryKey: ['user', 'me', userID ?? null],
    queryFn: ({ signal }) => callApi('/User/Me', {}, { signal }),
    enabled: userID !== undefined,
    staleTime: 5 * 60_000,
    gcTime: KEEP_MS,
    meta: { persist: true },
  });
}
