/** The holiday period form (src/features/tax/lib/tax-holiday-form.ts): what it refuses before sending, and what it sends. */
import { describe, expect, it } from 'vitest';
import type { TaxHoliday } from '../../contract/schemas/tax';
import { taxHolidayState } from '../../contract/schemas/tax';
import { initialTaxHolidayValues, percentToBp, taxHolidayFormErrors, taxHolidayRequest, type TaxHolidayFormValues } from '../../src/features/tax/lib/tax-holiday-form';

const filled: TaxHolidayFormValues = { nombre: 'Navidad', desde: '2026-12-24', hasta: '2026-12-25', tasa: 8, categoriaIds: ['3', '7'] };
const period: TaxHoliday = {
  id: 4,
  nombre: 'Carnaval',
  desde: '2027-02-15',
  hasta: '2027-02-16',
  tasaBp: 1250,
  categoriaIds: [2],
  categorias: [{ id: 2, nombre: 'Bebidas' }],
  version: 3,
  actualizadoPor: 'Super Admin',
  actualizadoEn: '2026-11-20T17:00:00.000Z',
};

describe('the rate typed in %', () => {
  it('becomes basis points, with 2 decimals and a decimal comma', () => {
    expect([percentToBp(0), percentToBp(8), percentToBp(12.5), percentToBp('7,25'), percentToBp(''), percentToBp('abc')]).toEqual([0, 800, 1250, 725, null, null]);
  });
});

describe('checks before sending', () => {
  it('a complete form has no problems; the same day as start and end is fine', () => {
    expect(taxHolidayFormErrors(filled)).toEqual({});
    expect(taxHolidayFormErrors({ ...filled, hasta: filled.desde })).toEqual({});
  });

  it('needs a name, both days and a rate', () => {
    expect(taxHolidayFormErrors({ nombre: '  ', desde: '', hasta: '', tasa: '', categoriaIds: [] })).toEqual({ nombre: 'required', desde: 'required', hasta: 'required', tasaBp: 'required' });
  });

  it('refuses an end before the start and a rate outside 0–100 %', () => {
    expect(taxHolidayFormErrors({ ...filled, hasta: '2026-12-23' })).toEqual({ hasta: 'tax_holiday_dates' });
    expect(taxHolidayFormErrors({ ...filled, tasa: 100.01 })).toEqual({ tasaBp: 'out_of_range' });
    expect(taxHolidayFormErrors({ ...filled, tasa: -1 })).toEqual({ tasaBp: 'out_of_range' });
    expect(taxHolidayFormErrors({ ...filled, tasa: 100 })).toEqual({});
  });
});

describe('what it sends', () => {
  it('a new period: trimmed name, basis points, category ids as numbers, no id', () => {
    expect(taxHolidayRequest({ ...filled, nombre: ' Navidad ' }, null, undefined)).toEqual({ nombre: 'Navidad', desde: '2026-12-24', hasta: '2026-12-25', tasaBp: 800, categoriaIds: [3, 7] });
  });

  it('an edit: the period read back into the form, sent with its id at the version read (or the one chosen after a stale save)', () => {
    const values = initialTaxHolidayValues(period);
    expect(values).toEqual({ nombre: 'Carnaval', desde: '2027-02-15', hasta: '2027-02-16', tasa: 12.5, categoriaIds: ['2'] });
    expect(taxHolidayRequest(values, period, undefined)).toMatchObject({ id: 4, baseVersion: 3, tasaBp: 1250, categoriaIds: [2] });
    expect(taxHolidayRequest(values, period, 5)).toMatchObject({ id: 4, baseVersion: 5 });
  });
});

describe('a period’s state on a day', () => {
  it('upcoming before its first day, in force from its first to its last day, past after', () => {
    const p = { desde: '2026-12-24', hasta: '2026-12-26' };
    expect(['2026-12-23', '2026-12-24', '2026-12-26', '2026-12-27'].map((day) => taxHolidayState(p, day))).toEqual(['upcoming', 'current', 'current', 'past']);
  });
});
