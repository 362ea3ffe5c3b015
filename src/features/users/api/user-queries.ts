/** The /usuarios calls as query factories and mutation hooks; every change reuses its mutationId on a retry. */
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { UserCursor } from '../../../../contract/schemas/users';
import { callApi } from '../../../lib/api-client';
import type { UserListFilter } from '../lib/user-search';

export const USER_PAGE_SIZE = 50;

export const userKeys = {
  all: ['users'] as const,
  list: (filter: UserListFilter) => ['users', 'list', filter] as const,
  history: (userId: number) => ['users', 'history', userId] as const,
};

export function userListQuery(filter: UserListFilter) {
  return infiniteQueryOptions({
    queryKey: userKeys.list(filter),
    queryFn: ({ pageParam, signal }) => callApi('/User/List', { ...filter, limit: USER_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { signal }),
    initialPageParam: null as UserCursor | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function userHistoryQuery(userId: number) {
  return infiniteQueryOptions({
    queryKey: userKeys.history(userId) as readonly unknown[],
    queryFn: ({ pageParam, signal }) => callApi('/User/History', { userId, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBeforeId,
  });
}

type SaveInput = Omit<CallRequest<'/User/Save'>, 'tokenSesion' | 'mutationId'>;

function useUserMutation<I, D>(run: (input: I, mutationId: string) => Promise<D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: I; mutationId: string }) => run(input, mutationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useSaveUser() {
  return useUserMutation((input: SaveInput, mutationId): Promise<CallData<'/User/Save'>> => callApi('/User/Save', { ...input, mutationId }));
}

export function useSetUserDisabled() {
  return useUserMutation((input: { userId: number; disabled: boolean; baseVersion: number }, mutationId) => callApi('/User/SetDisabled', { ...input, mutationId }));
}

export function useSendPasswordReset() {
  return useUserMutation((input: { userId: number }, mutationId) => callApi('/User/SendPasswordReset', { ...input, mutationId }));
}
