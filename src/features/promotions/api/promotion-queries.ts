import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { PromoKind, PromoListFilter } from '../../../../contract/schemas/promotions';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };

const USES_PAGE_SIZE = 50;

/** Every promotion read starts with ['promotions'], so a change refreshes them all. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (scope: CompanyScope, kind: PromoKind, q: string, filter: PromoListFilter | undefined) => ['promotions', 'list', scope, kind, q, filter ?? null] as const,
  detail: (scope: CompanyScope, kind: PromoKind, id: number | null) => ['promotions', 'detail', scope, kind, id] as const,
  uses: (scope: CompanyScope, kind: PromoKind, id: number) => ['promotions', 'uses', scope, kind, id] as const,
};

export function promotionListQuery(scope: CompanyScope, kind: PromoKind, q: string, filter: PromoListFilter | undefined) {
  return queryOptions({
    queryKey: promotionKeys.list(scope, kind, q, filter),
    queryFn: ({ signal }) => callApi('/Promo/List', { ...scope, kind, ...(q ? { q } : {}), ...(filter ? { filter } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One promotion with the form's choices; `id` null: only the choices (a new one). */
export function promotionQuery(scope: CompanyScope, kind: PromoKind, id: number | null) {
  return queryOptions({
    queryKey: promotionKeys.detail(scope, kind, id),
    queryFn: ({ signal }) => callApi('/Promo/Get', { ...scope, kind, ...(id === null ? {} : { promotionId: id }) }, { signal }),
    staleTime: 30_000,
  });
}

type UsesPage = CallData<'/Promo/Uses'>;

export function promotionUsesQuery(scope: CompanyScope, kind: PromoKind, id: number) {
  return infiniteQueryOptions({
    queryKey: promotionKeys.uses(scope, kind, id),
    queryFn: ({ pageParam, signal }) => callApi('/Promo/Uses', { ...scope, kind, promotionId: id, limit: USES_PAGE_SIZE, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: UsesPage) => last.nextBeforeId,
  });
}

export type PromotionSaveBody = Omit<CallRequest<'/Promo/Save'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Create / edit; a retry of the same click reuses its mutationId (applied once). */
export function useSavePromotion(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, mutationId }: { body: PromotionSaveBody; mutationId: string }) => callApi('/Promo/Save', { ...scope, ...body, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useSetPromotionActive(scope: CompanyScope, kind: PromoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionId, baseVersion, active }: { promotionId: number; baseVersion: number; active: boolean }) =>
      callApi('/Promo/SetActive', { ...scope, kind, promotionId, baseVersion, active, mutationId: crypto.randomUUID() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
