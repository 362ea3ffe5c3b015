/**
 * The words of /reportes: report names, table titles and column headers, one map each, used by the screen and
 * by the export (which sends the same translated titles and headers to /Reports/Export). A column added to
 * contract/report-definitions.ts fails the typecheck here until it has a header.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { REPORT_DEFINITIONS, ReportKind, ReportTable } from '../../../../contract/report-definitions';
import { STATUS_LABELS } from '../../../components/order-status/order-status-meta';
import { CHANNEL_LABELS } from '../../../components/order-status/order-labels';
import type { RangePreset } from './date-ranges';

type Defs = typeof REPORT_DEFINITIONS;
type TableColumns<R extends ReportKind> = Defs[R]['tables'][keyof Defs[R]['tables']];
type ColumnKeyOf<R extends ReportKind> = (TableColumns<R> extends readonly (infer C)[] ? C : never) extends { key: infer K } ? K : never;
type TotalKeyOf<R extends ReportKind> = Defs[R]['totals'][number]['key'];
/** Every column name of every report (tables and totals). */
export type ReportColumnKey = { [R in ReportKind]: ColumnKeyOf<R> | TotalKeyOf<R> }[ReportKind];
/** Every table name of every report. */
export type ReportTableName = { [R in ReportKind]: ReportTable<R> }[ReportKind];

export const REPORT_LABELS: Record<ReportKind, MessageDescriptor> = {
  sales: msg`Ventas`,
  ordersByStatus: msg`Pedidos por estado`,
  picking: msg`Picking`,
  lateDeliveries: msg`Entregas tardías`,
  promotions: msg`Promociones`,
  credits: msg`Créditos`,
  topProducts: msg`Productos más vendidos`,
};

/** Table titles; also the sheet names of the .xlsx (31 characters at most). */
export const TABLE_LABELS: Record<ReportTableName, MessageDescriptor> = {
  days: msg`Por día`,
  stores: msg`Por tienda`,
  categories: msg`Por categoría`,
  channels: msg`Por canal`,
  pickers: msg`Por picker`,
  warehouses: msg`Por bodega`,
  codes: msg`Códigos promocionales`,
  cards: msg`Promociones de tarjeta`,
  products: msg`Productos`,
};

export const COLUMN_LABELS: Record<ReportColumnKey, MessageDescriptor> = {
  date: msg`Día`,
  orders: msg`Órdenes`,
  salesCents: msg`Ventas`,
  averageBasketCents: msg`Ticket promedio`,
  storeId: msg`ID de tienda`,
  storeName: msg`Tienda`,
  categoryId: msg`ID de categoría`,
  categoryName: msg`Categoría`,
  lines: msg`Líneas`,
  channel: msg`Canal`,
  ...STATUS_LABELS,
  total: msg`Total`,
  avgMinutesToPick: msg`Minutos hasta pickear (promedio)`,
  linesPerHour: msg`Líneas por hora`,
  outOfStockRate: msg`Sin stock`,
  substitutionRate: msg`Sustituidas`,
  pickerId: msg`ID de picker`,
  pickerName: msg`Picker`,
  warehouseId: msg`ID de bodega`,
  warehouseName: msg`Bodega`,
  delivered: msg`Entregadas`,
  late: msg`Tardías`,
  lateRate: msg`% tardías`,
  avgMinutesLate: msg`Minutos de retraso (promedio)`,
  promotionId: msg`ID de promoción`,
  code: msg`Código`,
  name: msg`Nombre`,
  discountCents: msg`Descuento`,
  grantedCents: msg`Otorgado`,
  spentCents: msg`Consumido`,
  expiredCents: msg`Vencido`,
  reversedCents: msg`Revertido`,
  netCents: msg`Neto`,
  rank: msg`Puesto`,
  productId: msg`ID de producto`,
  sku: msg`SKU`,
  quantityMilli: msg`Cantidad`,
  products: msg`Productos`,
};

/** The values of `key` columns (today only the sales channel) in words; an unknown code shows as it came. */
export const KEY_VALUE_LABELS: Readonly<Record<string, MessageDescriptor>> = { ...CHANNEL_LABELS, ...STATUS_LABELS };

export const PRESET_LABELS: Record<RangePreset, MessageDescriptor> = {
  today: msg`Hoy`,
  last7: msg`Últimos 7 días`,
  lastWeek: msg`Semana pasada`,
  thisMonth: msg`Este mes`,
  last90: msg`Últimos 90 días`,
};
