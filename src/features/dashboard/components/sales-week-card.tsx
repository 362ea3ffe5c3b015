import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Box, Card, Skeleton, Stack, Table, Title } from '@mantine/core';
import type { DashboardSummary } from '../../../../contract/schemas/dashboard';
import { count, money, shortDay, TABULAR } from './format';

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
            <Skeleton h={240} />
            <Skeleton h={160} />
          </>
        ) : (
          <>
            <Box component="figure" m={0} aria-label={t`Gráfico de barras de las ventas diarias de los últimos 7 días`}>
              <BarChart
                h={240}
                data={chartData}
                dataKey="day"
                series={[{ name: 'sales', label: t`Ventas`, color: 'green.6' }]}
                valueFormatter={(value) => money(Math.round(value * 100), locale, currency)}
                tickLine="y"
                withTooltip
              />
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
