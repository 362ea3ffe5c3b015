import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatMoney, formatQuantity } from '../../../../contract/money';
import { intlLocale } from '../../../lib/i18n';

/** Amounts line up in columns (UI.md). */
export const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/** Formatters in the active locale: money with 2 decimals, dates, times, rates and quantities. */
export function useFormat() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const safe = (iso: string, f: Intl.DateTimeFormat) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : f.format(d);
    };
    return {
      locale,
      money: (cents: number, currency = 'USD') => formatMoney(cents, locale, currency),
      dateTime: (iso: string) => safe(iso, dateTime),
      time: (iso: string) => safe(iso, time),
      /** A YYYY-MM-DD business day (no time zone shift). */
      day: (date: string) => safe(`${date}T00:00:00Z`, day),
      rate: (bp: number) => percent.format(bp / 10000),
      quantity: (milli: number, weighted: boolean) => formatQuantity(milli, locale, weighted),
    };
  }, [locale]);
}
