import type { OrderStatus } from '../../contract/order-status';

/** Spanish status names for the server's `mensaje` (the client shows its own translated labels). */
export const STATUS_LABEL_ES: Record<OrderStatus, string> = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  en_picking: 'En picking',
  pickeada: 'Pickeada',
  en_despacho: 'En despacho',
  lista_retiro: 'Lista para retiro',
  entregada: 'Entregada',
  cancelada: 'Cancelada',
};
