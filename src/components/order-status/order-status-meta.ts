import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { OrderStatus } from '../../../contract/order-status';

/** UI.md "one meaning, one colour": each status has one Mantine colour and one label, everywhere. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  pendiente: 'yellow',
  confirmada: 'blue',
  en_picking: 'violet',
  pickeada: 'indigo',
  en_despacho: 'orange',
  lista_retiro: 'teal',
  entregada: 'green',
  cancelada: 'red',
};

export const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pendiente: msg`Pendiente`,
  confirmada: msg`Confirmada`,
  en_picking: msg`En picking`,
  pickeada: msg`Pickeada`,
  en_despacho: msg`En despacho`,
  lista_retiro: msg`Lista para retiro`,
  entregada: msg`Entregada`,
  cancelada: msg`Cancelada`,
};

/** The status's colour as a CSS variable (shade 6), for dots and borders. */
export function statusColorVar(status: OrderStatus, shade = 6): string {
  return `var(--mantine-color-${STATUS_COLORS[status]}-${shade})`;
}

/** Translated status labels in the active locale. */
export function useStatusLabel(): (status: OrderStatus) => string {
  const { i18n } = useLingui();
  return useCallback((status: OrderStatus) => i18n._(STATUS_LABELS[status]), [i18n]);
}
