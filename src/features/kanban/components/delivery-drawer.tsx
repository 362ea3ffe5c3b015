import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { formatMoney } from '../../../../contract/money';
import { movesFor, type OrderStatus } from '../../../../contract/order-status';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import { Bidi } from '../../../components/bidi';
import { useFormat } from '../../../lib/format';
import { FULFILMENT_LABELS, PAYMENT_METHOD_LABELS } from '../../../components/order-status/order-labels';
import { mapUrl, telUrl } from '../../../lib/contact-links';
import { amountToCollect } from '../lib/delivery';
import { noMoveReason } from '../lib/no-move-reason';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <div>{children}</div>
    </div>
  );
}

interface DeliveryDrawerProps {
  order: OrderSummary | null;
  role: string;
  onClose: () => void;
  onMove: (order: OrderSummary, to: OrderStatus) => void;
}

/**
 * An order's delivery details inside the board, for roles that may not open `/orden/:id` (DE, spec §6): where to go,
 * whom to call, what to collect, and the moves this role has (or why it has none).
 */
export function DeliveryDrawer({ order, role, onClose, onMove }: DeliveryDrawerProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const statusLabel = useStatusLabel();
  return (
    <Drawer opened={order !== null} onClose={onClose} position="bottom" size="auto" title={order ? t`Orden ${order.number}` : ''}>
      {order && <DrawerBody order={order} role={role} onClose={onClose} onMove={onMove} format={format} statusLabel={statusLabel} i18n={i18n} />}
    </Drawer>
  );
}

function DrawerBody({ order, role, onClose, onMove, format, statusLabel, i18n }: { order: OrderSummary; role: string; onClose: () => void; onMove: DeliveryDrawerProps['onMove']; format: ReturnType<typeof useFormat>; statusLabel: ReturnType<typeof useStatusLabel>; i18n: ReturnType<typeof useLingui>['i18n'] }) {
  const { t } = useLingui();
  const delivery = order.fulfilment === 'delivery';
  const map = delivery ? mapUrl({ address: order.deliveryAddress, lat: order.deliveryLat, lng: order.deliveryLng }) : null;
  const collect = amountToCollect(order);
  // Cancelling asks for a reason: that stays on the card's menu.
  const targets = movesFor(role, order.fulfilment, order.status).filter((to) => to !== 'cancelada');
  const reason = noMoveReason(role, order.fulfilment, order.status);
  const slot = `${format.day(order.slotDate)} ${format.time(order.slotStart)}–${format.time(order.slotEnd)}`;
  return (
    <Stack gap="sm" data-testid="delivery-drawer">
      <Group justify="space-between">
        <Text fw={700} dir="auto">{order.customerName}</Text>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Row label={i18n._(FULFILMENT_LABELS[order.fulfilment])}>
        {delivery ? (
          <Stack gap={2}>
            <Text size="sm" dir="auto">{order.deliveryAddress || t`Sin dirección`}</Text>
            {map && (
              <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span"><IconMapPin size={14} />{t`Ver en el mapa`}</Group>
              </Anchor>
            )}
          </Stack>
        ) : (
          <Text size="sm" dir="auto">{order.storeName}</Text>
        )}
      </Row>
      <Row label={t`Teléfono del cliente`}>
        {order.customerPhone ? (
          <Anchor href={telUrl(order.customerPhone)} size="sm">
            <Group gap={4} component="span"><IconPhone size={14} /><Bidi numeric>{order.customerPhone}</Bidi></Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">{t`Sin teléfono`}</Text>
        )}
      </Row>
      <Row label={t`Franja de entrega`}><Text size="sm"><Bidi numeric>{slot}</Bidi></Text></Row>
      <Row label={t`Pago`}>
        <Text size="sm">{i18n._(PAYMENT_METHOD_LABELS[order.paymentMethod])}</Text>
        <Text size="sm" fw={700} data-testid="drawer-collect">
          {collect > 0 ? t`A cobrar: ${formatMoney(collect, format.locale, order.currency)}` : t`Nada que cobrar.`}
        </Text>
      </Row>
      {targets.length > 0 ? (
        <Group gap="xs">
          {targets.map((to) => (
            <Button key={to} size="md" onClick={() => { onMove(order, to); onClose(); }}>
              {t`Mover a ${statusLabel(to)}`}
            </Button>
          ))}
        </Group>
      ) : (
        reason && <Text size="sm" c="dimmed" data-testid="drawer-no-move">{i18n._(reason)}</Text>
      )}
    </Stack>
  );
}
