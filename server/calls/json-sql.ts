/** JSON built by PostgreSQL as text, for answers the middleware writes out as they are (json-text.ts). */

/**
 * A JSON member built in SQL: `kind` says how the value is written (every value may be NULL → null). `bare-text` is
 * text with nothing to escape (ISO timestamps, dates, codes a CHECK limits to plain words): quoted as it is, without
 * to_json.
 */
export type JsonMember = readonly [key: string, sql: string, kind: 'number' | 'text' | 'bare-text' | 'json'];

/**
 * A JSON object built by SQL text concatenation. For an order's lines this costs PostgreSQL less than json_agg or
 * json_build_object, and node-postgres then reads one text value instead of parsing 150 rows of 19 columns
 * (about 4.5 µs a row, more than all the rest of the answer's work). concat() builds each object in one buffer
 * (a chain of || copies the growing text at every step).
 */
export function jsonObjectSql(members: readonly JsonMember[]): string {
  const parts = members.map(([key, sql, kind], index) => {
    const value = kind === 'text' ? `to_json(${sql})::text` : kind === 'bare-text' ? `'"' || (${sql}) || '"'` : `(${sql})::text`;
    return `'${index === 0 ? '{' : ','}"${key}":', coalesce(${value}, 'null')`;
  });
  return `concat(${parts.join(', ')}, '}')`;
}

/** `[obj, obj, …]` of the rows of `from` (which aliases its table), in `orderBy` order; `[]` when none. */
export function jsonArraySql(members: readonly JsonMember[], from: string, orderBy: string): string {
  return `(SELECT coalesce('[' || string_agg(${jsonObjectSql(members)}, ',' ORDER BY ${orderBy}) || ']', '[]') FROM ${from})`;
}
