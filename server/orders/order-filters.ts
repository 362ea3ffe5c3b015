/**
 * The contract's order filters as drizzle conditions on `orders`. Company scoping comes first and always applies
 * (PRODUCT.md tenancy). Every value is a `sql.placeholder` named in `values`, so the SQL text of a query built from
 * the conditions depends on `shape` (which conditions there are) alone: the query is built and prepared once per
 * shape (order-page.ts, order-counts.ts) and then only executed with the values.
 */
import { eq, gte, ilike, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { orderFilterShape } from '../../contract/schemas/orders';
import type { Scope } from '../auth/scope';
import type { AppDb } from '../db/client';
import { customers } from '../db/schema/customers';
import { orderEvents, orders } from '../db/schema/orders';

export type OrderFilterInput = { [K in keyof typeof orderFilterShape]?: z.output<(typeof orderFilterShape)[K]> };

export interface OrderConditions {
  where: SQL[];
  values: Record<string, unknown>;
  shape: string;
}

/** Builds conditions: `value` names a value (its placeholder), `add` keeps a condition under a shape key. */
export function conditionsBuilder() {
  const conditions: OrderConditions = { where: [], values: {}, shape: '' };
  return {
    conditions,
    value(name: string, value: unknown) {
      conditions.values[name] = value;
      return sql.placeholder(name);
    },
    add(key: string, condition: SQL | undefined) {
      if (!condition) return;
      conditions.where.push(condition);
      conditions.shape += conditions.shape ? `.${key}` : key;
    },
  };
}

type Builder = ReturnType<typeof conditionsBuilder>;

/** The scope on a table's company, store and warehouse columns (those it has). */
export function addScope(builder: Builder, scope: Scope, columns: { companyId: AnyPgColumn; storeId?: AnyPgColumn; warehouseId?: AnyPgColumn }): void {
  if (scope.companyId !== null) builder.add('c', eq(columns.companyId, builder.value('companyId', scope.companyId)));
  if (scope.storeId !== null && columns.storeId) builder.add('s', eq(columns.storeId, builder.value('storeId', scope.storeId)));
  if (scope.warehouseId !== null && columns.warehouseId) builder.add('w', eq(columns.warehouseId, builder.value('warehouseId', scope.warehouseId)));
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every filter except the status list (the counts ignore it; the page reads each status on its own). */
export function orderConditions(db: AppDb, scope: Scope, filters: OrderFilterInput, userId: number, timezone: string): OrderConditions {
  const builder = conditionsBuilder();
  const { value, add } = builder;
  addScope(builder, scope, { companyId: orders.companyId, storeId: orders.storeId, warehouseId: orders.warehouseId });
  // Dates are calendar days in the company's timezone, their local midnights turned into instants (indexes apply).
  const midnight = (day: SQL, plusDays: number) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${value('timezone', timezone)}::text)`;
  if (filters.createdFrom) add('cf', gte(orders.createdAt, midnight(sql`${value('createdFrom', filters.createdFrom)}`, 0)));
  if (filters.createdTo) add('ct', sql`${orders.createdAt} < ${midnight(sql`${value('createdTo', filters.createdTo)}`, 1)}`);
  if (filters.slotDate) add('sd', eq(orders.slotDate, value('slotDate', filters.slotDate)));
  if (filters.channels?.length) add('ch', sql`${orders.channel} = ANY(${value('channels', filters.channels)}::text[])`);
  if (filters.paymentStates?.length) add('ps', sql`${orders.paymentState} = ANY(${value('paymentStates', filters.paymentStates)}::text[])`);
  if (filters.totalMin !== undefined) add('t0', gte(orders.totalCents, value('totalMin', filters.totalMin)));
  if (filters.totalMax !== undefined) add('t1', lte(orders.totalCents, value('totalMax', filters.totalMax)));
  if (filters.number) add('n', ilike(orders.number, value('number', `${escapeLike(filters.number)}%`)));
  // Customers whose name, email or phone contains the text.
  const customersMatching = (pattern: Placeholder) =>
    db
      .select({ id: customers.id })
      .from(customers)
      .where(or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)));
  if (filters.customer) add('cu', inArray(orders.customerId, customersMatching(value('customer', `%${escapeLike(filters.customer)}%`))));
  if (filters.q) {
    const prefix = value('qPrefix', `${escapeLike(filters.q)}%`);
    add('q', or(ilike(orders.number, prefix), inArray(orders.customerId, customersMatching(value('q', `%${escapeLike(filters.q)}%`)))));
  }
  if (filters.mine) {
    // Orders the caller created, picks, or changed (their timeline names them).
    const me = value('me', userId);
    add('m', or(eq(orders.createdBy, me), eq(orders.pickerId, me), inArray(orders.id, db.select({ id: orderEvents.orderId }).from(orderEvents).where(eq(orderEvents.userId, me)))));
  }
  return builder.conditions;
}
