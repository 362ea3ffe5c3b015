/**
 * `/Customer/List`'s query: the company's customers whose name, email, phone or document contains the search (the
 * pg_trgm GIN indexes on lower(name), lower(email), phone and document_id answer "contains"), by name, in keyset
 * pages; on the first page, an exact email, phone or document comes before them. With no search: by name on the
 * (company_id, name, id) index. /Customer/List and /Credit/Search (each customer with their balance) both read it.
 *
 * The exact matches are a query of their own rather than a rank in the sort: sorted by (rank, name) the page could
 * never be read along the (company_id, name, id) index, and a common fragment ("quishpe", one customer in twenty)
 * then fetched and sorted every match; sorted by name, PostgreSQL walks the index and stops after a page.
 */
import { and, asc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone, type CustomerRow } from '../../contract/schemas/customers';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { customers } from '../db/schema/customers';
import { CallError } from '../errors/call-error';
import { escapeLike } from '../orders/order-filters';

/** A phone typed as staff read it ("099 123 4567"): its digits, national leading zeros dropped; null when not a phone. */
export function phoneNeedle(q: string): string | null {
  const compact = normalizePhone(q);
  if (!/^\+?\d{3,}$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}

interface Cursor {
  name: string;
  id: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && Number.isSafeInteger(parsed[1])) return { name: parsed[0], id: parsed[1] as number };
  } catch {
    // Falls through to the refusal below.
  }
  throw new CallError('VALIDATION', 'El cursor de paginación no es válido; vuelve a la primera página.', undefined, [{ campo: 'cursor', codigo: 'invalid', mensaje: 'Cursor no válido' }]);
}

/**
 * What the text can match, by its shape, so each search reads as few trigram indexes as it can: an email has an "@";
 * digits are a phone, or a document too when typed bare; words are a name or an email (and a document when they hold
 * digits).
 * `exact` is the customer the caller means when the text is a whole email, document or phone (7+ digits); LIKE
 * without wildcards, so the same trigram indexes answer it.
 */
function searchConditions(q: string): { contains: SQL | undefined; exact: SQL | undefined } {
  const needle = q.toLocaleLowerCase('es');
  const literal = escapeLike(needle);
  const pattern = `%${literal}%`;
  const phone = phoneNeedle(q);
  if (q.includes('@')) return { contains: sql`lower(${customers.email}) LIKE ${pattern}`, exact: sql`lower(${customers.email}) LIKE ${literal}` };
  if (phone !== null) {
    // Typed with spaces, dashes, brackets or a "+", it is a phone; bare digits may also be a document.
    const document = /^\d+$/.test(q) ? q : null;
    const endsWith = phone.length >= 7 ? sql`${customers.phone} LIKE ${`%${phone}`}` : undefined;
    return document === null
      ? { contains: sql`${customers.phone} LIKE ${`%${phone}%`}`, exact: endsWith }
      : {
          contains: or(sql`${customers.phone} LIKE ${`%${phone}%`}`, sql`${customers.documentId} LIKE ${`%${document}%`}`),
          exact: or(sql`${customers.documentId} LIKE ${document}`, endsWith),
        };
  }
  const hasDigit = /\d/.test(q);
  return {
    contains: or(sql`lower(${customers.name}) LIKE ${pattern}`, sql`lower(${customers.email}) LIKE ${pattern}`, hasDigit ? sql`${customers.documentId} ILIKE ${pattern}` : undefined),
    exact: hasDigit ? sql`${customers.documentId} ILIKE ${literal}` : undefined,
  };
}

export interface CustomerSearch {
  /** Null: every company (SA). */
  companyId: number | null;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

const rowColumns = {
  id: customers.id,
  companyId: customers.companyId,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  documentId: customers.documentId,
  // Spelled out: drizzle leaves columns unqualified in a one-table select, and `id` would be the orders' own.
  orderCount: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.customer_id = "customers"."id")`,
};

/** Rows of the name order a page of a common fragment is looked for in before the trigram indexes are asked. */
const PROBE_ROWS = 2000;

/**
 * The page from the next PROBE_ROWS customers in name order (the (company_id, name, id) index, no sort), or null when
 * they hold less than a page and the trigram indexes must find the rest. The window is aliased "customers", so the
 * conditions written on the table's columns read the window's.
 */
async function probeNameOrder(db: AppDb, range: SQL | undefined, match: SQL | undefined, take: number): Promise<CustomerRow[] | null> {
  const rows = await executeRows<CustomerRow>(
    db,
    sql`SELECT id, company_id AS "companyId", name, email, phone, document_id AS "documentId",
          (SELECT count(*)::int FROM orders o WHERE o.customer_id = customers.id) AS "orderCount"
        FROM (SELECT id, company_id, name, email, phone, document_id FROM customers WHERE ${range ?? sql`true`} ORDER BY name, id LIMIT ${PROBE_ROWS}) AS customers
        WHERE ${match ?? sql`true`}
        ORDER BY name, id
        LIMIT ${take}`,
  );
  return rows.length === take ? rows : null;
}

export async function searchCustomers(db: AppDb, search: CustomerSearch): Promise<{ rows: CustomerRow[]; nextCursor: string | null }> {
  const q = search.q?.trim() ?? '';
  const company = search.companyId === null ? undefined : eq(customers.companyId, search.companyId);
  const { contains, exact } = q === '' ? { contains: undefined, exact: undefined } : searchConditions(q);
  // Words (a name fragment) often match one customer in twenty or more: the name order's first rows hold a page.
  const words = q.length >= 3 && !q.includes('@') && phoneNeedle(q) === null;
  // With a search of 3+ characters the trigram indexes find the matches and they are sorted: walking the name index
  // instead (what the planner picks when it guesses that hundreds match) reads every customer when one does. Sorting
  // on `name || ''`, which no index gives, keeps it from that walk; the order is the name's. Shorter texts have no
  // trigram, so they walk the name index and stop after a page.
  const byName = q.length >= 3 ? sql`${customers.name} || ''` : customers.name;
  const exactRows =
    exact && !search.cursor
      ? await db
          .select(rowColumns)
          .from(customers)
          .where(and(company, exact))
          .orderBy(asc(byName), asc(customers.id))
          .limit(search.limit)
      : [];
  const after = search.cursor ? decodeCursor(search.cursor) : null;
  const take = search.limit - exactRows.length;
  // A first page of exact matches alone: the next one starts the name order from its beginning.
  if (take === 0) return { rows: exactRows, nextCursor: encodeCursor({ name: '', id: 0 }) };
  const notExact = exact ? not(sql`coalesce(${exact}, false)`) : undefined;
  const afterCursor = after ? sql`(${customers.name}, ${customers.id}) > (${after.name}::text, ${after.id}::int)` : undefined;
  const rows =
    (words ? await probeNameOrder(db, and(company, afterCursor), and(contains, notExact), take + 1) : null) ??
    (await db
      .select(rowColumns)
      .from(customers)
      // The exact matches were shown first (on the first page), not again in name order.
      .where(and(company, contains, notExact, afterCursor))
      .orderBy(asc(byName), asc(customers.id))
      .limit(take + 1));
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return { rows: [...exactRows, ...page], nextCursor: rows.length > take && last ? encodeCursor({ name: last.name, id: last.id }) : null };
}
