/**
 * Weights typed by hand, in the user's locale: "1,250" in Spanish, "1.250" in English. Strict: no grouping
 * separators (is "1.250" one kilo or 1,250 kilos?), at most 3 decimals. Where the locale's separator is the
 * comma, a dot is also taken as the decimal point, since phone keypads often offer only the dot.
 */
import type { Milli } from '../../../../contract/money';
import { numberFormat } from '../../../../contract/intl-cache';

const separators = new Map<string, string>();

/** The locale's decimal separator ("," for es-EC, "." for en-US). */
export function decimalSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(locale, separator);
  }
  return separator;
}

/** Thousandths of a kg, or null when the text is not a weight with at most 3 decimals. */
export function parseWeight(text: string, locale: string): Milli | null {
  const separator = decimalSeparator(locale);
  const accepted = separator === '.' ? '\\.' : `[${separator === ',' ? ',' : `\\${separator}`}.]`;
  const match = new RegExp(`^\\s*(\\d{1,5})?(?:${accepted}(\\d{1,3}))?\\s*$`).exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? '0') * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** A weight as the input shows it: always 3 decimals in the locale ("1,250"), no grouping. */
export function weightText(milli: Milli, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false }).format(milli / 1000);
}
