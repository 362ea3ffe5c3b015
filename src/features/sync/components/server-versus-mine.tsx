/** A conflict side by side: what the server has now, and what this device wanted. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OfflineArgs } from '../../../../contract/calls';
import { formatQuantity } from '../../../../contract/money';
import type { PickState } from '../../../../contract/schemas/picking';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { serverStateOf } from '../../../lib/outbox/server-state';

function usePickStateLabel(): (state: PickState, quantity: number | null, weighted: boolean) => string {
  const { t, i18n } = useLingui();
  return (state, quantity, weighted) => {
    const amount = quantity === null ? '' : formatQuantity(quantity, i18n.locale, weighted);
    switch (state) {
      case 'pending':
        return t`Sin pickear`;
      case 'picked':
        return t`Pickeado: ${amount}`;
      case 'out_of_stock':
        return t`Sin stock`;
      case 'substituted':
        return t`Sustituido: ${amount}`;
    }
  };
}

export function ServerVersusMine({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const { order, line } = serverStateOf(entry);
  const pickLabel = usePickStateLabel();

  let server: React.ReactNode = <Text size="sm">{t`Sin datos del servidor`}</Text>;
  let mine: React.ReactNode = null;
  if (entry.name === 'order.move') {
    const args = entry.args as OfflineArgs<'order.move'>;
    server = order ? <OrderStatusBadge status={order.status} /> : server;
    mine = <OrderStatusBadge status={args.to} />;
  } else if (entry.name === 'picking.setLine') {
    const args = entry.args as OfflineArgs<'picking.setLine'>;
    const weighted = line?.type === 'kg';
    server = line ? (
      <Stack gap={2}>
        <Text size="sm">{line.name}</Text>
        <Text size="sm">{pickLabel(line.pickState, line.pickedQuantity, weighted)}</Text>
        {line.substitute ? <Text size="xs" c="dimmed">{line.substitute.name}</Text> : null}
      </Stack>
    ) : order ? (
      <OrderStatusBadge status={order.status} />
    ) : (
      server
    );
    mine = <Text size="sm">{pickLabel(args.pickState, args.pickedQuantity ?? null, weighted)}</Text>;
  } else if (order) {
    server = (
      <Stack gap={2}>
        <OrderStatusBadge status={order.status} />
      </Stack>
    );
    mine = <Text size="sm">{entry.name === 'picking.take' ? t`Tomar la orden` : entry.name === 'picking.finish' ? t`Terminar el picking` : t`Agregar la nota`}</Text>;
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Card withBorder padding="xs" data-testid="conflict-server">
        <Text size="xs" c="dimmed" fw={600} mb={4}>
          <Trans>En el servidor ahora</Trans>
        </Text>
        {server}
      </Card>
      <Card withBorder padding="xs" data-testid="conflict-mine">
        <Text size="xs" c="dimmed" fw={600} mb={4}>
          <Trans>Tu cambio</Trans>
        </Text>
        {mine}
      </Card>
    </SimpleGrid>
  );
}
