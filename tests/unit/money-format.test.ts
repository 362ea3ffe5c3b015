/** formatMoney: Intl's currency style in the user's locale, the minus sign never between the symbol and the digits. */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../contract/money';

// Intl separates the symbol from the digits with a no-break space in some locales; compare with plain spaces.
const money = (cents: number, locale: string, currency = 'USD') => formatMoney(cents, locale, currency).replace(/\s/gu, ' ');

describe('formatMoney', () => {
  it('puts the minus sign before a leading currency symbol in Spanish (Ecuador), not "$-0,68"', () => {
    expect(money(-68, 'es-EC')).toBe('-$0,68');
    expect(money(-123456, 'es-EC')).toBe('-$1.234,56');
  });

  it('keeps each locale’s own place for the sign and the symbol', () => {
    expect(money(-68, 'en-US')).toBe('-$0.68');
    expect(money(-68, 'de-DE')).toBe('-0,68 $');
    expect(money(-68, 'fr-FR')).toBe('-0,68 $US');
    expect(money(-68, 'pt-BR')).toBe('-US$ 0,68');
  });

  it('formats positive amounts and zero as the locale does, always with 2 decimals', () => {
    expect(money(68, 'es-EC')).toBe('$0,68');
    expect(money(0, 'es-EC')).toBe('$0,00');
    expect(money(100000, 'en-US')).toBe('$1,000.00');
    expect(money(-5, 'en-US', 'EUR')).toBe('-€0.05');
  });

  it('has no minus sign left between the symbol and the digits in any app locale', () => {
    for (const locale of ['es-EC', 'en-US', 'de-DE', 'fr-FR', 'pt-BR']) {
      const text = money(-68, locale);
      expect(text.startsWith('-')).toBe(true);
      expect(text.match(/-/gu)).toHaveLength(1);
    }
  });
});
