/** SQL for order summaries and the mapping of their rows to the contract's shape. */
import type { OrderSummary } from '../../../contract/schemas/orders';

/**
 * Timestamps leave PostgreSQL as ISO 8601 text with microseconds: no Date parsing per row, and keyset
 * cursors keep the full precision (a millisecond cursor would skip or repeat rows inside one millisecond).
 */
export function isoSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export const SUMMARY_COLUMNS = `
  o.id, o.number, o.company_id, o.store_id, s.name AS store_name, o.warehouse_id, w.name AS warehouse_name,
  o.customer_id, c.name AS customer_name, o.status, o.fulfilment, o.channel, o.payment_method, o.payment_state,
  o.slot_date::text AS slot_date, ${isoSql('o.slot_start')} AS slot_start, ${isoSql('o.slot_end')} AS slot_end,
  o.item_count, o.total_cents, co.currency,
  ${isoSql('o.created_at')} AS created_at, ${isoSql('o.updated_at')} AS updated_at, o.version, o.picker_id`;

export const SUMMARY_JOINS = `
  JOIN stores s ON s.id = o.store_id
  JOIN warehouses w ON w.id = o.warehouse_id
  JOIN customers c ON c.id = o.customer_id
  JOIN companies co ON co.id = o.company_id`;

export interface SummaryRow {
  id: number;
  number: string;
  company_id: number;
  store_id: number;
  store_name: string;
  warehouse_id: number;
  warehouse_name: string;
  customer_id: number;
  customer_name: string;
  status: string;
  fulfilment: string;
  channel: string;
  payment_method: string;
  payment_state: string;
  slot_date: string;
  slot_start: Date | string;
  slot_end: Date | string;
  item_count: number;
  total_cents: number | string;
  currency: string;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  picker_id: number | null;
}

export function iso(value: Date | string): string {
  if (typeof value === 'string' && value.endsWith('Z')) return value;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** bigint columns come back as strings from node-postgres and numbers from PGlite. */
export function int(value: number | string | bigint | null): number {
  return value === null ? 0 : Number(value);
}

export function toSummary(row: SummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    companyId: row.company_id,
    storeId: row.store_id,
    storeName: row.store_name,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    customerId: row.customer_id,
    customerName: row.customer_name,
    status: row.status as OrderSummary['status'],
    fulfilment: row.fulfilment as OrderSummary['fulfilment'],
    channel: row.channel as OrderSummary['channel'],
    paymentMethod: row.payment_method as OrderSummary['paymentMethod'],
    paymentState: row.payment_state as OrderSummary['paymentState'],
    slotDate: row.slot_date,
    slotStart: iso(row.slot_start),
    slotEnd: iso(row.slot_end),
    itemCount: row.item_count,
    totalCents: int(row.total_cents),
    currency: row.currency,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
    pickerId: row.picker_id,
  };
}
