/**
 * Keyset pagination: the cursor is the last row's sort value and id, so every page costs the same
 * and rows that move while a user pages are neither repeated nor skipped by position.
 */
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderSort, OrderSummary } from '../../contract/schemas/orders';
import { orders } from '../db/schema/orders';
import { CallError } from '../errors/call-error';

export interface SortSpec {
  column: AnyPgColumn;
  /** The summary field holding the value the cursor carries. */
  field: 'createdAt' | 'slotStart' | 'totalCents' | 'number';
  direction: 'asc' | 'desc';
  /** PostgreSQL type of the value when passed back as a parameter. */
  cast: 'timestamptz' | 'bigint' | 'text';
}

export const SORTS: Record<OrderSort, SortSpec> = {
  created_desc: { column: orders.createdAt, field: 'createdAt', direction: 'desc', cast: 'timestamptz' },
  created_asc: { column: orders.createdAt, field: 'createdAt', direction: 'asc', cast: 'timestamptz' },
  slot_asc: { column: orders.slotStart, field: 'slotStart', direction: 'asc', cast: 'timestamptz' },
  slot_desc: { column: orders.slotStart, field: 'slotStart', direction: 'desc', cast: 'timestamptz' },
  total_desc: { column: orders.totalCents, field: 'totalCents', direction: 'desc', cast: 'bigint' },
  total_asc: { column: orders.totalCents, field: 'totalCents', direction: 'asc', cast: 'bigint' },
  number_desc: { column: orders.number, field: 'number', direction: 'desc', cast: 'text' },
  number_asc: { column: orders.number, field: 'number', direction: 'asc', cast: 'text' },
};

export interface Cursor {
  sort: OrderSort;
  value: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, sort: OrderSort): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3 && parsed[0] === sort && typeof parsed[1] === 'string' && Number.isSafeInteger(parsed[2])) {
      return { sort, value: parsed[1], id: parsed[2] as number };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new CallError('VALIDATION', 'El cursor de paginación no es válido para este orden; vuelve a la primera página.', undefined, [
    { campo: 'cursor', codigo: 'invalid', mensaje: 'Cursor no válido' },
  ]);
}

/** The cursor after `row`, the last row of a page. */
export function cursorAfter(sort: OrderSort, row: OrderSummary): string {
  return encodeCursor({ sort, value: String(row[SORTS[sort].field]), id: row.id });
}

/** `(key, id) < (value, id)` for descending sorts, `>` for ascending ones: one range of the sort's index. */
export function afterCursor(spec: SortSpec, value: SQLWrapper, id: SQLWrapper): SQL {
  const operator = sql.raw(spec.direction === 'desc' ? '<' : '>');
  return sql`(${spec.column}, ${orders.id}) ${operator} (${value}::${sql.raw(spec.cast)}, ${id})`;
}

/** The sort's ORDER BY, new each time: drizzle rewrites the columns of a UNION's ORDER BY in place. */
export function sortOrder(spec: SortSpec): SQL[] {
  const by = spec.direction === 'desc' ? desc : asc;
  return [by(spec.column), by(orders.id)];
}
