/**
 * Other devices' changes: an `order.changed` event marks the picking list and that order's snapshot stale
 * (refetched if shown). Events about this device's own changes usually arrive with, or just before, the
 * outbox's answer, which already wrote the new version into the cache: the order is only refetched when,
 * a moment later, the cache is still behind the event. Polling (30 s, focus) covers a lost socket.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PickingGetData } from '../../../../contract/schemas/picking';
import { subscribeRealtime } from '../../../lib/realtime';
import { pickingKeys } from './picking-queries';

/** Time for the outbox's answer to land before deciding the cache is behind. */
const SETTLE_MS = 1500;
/** Many pickers make many events: the list is refetched at most this often. */
const LIST_THROTTLE_MS = 3000;

export function usePickingRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timers = new Set<number>();
    let listTimer: number | null = null;
    let lastListRefresh = Number.NEGATIVE_INFINITY;
    // The first event refetches at once (a newly placed order reaches pickers within a second); later ones within
    // the throttle window share one refetch at its end.
    const refreshList = () => {
      if (listTimer !== null) return;
      const run = () => {
        listTimer = null;
        lastListRefresh = Date.now();
        void queryClient.invalidateQueries({ queryKey: pickingKeys.lists });
      };
      const wait = lastListRefresh + LIST_THROTTLE_MS - Date.now();
      if (wait <= 0) run();
      else listTimer = window.setTimeout(run, wait);
    };
    const unsubscribe = subscribeRealtime({
      onMessage: (message) => {
        const orderId = message['orderId'];
        const version = message['version'];
        if (message.type !== 'order.changed' || typeof orderId !== 'number' || typeof version !== 'number') return;
        refreshList();
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          const cached = queryClient.getQueryData<PickingGetData>(pickingKeys.order(orderId));
          if (cached && cached.order.version < version) void queryClient.invalidateQueries({ queryKey: pickingKeys.order(orderId) });
        }, SETTLE_MS);
        timers.add(timer);
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: pickingKeys.all }),
    });
    return () => {
      unsubscribe();
      for (const timer of timers) window.clearTimeout(timer);
      if (listTimer !== null) window.clearTimeout(listTimer);
    };
  }, [queryClient]);
}
