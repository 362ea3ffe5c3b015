/** Money as people type it in their locale: shown without grouping ("12,50" / "12.50") and read back in every locale. */
import { parseMoney } from '../../contract/money';

/** The decimal separator people type in `locale` ("," in Spanish, "." in English). */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** Cents as the user types money in their locale ("12,50" in Spanish, "12.50" in English), no grouping. */
export function moneyText(cents: number, locale: string): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}${decimalSeparator(locale)}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money typed in each of our locales: "1.234,56", "1,234.56", "1234,5", "12". When both separators appear the last
 * one is the decimal point; a lone separator followed by three digits is grouping ("1.234" = 1234).
 */
export function parseMoneyText(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f$€]/g, '');
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    value = value.split(decimal === '.' ? ',' : '.').join('');
  } else if (/^-?\d{1,3}([.,]\d{3})+$/.test(value)) {
    value = value.replace(/[.,]/g, '');
  }
  return parseMoney(value);
}
