/** The answer of a placed order (the call center, checkout): its number, a link to it, and what to do next. */
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PlacedOrder } from '../lib/selling/place-order';
import { TABULAR, useFormat } from '../lib/format';

export function OrderPlaced({ placed, currency, next, onNext }: { placed: PlacedOrder; currency: string; next: ReactNode; onNext: () => void }) {
  const f = useFormat();
  const order = placed.orden;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={22} />} title={<Trans>Orden creada</Trans>} data-testid="order-placed">
      <Stack gap="sm">
        <Text size="lg">
          <Trans>
            Número de orden:{' '}
            <Text span fw={700} style={TABULAR} data-testid="placed-order-number">
              {order.number}
            </Text>
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>Total: {f.money(placed.pricing.totalOrden, currency)}</Trans>
          {placed.creditoUsado > 0 ? (
            <>
              {' · '}
              <Trans>Crédito usado: {f.money(placed.creditoUsado, currency)}</Trans>
            </>
          ) : null}
          {' · '}
          <Trans>Por cobrar: {f.money(placed.porCobrar, currency)}</Trans>
        </Text>
        <Group>
          <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: String(order.id) }} {...props} />}>
            <Trans>Ver la orden</Trans>
          </Anchor>
          <Button onClick={onNext} size="md">
            {next}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
