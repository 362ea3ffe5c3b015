/** `/Picking/FindProducts`: the substitute sheet's online search of the company's catalogue (not persisted). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PickingGetData, PickingProduct } from '../../../../contract/schemas/picking';
import { callApi } from '../../../lib/api-client';
import { pickingKeys } from './picking-queries';
import { rememberProduct, withRemembered } from './remembered-candidates';

export function findProductsQuery(orderId: number, q: string, categoryId: number | null) {
  return queryOptions({
    queryKey: [...pickingKeys.all, 'find', orderId, q, categoryId] as const,
    queryFn: ({ signal }) => callApi('/Picking/FindProducts', { orderId, q, ...(categoryId !== null ? { categoryId } : {}) }, { signal }),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}

/** A product found on the server becomes one of the cached order's candidates (see remembered-candidates.ts). */
export function rememberCandidate(queryClient: QueryClient, orderId: number, product: PickingProduct): void {
  rememberProduct(orderId, product);
  queryClient.setQueryData<PickingGetData>(pickingKeys.order(orderId), (data) => (data ? withRemembered(data) : data));
}
