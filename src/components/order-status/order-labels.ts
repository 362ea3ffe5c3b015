/** The order's channel, payment and fulfilment in words: shared by the orders screens and the kanban. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Fulfilment } from '../../../contract/order-status';
import type { ORDER_CHANNELS, PAYMENT_METHODS, PAYMENT_STATES } from '../../../contract/schemas/orders';

export const CHANNEL_LABELS: Record<(typeof ORDER_CHANNELS)[number], MessageDescriptor> = {
  web: msg`Web`,
  app: msg`App`,
  call_center: msg`Call center`,
};

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], MessageDescriptor> = {
  card: msg`Tarjeta`,
  cash: msg`Efectivo`,
  transfer: msg`Transferencia`,
  store_credit: msg`Crédito de tienda`,
};

export const PAYMENT_STATE_LABELS: Record<(typeof PAYMENT_STATES)[number], MessageDescriptor> = {
  pending: msg`Pago pendiente`,
  authorized: msg`Autorizado`,
  paid: msg`Pagado`,
  refunded: msg`Reembolsado`,
  failed: msg`Fallido`,
};

export const FULFILMENT_LABELS: Record<Fulfilment, MessageDescriptor> = {
  delivery: msg`Despacho a domicilio`,
  pickup: msg`Retiro en tienda`,
};
