/** The call center's product search: the store's catalogue (`/Shop/Products`) by name, SKU or barcode. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { CompanyScope } from '../../../lib/selling/selling-queries';

/** Matches shown under the search box. */
export const PRODUCT_MATCHES = 10;

export function productSearchQuery(scope: CompanyScope, storeId: number, q: string, day: string | null) {
  return queryOptions({
    queryKey: ['shop', 'products', 'call-center', scope, storeId, q, day] as const,
    queryFn: ({ signal }) => callApi('/Shop/Products', { ...scope, tiendaId: storeId, q, limit: PRODUCT_MATCHES, ...(day ? { fechaEntrega: day } : {}) }, { signal }),
    enabled: q.length >= 1,
    // The last matches stay while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
