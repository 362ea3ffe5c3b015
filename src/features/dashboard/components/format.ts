import { formatMoney } from '../../../../contract/money';
import { intlLocale } from '../../../lib/i18n';
import { dateTimeFormat, numberFormat } from '../../../../contract/intl-cache';

/** Amounts line up in columns. */
export const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

export function money(cents: number, locale: string, currency: string): string {
  return formatMoney(cents, intlLocale(locale), currency);
}

/** A YYYY-MM-DD business day as a short weekday + date in the active locale (no time zone shift). */
export function shortDay(date: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(parsed);
}

export function shortTime(iso: string, locale: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return '';
  return dateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(parsed);
}

export function count(value: number, locale: string): string {
  return numberFormat(intlLocale(locale)).format(value);
}
