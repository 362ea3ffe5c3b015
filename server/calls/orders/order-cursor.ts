/**
 * Keyset pagination: the cursor is the last row's sort value and id, so every page costs the same
 * and rows that move while a user pages are neither repeated nor skipped by position.
 */
import type { OrderSort } from '../../../contract/schemas/orders';
import { CallError } from '../call-error';

export interface SortSpec {
  /** SQL expression on `o`. */
  column: string;
  /** Row field holding the value in a summary row. */
  field: 'created_at' | 'slot_start' | 'total_cents' | 'number';
  direction: 'ASC' | 'DESC';
  /** Postgres type of the value when passed back as a parameter. */
  cast: 'timestamptz' | 'bigint' | 'text';
}

export const SORTS: Record<OrderSort, SortSpec> = {
  created_desc: { column: 'o.created_at', field: 'created_at', direction: 'DESC', cast: 'timestamptz' },
  created_asc: { column: 'o.created_at', field: 'created_at', direction: 'ASC', cast: 'timestamptz' },
  slot_asc: { column: 'o.slot_start', field: 'slot_start', direction: 'ASC', cast: 'timestamptz' },
  slot_desc: { column: 'o.slot_start', field: 'slot_start', direction: 'DESC', cast: 'timestamptz' },
  total_desc: { column: 'o.total_cents', field: 'total_cents', direction: 'DESC', cast: 'bigint' },
  total_asc: { column: 'o.total_cents', field: 'total_cents', direction: 'ASC', cast: 'bigint' },
  number_desc: { column: 'o.number', field: 'number', direction: 'DESC', cast: 'text' },
  number_asc: { column: 'o.number', field: 'number', direction: 'ASC', cast: 'text' },
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

/** `(col, id) < ($v, $id)` for descending sorts, `>` for ascending ones. */
export function keysetSql(spec: SortSpec, cursor: Cursor, params: unknown[]): string {
  params.push(cursor.value);
  const value = `$${params.length}::${spec.cast}`;
  params.push(cursor.id);
  const id = `$${params.length}`;
  return `(${spec.column}, o.id) ${spec.direction === 'DESC' ? '<' : '>'} (${value}, ${id})`;
}

export function orderBySql(spec: SortSpec): string {
  return `${spec.column} ${spec.direction}, o.id ${spec.direction}`;
}

export function cursorValue(spec: SortSpec, row: Record<string, unknown>): string {
  const value = row[spec.field];
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
