/**
 * The store form's values as the user types them (money as text in the user's locale, rows with stable keys), how
 * they come from a saved store and how they become a `/Store/Save` request.
 */
import type { AddressValue } from '../../../../contract/schemas/address';
import type { ShippingMode, StoreDetail, StoreSaveInput } from '../../../../contract/schemas/stores';
import { moneyText, parseMoneyText } from '../../../lib/money-text';

let nextKey = 0;
/** A key for a new row, so React keeps each row's inputs while rows are added and removed. */
export const rowKey = (): string => `r${(nextKey += 1)}`;

export interface HoursRow {
  key: string;
  weekday: number;
  opens: string;
  closes: string;
}
export interface ExceptionRow {
  key: string;
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
  reason: string;
}
export interface ZoneRow {
  key: string;
  id?: number;
  name: string;
  areas: string[];
  shippingText: string;
}
export interface SlotRow {
  key: string;
  id?: number;
  weekday: number;
  starts: string;
  ends: string;
  capacity: number | string;
}

export interface StoreFormState {
  name: string;
  market: boolean;
  active: boolean;
  address: AddressValue;
  phone: string;
  hours: HoursRow[];
  exceptions: ExceptionRow[];
  zones: ZoneRow[];
  slots: SlotRow[];
  pickupEnabled: boolean;
  shippingMode: ShippingMode;
  flatText: string;
  /** Empty: never free. */
  freeAboveText: string;
  minOrderText: string;
  warehouseIds: number[];
}

/** A new store: open Monday to Saturday 08:00–20:00, flat shipping, and the company's first warehouse if it has one. */
export function stateFromStore(store: StoreDetail | null, locale: string, defaultWarehouseId: number | null): StoreFormState {
  if (!store) {
    return {
      name: '',
      market: false,
      active: true,
      address: { address: '', lat: null, lng: null },
      phone: '',
      hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ key: rowKey(), weekday, opens: '08:00', closes: '20:00' })),
      exceptions: [],
      zones: [],
      slots: [],
      pickupEnabled: false,
      shippingMode: 'flat',
      flatText: moneyText(0, locale),
      freeAboveText: '',
      minOrderText: moneyText(0, locale),
      warehouseIds: defaultWarehouseId === null ? [] : [defaultWarehouseId],
    };
  }
  return {
    name: store.name,
    market: store.market,
    active: store.active,
    address: { address: store.address, lat: store.lat, lng: store.lng },
    phone: store.phone,
    hours: store.openingHours.map((w) => ({ key: rowKey(), ...w })),
    exceptions: store.exceptions.map((e) => ({ key: rowKey(), date: e.date, closed: e.closed, opens: e.opens ?? '', closes: e.closes ?? '', reason: e.reason })),
    zones: store.zones.map((z) => ({ key: rowKey(), id: z.id, name: z.name, areas: [...z.areas], shippingText: moneyText(z.shippingCents, locale) })),
    slots: store.slots.map((s) => ({ key: rowKey(), id: s.id, weekday: s.weekday, starts: s.starts, ends: s.ends, capacity: s.capacity })),
    pickupEnabled: store.pickupEnabled,
    shippingMode: store.shippingMode,
    flatText: moneyText(store.shippingFlatCents, locale),
    freeAboveText: store.freeShippingAboveCents === null ? '' : moneyText(store.freeShippingAboveCents, locale),
    minOrderText: moneyText(store.minOrderCents, locale),
    warehouseIds: [...store.warehouseIds],
  };
}

const strip = <T extends { key: string }>(rows: T[]) => rows.map(({ key: _k, ...rest }) => rest);

/** The form without its row keys, for "has anything changed". */
function comparable(state: StoreFormState): unknown {
  return { ...state, hours: strip(state.hours), exceptions: strip(state.exceptions), zones: strip(state.zones), slots: strip(state.slots) };
}

export function isDirty(base: StoreFormState, state: StoreFormState): boolean {
  return JSON.stringify(comparable(base)) !== JSON.stringify(comparable(state));
}

export type StoreFormFields = Omit<StoreSaveInput, 'mutationId' | 'storeId' | 'baseVersion' | 'empresaId' | 'warehouseId'>;

/** A slot capacity as the number input holds it ('' while empty). */
const capacity = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/**
 * The request's fields for `state`, and the fields whose text is not an amount or a count (shown as errors; the form
 * does not send while some remain). Such a value is 0 in the fields the contract's rules check, so only its own
 * error shows.
 */

export function saveFields(state: StoreFormState): { fields: StoreFormFields; unreadable: string[] } {
  const unreadable: string[] = [];
  const cents = (campo: string, text: string): number => {
    const value = parseMoneyText(text);
    if (value === null) {
      unreadable.push(campo);
      return 0;
    }
    return value;
  };
  const fields: StoreFormFields = {
    name: state.name,
    market: state.market,
    active: state.active,
    address: state.address.address,
    lat: state.address.lat,
    lng: state.address.lng,
    phone: state.phone,
    openingHours: state.hours.map((w) => ({ weekday: w.weekday, opens: w.opens, closes: w.closes })),
    exceptions: state.exceptions.map((e) => ({ date: e.date, closed: e.closed, opens: e.closed ? null : e.opens, closes: e.closed ? null : e.closes, reason: e.reason })),
    zones: state.zones.map((z, i) => ({ ...(z.id === undefined ? {} : { id: z.id }), name: z.name, areas: z.areas, shippingCents: cents(`zones.${i}.shippingCents`, z.shippingText) })),
    slots: state.slots.map((s, i) => {
      const value = capacity(s.capacity);
      if (!Number.isInteger(value)) unreadable.push(`slots.${i}.capacity`);
      return { ...(s.id === undefined ? {} : { id: s.id }), weekday: s.weekday, starts: s.starts, ends: s.ends, capacity: Number.isInteger(value) ? value : 0 };
    }),
    pickupEnabled: state.pickupEnabled,
    shippingMode: state.shippingMode,
    shippingFlatCents: cents('shippingFlatCents', state.flatText),
    freeShippingAboveCents: state.freeAboveText.trim() === '' ? null : cents('freeShippingAboveCents', state.freeAboveText),
    minOrderCents: cents('minOrderCents', state.minOrderText),
    warehouseIds: state.warehouseIds,
  };
  return { fields, unreadable };
}
