import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };
export type BrandFilter = {
  q: string;
  active: boolean | undefined;
  page: number;
};

export const BRAND_PAGE_SIZE = 50;

export const brandKeys = {
  all: ['brands'] as const,
  list: (scope: CompanyScope, filter: BrandFilter) => ['brands', 'list', scope, filter] as const,
};

export function brandListQuery(scope: CompanyScope, filter: BrandFilter) {
  return queryOptions({
    queryKey: brandKeys.list(scope, filter),
    queryFn: ({ signal }) =>
      callApi(
        '/Brand/List',
        {
          ...scope,
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.active === undefined ? {} : { active: filter.active }),
          limit: BRAND_PAGE_SIZE,
          offset: filter.page * BRAND_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

type SaveInput = Omit<CallRequest<'/Brand/Save'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;
type DeleteInput = Omit<CallRequest<'/Brand/Delete'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Create / rename / (de)activate; a retry of the same click reuses its mutationId (applied once). */
export function useSaveBrand(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: SaveInput; mutationId: string }): Promise<CallData<'/Brand/Save'>> =>
      callApi('/Brand/Save', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}

export function useDeleteBrand(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: DeleteInput; mutationId: string }) => callApi('/Brand/Delete', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}

/** Uploads a brand's logo through the file store's upload route (contract/file-routes.ts `brandLogo`). */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, file }: { brandId: number; file: File }) => uploadFile('brandLogo', file, { brandId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
