import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallPath, CallRequest } from '../../../../contract/calls';
import type { MenuData } from '../../../../contract/schemas/menu';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };

export const menuKeys = {
  all: ['menu'] as const,
  tree: (scope: CompanyScope) => ['menu', 'tree', scope] as const,
  options: (scope: CompanyScope) => ['menu', 'options', scope] as const,
};

export function menuQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: menuKeys.tree(scope),
    queryFn: ({ signal }) => callApi('/Menu/Get', scope, { signal }),
    staleTime: 30_000,
  });
}

export function menuOptionsQuery(scope: CompanyScope) {
  return queryOptions({
    queryKey: menuKeys.options(scope),
    queryFn: ({ signal }) => callApi('/Menu/Options', scope, { signal }),
    staleTime: 60_000,
  });
}

type ChangePath = Extract<CallPath, '/Menu/Save' | '/Menu/Delete' | '/Menu/Reorder'>;
export type MenuChangeInput<P extends ChangePath> = Omit<CallRequest<P>, 'tokenSesion' | 'empresaId' | 'mutationId'> & {
  /** Reused by a retry of the same change (applied once). */
  mutationId: string;
  /** Shown at once, until the server answers (the order after a drag). */
  optimistic?: MenuData;
};

/**
 * A change to the menu: every answer carries the whole menu, which replaces the cached one; an optimistic menu is
 * shown meanwhile and rolled back when the change is refused.
 */
export function useMenuChange<P extends ChangePath>(path: P, scope: CompanyScope) {
  const queryClient = useQueryClient();
  const key = menuKeys.tree(scope);
  return useMutation({
    mutationFn: ({ optimistic: _o, ...input }: MenuChangeInput<P>) =>
      // The generic input is that path's request without the session; TypeScript cannot see it through Omit.
      callApi(path, { ...scope, ...input } as unknown as Omit<CallRequest<P>, 'tokenSesion'>) as Promise<CallData<P>>,
    onMutate: async ({ optimistic }: MenuChangeInput<P>) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MenuData>(key);
      queryClient.setQueryData<MenuData>(key, optimistic);
      return { previous };
    },
    onSuccess: (data) =>
      queryClient.setQueryData<MenuData>(key, {
        items: (data as MenuData).items,
      }),
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
