import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Skeleton, Stack, Table, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DashboardSummary } from '../../../../contract/schemas/dashboard';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { count, money, shortDay, TABULAR } from './format';

const CHART_HEIGHT = 240;
// recharts is most of the dashboard's code: the figures and the table show while it downloads.
const SalesWeekChart = lazy(() => import('./sales-week-chart').then((module) => ({ default: module.SalesWeekChart })));

type Day = DashboardSummary['salesLast7Days'][number];

/** UI.md: a chart to follow the trend, and the same numbers as a table. */
export function SalesWeekCard({ days, currency }: { days: Day[] | undefined; currency: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const chartData = (days ?? []).map((day) => ({ day: shortDay(day.date, locale), sales: day.totalCents / 100 }));

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
                      <Table.Td>{shortDay(day.date, locale)}</Table.Td>
                      <Table.Td ta="right" style={TABULAR}>
                        {count(day.orders, locale)}
                      </Table.Td>
                      <Table.Td ta="right" style={TABULAR}>
                        {money(day.totalCents, locale, currency)}
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
