/** A discount typed as a percentage ("12,5" or "12.5") and sent as basis points (1250), and back. */
import { decimalSeparator } from '../../../lib/money-text';

/** Basis points of a typed percentage with at most 2 decimals, from 0 to 100; null when it is not one. */
export function percentToBp(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as the user types a percentage in their locale: 1250 → "12,5" (es), 1000 → "10". */
export function bpToPercentText(bp: number, locale: string): string {
  const units = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${units}${decimalSeparator(locale)}${fraction}` : String(units);
}
