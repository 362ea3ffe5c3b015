import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The company's categories, brands and warehouses the rows are checked against (`/product/bulk_load_reference`). */
export function uploadReferenceQuery(scope: { empresaId?: number }) {
  return queryOptions({
    queryKey: ['product-upload', 'reference', scope.empresaId ?? null] as const,
    queryFn: ({ signal }) => callApi('/product/bulk_load_reference', scope, { signal }),
    staleTime: 60_000,
  });
}
