// The charts' styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { numberFormat } from '../../../../contract/intl-cache';
import { useFormat } from '../../../lib/format';

export interface SalesWeekChartProps {
  data: { day: string; sales: number }[];
  currency: string;
}

/** Roughly the width of a 12 px tick label per character, plus the tick's 10 px offset and some air. */
const TICK_CHAR_PX = 7.5;
const AXIS_PAD_PX = 18;

/** The bar chart of the last 7 days (recharts): its own chunk, so the dashboard's figures and table do not wait for it. */
export function SalesWeekChart({ data, currency }: SalesWeekChartProps) {
  const { t } = useLingui();
  const format = useFormat();
  // Axis ticks in the currency, compact ("$1,2 mil"), so they fit; the tooltip keeps the exact amount.
  const compact = numberFormat(format.locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const tick = (value: number) => compact.format(value);
  const max = Math.max(0, ...data.map((row) => row.sales));
  // The axis as wide as its longest label (recharts' default 60 px cut "$1.234,56" on the left).
  const width = Math.ceil(Math.max(tick(max).length, tick(0).length) * TICK_CHAR_PX + AXIS_PAD_PX);
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'sales', label: t`Ventas`, color: 'green.6' }]}
      valueFormatter={(value) => format.money(Math.round(value * 100), currency)}
      yAxisLabel={t`Ventas (${currency})`}
      yAxisProps={{ width, tickFormatter: tick }}
      tickLine="y"
      withTooltip
      // The figure around it names the chart and the table below has its numbers: the svg stays one graphic, with
      // no tab stop (recharts' keyboard layer gives it role="application").
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
