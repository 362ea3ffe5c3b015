/**
 * The server's pricing of a cart (`/Customer/ConsultarProductosCarritoLite`, docs/pricing.md), for every screen that
 * shows a cart's money. Spec §8: a failure is only logged; the screen keeps the last figures it had.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { CallRequest } from '../../../contract/calls';
import type { PricingData } from '../../../contract/schemas/pricing';
import { callApi } from '../api-client';
import { cartLines, type CartState } from './cart-rules';

export type PricingInput = Omit<CallRequest<'/Customer/ConsultarProductosCarritoLite'>, 'tokenSesion'>;

export const pricingKeys = {
  all: ['cart-pricing'] as const,
  cart: (input: PricingInput) => ['cart-pricing', input] as const,
};

/** Quantity changes settle this long before the cart is priced again. */
export const PRICING_DEBOUNCE_MS = 250;

export function pricingQueryOptions(input: PricingInput) {
  return queryOptions({
    queryKey: pricingKeys.cart(input),
    queryFn: async ({ signal }) => {
      try {
        return await callApi('/Customer/ConsultarProductosCarritoLite', input, { signal });
      } catch (error) {
        // Spec §8: logged, never shown.
        if (!signal.aborted) console.error('Error al consultar los precios del carrito:', error);
        throw error;
      }
    },
    // The totals stay on screen while the next ones load (no flicker).
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
}

export interface CartPricingParams {
  /** SA: the company of the store. */
  empresaId?: number;
  customerId: number;
  storeId: number;
  cart: CartState;
  /** Delivery day YYYY-MM-DD (default: today on the server). */
  day?: string;
  fulfilment?: 'delivery' | 'pickup';
  zoneId?: number;
  promoCode?: string;
  bin?: string;
  /** False while the screen still lacks something the call needs (the store's delivery zone). */
  enabled?: boolean;
}

export function pricingInput(params: CartPricingParams): PricingInput {
  const { empresaId, customerId, storeId, cart, day, fulfilment, zoneId, promoCode, bin } = params;
  return {
    ...(empresaId === undefined ? {} : { empresaId }),
    idCliente: customerId,
    tiendaId: storeId,
    productos: cartLines(cart),
    esEnvioGratis: cart.esEnvioGratis,
    ...(day ? { fechaEntrega: day } : {}),
    ...(fulfilment ? { entrega: fulfilment } : {}),
    ...(zoneId === undefined ? {} : { zonaId: zoneId }),
    ...(promoCode ? { codigoPromo: promoCode } : {}),
    ...(bin ? { bin } : {}),
  };
}

export interface CartPricing {
  /** The last pricing the server gave for this cart (null: an empty cart, or none yet). */
  data: PricingData | null;
  /** A newer pricing is on its way (the figures shown may be a step behind). */
  updating: boolean;
}

/** The live pricing of a cart: asked again ~250 ms after the last change; the last figures stay if a call fails. */
export function useCartPricing(params: CartPricingParams): CartPricing {
  // Debounced as text: a fresh object every render would restart the timer forever.
  const key = JSON.stringify(pricingInput(params));
  const [settled] = useDebouncedValue(key, PRICING_DEBOUNCE_MS, { leading: true });
  const input = useMemo(() => JSON.parse(settled) as PricingInput, [settled]);
  const empty = params.cart.productos.length === 0 || input.productos.length === 0;
  const query = useQuery({ ...pricingQueryOptions(input), enabled: !empty && params.enabled !== false });
  const last = useRef<PricingData | null>(null);
  if (query.data && !query.isPlaceholderData) last.current = query.data;
  if (empty) last.current = null;
  return { data: empty ? null : (query.data ?? last.current), updating: !empty && (query.isFetching || settled !== key) };
}
