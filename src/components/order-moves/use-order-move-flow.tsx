/**
 * The moves that need a step before they are sent (ADR 008), the same from the order detail and the kanban (a button,
 * the card's menu or a drop): cancelling asks for a reason; a supervisor's confirmada → en_picking chooses a picker
 * (and en_picking → en_picking reassigns one); a supervisor's en_picking → pickeada names the unpicked lines first.
 * Every other move is sent as it is. `send` is the host's move (through the outbox), `onAssigned` its cache update.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { mayMakeAnyMove, type CancelReason, type OrderStatus } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import { AssignPickerDialog } from './assign-picker-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ForceFinishDialog } from './force-finish-dialog';

export interface FlowMoveInput {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  baseVersion: number;
  reason?: CancelReason;
  reasonText?: string;
  force?: boolean;
}

type FlowOrder = Pick<OrderSummary, 'id' | 'number' | 'status' | 'version' | 'pickerId'>;
type Step = { kind: 'cancel' | 'assign' | 'finish'; order: FlowOrder } | null;

/** Which step a move needs, if any: 'assign' also for a supervisor picking the same column again (reassign). */
export function moveStep(role: string, from: OrderStatus, to: OrderStatus): 'cancel' | 'assign' | 'finish' | null {
  if (to === 'cancelada') return 'cancel';
  if (!mayMakeAnyMove(role)) return null;
  if (to === 'en_picking' && (from === 'confirmada' || from === 'en_picking')) return 'assign';
  if (from === 'en_picking' && to === 'pickeada') return 'finish';
  return null;
}

export function useOrderMoveFlow({ role, send, onAssigned }: { role: string; send: (input: FlowMoveInput) => unknown; onAssigned?: (order: OrderSummary) => void }): {
  request: (order: FlowOrder, to: OrderStatus) => void;
  dialogs: ReactNode;
} {
  const [step, setStep] = useState<Step>(null);
  const request = useCallback(
    (order: FlowOrder, to: OrderStatus) => {
      const kind = moveStep(role, order.status, to);
      if (kind) setStep({ kind, order });
      else if (order.status !== to) send({ orderId: order.id, from: order.status, to, baseVersion: order.version });
    },
    [role, send],
  );
  const close = () => setStep(null);
  let dialogs: ReactNode = null;
  if (step?.kind === 'cancel') {
    const { order } = step;
    dialogs = (
      <CancelOrderDialog
        orderNumber={order.number}
        onClose={close}
        onConfirm={(reason, reasonText) => {
          close();
          send({ orderId: order.id, from: order.status, to: 'cancelada', baseVersion: order.version, reason, ...(reasonText === undefined ? {} : { reasonText }) });
        }}
      />
    );
  } else if (step?.kind === 'assign') {
    dialogs = (
      <AssignPickerDialog
        order={step.order}
        onClose={close}
        onDone={(summary) => {
          close();
          onAssigned?.(summary);
        }}
      />
    );
  } else if (step?.kind === 'finish') {
    const { order } = step;
    dialogs = (
      <ForceFinishDialog
        orderId={order.id}
        orderNumber={order.number}
        onClose={close}
        onConfirm={() => {
          close();
          send({ orderId: order.id, from: 'en_picking', to: 'pickeada', baseVersion: order.version, force: true });
        }}
      />
    );
  }
  return { request, dialogs };
}
