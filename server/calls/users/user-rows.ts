/** Reading users as `/User/*` answers them: names of their company, warehouse and home store, never the hash. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { mayManageUser, roleName } from '../../../contract/roles';
import type { UserCursor, UserRow } from '../../../contract/schemas/users';
import type { AuthUser } from '../../auth/auth-user';
import { seesAllCompanies } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { companies, stores, warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';

/** The stored fields the grant rules and the audit read. */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role: string;
  companyId: number | null;
  warehouseId: number | null;
  storeId: number | null;
  disabled: boolean;
  version: number;
}

const recordColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  companyId: users.companyId,
  warehouseId: users.warehouseId,
  storeId: users.storeId,
  disabled: users.disabled,
  version: users.version,
};

/** A user the caller may see, locked for the change in `tx`; NOT_FOUND for other companies' users (and SA for non-SA). */
export async function lockUser(tx: AppDb, caller: AuthUser, userId: number): Promise<UserRecord> {
  const [row] = await tx.select(recordColumns).from(users).where(eq(users.id, userId)).for('update');
  if (!row || !callerSees(caller, row.companyId)) throw notFound('El usuario');
  return row;
}

function callerSees(caller: AuthUser, companyId: number | null): boolean {
  return seesAllCompanies(caller) || (companyId !== null && companyId === caller.companyId);
}

async function selectRows(db: AppDb, caller: AuthUser, where: SQL | undefined, limit?: number): Promise<UserRow[]> {
  const query = db
    .select({ ...recordColumns, companyName: companies.name, warehouseName: warehouses.name, storeName: stores.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(warehouses, eq(warehouses.id, users.warehouseId))
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const actor = { role: caller.role, companyId: caller.companyId };
  return rows.map((row) => ({
    id: row.id,
    nombre: row.name,
    email: row.email,
    role: row.role,
    roleName: roleName(row.role),
    companyId: row.companyId,
    companyName: row.companyName,
    warehouseId: row.warehouseId,
    warehouseName: row.warehouseName,
    storeId: row.storeId,
    storeName: row.storeName,
    active: !row.disabled,
    version: row.version,
    manageable: mayManageUser(actor, row),
  }));
}

/** One user as answered; NOT_FOUND when the caller may not see them. */
export async function getUserRow(db: AppDb, caller: AuthUser, userId: number): Promise<UserRow> {
  const [row] = await selectRows(db, caller, eq(users.id, userId));
  if (!row || !callerSees(caller, row.companyId)) throw notFound('El usuario');
  return row;
}

export interface UserListFilter {
  /** Null: every company (SA). */
  companyId: number | null;
  storeId: number | null;
  warehouseId: number | null;
  q: string | undefined;
  role: string | undefined;
  active: boolean | undefined;
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  db: AppDb,
  caller: AuthUser,
  filter: UserListFilter,
  limit: number,
  after: UserCursor | undefined,
): Promise<{ rows: UserRow[]; total: number; next: UserCursor | null }> {
  const conditions: Array<SQL | undefined> = [
    filter.companyId === null ? undefined : eq(users.companyId, filter.companyId),
    filter.storeId === null ? undefined : eq(users.storeId, filter.storeId),
    filter.warehouseId === null ? undefined : eq(users.warehouseId, filter.warehouseId),
    filter.role === undefined ? undefined : eq(users.role, filter.role),
    filter.active === undefined ? undefined : eq(users.disabled, !filter.active),
    filter.q === undefined ? undefined : or(ilike(users.name, containsPattern(filter.q)), ilike(users.email, containsPattern(filter.q))),
  ];
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const page = await selectRows(db, caller, and(where, after === undefined ? undefined : sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})`), limit + 1);
  const rows = page.slice(0, limit);
  const last = rows.at(-1);
  return { rows, total: counted?.total ?? 0, next: page.length > limit && last ? { name: last.nombre, id: last.id } : null };
}
