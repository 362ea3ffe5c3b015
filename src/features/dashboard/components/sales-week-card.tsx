import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Skeleton, Stack, Table, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DashboardSummary } from '../../../../contract/schemas/dashboard';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { TABULAR, useFormat } from '../../../lib/format';

const CHART_HEIGHT = 240;
// recharts is most of the dashboard's code: the figures and the table show while it downloads.
const SalesWeekChart = lazy(() => import('./sales-week-chart').then((module) => ({ default: module.SalesWeekChart })));

type Day = DashboardSummary['salesLast7Days'][number];

/** UI.md: a chart to follow the trend, and the same numbers as a table. */
export function SalesWeekCard({ days, currency }: { days: Day[] | undefined; currency: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const chartData = (days ?? []).map((day) => ({ day: format.day(day.date), sales: day.totalCents / 100 }));

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Ventas de los últimos 7 días</Trans>
        </Title>
        {days === undefined ? (
          <>
            <Skeleton h={CHART_HEIGHT} />
            <Skeleton h={160} />
          </>
        ) : (
          <>
            <Box component="figure" m={0} aria-label={t`Gráfico de barras de las ventas diarias de los últimos 7 días`}>
              {/* Offline before the worker cached the chart: the table below has the same numbers. */}
              <ChunkBoundary fallback={null}>
                <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
                  <SalesWeekChart data={chartData} currency={currency} />
                </Suspense>
              </ChunkBoundary>
            </Box>
            <Table.ScrollContainer minWidth={320}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Día</Trans>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Trans>Órdenes</Trans>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Trans>Ventas</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {days.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Td>{format.day(day.date)}</Table.Td>
                      <Table.Td ta="right" style={TABULAR}>
                        {format.count(day.orders)}
                      </Table.Td>
                      <Table.Td ta="right" style={TABULAR}>
                        {format.money(day.totalCents, currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
