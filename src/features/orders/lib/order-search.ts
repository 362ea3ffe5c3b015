/**
 * The list's filters as URL search params, so a filtered view can be shared and survives a reload.
 * Lists are comma-joined (`status=pendiente,confirmada`), amounts are decimals (`min=10.50`).
 * The router JSON-parses values ("123" arrives as a number), so text fields accept numbers too.
 * Each param is checked on its own: one bad value is dropped, the rest still apply.
 */
import { isoDateSchema } from '../../../../contract/fields';
import { centsToDecimal, parseMoney } from '../../../../contract/money';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/order-status';
import { ORDER_CHANNELS, ORDER_SORTS, PAYMENT_STATES, type OrderSort } from '../../../../contract/order-constants';
import type { OrderFilter } from '../api/order-queries';

export interface OrdersSearch {
  status?: string;
  store?: number;
  warehouse?: number;
  from?: string;
  to?: string;
  slot?: string;
  channel?: string;
  pay?: string;
  customer?: string;
  number?: string;
  min?: string;
  max?: string;
  q?: string;
  sort?: OrderSort;
  /** "Mis órdenes". */
  mine?: 1;
}

/** One param's check: its clean value, or undefined when it is bad. */
type Field = (raw: unknown) => string | number | undefined;

const text: Field = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw).trim();
  return value.length >= 1 && value.length <= 120 ? value : undefined;
};
const id: Field = (raw) => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};
/** ISO calendar date (YYYY-MM-DD, a day that exists), as the contract's. */
const date: Field = (raw) => (isoDateSchema.safeParse(raw).success ? (raw as string) : undefined);
const amount: Field = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw);
  return parseMoney(value) !== null ? value : undefined;
};
/** Known values only, trimmed and without repeats, comma-joined; undefined when none is left. */
const csv =
  (values: readonly string[]): Field =>
  (raw) => {
    const items = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? (raw as string[]) : null;
    if (items === null) return undefined;
    const known = [...new Set(items.map((item) => item.trim()))].filter((item) => values.includes(item));
    return known.length > 0 ? known.join(',') : undefined;
  };
const oneOf =
  (values: readonly string[]): Field =>
  (raw) =>
    typeof raw === 'string' && values.includes(raw) ? raw : undefined;

const FIELDS = {
  status: csv(ORDER_STATUSES),
  store: id,
  warehouse: id,
  from: date,
  to: date,
  slot: date,
  channel: csv(ORDER_CHANNELS),
  pay: csv(PAYMENT_STATES),
  customer: text,
  number: text,
  min: amount,
  max: amount,
  q: text,
  sort: oneOf(ORDER_SORTS),
} satisfies Record<Exclude<keyof OrdersSearch, 'mine'>, Field>;

/** validateSearch for /ordenes. */
export function parseOrdersSearch(raw: Record<string, unknown>): OrdersSearch {
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(FIELDS)) {
    if (raw[key] === undefined || raw[key] === '') continue;
    const value = check(raw[key]);
    if (value !== undefined) out[key] = value;
  }
  if (raw.mine === 1 || raw.mine === '1' || raw.mine === true) out.mine = 1;
  return out as OrdersSearch;
}

/** Drops empty values so the URL only carries what is set. */
export function cleanSearch(search: OrdersSearch): OrdersSearch {
  return parseOrdersSearch(search as Record<string, unknown>);
}

const list = <T extends string>(value: string | undefined): T[] | undefined => (value ? (value.split(',') as T[]) : undefined);

export interface ScopeDefaults {
  empresaId?: number;
  storeId?: number;
  warehouseId?: number;
}

/** The call's filter and sort for a search; the header's store and warehouse apply unless the URL names others. */
export function searchToFilter(search: OrdersSearch, defaults: ScopeDefaults = {}): { filter: OrderFilter; sort: OrderSort } {
  const filter: OrderFilter = {};
  if (defaults.empresaId !== undefined) filter.empresaId = defaults.empresaId;
  const storeId = search.store ?? defaults.storeId;
  if (storeId !== undefined) filter.storeId = storeId;
  const warehouseId = search.warehouse ?? defaults.warehouseId;
  if (warehouseId !== undefined) filter.warehouseId = warehouseId;
  const statuses = list<OrderStatus>(search.status);
  if (statuses) filter.statuses = statuses;
  if (search.from) filter.createdFrom = search.from;
  if (search.to) filter.createdTo = search.to;
  if (search.slot) filter.slotDate = search.slot;
  const channels = list<(typeof ORDER_CHANNELS)[number]>(search.channel);
  if (channels) filter.channels = channels;
  const pay = list<(typeof PAYMENT_STATES)[number]>(search.pay);
  if (pay) filter.paymentStates = pay;
  if (search.customer) filter.customer = search.customer;
  if (search.number) filter.number = search.number;
  const min = search.min ? parseMoney(search.min) : null;
  if (min !== null) filter.totalMin = min;
  const max = search.max ? parseMoney(search.max) : null;
  if (max !== null) filter.totalMax = max;
  if (search.q) filter.q = search.q;
  if (search.mine === 1) filter.mine = true;
  return { filter, sort: search.sort ?? 'created_desc' };
}

/** The search params for a filter (the inverse of searchToFilter without defaults). */
export function filterToSearch(filter: OrderFilter, sort?: OrderSort): OrdersSearch {
  const search: OrdersSearch = {};
  if (filter.statuses?.length) search.status = filter.statuses.join(',');
  if (filter.storeId !== undefined) search.store = filter.storeId;
  if (filter.warehouseId !== undefined) search.warehouse = filter.warehouseId;
  if (filter.createdFrom) search.from = filter.createdFrom;
  if (filter.createdTo) search.to = filter.createdTo;
  if (filter.slotDate) search.slot = filter.slotDate;
  if (filter.channels?.length) search.channel = filter.channels.join(',');
  if (filter.paymentStates?.length) search.pay = filter.paymentStates.join(',');
  if (filter.customer) search.customer = filter.customer;
  if (filter.number) search.number = filter.number;
  if (filter.totalMin !== undefined) search.min = centsToDecimal(filter.totalMin);
  if (filter.totalMax !== undefined) search.max = centsToDecimal(filter.totalMax);
  if (filter.q) search.q = filter.q;
  if (filter.mine) search.mine = 1;
  if (sort && sort !== 'created_desc') search.sort = sort;
  return search;
}
