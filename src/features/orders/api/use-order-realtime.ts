/**
 * Keeps order screens live: each `order.changed` event patches the summary in every cached list and
 * kanban column, and marks the detail and the counts stale. After a reconnect everything about orders
 * is refetched, since events were missed while away.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderChangedEventSchema } from '../../../../contract/schemas/orders';
import { subscribeRealtime } from '../../../lib/realtime';
import { orderKeys } from './order-queries';
import { applySummary } from './use-move-order';

export function useOrderRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime({
        onMessage: (message) => {
          if (message.type !== 'order.changed') return;
          const parsed = orderChangedEventSchema.safeParse(message);
          if (!parsed.success) return;
          applySummary(queryClient, parsed.data.summary);
          void queryClient.invalidateQueries({ queryKey: orderKeys.detail(parsed.data.orderId) });
          void queryClient.invalidateQueries({ queryKey: orderKeys.counts });
        },
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      }),
    [queryClient],
  );
}
