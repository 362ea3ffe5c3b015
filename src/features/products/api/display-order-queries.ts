import { notifications } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';

export type DisplayOrderScope = { empresaId?: number };
type ProductOrder = CallData<'/Category/ProductOrder'>;

export const displayOrderKeys = {
  category: (scope: DisplayOrderScope, categoryId: number) => ['display-order', scope, categoryId] as const,
};

export function productOrderQuery(scope: DisplayOrderScope, categoryId: number) {
  return queryOptions({
    queryKey: displayOrderKeys.category(scope, categoryId),
    queryFn: ({ signal }) => callApi('/Category/ProductOrder', { ...scope, categoryId }, { signal }),
    staleTime: 30_000,
  });
}

/** `rows` with the row at `from` moved to `to`. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(Math.min(Math.max(to, 0), next.length), 0, row);
  return next;
}

const TOAST_MS = 3000;

/**
 * Moves one product within its category, saved at once: the list shows the new order immediately; a refusal puts
 * the list back (and reloads the server's order) with a toast saying why.
 */
export function useMoveProduct(scope: DisplayOrderScope, categoryId: number) {
  const queryClient = useQueryClient();
  const describe = useErrorMessage();
  const { t } = useLingui();
  const key = displayOrderKeys.category(scope, categoryId);
  return useMutation({
    mutationFn: (move: { productId: number; fromIndex: number; toIndex: number }) =>
      callApi('/Category/MoveProduct', { ...scope, categoryId, productId: move.productId, toIndex: move.toIndex, mutationId: crypto.randomUUID() }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProductOrder>(key);
      queryClient.setQueryData<ProductOrder>(key, (old) => (old ? { ...old, rows: moveRow(old.rows, move.fromIndex, move.toIndex) } : old));
      return { before };
    },
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
      notifications.show({ color: 'red', title: t`No se pudo mover el producto`, message: describe(error), autoClose: TOAST_MS });
    },
  });
}
