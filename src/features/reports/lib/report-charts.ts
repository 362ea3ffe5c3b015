/**
 * Which tables get a chart, and of what: a line (area for statuses) over days, bars for stores, categories,
 * channels, pickers, warehouses and products. Series share one unit per chart (money or counts), so one axis reads
 * right. Tables not listed (none today) show only as tables.
 */
import type { ReportKind } from '../../../../contract/report-definitions';
import type { ReportColumnKey, ReportTableName } from './report-labels';

export interface ChartSpec {
  type: 'line' | 'stackedArea' | 'bar';
  /** The column on the horizontal axis. */
  x: ReportColumnKey;
  series: readonly ReportColumnKey[];
}

/** Bars beyond this many make a chart unreadable: the chart shows the first ones, the table has them all. */
export const CHART_MAX_BARS = 20;

const STATUSES = ['pendiente', 'confirmada', 'en_picking', 'pickeada', 'en_despacho', 'lista_retiro', 'entregada', 'cancelada'] as const;

export const REPORT_CHARTS: { [R in ReportKind]: Partial<Record<ReportTableName, ChartSpec>> } = {
  sales: {
    days: { type: 'line', x: 'date', series: ['salesCents'] },
    stores: { type: 'bar', x: 'storeName', series: ['salesCents'] },
    categories: { type: 'bar', x: 'categoryName', series: ['salesCents'] },
    channels: { type: 'bar', x: 'channel', series: ['salesCents'] },
  },
  ordersByStatus: { days: { type: 'stackedArea', x: 'date', series: STATUSES } },
  picking: {
    days: { type: 'line', x: 'date', series: ['orders', 'lines'] },
    pickers: { type: 'bar', x: 'pickerName', series: ['orders', 'lines'] },
    warehouses: { type: 'bar', x: 'warehouseName', series: ['orders', 'lines'] },
  },
  lateDeliveries: {
    days: { type: 'line', x: 'date', series: ['delivered', 'late'] },
    stores: { type: 'bar', x: 'storeName', series: ['delivered', 'late'] },
  },
  promotions: {
    codes: { type: 'bar', x: 'code', series: ['orders'] },
    cards: { type: 'bar', x: 'name', series: ['orders'] },
  },
  credits: { days: { type: 'line', x: 'date', series: ['grantedCents', 'spentCents', 'expiredCents'] } },
  topProducts: { products: { type: 'bar', x: 'name', series: ['salesCents'] } },
};
