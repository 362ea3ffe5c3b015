/**
 * The order summary (contract/schemas/orders.ts `orderSummarySchema`) as one drizzle selection: every list, kanban
 * column, export row, realtime event and change answer reads it through here. The selection's keys and types are the
 * contract's, so a row is a summary as it comes, with no mapping of its own (`orderSummaries`' return type checks it
 * at compile time; the columns' `enum`s type the coded columns as the contract's values).
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { OrderSummary } from '../../contract/schemas/orders';
import type { AppDb } from '../db/client';
import { isoText } from '../db/iso-text';
import { orders } from '../db/schema/orders';
import { customers } from '../db/schema/customers';
import { companies, stores, warehouses } from '../db/schema/tenancy';

export const summaryColumns = {
  id: orders.id,
  number: orders.number,
  companyId: orders.companyId,
  storeId: orders.storeId,
  storeName: stores.name,
  warehouseId: orders.warehouseId,
  warehouseName: warehouses.name,
  customerId: orders.customerId,
  customerName: customers.name,
  status: orders.status,
  fulfilment: orders.fulfilment,
  channel: orders.channel,
  paymentMethod: orders.paymentMethod,
  paymentState: orders.paymentState,
  slotDate: orders.slotDate,
  slotStart: isoText(orders.slotStart),
  slotEnd: isoText(orders.slotEnd),
  itemCount: orders.itemCount,
  totalCents: orders.totalCents,
  currency: companies.currency,
  createdAt: isoText(orders.createdAt),
  updatedAt: isoText(orders.updatedAt),
  version: orders.version,
  pickerId: orders.pickerId,
  customerPhone: customers.phone,
  deliveryAddress: orders.deliveryAddress,
  deliveryLat: orders.deliveryLat,
  deliveryLng: orders.deliveryLng,
  bagCount: orders.bagCount,
};

/**
 * Joins the tables the summary names (store, warehouse, customer, company) to a select from orders — the summary's,
 * or a shape that extends it; callers add their own joins, filters and order. A dynamic query (`$dynamic()`), so one
 * function serves every selection; inner joins leave the selection's types as they are.
 */
export function withSummaryJoins<Query extends PgSelect>(query: Query): Query {
  return query
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(companies, eq(companies.id, orders.companyId)) as unknown as Query;
}

export function selectSummaries(db: AppDb) {
  return withSummaryJoins(db.select(summaryColumns).from(orders).$dynamic());
}

/** The summaries of orders matching `where`, in `orderBy` order (inside a transaction too). */
export function orderSummaries(db: AppDb, where: SQL | undefined, ...orderBy: (AnyPgColumn | SQL)[]): Promise<OrderSummary[]> {
  return selectSummaries(db)
    .where(where)
    .orderBy(...orderBy);
}

export async function orderSummary(db: AppDb, orderId: number): Promise<OrderSummary | null> {
  const [summary] = await orderSummaries(db, eq(orders.id, orderId));
  return summary ?? null;
}

/** An order a change is working on, inside its transaction: it cannot have vanished. */
export async function currentSummary(tx: AppDb, orderId: number): Promise<OrderSummary> {
  const summary = await orderSummary(tx, orderId);
  if (!summary) throw new Error('order vanished inside its own transaction');
  return summary;
}

export function summariesOf(db: AppDb, orderIds: readonly number[]): Promise<OrderSummary[]> {
  return orderSummaries(db, inArray(orders.id, [...orderIds]), asc(orders.id));
}
