import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '../../../contract/order-status';
import { STATUS_COLORS, useStatusLabel } from './order-status-meta';
import { useReadableColor } from './readable-color';

/** The one status badge: same colour and label in the list, kanban, detail, picking and dashboard. */
export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const label = useStatusLabel();
  const readable = useReadableColor();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" styles={{ root: { flex: 'none', overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip', color: readable(STATUS_COLORS[status]) } }} data-status={status} {...props}>
      {label(status)}
    </Badge>
  );
}
