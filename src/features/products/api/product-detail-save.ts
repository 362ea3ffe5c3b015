import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';
import { productDetailKeys, type CompanyScope } from './product-detail-queries';

export type ProductSaveBody = Omit<CallRequest<'/Product/Save'>, 'tokenSesion'>;

/**
 * Saves the product (one mutationId per attempt, so a retried request after a lost answer saves once); on success
 * the saved product becomes the form's new base and its history is refetched.
 */
export function useSaveProduct(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductSaveBody) => callApi('/Product/Save', body),
    onSuccess: (data: CallData<'/Product/Save'>) => {
      queryClient.setQueryData(productDetailKeys.detail(scope, data.product.id), (old: CallData<'/Product/Get'> | undefined) => (old ? { ...old, product: data.product } : old));
      void queryClient.invalidateQueries({ queryKey: productDetailKeys.history(scope, data.product.id) });
      // Lists elsewhere (the products table) show the change on their next read.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
