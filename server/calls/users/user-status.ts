/**
 * `/User/SetDisabled` and `/User/SendPasswordReset`: on a user the caller may manage (not ranked above them).
 * Disabling ends every session at once (disableUserInTx); nobody disables themselves.
 */
import { eq } from 'drizzle-orm';
import { mayManageUser } from '../../../contract/roles';
import type { UserRow } from '../../../contract/schemas/users';
import type { AuthUser } from '../../auth/auth-user';
import { disableUserInTx } from '../../auth/sessions';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { CallError } from '../../errors/call-error';
import type { MailMessage } from '../../mail/mailer';
import { recordChange } from '../../organisation/record-changes';
import { passwordLinkMail } from './password-link';
import { forbidden, invalidField, RANK_ABOVE } from './user-refusals';
import { getUserRow, lockUser, type UserRecord } from './user-rows';

async function lockManageable(tx: AppDb, caller: AuthUser, userId: number): Promise<UserRecord> {
  const target = await lockUser(tx, caller, userId);
  if (!mayManageUser({ role: caller.role, companyId: caller.companyId }, target)) throw RANK_ABOVE();
  return target;
}

export async function setUserDisabled(
  tx: AppDb,
  caller: AuthUser,
  input: { userId: number; disabled: boolean; baseVersion?: number | undefined },
  now: Date,
): Promise<{ user: UserRow }> {
  const target = await lockManageable(tx, caller, input.userId);
  if (input.disabled && target.id === caller.id) throw forbidden('own_disable', 'No puedes desactivar tu propio usuario.');
  if (input.baseVersion !== undefined && input.baseVersion !== target.version) {
    throw new CallError('STALE_VERSION', 'Alguien cambió este usuario mientras lo veías. Revisa su estado y vuelve a intentarlo.', { current: await getUserRow(tx, caller, target.id) });
  }
  // Already so: nothing to change or record.
  if (target.disabled === input.disabled) return { user: await getUserRow(tx, caller, target.id) };
  if (input.disabled) await disableUserInTx(tx, target.id, now);
  else await tx.update(users).set({ disabled: false, updatedAt: now }).where(eq(users.id, target.id));
  await tx.update(users).set({ version: target.version + 1 }).where(eq(users.id, target.id));
  await recordChange(tx, {
    companyId: target.companyId,
    entity: 'user',
    entityId: target.id,
    action: input.disabled ? 'disable' : 'enable',
    changes: { active: [!target.disabled, !input.disabled] },
    userId: caller.id,
    at: now,
  });
  return { user: await getUserRow(tx, caller, target.id) };
}

export async function sendPasswordReset(
  tx: AppDb,
  caller: AuthUser,
  userId: number,
  now: Date,
  publicUrl: string,
): Promise<{ data: { userId: number; email: string }; mail: MailMessage }> {
  const target = await lockManageable(tx, caller, userId);
  if (target.disabled) throw invalidField('userId', 'user_disabled', 'El usuario está desactivado: actívalo antes de enviarle un enlace.');
  const mail = await passwordLinkMail(tx, publicUrl, target, 'reset', now);
  await recordChange(tx, { companyId: target.companyId, entity: 'user', entityId: target.id, action: 'password_reset', changes: {}, userId: caller.id, at: now });
  return { data: { userId: target.id, email: target.email }, mail };
}
