/**
 * Placing an order from the call center or checkout (`/Order/Place`, docs/call-center.md). The request keeps its
 * mutationId across retries of the same attempt (a double click or a retry places one order). A refusal keeps what
 * was entered: PRICE_CHANGED asks to confirm the new total, SLOT_FULL / OUT_OF_STOCK / PROMO_UNAVAILABLE are shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CallData, CallRequest } from '../../../contract/calls';
import { callApi } from '../api-client';
import { pricingKeys } from '../cart/pricing-query';
import { attemptIds } from './attempt-id';
import { sellingKeys } from './selling-queries';

export type PlaceOrderInput = Omit<CallRequest<'/Order/Place'>, 'tokenSesion' | 'mutationId'>;
export type PlacedOrder = CallData<'/Order/Place'>;

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attempts = useRef(attemptIds());
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => callApi('/Order/Place', { ...input, mutationId: attempts.current.idFor(input) }),
    onSuccess: (_data, input) => {
      attempts.current.reset();
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['shop', 'slots'] });
      void queryClient.invalidateQueries({ queryKey: sellingKeys.credit(input.idCliente) });
    },
    onError: () => {
      // Prices, stock, places and promotions may have moved: price the cart again.
      void queryClient.invalidateQueries({ queryKey: pricingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['shop', 'slots'] });
    },
  });
}
