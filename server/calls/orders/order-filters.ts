/**
 * Turns the contract's order filters into a parameterised WHERE clause on `orders o`.
 * Company scoping comes first and always applies (PRODUCT.md tenancy).
 */
import type { z } from 'zod';
import type { orderFilterShape } from '../../../contract/schemas/orders';
import { scopeSql, type Scope } from '../../auth/scope';

type FilterInput = { [K in keyof typeof orderFilterShape]?: z.output<(typeof orderFilterShape)[K]> };

export interface FilterSql {
  where: string[];
  params: unknown[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Filters except the status list (the counts ignore it; the list adds it per branch). */
export function orderFilterSql(scope: Scope, filters: FilterInput, userId: number, timezone: string, params: unknown[] = []): FilterSql {
  const where: string[] = [scopeSql(scope, params, 'o')];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Dates are calendar days in the company's timezone (resolved once by the caller, so indexes apply).
  if (filters.createdFrom) where.push(`o.created_at >= (${add(filters.createdFrom)}::date::timestamp AT TIME ZONE ${add(timezone)}::text)`);
  if (filters.createdTo) where.push(`o.created_at < ((${add(filters.createdTo)}::date + 1)::timestamp AT TIME ZONE ${add(timezone)}::text)`);
  if (filters.slotDate) where.push(`o.slot_date = ${add(filters.slotDate)}::date`);
  if (filters.channels?.length) where.push(`o.channel = ANY(${add(filters.channels)}::text[])`);
  if (filters.paymentStates?.length) where.push(`o.payment_state = ANY(${add(filters.paymentStates)}::text[])`);
  if (filters.totalMin !== undefined) where.push(`o.total_cents >= ${add(filters.totalMin)}`);
  if (filters.totalMax !== undefined) where.push(`o.total_cents <= ${add(filters.totalMax)}`);
  if (filters.number) where.push(`o.number ILIKE ${add(`${escapeLike(filters.number)}%`)}`);
  if (filters.customer) {
    const pattern = add(`%${escapeLike(filters.customer)}%`);
    where.push(`o.customer_id IN (SELECT id FROM customers cu WHERE cu.name ILIKE ${pattern} OR cu.email ILIKE ${pattern} OR cu.phone ILIKE ${pattern})`);
  }
  if (filters.q) {
    const pattern = add(`%${escapeLike(filters.q)}%`);
    const prefix = add(`${escapeLike(filters.q)}%`);
    where.push(
      `(o.number ILIKE ${prefix} OR o.customer_id IN (SELECT id FROM customers cu WHERE cu.name ILIKE ${pattern} OR cu.email ILIKE ${pattern} OR cu.phone ILIKE ${pattern}))`,
    );
  }
  if (filters.mine) {
    const me = add(userId);
    where.push(`(o.created_by = ${me} OR o.picker_id = ${me} OR o.id IN (SELECT order_id FROM order_events WHERE user_id = ${me}))`);
  }
  return { where, params };
}
