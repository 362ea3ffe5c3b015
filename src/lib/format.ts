import { useLingui } from '@lingui/react';
import { dateTimeFormat, numberFormat } from '../../contract/intl-cache';
import { formatMoney, formatQuantity } from '../../contract/money';
import { intlLocale } from './i18n';

/**
 * Amounts line up in columns (UI.md). `plaintext`: a number, date or amount takes its direction from its own
 * characters (left to right in every app locale), so a right-to-left layout does not reorder "25.11.26, 14:35" or
 * put a minus sign after the digits.
 */
export const TABULAR = { fontVariantNumeric: 'tabular-nums', unicodeBidi: 'plaintext' } as const;

/** Formatters in one locale: money with 2 decimals, dates, times, rates, quantities and durations. */
export interface Formats {
  locale: string;
  money: (cents: number, currency?: string) => string;
  /** Short date and time of an ISO instant in the device's zone. */
  dateTime: (iso: string) => string;
  /** Hours and minutes of an ISO instant in the device's zone. */
  time: (iso: string) => string;
  /** A YYYY-MM-DD business day (no time zone shift). */
  day: (date: string) => string;
  /** A whole count with the locale's grouping. */
  count: (value: number) => string;
  /** Basis points as a percentage. */
  rate: (bp: number) => string;
  /** Units as whole numbers, kg with 3 decimals. */
  quantity: (milli: number, weighted: boolean) => string;
  /** A duration as h:mm:ss (or m:ss under an hour). */
  duration: (seconds: number) => string;
  /** A longer duration in words: "25 min", "1 h 5 min". */
  elapsed: (ms: number) => string;
}

function safeFormat(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** `make()` on the first call, its result after. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** One object per locale, shared by every component (its Intl formatters are built on first use, then kept). */
const formatsByLocale = new Map<string, Formats>();

export function formatsFor(locale: string): Formats {
  let formats = formatsByLocale.get(locale);
  if (formats) return formats;
  const dateTime = once(() => dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }));
  const time = once(() => dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));
  const day = once(() => dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));
  const integer = once(() => numberFormat(locale));
  const percent = once(() => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));
  const two = once(() => numberFormat(locale, { minimumIntegerDigits: 2 }));
  const minutes = once(() => numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }));
  const hours = once(() => numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }));
  formats = {
    locale,
    money: (cents, currency = 'USD') => formatMoney(cents, locale, currency),
    dateTime: (iso) => safeFormat(iso, dateTime()),
    time: (iso) => safeFormat(iso, time()),
    day: (date) => safeFormat(`${date}T00:00:00Z`, day()),
    count: (value) => integer().format(value),
    rate: (bp) => percent().format(bp / 10000),
    quantity: (milli, weighted) => formatQuantity(milli, locale, weighted),
    duration: (seconds) => {
      const s = Math.max(0, Math.floor(seconds));
      const h = Math.floor(s / 3600);
      const m = Math.floor((s % 3600) / 60);
      const rest = two().format(s % 60);
      return h > 0 ? `${h}:${two().format(m)}:${rest}` : `${m}:${rest}`;
    },
    elapsed: (ms) => {
      const total = Math.max(0, Math.floor(ms / 60_000));
      const h = Math.floor(total / 60);
      return h > 0 ? `${hours().format(h)} ${minutes().format(total % 60)}` : minutes().format(total);
    },
  };
  formatsByLocale.set(locale, formats);
  return formats;
}

/** The formatters of the active locale. */
export function useFormat(): Formats {
  const { i18n } = useLingui();
  return formatsFor(intlLocale(i18n.locale));
}
