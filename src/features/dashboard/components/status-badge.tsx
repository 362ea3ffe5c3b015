import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '../../../../contract/order-status';

/** UI.md: one colour and one label per status, everywhere. Local to the dashboard until a shared one exists. */
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

export function useStatusLabel(): (status: OrderStatus) => string {
  const { i18n } = useLingui();
  return (status) => i18n._(STATUS_LABELS[status]);
}

export function StatusBadge({ status, ...props }: { status: OrderStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const label = useStatusLabel();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {label(status)}
    </Badge>
  );
}
