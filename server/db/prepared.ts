/**
 * drizzle prepared statements, built once per database and name: `build` makes the query with `sql.placeholder`s
 * and calls `.prepare(name)`, and callers only execute it with values. drizzle then skips building the SQL text per
 * call, and on PostgreSQL each pooled connection parses the named statement once. A name must always stand for the
 * same SQL text (node-postgres refuses a name reused with another text).
 * Only for queries on the pool: a transaction's queries run on its own connection, through its `tx`.
 */
import { LRUCache } from 'lru-cache';
import type { AppDb } from './client';

/**
 * Statements kept per database. Fixed queries are a handful; the list's and the counts' are one per filter shape
 * (which filters a request sets), a bounded set in practice, and this bound keeps odd requests from growing it.
 */
const MAX_STATEMENTS = 500;

const statements = new WeakMap<AppDb, LRUCache<string, { execute: unknown }>>();

export function preparedStatement<Statement extends { execute: unknown }>(db: AppDb, name: string, build: (db: AppDb, name: string) => Statement): Statement {
  let byName = statements.get(db);
  if (!byName) {
    byName = new LRUCache({ max: MAX_STATEMENTS });
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}
