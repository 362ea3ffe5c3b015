import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiAnswer } from '../../../lib/api-client';
import { productListKeys } from './product-list-queries';

export interface SetActiveInput {
  empresaId?: number;
  ids: number[];
  active: boolean;
}

/**
 * Activates or deactivates products at once (`/Product/SetActive`). One mutation id per attempt, kept across the
 * client's retries of that attempt, so a retry after a lost answer applies once. Every product read is refreshed after.
 */
export function useSetProductsActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mutationId, ...input }: SetActiveInput & { mutationId: string }) => {
      const answer = await callApiAnswer('/Product/SetActive', { ...input, mutationId });
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productListKeys.all }),
  });
}
