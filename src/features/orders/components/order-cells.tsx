import { useLingui } from '@lingui/react';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import type { ListColumn } from '../lib/columns';
import { TABULAR, useFormat } from '../../../lib/format';
import { CHANNEL_LABELS, FULFILMENT_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from '../../../components/order-status/order-labels';

export const NUMERIC_COLUMNS: ReadonlySet<ListColumn> = new Set(['itemCount', 'total']);

export function OrderNumberLink({ order }: { order: OrderSummary }) {
  return (
    // By the number staff read aloud: /orden/:id resolves a number before an id, so a number link is never misread.
    <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: order.number }} {...props} />} fw={600} style={TABULAR}>
      {order.number}
    </Anchor>
  );
}

/** One cell's content for a list column. */
export function useCellRenderer(): (column: ListColumn, order: OrderSummary) => ReactNode {
  const { i18n } = useLingui();
  const f = useFormat();
  return (column, order) => {
    switch (column) {
      case 'number':
        return <OrderNumberLink order={order} />;
      case 'createdAt':
        return f.dateTime(order.createdAt);
      case 'status':
        return <OrderStatusBadge status={order.status} />;
      case 'customer':
        return order.customerName;
      case 'store':
        return order.storeName;
      case 'warehouse':
        return order.warehouseName;
      case 'channel':
        return i18n._(CHANNEL_LABELS[order.channel]);
      case 'fulfilment':
        return i18n._(FULFILMENT_LABELS[order.fulfilment]);
      case 'paymentMethod':
        return i18n._(PAYMENT_METHOD_LABELS[order.paymentMethod]);
      case 'paymentState':
        return i18n._(PAYMENT_STATE_LABELS[order.paymentState]);
      case 'slotDate':
        return `${f.day(order.slotDate)} ${f.time(order.slotStart)}–${f.time(order.slotEnd)}`;
      case 'itemCount':
        return <Text span size="sm" style={TABULAR}>{order.itemCount}</Text>;
      case 'total':
        return <Text span size="sm" fw={600} style={TABULAR}>{f.money(order.totalCents, order.currency)}</Text>;
    }
  };
}
