/** /User/Register: self sign-up creates a customer (C) of the first company. */
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { users } from '../../db/schema/accounts';
import { companies } from '../../db/schema/tenancy';
import { CallError } from '../../errors/call-error';
import type { Handler } from '../types';

const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta con ese correo electrónico. Ingresa o recupera tu contraseña.';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const register: Handler<'/User/Register'> = async (input, ctx) => {
  const now = ctx.now();
  const [company] = await ctx.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (!company) throw new CallError('CONFLICT', 'No hay ninguna empresa configurada todavía.');
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw new CallError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ companyId: company.id, email: input.email, name: input.nombre, role: 'C', passwordHash, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!row) throw new Error('User insert returned no row');
    return { data: { userID: row.id }, mensaje: 'Cuenta creada. Ya puedes ingresar.' };
  } catch (error) {
    if (isUniqueViolation(error)) throw new CallError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
};
