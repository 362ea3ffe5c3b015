/** Staff news: SA's list and form on /novedades-informativas, and every staff member's feed in the shell. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };
export type NewsFeed = CallData<'/News/Feed'>;

/** The feed's count is refetched this often while the app is open (and on focus): news is not urgent. */
export const FEED_REFRESH_MS = 5 * 60_000;

export const newsKeys = {
  all: ['news'] as const,
  list: (scope: CompanyScope) => ['news', 'list', scope] as const,
  detail: (scope: CompanyScope, id: number) => ['news', 'detail', scope, id] as const,
  feed: (scope: CompanyScope) => ['news', 'feed', scope] as const,
};

export function newsListQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: newsKeys.list(scope),
    queryFn: ({ signal }) => callApi('/News/List', scope, { signal }),
    staleTime: 30_000,
  });
}

export function newsDetailQuery(scope: CompanyScope, id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(scope, id),
    queryFn: ({ signal }) => callApi('/News/Get', { ...scope, id }, { signal }),
  });
}

export function newsFeedQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: newsKeys.feed(scope),
    queryFn: ({ signal }) => callApi('/News/Feed', scope, { signal }),
    staleTime: 60_000,
    refetchInterval: FEED_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

type Without<P extends '/News/Save' | '/News/Delete'> = Omit<CallRequest<P>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Publish or edit a news item; a retry of the same submit reuses its mutationId (applied once). */
export function useSaveNews(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: Without<'/News/Save'>; mutationId: string }) => callApi('/News/Save', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useDeleteNews(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: Without<'/News/Delete'>; mutationId: string }) => callApi('/News/Delete', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** The feed with one item marked read and the count one lower (when it was unread). */
export function withRead(feed: NewsFeed, id: number): NewsFeed {
  const item = feed.items.find((one) => one.id === id);
  if (!item || item.leida) return feed;
  return { items: feed.items.map((one) => (one.id === id ? { ...one, leida: true } : one)), unread: Math.max(0, feed.unread - 1) };
}

/**
 * Marks a news item read: the badge drops at once (optimistic), the server's count then replaces it; a refusal
 * puts the feed back and refetches it.
 */
export function useMarkNewsRead(scope: CompanyScope) {
  const queryClient = useQueryClient();
  const key = newsKeys.feed(scope);
  return useMutation({
    mutationFn: (id: number) => callApi('/News/MarkRead', { id }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NewsFeed>(key);
      if (previous) queryClient.setQueryData<NewsFeed>(key, withRead(previous, id));
      return { previous };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<NewsFeed>(key, (feed) => (feed ? { ...withRead(feed, answer.id), unread: answer.unread } : feed));
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
