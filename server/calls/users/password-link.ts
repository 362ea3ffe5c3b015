/** The mail carrying a link to choose a password: a new user's invitation, or a reset sent from /usuarios. */
import { createPasswordLink, INVITE_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from '../../auth/password-links';
import type { AppDb } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';

export type PasswordLinkKind = 'invite' | 'reset';

/** Stores a new link for the user (in the caller's transaction) and returns the mail that carries it. */
export async function passwordLinkMail(
  tx: AppDb,
  publicUrl: string,
  user: { id: number; name: string; email: string },
  kind: PasswordLinkKind,
  now: Date,
): Promise<MailMessage> {
  const link = await createPasswordLink(tx, publicUrl, user.id, now, kind === 'invite' ? INVITE_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS);
  if (kind === 'invite') {
    return {
      to: user.email,
      subject: 'Canasta: tu cuenta está lista',
      text: `Hola ${user.name}:\n\nTe crearon una cuenta en Canasta. Para elegir tu contraseña abre este enlace (vale 72 horas y un solo uso):\n${link}\n\nLuego ingresa con este correo y la contraseña que elijas.`,
    };
  }
  return {
    to: user.email,
    subject: 'Canasta: cambia tu contraseña',
    text: `Hola ${user.name}:\n\nUn administrador pidió que elijas una nueva contraseña. Abre este enlace (vale 1 hora y un solo uso):\n${link}\n\nSi no lo esperabas, avisa a tu administrador.`,
  };
}
