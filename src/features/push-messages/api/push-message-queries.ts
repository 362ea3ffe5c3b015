/** /notificaciones: the company's composed push messages, one with its deliveries, the audience count, and the changes. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { PushAudience } from '../../../../contract/schemas/push-messages';
import { callApi } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };

export const pushMessageKeys = {
  all: ['push-messages'] as const,
  list: (scope: CompanyScope) => ['push-messages', 'list', scope] as const,
  one: (scope: CompanyScope, id: number) => ['push-messages', 'one', scope, id] as const,
  audience: (scope: CompanyScope, audience: PushAudience) => ['push-messages', 'audience', scope, audience] as const,
};

export function pushMessagesQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: pushMessageKeys.list(scope),
    queryFn: ({ signal }) => callApi('/Push/Messages', { ...scope }, { signal }),
    // Scheduled messages go out on their own: the list follows without a reload.
    refetchInterval: 30_000,
  });
}

export function pushMessageQuery(scope: CompanyScope, id: number) {
  return queryOptions({
    queryKey: pushMessageKeys.one(scope, id),
    queryFn: ({ signal }) => callApi('/Push/Message', { ...scope, id }, { signal }),
  });
}

/** How many people and devices the audience reaches now (the form's live count). */
export function audienceCountQuery(scope: CompanyScope, audience: PushAudience) {
  return queryOptions({
    queryKey: pushMessageKeys.audience(scope, audience),
    queryFn: ({ signal }) => callApi('/Push/AudienceCount', { ...scope, audience }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

type ComposeInput = Omit<CallRequest<'/Push/Compose'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Compose (send now or schedule); a retry of the same submit reuses its mutationId (stored once). */
export function useComposePush(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: ComposeInput; mutationId: string }): Promise<CallData<'/Push/Compose'>> => callApi('/Push/Compose', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushMessageKeys.all }),
  });
}

export function useCancelPush(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, baseVersion, mutationId }: { id: number; baseVersion: number; mutationId: string }): Promise<CallData<'/Push/Cancel'>> =>
      callApi('/Push/Cancel', { ...scope, id, baseVersion, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushMessageKeys.all }),
  });
}

/** Uploads the message's picture (a content image of the company). */
export function useUploadPushImage(scope: CompanyScope) {
  return useMutation({ mutationFn: (file: File) => uploadFile('contentImage', file, { empresaId: scope.empresaId }) });
}
