/** /User/ForgotPassword and /User/ResetPassword: a mailed single-use link valid one hour. */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { clearLoginThrottles } from '../../auth/login-limits';
import { hashPassword } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions';
import { createPasswordLink, RESET_TOKEN_TTL_MS } from '../../auth/password-links';
import { hashToken } from '../../auth/tokens';
import { passwordResets, users } from '../../db/schema/accounts';
import { CallError } from '../../errors/call-error';
import type { Handler } from '../types';

const FORGOT_ANSWER = 'Si el correo está registrado, te enviamos un enlace para cambiar la contraseña. Revisa tu bandeja de entrada.';

export const forgotPassword: Handler<'/User/ForgotPassword'> = async (input, ctx) => {
  const now = ctx.now();
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.disabled, false)))
    .limit(1);
  if (user) {
    const link = await createPasswordLink(ctx.db, ctx.config.publicUrl, user.id, now, RESET_TOKEN_TTL_MS);
    // Not awaited: the answer must not take longer when the account exists.
    ctx.mailer
      .send({
        to: user.email,
        subject: 'Canasta: cambia tu contraseña',
        text: `Hola ${user.name}:\n\nPara elegir una nueva contraseña abre este enlace (vale 1 hora y un solo uso):\n${link}\n\nSi no lo pediste, ignora este correo.`,
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'password reset mail failed'));
  }
  return { data: null, mensaje: FORGOT_ANSWER };
};

export const resetPassword: Handler<'/User/ResetPassword'> = async (input, ctx) => {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it makes the token single-use even under races. A disabled
    // account's links are revoked when it is disabled (disableUser); the account is checked here too.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
          inArray(passwordResets.userId, tx.select({ id: users.id }).from(users).where(eq(users.disabled, false))),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId)).returning({ email: users.email });
    // Through the sessions module: every server process closes the user's realtime sockets once this commits.
    await revokeUserSessions(tx, reset.userId, now);
    // A throttled owner gets in with the new password from any address at once.
    if (user) await clearLoginThrottles(tx, user.email);
    return true;
  });
  if (!done) throw new CallError('RESET_TOKEN_INVALID', 'El enlace para cambiar la contraseña no es válido, ya se usó o expiró. Pide uno nuevo.');
  return { data: null, mensaje: 'Contraseña cambiada. Ya puedes ingresar con la nueva contraseña.' };
};
