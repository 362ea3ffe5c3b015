import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatMoney, formatQuantity } from '../../../../contract/money';
import { intlLocale } from '../../../lib/i18n';

/** Amounts line up in columns (UI.md). */
export const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

export interface PickingFormat {
  locale: string;
  money: (cents: number, currency?: string) => string;
  /** Hours and minutes of an ISO time in the device's zone. */
  time: (iso: string) => string;
  /** A YYYY-MM-DD business day (no time zone shift). */
  day: (date: string) => string;
  /** Units as whole numbers, kg with 3 decimals. */
  quantity: (milli: number, weighted: boolean) => string;
  /** A duration as h:mm:ss (or m:ss under an hour). */
  duration: (seconds: number) => string;
  /** A longer duration in words: "25 min", "1 h 5 min". */
  elapsed: (ms: number) => string;
}

/** Formatters in the active locale (a copy of the orders feature's helpers: features do not import each other). */
export function useFormat(): PickingFormat {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
    const minutesUnit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
    const hoursUnit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
    const safe = (iso: string, f: Intl.DateTimeFormat) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : f.format(d);
    };
    return {
      locale,
      money: (cents: number, currency = 'USD') => formatMoney(cents, locale, currency),
      time: (iso: string) => safe(iso, time),
      day: (date: string) => safe(`${date}T00:00:00Z`, day),
      quantity: (milli: number, weighted: boolean) => formatQuantity(milli, locale, weighted),
      duration: (seconds: number) => {
        const s = Math.max(0, Math.floor(seconds));
        const hours = Math.floor(s / 3600);
        const minutes = Math.floor((s % 3600) / 60);
        const rest = two.format(s % 60);
        return hours > 0 ? `${hours}:${two.format(minutes)}:${rest}` : `${minutes}:${rest}`;
      },
      elapsed: (ms: number) => {
        const total = Math.max(0, Math.floor(ms / 60_000));
        const hours = Math.floor(total / 60);
        return hours > 0 ? `${hoursUnit.format(hours)} ${minutesUnit.format(total % 60)}` : minutesUnit.format(total);
      },
    };
  }, [locale]);
}
