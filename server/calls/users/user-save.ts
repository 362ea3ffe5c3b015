/**
 * `/User/Save`: creates or edits a user under the grant rules of contract/roles.ts. A new user gets a mailed link to
 * choose a password (never a password here); a change of role, company or warehouse ends the user's sessions, since
 * their menu and scope change. Audited in record_changes (never a hash).
 */
import { and, eq, ne } from 'drizzle-orm';
import { mayGrant, mayManageUser, roleName, WAREHOUSE_BOUND_ROLES, type RoleCode } from '../../../contract/roles';
import type { UserRow } from '../../../contract/schemas/users';
import type { AuthUser } from '../../auth/auth-user';
import { revokeUserSessions } from '../../auth/sessions';
import { diffFields } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { CallError } from '../../errors/call-error';
import type { MailMessage } from '../../mail/mailer';
import { recordChange } from '../../organisation/record-changes';
import { passwordLinkMail } from './password-link';
import { forbidden, invalidField, RANK_ABOVE } from './user-refusals';
import { getUserRow, lockUser, type UserRecord } from './user-rows';

export interface UserSaveInput {
  userId?: number | undefined;
  nombre: string;
  email: string;
  role: RoleCode;
  warehouseId: number | null;
  storeId: number | null;
  baseVersion?: number | undefined;
}

export interface UserSaveOutcome {
  data: { user: UserRow; created: boolean };
  /** Sent after the commit, only when the change was applied now (not a replay). */
  mail: MailMessage | null;
  /** Whether the user's sessions were ended (the caller forgets them from this instance's cache). */
  sessionsEnded: boolean;
}

/** The audited fields: what the form edits. */
function audited(user: { name: string; email: string; role: string; companyId: number | null; warehouseId: number | null; storeId: number | null }) {
  return { nombre: user.name, email: user.email, role: user.role, companyId: user.companyId, warehouseId: user.warehouseId, storeId: user.storeId };
}

function emailTaken(): CallError {
  return invalidField('email', 'email_taken', 'Ya existe un usuario con ese correo electrónico.');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function staleError(tx: AppDb, caller: AuthUser, existing: UserRecord, baseVersion: number): Promise<CallError> {
  const current = await getUserRow(tx, caller, existing.id);
  return new CallError('STALE_VERSION', `Alguien cambió este usuario mientras lo editabas (versión ${existing.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`, { current });
}

/**
 * `companyId`: the user's company as the request resolved it (resolveScope on empresaId, storeId, warehouseId), or
 * null when the request named none (an SA user, or an edit that keeps the company).
 */
export async function saveUser(tx: AppDb, caller: AuthUser, input: UserSaveInput, companyId: number | null, now: Date, publicUrl: string): Promise<UserSaveOutcome> {
  const actor = { role: caller.role, companyId: caller.companyId };
  const existing = input.userId === undefined ? null : await lockUser(tx, caller, input.userId);
  if (existing) {
    if (!mayManageUser(actor, existing)) throw RANK_ABOVE();
    if (input.baseVersion === undefined) throw invalidField('baseVersion', 'required', 'Falta la versión del usuario que editabas.');
    if (existing.version !== input.baseVersion) throw await staleError(tx, caller, existing, input.baseVersion);
  }
  if (input.role === 'SA' && caller.role !== 'SA') throw forbidden('grant_sa', 'Solo un Super Admin puede crear o nombrar Super Admins.');

  let targetCompany: number | null;
  if (input.role === 'SA') {
    if (companyId !== null || input.warehouseId !== null || input.storeId !== null) {
      throw invalidField('empresaId', 'sa_without_company', 'Un Super Admin no pertenece a ninguna empresa, tienda ni bodega.');
    }
    targetCompany = null;
  } else {
    targetCompany = companyId ?? existing?.companyId ?? null;
    if (targetCompany === null) throw invalidField('empresaId', 'required', 'Elige la empresa del usuario.');
  }
  if (!mayGrant(actor, { role: input.role, companyId: targetCompany })) {
    throw forbidden('grant_rank', `No puedes dar el rol ${roleName(input.role)}: está por encima del tuyo.`);
  }
  if (WAREHOUSE_BOUND_ROLES.includes(input.role) && input.warehouseId === null) {
    throw invalidField('warehouseId', 'warehouse_required', `El rol ${roleName(input.role)} necesita una bodega.`);
  }
  if (existing && existing.id === caller.id && (existing.role !== input.role || existing.companyId !== targetCompany)) {
    throw forbidden('own_role', 'No puedes cambiar tu propio rol ni tu empresa.');
  }

  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), existing ? ne(users.id, existing.id) : undefined))
    .limit(1);
  if (clash) throw emailTaken();

  const after = { name: input.nombre, email: input.email, role: input.role, companyId: targetCompany, warehouseId: input.warehouseId, storeId: input.storeId };
  let userId: number;
  let mail: MailMessage | null = null;
  let sessionsEnded = false;
  try {
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({ ...after, version: existing.version + 1, updatedAt: now })
        .where(eq(users.id, existing.id));
      if (existing.role !== after.role || existing.companyId !== after.companyId || existing.warehouseId !== after.warehouseId) {
        // Their menu and scope change: every open app signs in again (its sockets close at the commit).
        await revokeUserSessions(tx, existing.id, now);
        sessionsEnded = true;
      }
    } else {
      // No usable password until they choose one through the mailed link (verifyPassword refuses an empty hash).
      const [row] = await tx
        .insert(users)
        .values({ ...after, passwordHash: '', createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      userId = row.id;
      mail = await passwordLinkMail(tx, publicUrl, { id: userId, name: after.name, email: after.email }, 'invite', now);
    }
  } catch (error) {
    // Another request took the email between the check and the write (the unique index decides).
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await recordChange(tx, {
    companyId: targetCompany ?? existing?.companyId ?? null,
    entity: 'user',
    entityId: userId,
    action: existing ? 'update' : 'create',
    changes: diffFields(existing ? audited(existing) : {}, audited(after)),
    userId: caller.id,
    at: now,
  });
  return { data: { user: await getUserRow(tx, caller, userId), created: !existing }, mail, sessionsEnded };
}
