/** Handlers of the `/usuarios` calls: scope per server/auth/scope.ts, changes once per mutationId, mails after commit. */
import { forgetCachedSessions } from '../../auth/sessions';
import { resolveScope } from '../../auth/scope';
import { listRecordChanges } from '../../organisation/record-changes';
import type { MailMessage } from '../../mail/mailer';
import { applyOnce } from '../idempotency';
import { sessionUser, type CallContext, type Handler } from '../types';
import { getUserRow, listUsers } from './user-rows';
import { saveUser } from './user-save';
import { sendPasswordReset, setUserDisabled } from './user-status';

const DEFAULT_PAGE = 50;
const DEFAULT_HISTORY = 20;

/** Mailed after the change committed; a mail failure is logged, the change stands (a new link can be sent). */
function sendAfterCommit(ctx: CallContext, mail: MailMessage | null): void {
  if (!mail) return;
  ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error }, 'user password link mail failed'));
}

export const userListHandler: Handler<'/User/List'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  const filter = { ...scope, q: input.q, role: input.role, active: input.active };
  return { data: await listUsers(ctx.db, user, filter, input.limit ?? DEFAULT_PAGE, input.after) };
};

export const userGetHandler: Handler<'/User/Get'> = async (input, ctx) => ({ data: { user: await getUserRow(ctx.db, sessionUser(ctx), input.userId) } });

export const userSaveHandler: Handler<'/User/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  // The user's company, store and warehouse must be the caller's to give (NOT_FOUND otherwise, as for every record).
  // A company user's users are of their company; SA's of the company named (null: none named).
  const { companyId } = await resolveScope(ctx.db, user, { empresaId: input.empresaId, storeId: input.storeId ?? undefined, warehouseId: input.warehouseId ?? undefined });
  const { tokenSesion: _t, ...body } = input;
  let mail: MailMessage | null = null;
  let sessionsEnded = false;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/User/Save', body }, async (tx) => {
    const outcome = await saveUser(tx, user, body, companyId, now, ctx.config.publicUrl);
    mail = outcome.mail;
    sessionsEnded = outcome.sessionsEnded;
    return outcome.data;
  });
  if (result.applied) sendAfterCommit(ctx, mail);
  if (sessionsEnded) forgetCachedSessions({ userId: result.data.user.id });
  return { data: result.data, mensaje: result.data.created ? 'Usuario creado. Le enviamos un enlace para elegir su contraseña.' : 'Usuario guardado.' };
};

export const userSetDisabledHandler: Handler<'/User/SetDisabled'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/User/SetDisabled', body }, (tx) => setUserDisabled(tx, user, body, now));
  // This instance's cached sessions of the user end now, not SESSION_CACHE_MS later.
  if (input.disabled) forgetCachedSessions({ userId: input.userId });
  return { data: result.data, mensaje: input.disabled ? 'Usuario desactivado: sus sesiones se cerraron.' : 'Usuario activado.' };
};

export const userSendResetHandler: Handler<'/User/SendPasswordReset'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  let mail: MailMessage | null = null;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/User/SendPasswordReset', body }, async (tx) => {
    const outcome = await sendPasswordReset(tx, user, input.userId, now, ctx.config.publicUrl);
    mail = outcome.mail;
    return outcome.data;
  });
  if (result.applied) sendAfterCommit(ctx, mail);
  return { data: result.data, mensaje: `Enviamos a ${result.data.email} un enlace para cambiar la contraseña.` };
};

export const userHistoryHandler: Handler<'/User/History'> = async (input, ctx) => {
  // Reading the trail needs only seeing the user (NOT_FOUND otherwise).
  await getUserRow(ctx.db, sessionUser(ctx), input.userId);
  return { data: await listRecordChanges(ctx.db, 'user', input.userId, input.limit ?? DEFAULT_HISTORY, input.beforeId) };
};
