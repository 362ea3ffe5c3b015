/**
 * Order moves go through the offline outbox (ADR 003): the card moves at once, the change is saved on the device
 * and sent when the network allows. A refusal that comes back while the user is still looking (online) puts the
 * card back with the reason and is cleared; one that comes back later (the move was made offline) also stays in
 * the outbox as a conflict, so the user can apply it again on the current state or discard it.
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CancelReason, OrderStatus } from '../../../../contract/order-status';
import { orderSummarySchema, type OrderDetail, type OrderSummary } from '../../../../contract/schemas/orders';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { discardChange, enqueueChange } from '../../../lib/outbox/outbox';
import { OutboxFullError } from '../../../lib/outbox/types';
import { applySummaryToLists, findCachedSummary, shiftCounts } from './order-cache';
import { orderKeys } from './order-queries';
import { forgetPendingMove, rememberPendingMove } from './pending-moves';

export interface MoveOrderInput {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** The order's version the move was made against. */
  baseVersion: number;
  /** Idempotency key; one is generated when missing. */
  mutationId?: string;
  /** A cancel's reason and free text (ADR 008); they go through the outbox with the move. */
  reason?: CancelReason;
  reasonText?: string;
  /** A supervisor's confirmed finish with lines still unpicked. */
  force?: boolean;
}

export type MoveOrderResult = { ok: true; order: OrderSummary } | { ok: false; error: unknown; message: string; current: OrderSummary | null };

export const MOVE_TOAST_MS = 3000;
/** A refusal arriving within this time of the drop is answered in place (snap back + toast) and not kept. */
export const IN_PLACE_MS = 10_000;

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
      const restore = () => {
        forgetPendingMove(input.orderId);
        if (before) {
          applySummaryToLists(queryClient, before);
          shiftCounts(queryClient, input.to, input.from);
        }
      };
      // Optimistic: the card is in its new column at once; the answer confirms or puts it back.
      if (before) {
        const moved = { ...before, status: input.to };
        rememberPendingMove(moved);
        applySummaryToLists(queryClient, moved);
        shiftCounts(queryClient, input.from, input.to);
      }
      const madeAt = Date.now();
      let settled;
      try {
        const enqueued = await enqueueChange(
          'order.move',
          {
            orderId: input.orderId,
            from: input.from,
            to: input.to,
            baseVersion: input.baseVersion,
            mutationId,
            ...(input.reason === undefined ? {} : { reason: input.reason }),
            ...(input.reasonText === undefined ? {} : { reasonText: input.reasonText }),
            ...(input.force === undefined ? {} : { force: input.force }),
          },
          input.orderId,
          before ? { orderNumber: before.number } : undefined,
        );
        settled = enqueued.settled;
      } catch (error) {
        restore();
        const message = error instanceof OutboxFullError ? t`No se guardó el cambio: este dispositivo no tiene espacio libre.` : describe(error);
        notifications.show({ color: 'red', title: t`No se pudo mover la orden`, message, autoClose: MOVE_TOAST_MS });
        return { ok: false, error, message, current: null };
      }
      const settlement = await settled;
      forgetPendingMove(input.orderId);
      if (settlement.status === 'applied') {
        applySummary(queryClient, settlement.data);
        refreshAround(queryClient, input.orderId);
        return { ok: true, order: settlement.data };
      }
      const { result } = settlement;
      const parsed = orderSummarySchema.safeParse(result.detalle?.['current']);
      const current = parsed.success ? parsed.data : null;
      if (current) applySummary(queryClient, current);
      else restore();
      refreshAround(queryClient, input.orderId);
      const error = new ApiError({ codigo: result.codigo ?? 'INTERNAL', mensaje: result.mensaje ?? '', status: 409, detalle: result.detalle });
      const message = describe(error);
      const inPlace = Date.now() - madeAt <= IN_PLACE_MS;
      if (inPlace) await discardChange(result.id).catch(() => undefined);
      notifications.show({
        color: 'red',
        title: t`No se pudo mover la orden`,
        message: inPlace ? message : t`${message} Revísalo en Sincronización.`,
        autoClose: MOVE_TOAST_MS,
      });
      return { ok: false, error, message, current };
    },
    [queryClient, describe, t],
  );
  return { moveOrder };
}
