/** /invasivo's calls (the company's banners, save, delete, the image upload) and the shop's banner read. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };
/** The store a shop sells from (and SA's company). */
export type StoreScope = { empresaId?: number; tiendaId: number };

export const bannerKeys = {
  all: ['intrusive-banner'] as const,
  list: (scope: CompanyScope) => ['intrusive-banner', 'list', scope] as const,
  shop: (scope: StoreScope, customerId: number) => ['intrusive-banner', 'shop', scope, customerId] as const,
};

export function bannersQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: bannerKeys.list(scope),
    queryFn: ({ signal }) => callApi('/Administracion/GetIntrusiveBanners', scope, { signal }),
    staleTime: 30_000,
  });
}

type SaveInput = Omit<CallRequest<'/Administracion/SaveIntrusiveBanner'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;
type DeleteInput = Omit<CallRequest<'/Administracion/DeleteIntrusiveBanner'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** Create or edit a banner; a retry of the same submit reuses its mutationId (applied once). */
export function useSaveBanner(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: SaveInput; mutationId: string }): Promise<CallData<'/Administracion/SaveIntrusiveBanner'>> =>
      callApi('/Administracion/SaveIntrusiveBanner', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

export function useDeleteBanner(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: DeleteInput; mutationId: string }) => callApi('/Administracion/DeleteIntrusiveBanner', { ...scope, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

/** Uploads the banner's picture to the content images (SA names the company). */
export function useUploadBannerImage(scope: CompanyScope) {
  return useMutation({ mutationFn: (file: File) => uploadFile('contentImage', file, { empresaId: scope.empresaId }) });
}
