/**
 * Keyset cursors of `/Product/List`: the last row's sort key (as text, full precision) and id, for one sort and
 * direction. Opaque to the client (base64url JSON); anything else, or a cursor of another sort, is a VALIDATION answer.
 */
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductSort } from '../../contract/catalogue-constants';
import { isoText } from '../db/iso-text';
import { products } from '../db/schema/catalogue';
import { CallError } from '../errors/call-error';

export interface ProductSortSpec {
  column: AnyPgColumn;
  /** The key as text (what the cursor carries) and the type to read it back as. */
  keyText: SQL<string>;
  cast: 'text' | 'bigint' | 'timestamptz';
}

export const PRODUCT_SORT_SPECS: Record<ProductSort, ProductSortSpec> = {
  name: { column: products.name, keyText: sql<string>`${products.name}`, cast: 'text' },
  sku: { column: products.sku, keyText: sql<string>`${products.sku}`, cast: 'text' },
  // The price the list shows (with IVA).
  price: { column: products.priceWithTaxCents, keyText: sql<string>`${products.priceWithTaxCents}::text`, cast: 'bigint' },
  updated: { column: products.updatedAt, keyText: isoText(products.updatedAt), cast: 'timestamptz' },
};

export interface ProductCursor {
  value: string;
  id: number;
}

export function encodeProductCursor(sort: ProductSort, descending: boolean, cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([sort, descending ? 1 : 0, cursor.value, cursor.id])).toString('base64url');
}

export function decodeProductCursor(text: string, sort: ProductSort, descending: boolean): ProductCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 4 &&
      parsed[0] === sort &&
      parsed[1] === (descending ? 1 : 0) &&
      typeof parsed[2] === 'string' &&
      validKey(sort, parsed[2]) &&
      Number.isSafeInteger(parsed[3]) &&
      (parsed[3] as number) > 0
    ) {
      return { value: parsed[2], id: parsed[3] as number };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new CallError('VALIDATION', 'El cursor de paginación no es válido para este orden; vuelve a la primera página.', undefined, [
    { campo: 'cursor', codigo: 'invalid', mensaje: 'Cursor no válido' },
  ]);
}

/** The key parses as its type, so a forged cursor is refused here rather than failing in the database. */
function validKey(sort: ProductSort, value: string): boolean {
  if (sort === 'price') return /^\d{1,15}$/.test(value);
  if (sort === 'updated') return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value) && !Number.isNaN(Date.parse(value));
  return !value.includes('\u0000');
}

/**
 * `(key, id) > (value, id)` ascending, `<` descending: one range of the sort's index. `on` names the key and id
 * columns of a subquery's rows instead of the products table's.
 */
export function afterProductCursor(
  spec: ProductSortSpec,
  descending: boolean,
  value: SQLWrapper,
  id: SQLWrapper,
  on: { key: SQLWrapper; id: SQLWrapper } = { key: spec.column, id: products.id },
): SQL {
  const operator = sql.raw(descending ? '<' : '>');
  return sql`(${on.key}, ${on.id}) ${operator} (${value}::${sql.raw(spec.cast)}, ${id}::int)`;
}

export function productSortOrder(spec: ProductSortSpec, descending: boolean): SQL[] {
  const by = descending ? desc : asc;
  return [by(spec.column), by(products.id)];
}
