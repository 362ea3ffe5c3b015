/** The store form's values (src/features/stores/lib/store-form-state.ts): money in the user's locale, the request, changes. */
import { describe, expect, test } from 'vitest';
import { storeFormProblems, type StoreDetail } from '../../contract/schemas/stores';
import { isDirty, rowKey, saveFields, stateFromStore } from '../../src/features/stores/lib/store-form-state';

const store: StoreDetail = {
  id: 7,
  companyId: 1,
  name: 'Andino Norte',
  market: true,
  active: true,
  open: true,
  address: 'Av. de los Shyris',
  lat: -0.17,
  lng: -78.48,
  phone: '+593 2 246 1100',
  openingHours: [{ weekday: 1, opens: '07:30', closes: '21:00' }],
  exceptions: [{ date: '2026-12-25', closed: true, opens: null, closes: null, reason: 'Navidad' }],
  zones: [{ id: 3, name: 'Norte', areas: ['La Carolina'], shippingCents: 250 }],
  slots: [{ id: 9, weekday: 1, starts: '09:00', ends: '11:00', capacity: 12 }],
  pickupEnabled: true,
  shippingMode: 'zone',
  shippingFlatCents: 0,
  freeShippingAboveCents: 6000,
  minOrderCents: 1500,
  warehouseIds: [1, 3],
  version: 4,
  updatedAt: '2026-11-20T10:00:00.000000Z',
};

describe('store form state', () => {
  test('a saved store round-trips to the same request, with money typed in the locale', () => {
    const state = stateFromStore(store, 'es-EC', null);
    expect(state.freeAboveText).toBe('60,00');
    expect(stateFromStore(store, 'en-US', null).minOrderText).toBe('15.00');
    const { fields, unreadable } = saveFields(state);
    expect(unreadable).toEqual([]);
    const { id: _i, companyId: _c, open: _o, version: _v, updatedAt: _u, ...expected } = store;
    expect(fields).toEqual(expected);
    expect(storeFormProblems(fields)).toEqual([]);
  });

  test('amounts typed with grouping or a comma are read; unreadable ones are named and not sent as typed', () => {
    const state = { ...stateFromStore(store, 'es-EC', null), minOrderText: '1.234,5', flatText: 'doce' };
    const { fields, unreadable } = saveFields({ ...state, shippingMode: 'flat', freeAboveText: '' });
    expect(fields.minOrderCents).toBe(123450);
    expect(fields.freeShippingAboveCents).toBeNull();
    expect(unreadable).toEqual(['shippingFlatCents']);
  });

  test('row keys do not count as changes; an edit does', () => {
    const a = stateFromStore(store, 'es-EC', null);
    const b = stateFromStore(store, 'es-EC', null);
    expect(a.hours[0]!.key).not.toBe(b.hours[0]!.key);
    expect(isDirty(a, b)).toBe(false);
    expect(isDirty(a, { ...b, hours: [...b.hours, { key: rowKey(), weekday: 2, opens: '08:00', closes: '12:00' }] })).toBe(true);
  });

  test('a new store starts Monday to Saturday with the first warehouse and passes the rules once named', () => {
    const state = stateFromStore(null, 'es-EC', 5);
    expect(state.hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.warehouseIds).toEqual([5]);
    expect(storeFormProblems(saveFields(state).fields).map((p) => `${p.campo}:${p.codigo}`)).toEqual(['name:required']);
  });
});
