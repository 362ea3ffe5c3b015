/** /User/Login, /User/Logout, /User/Me. */
import { eq } from 'drizzle-orm';
import { isRoleCode } from '../../../contract/roles';
import { hashPassword, verifyPassword } from '../../auth/password';
import { admitLoginAttempt, loginSucceeded } from '../../auth/login-limits';
import { createSession, revokeSession } from '../../auth/sessions';
import { users } from '../../db/schema/accounts';
import { companies, warehouses } from '../../db/schema/tenancy';
import { CallError } from '../../errors/call-error';
import { sessionUser, type Handler } from '../types';

export const INVALID_CREDENTIALS_MESSAGE = 'El correo o la contraseña no son correctos.';

/** A real argon2 hash to verify against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('canasta-dummy-password-for-equal-timing');
  return dummyHash;
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/**
 * The attempt is counted before the password is checked (auth/login-limits.ts). Every refusal after that is the same
 * INVALID_CREDENTIALS, whether the email is unknown, the password wrong or the account disabled with its right
 * password: the answer never tells which, and all of them count as a failed attempt.
 */
export const login: Handler<'/User/Login'> = async (input, ctx) => {
  const now = ctx.now();
  const limit = await admitLoginAttempt(ctx.db, ctx.config, input.email, ctx.ip, now);
  if (limit.limited) {
    const wait = waitText(limit.retryAfterSeconds);
    const mensaje =
      limit.by === 'account'
        ? `Demasiados intentos fallidos para esta cuenta desde esta conexión. Espera ${wait} e inténtalo de nuevo, o cambia tu contraseña con «¿Olvidaste tu contraseña?».`
        : `Demasiados intentos fallidos desde esta conexión. Espera ${wait} e inténtalo de nuevo.`;
    throw new CallError('RATE_LIMITED', mensaje, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role, companyId: users.companyId, warehouseId: users.warehouseId, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !valid || user.disabled) throw new CallError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  if (!isRoleCode(user.role)) throw new CallError('FORBIDDEN', 'Tu usuario no tiene un rol definido. Pide ayuda a un administrador.');
  await loginSucceeded(ctx.db, input.email, ctx.ip);
  const { token } = await createSession(ctx.db, ctx.config, user.id, now, { ip: ctx.ip });
  return {
    data: {
      userID: user.id,
      rol: user.role,
      token,
      empresaAsociada: user.companyId,
      bodega: user.warehouseId,
      extras: { eCommerceCartItemsCount: 0 },
    },
  };
};

export const logout: Handler<'/User/Logout'> = async (_input, ctx) => {
  await revokeSession(ctx.db, sessionUser(ctx).sessionId, ctx.now());
  return { data: null, mensaje: 'Sesión cerrada.' };
};

export const me: Handler<'/User/Me'> = async (_input, ctx) => {
  const caller = sessionUser(ctx);
  const [row] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
      warehouseId: users.warehouseId,
      warehouseName: warehouses.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(warehouses, eq(warehouses.id, users.warehouseId))
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!row) throw new CallError('NOT_AUTHENTICATED', 'Inicia sesión para continuar.');
  return {
    data: {
      userID: row.id,
      nombre: row.name,
      email: row.email,
      rol: caller.role,
      empresaAsociada: row.companyId,
      empresaNombre: row.companyName,
      bodega: row.warehouseId,
      bodegaNombre: row.warehouseName,
    },
  };
};
