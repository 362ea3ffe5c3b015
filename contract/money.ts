/**
 * Money is integer minor units (cents) everywhere: in the database, on the wire and in the client.
 * Quantities are integer thousandths (milli-units) so weighted items (kg, 3 decimals) stay exact.
 * Rates (IVA, discounts) are integer basis points: 1500 = 15.00 %.
 */
import { numberFormat } from './intl-cache';

export type Cents = number;
export type Milli = number;
export type BasisPoints = number;

/** Round half away from zero on an exact rational a / b (b > 0), for integers only. */
export function divRound(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0) throw new RangeError('divRound needs safe integers and b > 0');
  const q = Math.trunc(a / b);
  const r = a - q * b;
  if (2 * Math.abs(r) >= b) return q + Math.sign(a);
  return q;
}

/** Price of `qtyMilli` thousandths of a unit priced at `unitCents`. */
export function lineAmount(unitCents: Cents, qtyMilli: Milli): Cents {
  return divRound(unitCents * qtyMilli, 1000);
}

/** `rateBp` basis points of `amount`. */
export function percentOf(amount: Cents, rateBp: BasisPoints): Cents {
  return divRound(amount * rateBp, 10000);
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** Parse "12.34", "12,34" or "12" into cents; null when it is not an amount with at most 2 decimals. */
export function parseMoney(text: string): Cents | null {
  const match = /^\s*(-)?(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const units = Number(match[2]);
  const fraction = Number((match[3] ?? '').padEnd(2, '0'));
  const cents = units * 100 + fraction;
  return match[1] ? -cents : cents;
}

/** Parse a quantity with at most 3 decimals ("1.235" kg) into thousandths. */
export function parseQuantity(text: string): Milli | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** Cents as a decimal string with exactly 2 decimals, no locale ("1234.50"). */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money in the user's locale, always 2 decimals, by Intl's currency style. One exception to the locale's pattern:
 * CLDR writes negatives in some locales (es-EC, our Spanish) with the sign between a leading symbol and the digits
 * ("$-0,68"), which reads as a typo; there the sign goes before the symbol ("-$0,68"), as in en-US and es-US.
 */
export function formatMoney(cents: Cents, locale: string, currency = 'USD'): string {
  const format = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (cents >= 0) return format.format(cents / 100);
  const parts = format.formatToParts(cents / 100);
  const sign = parts.findIndex((part) => part.type === 'minusSign');
  const symbolFirst = sign > 0 && parts.slice(0, sign).every((part) => part.type === 'currency' || part.type === 'literal');
  if (!symbolFirst) return parts.map((part) => part.value).join('');
  const [minus] = parts.splice(sign, 1);
  return [minus, ...parts].map((part) => part?.value ?? '').join('');
}

export function formatQuantity(qtyMilli: Milli, locale: string, weighted: boolean): string {
  return numberFormat(locale, { minimumFractionDigits: weighted ? 3 : 0, maximumFractionDigits: 3 }).format(qtyMilli / 1000);
}
