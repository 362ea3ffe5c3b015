/**
 * One report cell as text, by its column's kind (contract/report-definitions.ts): money in the report's currency
 * and the user's locale, ratios as percentages, minutes and lines per hour with one decimal, `key` codes in words.
 * A ratio or average with nothing to divide by (null) shows as a dash.
 */
import type { ReportColumnKind } from '../../../../contract/report-definitions';
import { dateTimeFormat, numberFormat } from '../../../../contract/intl-cache';
import { formatMoney } from '../../../../contract/money';

export type ReportCell = string | number | null;

export const EMPTY_CELL = '—';

export interface CellFormatContext {
  locale: string;
  currency: string;
  /** A `key` column's code in words. */
  keyLabel: (code: string) => string;
}

const toNumber = (value: ReportCell): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A YYYY-MM-DD day with its weekday ("lun, 17 nov 2026"), not shifted by the device's zone. */
function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function formatReportCell(kind: ReportColumnKind, value: ReportCell, context: CellFormatContext): string {
  const { locale } = context;
  if (kind === 'date') return typeof value === 'string' ? formatDay(value, locale) : EMPTY_CELL;
  if (kind === 'text') return typeof value === 'string' && value !== '' ? value : EMPTY_CELL;
  if (kind === 'key') return typeof value === 'string' ? context.keyLabel(value) : EMPTY_CELL;
  const number = toNumber(value);
  if (number === null) return EMPTY_CELL;
  switch (kind) {
    case 'count':
      return numberFormat(locale).format(number);
    case 'cents':
      return formatMoney(number, locale, context.currency);
    case 'quantity':
      return numberFormat(locale, { maximumFractionDigits: 3 }).format(number / 1000);
    case 'ratio':
      return numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(number);
    case 'minutes':
      return numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 1 }).format(number);
    case 'perHour':
      return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(number);
  }
}

/** Kinds that line up on the right with tabular figures (UI.md). */
export function isNumericKind(kind: ReportColumnKind): boolean {
  return kind !== 'date' && kind !== 'text' && kind !== 'key';
}
