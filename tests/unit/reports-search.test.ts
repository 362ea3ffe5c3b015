import { describe, expect, it } from 'vitest';
import { matchingPreset, presetRange, todayIn } from '../../src/features/reports/lib/date-ranges';
import { parseReportsSearch, resolveReportsSearch } from '../../src/features/reports/lib/report-search';

describe('the /reportes URL', () => {
  it('keeps a sound report, range, store and warehouse (numbers arrive as numbers or strings)', () => {
    expect(parseReportsSearch({ report: 'picking', from: '2026-11-16', to: '2026-11-22', store: 2, warehouse: '3' })).toEqual({
      report: 'picking',
      from: '2026-11-16',
      to: '2026-11-22',
      store: 2,
      warehouse: 3,
    });
  });

  it('drops each bad value on its own, and the screen falls back to its defaults instead of an error page', () => {
    const bad = parseReportsSearch({ report: 'salary', from: '2026-02-30', to: '2026-03-01', store: 'abc', warehouse: -4 });
    expect(bad).toEqual({});
    expect(resolveReportsSearch(bad, '2026-11-26')).toEqual({ report: 'sales', range: { from: '2026-11-20', to: '2026-11-26' } });
    // A prototype key is not a report.
    expect(parseReportsSearch({ report: 'constructor' })).toEqual({});
    // Only a whole range counts: one end alone, ends reversed, or more than 366 days fall back to the default.
    expect(parseReportsSearch({ from: '2026-11-01' })).toEqual({});
    expect(parseReportsSearch({ from: '2026-11-22', to: '2026-11-16' })).toEqual({});
    expect(parseReportsSearch({ from: '2025-01-01', to: '2026-01-02' })).toEqual({});
    expect(parseReportsSearch({ from: '2025-01-01', to: '2026-01-01' })).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(parseReportsSearch({ store: 1.5, warehouse: 99_999_999_999 })).toEqual({});
  });
});

describe('the period presets', () => {
  const thursday = '2026-11-26';

  it('count from today, inclusive', () => {
    expect(presetRange('today', thursday)).toEqual({ from: thursday, to: thursday });
    expect(presetRange('last7', thursday)).toEqual({ from: '2026-11-20', to: thursday });
    expect(presetRange('thisMonth', thursday)).toEqual({ from: '2026-11-01', to: thursday });
    expect(presetRange('last90', thursday)).toEqual({ from: '2026-08-29', to: thursday });
  });

  it('"Semana pasada" is Monday to Sunday of the week before this one, whatever the day', () => {
    for (const today of ['2026-11-23', '2026-11-26', '2026-11-29']) expect(presetRange('lastWeek', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // Across a month and a year.
    expect(presetRange('lastWeek', '2026-01-01')).toEqual({ from: '2025-12-22', to: '2025-12-28' });
  });

  it('"today" is the user\'s own day: late Sunday evening in Quito is already Monday in UTC', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    expect(todayIn(now, 'UTC')).toBe('2026-11-23');
    expect(todayIn(now, 'America/Guayaquil')).toBe('2026-11-22');
    expect(presetRange('lastWeek', todayIn(now, 'UTC'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('lastWeek', todayIn(now, 'America/Guayaquil'))).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('a range reads back as its preset, or as custom', () => {
    expect(matchingPreset({ from: '2026-11-16', to: '2026-11-22' }, '2026-11-26')).toBe('lastWeek');
    expect(matchingPreset({ from: '2026-11-15', to: '2026-11-22' }, '2026-11-26')).toBeNull();
  });
});
