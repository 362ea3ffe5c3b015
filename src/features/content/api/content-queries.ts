/**
 * /home's calls (spec §7 `/Administracion/*`) as query-option factories and mutation hooks, and the storefront strip
 * (`/Shop/Home`). Every change refreshes the elements and the strip; a reorder shows at once and is put back if the
 * server refuses it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { UiElement } from '../../../../contract/schemas/content';
import { callApi } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };
/** Where the strip is shown: the shop's store, or (the preview) just the company. */
export type StripScope = CompanyScope & { tiendaId?: number };

export const contentKeys = {
  all: ['content'] as const,
  elements: (scope: CompanyScope) => ['content', 'elements', scope] as const,
  strip: (scope: StripScope) => ['content', 'strip', scope] as const,
};

export function uiElementsQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: contentKeys.elements(scope),
    queryFn: ({ signal }) => callApi('/Administracion/GetUIElements', scope, { signal }),
    staleTime: 30_000,
  });
}

/** What the storefront shows now: active elements with their items in force. */
export function storefrontStripQuery(scope: StripScope) {
  return queryOptions({
    queryKey: contentKeys.strip(scope),
    queryFn: ({ signal }) => callApi('/Shop/Home', scope, { signal }).then((data) => data.elements),
    staleTime: 60_000,
  });
}

type Body<P extends Parameters<typeof callApi>[0]> = Omit<CallRequest<P>, 'tokenSesion' | 'empresaId' | 'storeId' | 'warehouseId'>;

/** One mutation hook per call; each refreshes the elements and the strip when it settles. */
function useContentMutation<P extends '/Administracion/CreateUIElement' | '/Administracion/SetUIElement' | '/Administracion/DeleteUIElement' | '/Administracion/CreateUIItem' | '/Administracion/SetUIItem' | '/Administracion/DeleteUIItem'>(
  path: P,
  scope: CompanyScope,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<P>): Promise<CallData<P>> => callApi(path, { ...scope, ...body } as Omit<CallRequest<P>, 'tokenSesion'>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export const useCreateElement = (scope: CompanyScope) => useContentMutation('/Administracion/CreateUIElement', scope);
export const useSetElement = (scope: CompanyScope) => useContentMutation('/Administracion/SetUIElement', scope);
export const useDeleteElement = (scope: CompanyScope) => useContentMutation('/Administracion/DeleteUIElement', scope);
export const useCreateItem = (scope: CompanyScope) => useContentMutation('/Administracion/CreateUIItem', scope);
export const useSetItem = (scope: CompanyScope) => useContentMutation('/Administracion/SetUIItem', scope);
export const useDeleteItem = (scope: CompanyScope) => useContentMutation('/Administracion/DeleteUIItem', scope);

/** Saves an element's item order; the list shows the new order at once and goes back to the old one if refused. */
export function useReorderItems(scope: CompanyScope) {
  const queryClient = useQueryClient();
  const key = contentKeys.elements(scope);
  return useMutation({
    mutationFn: (item: { elementoId: number; orden: number[] }) => callApi('/Administracion/UpdateElementOrderItem', { ...scope, item }),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UiElement[]>(key);
      if (previous) {
        queryClient.setQueryData<UiElement[]>(
          key,
          previous.map((element) => {
            if (element.id !== item.elementoId) return element;
            const byId = new Map(element.items.map((row) => [row.id, row]));
            return { ...element, items: item.orden.flatMap((id, posicion) => (byId.has(id) ? [{ ...byId.get(id)!, posicion }] : [])) };
          }),
        );
      }
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/** Uploads an item's picture to the content image route (SA names the company). */
export function useUploadContentImage(scope: CompanyScope) {
  return useMutation({
    mutationFn: (file: File) => uploadFile('contentImage', file, { empresaId: scope.empresaId }),
  });
}

/** The company's categories for the item's category fields (the catalogue's tree call). */
export function contentCategoriesQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: ['content', 'categories', scope] as const,
    queryFn: ({ signal }) => callApi('/Category/Tree', scope, { signal }).then((data) => data.categories),
    staleTime: 60_000,
  });
}
