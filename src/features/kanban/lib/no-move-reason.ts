import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { movesFor, type Fulfilment, type OrderStatus } from '../../../../contract/order-status';

/** Any-move role: what the process allows from a status, whoever asks. */
const PROCESS_ROLE = 'SA';

/**
 * Why `role` has no move for an order (null when it has one): the order is closed, picking moves it, or another
 * role does. Shown on the card instead of the "Mover a" menu, so a card never just lacks the control.
 */
export function noMoveReason(role: string, fulfilment: Fulfilment, status: OrderStatus): MessageDescriptor | null {
  if (movesFor(role, fulfilment, status).length > 0) return null;
  if (movesFor(PROCESS_ROLE, fulfilment, status).length === 0) return msg`Orden cerrada: ya no tiene más pasos.`;
  if (status === 'en_picking') return msg`Pasa a Pickeada cuando el picker termina el picking.`;
  if (status === 'pendiente' || status === 'confirmada') return msg`Aún no está lista: la confirma y la prepara la tienda.`;
  return msg`Tu rol no mueve órdenes en este estado.`;
}
