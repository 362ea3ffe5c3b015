// The charts' styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { useFormat } from '../../../lib/format';

export interface SalesWeekChartProps {
  data: { day: string; sales: number }[];
  currency: string;
}

/** The bar chart of the last 7 days (recharts): its own chunk, so the dashboard's figures and table do not wait for it. */
export function SalesWeekChart({ data, currency }: SalesWeekChartProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'sales', label: t`Ventas`, color: 'green.6' }]}
      valueFormatter={(value) => format.money(Math.round(value * 100), currency)}
      tickLine="y"
      withTooltip
      // The figure around it names the chart and the table below has its numbers: the svg stays one graphic, with
      // no tab stop (recharts' keyboard layer gives it role="application").
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
