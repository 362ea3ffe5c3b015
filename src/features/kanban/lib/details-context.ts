import { createContext, useContext } from 'react';
import type { OrderSummary } from '../../../../contract/schemas/orders';

/**
 * Opens an order's delivery details in the board's drawer (roles that may not open `/orden/:id`, spec §6); null
 * where the board offers no drawer. A context rather than a card prop: the cards are memoized on their props.
 */
export const OrderDetailsContext = createContext<((order: OrderSummary) => void) | null>(null);

export function useOpenOrderDetails(): ((order: OrderSummary) => void) | null {
  return useContext(OrderDetailsContext);
}
