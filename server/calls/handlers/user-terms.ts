/** /User/getTerminos and /User/setTerminos (spec §3, §4, §7). */
import { and, eq } from 'drizzle-orm';
import { termsAcceptances } from '../../db/schema/accounts';
import { seesAllCompanies } from '../../auth/scope';
import { CallError } from '../../errors/call-error';
import { sessionUser, type Handler } from '../types';

const NOT_YOURS = 'Solo puedes consultar o aceptar los términos de tu propio usuario.';

export const getTerms: Handler<'/User/getTerminos'> = async (input, ctx) => {
  const caller = sessionUser(ctx);
  if (input.IDUsuario !== caller.id && !seesAllCompanies(caller)) throw new CallError('FORBIDDEN', NOT_YOURS);
  const [row] = await ctx.db
    .select({ id: termsAcceptances.id })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, input.IDUsuario), eq(termsAcceptances.acceptedTerms, true)))
    .limit(1);
  // Spec §4: the answer's mensaje is "1" when accepted, "0" otherwise.
  return { data: null, mensaje: row ? '1' : '0' };
};

export const setTerms: Handler<'/User/setTerminos'> = async (input, ctx) => {
  const caller = sessionUser(ctx);
  if (input.IDUsuario !== caller.id) throw new CallError('FORBIDDEN', NOT_YOURS);
  await ctx.db.insert(termsAcceptances).values({ userId: caller.id, acceptedTerms: input.AceptoTerminos, acceptedCookies: input.AceptoCookies, acceptedAt: ctx.now() });
  return { data: null, mensaje: 'Gracias, guardamos tu aceptación.' };
};
