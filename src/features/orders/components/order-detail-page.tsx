import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../../../contract/schemas/orders';
import { Bidi } from '../../../components/bidi';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { orderDetailQuery, orderRefQuery } from '../api/order-queries';
import { usePendingOverlay } from '../api/pending-moves';
import { useOrderRealtime } from '../api/use-order-realtime';
import { pinUrl } from '../../../lib/contact-links';
import { useFormat } from '../../../lib/format';
import { CHANNEL_LABELS, FULFILMENT_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from '../../../components/order-status/order-labels';
import { OrderNotes, OrderTimeline } from './order-activity';
import { OrderLines, OrderTotals } from './order-lines';
import { OrderMoveActions } from './order-move-actions';
import { PrintMenu } from './print-menu';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">{title}</Title>
      {children}
    </Card>
  );
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" component="div">{children}</Text>
    </Stack>
  );
}

function DetailBody({ order: fetched }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const overlay = usePendingOverlay();
  const pendingTo = overlay.moves.get(fetched.id);
  const order = pendingTo && pendingTo !== fetched.status ? { ...fetched, status: pendingTo } : fetched;
  const waiting = overlay.waitingIds.has(fetched.id);
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const map = order.deliveryLat !== null && order.deliveryLng !== null ? pinUrl(order.deliveryLat, order.deliveryLng) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to="/ordenes" size="sm"><Group gap={4}><IconArrowLeft size={14} /><Trans>Órdenes</Trans></Group></Anchor>
          <Group gap="sm">
            <Title order={1} fz="h2">{t`Orden ${order.number}`}</Title>
            <OrderStatusBadge status={order.status} size="lg" style={waiting ? { opacity: 0.6 } : undefined} />
            {waiting ? <Badge variant="outline" color="orange" data-testid="detail-waiting">{t`Pendiente de enviar`}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {order.storeName} · {order.warehouseName} · <Bidi numeric>{f.dateTime(order.createdAt)}</Bidi>
          </Text>
        </Stack>
        <Group gap="xs" align="flex-start">
          <PrintMenu order={order} />
          <OrderMoveActions order={order} />
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={<Trans>Cliente y entrega</Trans>}>
            <Stack gap="xs">
              <Field label={<Trans>Cliente</Trans>}>
                {order.customerName}
                {order.customerEmail && <Text size="xs" c="dimmed">{order.customerEmail}</Text>}
                {order.customerPhone && <Text size="xs" c="dimmed">{order.customerPhone}</Text>}
              </Field>
              <Field label={i18n._(FULFILMENT_LABELS[order.fulfilment])}>
                {order.deliveryAddress || '—'}
                {map && (
                  <Anchor href={map} target="_blank" rel="noopener noreferrer" size="xs" display="block">
                    <Group gap={4}><IconMapPin size={14} /><Trans>Ver en el mapa</Trans></Group>
                  </Anchor>
                )}
              </Field>
              <Field label={<Trans>Franja de entrega</Trans>}><Bidi>{`${f.day(order.slotDate)} · ${f.time(order.slotStart)}–${f.time(order.slotEnd)}`}</Bidi></Field>
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={<Trans>Pago</Trans>}>
            <Grid gap="xs">
              <Grid.Col span={6}><Field label={<Trans>Canal</Trans>}>{i18n._(CHANNEL_LABELS[order.channel])}</Field></Grid.Col>
              <Grid.Col span={6}><Field label={<Trans>Método de pago</Trans>}>{i18n._(PAYMENT_METHOD_LABELS[order.paymentMethod])}</Field></Grid.Col>
              <Grid.Col span={6}><Field label={<Trans>Estado del pago</Trans>}>{i18n._(PAYMENT_STATE_LABELS[order.paymentState])}</Field></Grid.Col>
              <Grid.Col span={6}><Field label={<Trans>Picker</Trans>}>{order.pickerName ?? '—'}</Field></Grid.Col>
            </Grid>
            <Stack mt="sm"><OrderTotals order={order} /></Stack>
          </Section>
        </Grid.Col>
      </Grid>
      <Section title={t`Productos (${order.lines.length})`}>
        <OrderLines order={order} phone={phone} />
      </Section>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={<Trans>Notas</Trans>}><OrderNotes order={order} /></Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={<Trans>Historial</Trans>}><OrderTimeline order={order} /></Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** `/orden/:ref`: `ref` is the order's number or its internal id (contract orderGetRequest says which wins). */
export function OrderDetailPage({ orderRef }: { orderRef: string }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  useOrderRealtime();
  const resolved = useQuery(orderRefQuery(orderRef, queryClient));
  const detail = useQuery({ ...orderDetailQuery(resolved.data ?? 0), enabled: resolved.data !== undefined });
  // A ref that names no order fails before the detail is asked for.
  const failed = resolved.isError ? resolved : detail;
  usePageTitle(detail.data ? t`Orden ${detail.data.number}` : t`Detalle de la orden`);
  if (failed.isError && !detail.data) {
    return (
      <Alert color="red" title={t`No se pudo abrir la orden`} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describe(failed.error)}</Text>
          <Group>
            <Button size="xs" variant="light" onClick={() => void failed.refetch()}><Trans>Reintentar</Trans></Button>
            <Button size="xs" variant="subtle" component={Link} to="/ordenes"><Trans>Volver a órdenes</Trans></Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (!detail.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w="40%" />
        <Grid><Grid.Col span={{ base: 12, md: 6 }}><Skeleton h={180} /></Grid.Col><Grid.Col span={{ base: 12, md: 6 }}><Skeleton h={180} /></Grid.Col></Grid>
        <Skeleton h={300} />
      </Stack>
    );
  }
  return <DetailBody order={detail.data} />;
}
