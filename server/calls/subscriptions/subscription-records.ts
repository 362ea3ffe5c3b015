/**
 * What every subscription API handler shares (docs/subscriptions.md): loading a record by the id a request names,
 * held to the caller's company (another company's is NOT_FOUND, exactly as if absent), the company a list reads,
 * and the refusals for a taken name or a stale version.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assertCompanyAccess, requireCompany } from '../../auth/scope';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { subscriptionApplications, subscriptionOptions, subscriptionPlans } from '../../db/schema/subscriptions';
import { CallError, notFound } from '../../errors/call-error';

/** An instant column as the API writes instants: ISO 8601 in UTC with milliseconds. */
export function isoSql(column: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export interface OwnedRecord {
  id: number;
  companyId: number;
  version: number;
}

/** The application `id` names, of a company the caller may see; `lock` holds it for the transaction. */
export async function loadApplication(db: AppDb, user: AuthUser, id: number, lock = false): Promise<OwnedRecord & { name: string }> {
  const t = subscriptionApplications;
  const query = db.select({ id: t.id, companyId: t.companyId, version: t.version, name: t.name }).from(t).where(eq(t.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('La aplicación');
  assertCompanyAccess(user, row.companyId, 'La aplicación');
  return row;
}

/** The plan `id` names, of a company the caller may see, with its application. */
export async function loadPlan(db: AppDb, user: AuthUser, id: number, lock = false): Promise<OwnedRecord & { applicationId: number; name: string }> {
  const t = subscriptionPlans;
  const query = db.select({ id: t.id, companyId: t.companyId, version: t.version, applicationId: t.applicationId, name: t.name }).from(t).where(eq(t.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('El plan');
  assertCompanyAccess(user, row.companyId, 'El plan');
  return row;
}

/** The option `id` names, of a company the caller may see. */
export async function loadOption(db: AppDb, user: AuthUser, id: number, lock = false): Promise<OwnedRecord & { applicationId: number }> {
  const t = subscriptionOptions;
  const query = db.select({ id: t.id, companyId: t.companyId, version: t.version, applicationId: t.applicationId }).from(t).where(eq(t.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('La opción');
  assertCompanyAccess(user, row.companyId, 'La opción');
  return row;
}

export interface ListFilter {
  empresaId?: number | undefined;
  ApplicationId?: number | undefined;
  planId?: number | undefined;
}

/**
 * The company a list reads: the one of the application or plan the filter names (which must be the caller's, and
 * the `empresaId` named with it), else the caller's own or the one SA names (`requireCompany`).
 */
export async function listCompany(db: AppDb, user: AuthUser, filter: ListFilter): Promise<number> {
  const named = [
    filter.ApplicationId === undefined ? null : await loadApplication(db, user, filter.ApplicationId),
    filter.planId === undefined ? null : await loadPlan(db, user, filter.planId),
  ].filter((record) => record !== null);
  if (named.length === 0) return requireCompany(db, user, { empresaId: filter.empresaId });
  const companyId = named[0]!.companyId;
  if (named.some((record) => record.companyId !== companyId)) throw notFound('El plan');
  if (filter.empresaId !== undefined && filter.empresaId !== companyId) throw notFound(filter.ApplicationId !== undefined ? 'La aplicación' : 'El plan');
  return companyId;
}

/**
 * CONFLICT for a name already used where names are unique (ignoring case); `detalle.clash` names the record that has
 * it (id null when another request took the name between the check and the write, and the unique index refused it).
 */
export function nameTaken(mensaje: string, clash: { id: number | null; name: string }): CallError {
  return new CallError('CONFLICT', mensaje, { reason: 'name_taken', campo: 'name', clash }, [{ campo: 'name', codigo: 'name_taken', mensaje }]);
}

/** The record of `table` (filtered by `scope`) other than `exceptId` whose name equals `name` ignoring case. */
export async function findNameClash(
  db: AppDb,
  table: typeof subscriptionApplications | typeof subscriptionPlans,
  scope: SQL,
  name: string,
  exceptId?: number,
): Promise<{ id: number; name: string } | null> {
  const [clash] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(scope, sql`lower(${table.name}) = lower(${name})`, exceptId === undefined ? undefined : sql`${table.id} <> ${exceptId}`))
    .limit(1);
  return clash ?? null;
}

/** Whether a database error (or one it wraps) is a unique violation: another request took the name meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * STALE_VERSION for an edit made from an old read; `current` is the record as it is now. `what`: "esta aplicación
 * mientras la editabas".
 */
export function staleVersion(what: string, read: number, current: { version: number }): CallError {
  return new CallError('STALE_VERSION', `Otra persona cambió ${what} (versión ${current.version}, tú partiste de la ${read}). Tu cambio no se guardó.`, {
    current,
  });
}
