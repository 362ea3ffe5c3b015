import { describe, expect, it } from 'vitest';
import { formatReportCell, type CellFormatContext } from '../../src/features/reports/lib/cell-format';

const es: CellFormatContext = { locale: 'es-EC', currency: 'USD', keyLabel: (code) => ({ call_center: 'Call center' })[code] ?? code };
const de: CellFormatContext = { ...es, locale: 'de-DE', currency: 'EUR' };
// Intl puts narrow no-break spaces in some locales: compare with plain spaces.
const cell = (...args: Parameters<typeof formatReportCell>) => formatReportCell(...args).replace(/[\u00a0\u202f]/g, ' ');

describe('report cells by column kind', () => {
  it('money in the report currency and the user locale, with two decimals', () => {
    expect(cell('cents', 123456, es)).toBe('$1.234,56');
    expect(cell('cents', 123456, de)).toBe('1.234,56 €');
    expect(cell('cents', 0, es)).toBe('$0,00');
  });

  it('ratios as percentages, minutes and lines per hour with one decimal', () => {
    expect(cell('ratio', 0.1234, es)).toBe('12,3%');
    expect(cell('ratio', 0.1234, de)).toBe('12,3 %');
    expect(cell('ratio', 1, { ...es, locale: 'en-US' })).toBe('100.0%');
    expect(cell('minutes', 42.26, es)).toBe('42,3 min');
    expect(cell('perHour', 118, es)).toBe('118,0');
  });

  it('nothing to divide by shows a dash, not 0', () => {
    expect(cell('ratio', null, es)).toBe('—');
    expect(cell('minutes', null, es)).toBe('—');
    expect(cell('perHour', null, es)).toBe('—');
  });

  it('counts grouped, quantities in units, days with their weekday, codes in words', () => {
    expect(cell('count', 12345, es)).toBe('12.345');
    expect(cell('quantity', 2500, es)).toBe('2,5');
    expect(cell('date', '2026-11-16', { ...es, locale: 'en-US' })).toBe('Mon, Nov 16, 2026');
    expect(cell('key', 'call_center', es)).toBe('Call center');
    expect(cell('key', 'kiosk', es)).toBe('kiosk');
    expect(cell('text', 'Bodega Norte', es)).toBe('Bodega Norte');
  });
});
