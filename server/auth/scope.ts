/**
 * Company scoping (PRODUCT.md tenancy), used by every handler for every read and write.
 * SA may name any company, or none (= all). Everyone else is held to their own company, and
 * warehouse-bound roles (PK, DE, CA) to their warehouse. Naming anything outside the caller's scope
 * is answered NOT_FOUND, exactly as if it did not exist.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALL_COMPANIES_ROLES } from '../../contract/roles';
import type { AppDb } from '../db/client';
import { referenceData, type ReferenceData } from './reference-data';
import { CallError, notFound } from '../errors/call-error';
import type { AuthUser } from './auth-user';

export interface ScopeRequest {
  empresaId?: number | undefined;
  storeId?: number | undefined;
  warehouseId?: number | undefined;
}

export interface Scope {
  /** Null: every company (SA only). */
  companyId: number | null;
  storeId: number | null;
  warehouseId: number | null;
}

export function seesAllCompanies(user: AuthUser): boolean {
  return ALL_COMPANIES_ROLES.includes(user.role);
}

/** Whether the user may see records of this company. */
export function mayAccessCompany(user: AuthUser, companyId: number): boolean {
  return seesAllCompanies(user) || user.companyId === companyId;
}

/** Refuses (NOT_FOUND) a record of a company the user may not see; use after loading a record by id. */
export function assertCompanyAccess(user: AuthUser, companyId: number, what?: string): void {
  if (!mayAccessCompany(user, companyId)) throw notFound(what);
}

/** The warehouse a warehouse-bound user is held to, or null. */
export function boundWarehouse(user: AuthUser): number | null {
  return seesAllCompanies(user) ? null : user.warehouseId;
}

export async function resolveScope(db: AppDb, user: AuthUser, request: ScopeRequest): Promise<Scope> {
  const known = (data: ReferenceData) =>
    (request.empresaId === undefined || data.company.has(request.empresaId)) &&
    (request.storeId === undefined || data.companyOfStore.has(request.storeId)) &&
    (request.warehouseId === undefined || data.companyOfWarehouse.has(request.warehouseId));
  const data = request.empresaId === undefined && request.storeId === undefined && request.warehouseId === undefined ? null : await referenceData(db, known);

  let companyId: number | null;
  if (seesAllCompanies(user)) {
    companyId = request.empresaId ?? null;
    if (companyId !== null && !data?.company.has(companyId)) throw notFound('La empresa');
  } else {
    if (user.companyId === null) throw new CallError('FORBIDDEN', 'Tu usuario no está asociado a ninguna empresa.');
    if (request.empresaId !== undefined && request.empresaId !== user.companyId) throw notFound('La empresa');
    companyId = user.companyId;
  }

  let storeId: number | null = null;
  if (request.storeId !== undefined) {
    const storeCompany = data?.companyOfStore.get(request.storeId);
    if (storeCompany === undefined || (companyId !== null && storeCompany !== companyId)) throw notFound('La tienda');
    companyId = storeCompany;
    storeId = request.storeId;
  }

  let warehouseId: number | null = boundWarehouse(user);
  if (request.warehouseId !== undefined) {
    if (warehouseId !== null && request.warehouseId !== warehouseId) throw notFound('La bodega');
    const warehouseCompany = data?.companyOfWarehouse.get(request.warehouseId);
    if (warehouseCompany === undefined || (companyId !== null && warehouseCompany !== companyId)) throw notFound('La bodega');
    companyId = warehouseCompany;
    warehouseId = request.warehouseId;
  }
  return { companyId, storeId, warehouseId };
}

/** The company's timezone (UTC when the scope spans every company). */
export async function scopeTimezone(db: AppDb, scope: Scope): Promise<string> {
  if (scope.companyId === null) return 'UTC';
  const companyId = scope.companyId;
  const data = await referenceData(db, (d) => d.company.has(companyId));
  return data.company.get(companyId)?.timezone ?? 'UTC';
}

/**
 * The scope as drizzle conditions on a table's company, store and warehouse columns (those it has). An empty list
 * is every company (SA).
 */
export function scopeConditions(scope: Scope, columns: { companyId: AnyPgColumn; storeId?: AnyPgColumn; warehouseId?: AnyPgColumn }): SQL[] {
  const where: SQL[] = [];
  if (scope.companyId !== null) where.push(eq(columns.companyId, scope.companyId));
  if (scope.storeId !== null && columns.storeId) where.push(eq(columns.storeId, scope.storeId));
  if (scope.warehouseId !== null && columns.warehouseId) where.push(eq(columns.warehouseId, scope.warehouseId));
  return where;
}

/**
 * SQL filter for a table with company_id / store_id / warehouse_id columns, appended to `params`
 * ($n placeholders). `alias` is the table alias in the query.
 */
export function scopeSql(scope: Scope, params: unknown[], alias: string, columns: { store?: boolean; warehouse?: boolean } = {}): string {
  const parts: string[] = [];
  if (scope.companyId !== null) {
    params.push(scope.companyId);
    parts.push(`${alias}.company_id = $${params.length}`);
  }
  if (scope.storeId !== null && columns.store !== false) {
    params.push(scope.storeId);
    parts.push(`${alias}.store_id = $${params.length}`);
  }
  if (scope.warehouseId !== null && columns.warehouse !== false) {
    params.push(scope.warehouseId);
    parts.push(`${alias}.warehouse_id = $${params.length}`);
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/**
 * The one company a catalogue read or change acts on: the caller's own, or the one SA names (SA must name one,
 * as the header's "Empresa" selector does). Answers VALIDATION on `empresaId` when SA names none.
 */
export async function requireCompany(db: AppDb, user: AuthUser, request: ScopeRequest, mensaje = 'Elige una empresa en la cabecera.'): Promise<number> {
  const scope = await resolveScope(db, user, request);
  if (scope.companyId === null) throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'empresaId', codigo: 'required', mensaje }]);
  return scope.companyId;
}
