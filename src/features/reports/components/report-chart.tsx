// The charts' styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { dateTimeFormat, numberFormat } from '../../../../contract/intl-cache';
import type { ReportColumnKind } from '../../../../contract/report-definitions';
import { STATUS_COLORS } from '../../../components/order-status/order-status-meta';
import { intlLocale } from '../../../lib/i18n';
import { formatReportCell, type ReportCell } from '../lib/cell-format';
import type { ChartSpec } from '../lib/report-charts';
import { COLUMN_LABELS, KEY_VALUE_LABELS } from '../lib/report-labels';

export interface ReportChartProps {
  spec: ChartSpec;
  rows: readonly Readonly<Record<string, ReportCell>>[];
  kinds: Readonly<Record<string, ReportColumnKind>>;
  currency: string;
}

const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'];
const HEIGHT = 260;

/**
 * One table's chart (recharts, a chunk of its own: the figures and tables show while it downloads). Money series are
 * charted in currency units; the tooltip formats values as the table does. The figure around it names the chart.
 */
export function ReportChart({ spec, rows, kinds, currency }: ReportChartProps) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const money = spec.series.some((key) => kinds[key] === 'cents');
  const context = { locale, currency, keyLabel: (code: string) => (KEY_VALUE_LABELS[code] ? i18n._(KEY_VALUE_LABELS[code]) : code) };
  const xKind = kinds[spec.x] ?? 'text';
  const shortDay = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data = rows.map((row) => {
    const x = row[spec.x] ?? null;
    // Days on the axis are short ("16 nov"): the table beside has them in full.
    const point: Record<string, string | number> = { x: xKind === 'date' && typeof x === 'string' ? shortDay.format(new Date(`${x}T00:00:00Z`)) : formatReportCell(xKind, x, context) };
    for (const key of spec.series) {
      const value = row[key];
      point[key] = typeof value === 'number' ? (money ? value / 100 : value) : 0;
    }
    return point;
  });
  const series: { name: string; label: string; color: string }[] = spec.series.map((key, index) => ({
    name: key,
    label: i18n._(COLUMN_LABELS[key]),
    color: spec.type === 'stackedArea' && key in STATUS_COLORS ? `${STATUS_COLORS[key as keyof typeof STATUS_COLORS]}.6` : (PALETTE[index % PALETTE.length] ?? 'blue.6'),
  }));
  const compact = numberFormat(locale, money ? { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 } : { notation: 'compact', maximumFractionDigits: 1 });
  const common = {
    h: HEIGHT,
    data,
    dataKey: 'x',
    series,
    withLegend: series.length > 1,
    valueFormatter: (value: number) => (money ? formatReportCell('cents', Math.round(value * 100), context) : numberFormat(locale, { maximumFractionDigits: 1 }).format(value)),
    yAxisProps: { width: 64, tickFormatter: (value: number) => compact.format(value) },
    tickLine: 'y' as const,
  };
  // recharts' keyboard layer (role="application") off: the figure is one graphic and the table has its numbers.
  if (spec.type === 'bar') return <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />;
  if (spec.type === 'stackedArea') return <AreaChart {...common} type="stacked" withDots={false} areaChartProps={{ accessibilityLayer: false }} />;
  return <LineChart {...common} curveType="monotone" lineChartProps={{ accessibilityLayer: false }} />;
}
