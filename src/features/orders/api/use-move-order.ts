/**
 * Order moves. Screens call `moveOrder(input)` and never talk to the server themselves, so a later
 * change can route the call through the offline outbox without touching them.
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OrderStatus } from '../../../../contract/order-status';
import { orderSummarySchema, type OrderDetail, type OrderSummary } from '../../../../contract/schemas/orders';
import { callApi, isApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { applySummaryToLists, findCachedSummary, shiftCounts } from './order-cache';
import { orderKeys } from './order-queries';

export interface MoveOrderInput {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** The order's version the move was made against. */
  baseVersion: number;
  /** Idempotency key; one is generated when missing. */
  mutationId?: string;
}

export type MoveOrderResult = { ok: true; order: OrderSummary } | { ok: false; error: unknown; message: string; current: OrderSummary | null };

export const MOVE_TOAST_MS = 3000;

/** Puts a fresh summary everywhere it is shown: lists, kanban columns and the open detail. */
export function applySummary(queryClient: QueryClient, order: OrderSummary): void {
  applySummaryToLists(queryClient, order);
  queryClient.setQueryData<OrderDetail>(orderKeys.detail(order.id), (detail) => (detail && detail.version <= order.version ? { ...detail, ...order } : detail));
}

function refreshAround(queryClient: QueryClient, orderId: number): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.counts });
}

export function useMoveOrder(): { moveOrder: (input: MoveOrderInput) => Promise<MoveOrderResult> } {
  const queryClient = useQueryClient();
  const describe = useErrorMessage();
  const { t } = useLingui();

  const moveOrder = useCallback(
    async (input: MoveOrderInput): Promise<MoveOrderResult> => {
      const mutationId = input.mutationId ?? crypto.randomUUID();
      const before = findCachedSummary(queryClient, input.orderId);
      // Optimistic: the card is in its new column at once; the answer confirms or puts it back.
      if (before) {
        applySummaryToLists(queryClient, { ...before, status: input.to });
        shiftCounts(queryClient, input.from, input.to);
      }
      try {
        const order = await callApi('/Order/Move', { orderId: input.orderId, from: input.from, to: input.to, baseVersion: input.baseVersion, mutationId });
        applySummary(queryClient, order);
        refreshAround(queryClient, order.id);
        return { ok: true, order };
      } catch (error) {
        const parsed = isApiError(error) ? orderSummarySchema.safeParse(error.detalle?.['current']) : null;
        const current = parsed?.success ? parsed.data : null;
        if (current) applySummary(queryClient, current);
        else if (before) applySummaryToLists(queryClient, before);
        refreshAround(queryClient, input.orderId);
        const message = describe(error);
        notifications.show({ color: 'red', title: t`No se pudo mover la orden`, message, autoClose: MOVE_TOAST_MS });
        return { ok: false, error, message, current };
      }
    },
    [queryClient, describe, t],
  );
  return { moveOrder };
}
