import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Fulfilment } from '../../../../contract/order-status';
import type { OrderSummary, PAYMENT_METHODS } from '../../../../contract/schemas/orders';

/** The same source strings as the orders screens' labels, so one catalogue entry serves both. */
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], MessageDescriptor> = {
  card: msg`Tarjeta`,
  cash: msg`Efectivo`,
  transfer: msg`Transferencia`,
  store_credit: msg`Crédito de tienda`,
};

export const FULFILMENT_LABELS: Record<Fulfilment, MessageDescriptor> = {
  delivery: msg`Despacho a domicilio`,
  pickup: msg`Retiro en tienda`,
};

/**
 * What the dispatcher collects at the door: the total of a cash order not yet paid; nothing for orders paid by card,
 * transfer or store credit (they were charged online) or already marked paid.
 */
export function amountToCollect(order: Pick<OrderSummary, 'paymentMethod' | 'paymentState' | 'totalCents'>): number {
  if (order.paymentMethod !== 'cash') return 0;
  return order.paymentState === 'paid' || order.paymentState === 'refunded' ? 0 : order.totalCents;
}

/**
 * An OpenStreetMap link for the delivery: the pin when the order has coordinates, else a search for the address;
 * null when there is neither (a pickup order).
 */
export function mapUrl(order: Pick<OrderSummary, 'deliveryAddress' | 'deliveryLat' | 'deliveryLng'>): string | null {
  const { deliveryLat: lat, deliveryLng: lng } = order;
  if (typeof lat === 'number' && typeof lng === 'number') return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  const address = order.deliveryAddress?.trim();
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

/** A `tel:` link keeps the digits and a leading +, so spaces or dashes in a stored number still dial. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/gu, '')}`;
}
