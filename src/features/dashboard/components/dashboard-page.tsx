import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ORDER_STATUSES } from '../../../../contract/order-status';
import type { DashboardSummary } from '../../../../contract/schemas/dashboard';
import { useErrorMessage } from '../../../lib/error-message';
import { dashboardSummaryQuery } from '../api/dashboard-queries';
import { useDashboardScope } from '../hooks/use-dashboard-scope';
import { TABULAR, useFormat } from '../../../lib/format';
import { SalesWeekCard } from './sales-week-card';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import { StatusDot } from '../../../components/order-status/status-dot';

/** A figure with its title and the period it counts (today's orders or every open one: the two are easy to confuse). */
function FigureCard({ title, period, children }: { title: ReactNode; period: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {/* Right under its title (the stack's gap, less 8 px): they read as one heading. */}
        <Text size="xs" c="dimmed" mt={-8} data-testid="figure-period">
          {period}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function BigNumber({ value, hint }: { value: string | undefined; hint?: ReactNode }) {
  if (value === undefined) return <Skeleton h={40} w="60%" ml="auto" />;
  return (
    <Stack gap={2} align="flex-end">
      <Text fz={32} fw={700} lh={1.1} ta="right" style={TABULAR}>
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" ta="right">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function OrdersToday({ byStatus }: { byStatus: DashboardSummary['ordersTodayByStatus'] | undefined }) {
  const label = useStatusLabel();
  const format = useFormat();
  if (!byStatus) return <Skeleton h={180} />;
  const total = ORDER_STATUSES.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
  return (
    <Stack gap={6}>
      {ORDER_STATUSES.map((status) => (
        <Group key={status} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap">
            <StatusDot status={status} />
            <Text size="sm">{label(status)}</Text>
          </Group>
          <Text size="sm" fw={600} ta="right" style={TABULAR}>
            {format.count(byStatus[status] ?? 0)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" pt={4} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="sm" fw={700}>
          <Trans>Total</Trans>
        </Text>
        <Text size="sm" fw={700} ta="right" style={TABULAR}>
          {format.count(total)}
        </Text>
      </Group>
    </Stack>
  );
}

export function DashboardPage() {
  const format = useFormat();
  const describe = useErrorMessage();
  const scope = useDashboardScope();
  const summary = useQuery(dashboardSummaryQuery(scope));
  const data = summary.data;
  const currency = data?.currency ?? 'USD';
  const updatedAt = data ? format.time(data.generatedAt) : '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz="h2">
          <Trans>Resumen</Trans>
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            <Trans>Actualizado a las {updatedAt}</Trans>
          </Text>
        )}
      </Group>

      {summary.isError && !data && (
        <Alert color="red" variant="light" role="alert" title={<Trans>No se pudo cargar el resumen</Trans>}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{describe(summary.error)}</Text>
            <Button size="sm" variant="light" color="red" onClick={() => void summary.refetch()} loading={summary.isFetching}>
              <Trans>Reintentar</Trans>
            </Button>
          </Stack>
        </Alert>
      )}

      {!(summary.isError && !data) && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            <FigureCard title={<Trans>Órdenes de hoy</Trans>} period={<Trans>Creadas hoy, desde las 00:00, por estado actual</Trans>}>
              <OrdersToday byStatus={data?.ordersTodayByStatus} />
            </FigureCard>
            <FigureCard title={<Trans>Ventas de hoy</Trans>} period={<Trans>Órdenes creadas hoy, desde las 00:00</Trans>}>
              <BigNumber value={data && format.money(data.salesTodayCents, currency)} hint={<Trans>Sin órdenes canceladas</Trans>} />
            </FigureCard>
            <FigureCard title={<Trans>Por preparar</Trans>} period={<Trans>Ahora, de cualquier día de creación</Trans>}>
              <BigNumber value={data && format.count(data.waitingToPick)} hint={<Trans>Confirmadas, sin picker asignado</Trans>} />
            </FigureCard>
            <FigureCard title={<Trans>Atrasadas</Trans>} period={<Trans>Ahora, de cualquier día de creación</Trans>}>
              <BigNumber value={data && format.count(data.late)} hint={<Trans>Abiertas, con la franja de entrega vencida</Trans>} />
            </FigureCard>
          </SimpleGrid>
          <SalesWeekCard days={data?.salesLast7Days} currency={currency} />
        </>
      )}
    </Stack>
  );
}
