/**
 * The order detail's actions: a button per move the user may make. Cancelling asks for a reason, a supervisor's move
 * into picking chooses the picker (and "Reasignar picker" changes it), a supervisor's finish names the unpicked lines
 * (ADR 008); every move goes through the outbox, an assignment is sent at once.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mayMakeAnyMove, movesFor } from '../../../../contract/order-status';
import type { OrderDetail, OrderSummary } from '../../../../contract/schemas/orders';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import { StatusDot } from '../../../components/order-status/status-dot';
import { moveStep, useOrderMoveFlow, type FlowMoveInput } from '../../../components/order-moves/use-order-move-flow';
import { useUserData } from '../../../lib/user-data';
import { orderKeys } from '../api/order-queries';
import { applySummary, useMoveOrder } from '../api/use-move-order';

export function OrderMoveActions({ order }: { order: OrderDetail }) {
  const user = useUserData();
  const label = useStatusLabel();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { moveOrder } = useMoveOrder();
  const role = user?.rol ?? '';
  // Saved on the device at once; the status shows the move (greyed until the server has it).
  const send = useCallback((input: FlowMoveInput) => void moveOrder(input), [moveOrder]);
  const onAssigned = useCallback(
    (summary: OrderSummary) => {
      applySummary(queryClient, summary);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(summary.id) });
    },
    [queryClient],
  );
  const { request, dialogs } = useOrderMoveFlow({ role, send, onAssigned });
  const targets = movesFor(role, order.fulfilment, order.status);
  const reassign = order.status === 'en_picking' && mayMakeAnyMove(role);
  if (targets.length === 0 && !reassign) return null;
  return (
    <>
      <Group gap="xs" role="group" aria-label={t`Mover a`}>
        {targets.map((to) => (
          <Button
            key={to}
            // Neutral buttons with the status's colour as a dot: filled or outlined in the status colours, several of
            // them (blue, red, orange, green at shade 7) fall below 4.5:1 for their label (WCAG 1.4.3).
            variant="default"
            leftSection={<StatusDot status={to} />}
            onClick={() => request(order, to)}
          >
            {moveStep(role, order.status, to) === 'assign' ? t`Asignar picker` : t`Mover a ${label(to)}`}
          </Button>
        ))}
        {reassign && (
          <Button variant="default" leftSection={<IconUserShare size={16} aria-hidden />} onClick={() => request(order, 'en_picking')}>
            {t`Reasignar picker`}
          </Button>
        )}
      </Group>
      {dialogs}
    </>
  );
}
