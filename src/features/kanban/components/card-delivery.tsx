import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconPhone, IconTruckDelivery } from '@tabler/icons-react';
import { formatMoney } from '../../../../contract/money';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { FULFILMENT_LABELS, PAYMENT_METHOD_LABELS } from '../../../components/order-status/order-labels';
import { mapUrl, telUrl } from '../../../lib/contact-links';
import { amountToCollect } from '../lib/delivery';

/**
 * The dispatcher's rows of a card (issue 21 §3): delivery or pickup with the address (a map link), the customer's
 * phone (a call link), the payment method and what to collect at the door. Outside the drag handle, so its links
 * are not nested in the handle's button.
 */
export function CardDelivery({ order, locale }: { order: OrderSummary; locale: string }) {
  const { t, i18n } = useLingui();
  const delivery = order.fulfilment === 'delivery';
  const map = delivery ? mapUrl({ address: order.deliveryAddress, lat: order.deliveryLat, lng: order.deliveryLng }) : null;
  const place = delivery ? order.deliveryAddress || t`Sin dirección` : order.storeName;
  const collect = amountToCollect(order);
  const method = i18n._(PAYMENT_METHOD_LABELS[order.paymentMethod]);
  const phone = order.customerPhone;
  const Icon = delivery ? IconTruckDelivery : IconBuildingStore;
  return (
    <div data-testid="card-delivery">
      <Group gap={4} wrap="nowrap" mih={20}>
        <Icon size={14} style={{ flex: 'none' }} role="img" aria-label={i18n._(FULFILMENT_LABELS[order.fulfilment])} />
        {map ? (
          <Anchor href={map} target="_blank" rel="noopener noreferrer" size="xs" truncate dir="auto" title={t`Ver en el mapa`} data-testid="card-map">
            {place}
          </Anchor>
        ) : (
          <Text size="xs" truncate dir="auto">{place}</Text>
        )}
      </Group>
      <Group justify="space-between" wrap="nowrap" gap={4} mih={20}>
        {phone ? (
          <Anchor href={telUrl(phone)} size="xs" style={{ flex: 'none' }} aria-label={t`Llamar al ${phone}`} data-testid="card-phone">
            <Group gap={2} wrap="nowrap" component="span">
              <IconPhone size={12} />
              <bdi dir="ltr">{phone}</bdi>
            </Group>
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">{t`Sin teléfono`}</Text>
        )}
        <Text size="xs" truncate fw={collect > 0 ? 700 : undefined} c={collect > 0 ? undefined : 'dimmed'} data-testid="card-collect">
          {collect > 0 ? t`${method} · Cobrar ${formatMoney(collect, locale, order.currency)}` : t`${method} · Nada que cobrar`}
        </Text>
      </Group>
    </div>
  );
}
