import { z } from 'zod/mini';
import { ROLE_CODES } from '../roles';
import { emailSchema, idSchema, nameSchema, passwordSchema, text, tokenSesionSchema } from '../fields';
import { userDataSchema } from '../user-data';

export const loginRequest = z.strictObject({ email: emailSchema, password: text(z.minLength(1), z.maxLength(1024)) });
export const loginData = userDataSchema;

export const sessionOnlyRequest = z.strictObject({ tokenSesion: tokenSesionSchema });

export const meData = z.object({
  userID: z.int(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLE_CODES),
  empresaAsociada: z.nullable(z.int()),
  empresaNombre: z.nullable(z.string()),
  bodega: z.nullable(z.int()),
  bodegaNombre: z.nullable(z.string()),
});

export const forgotPasswordRequest = z.strictObject({ email: emailSchema });
export const resetPasswordRequest = z.strictObject({ token: text(z.minLength(20), z.maxLength(200)), password: passwordSchema });
export const registerRequest = z.strictObject({ nombre: nameSchema, email: emailSchema, password: passwordSchema });
export const registerData = z.object({ userID: z.int() });

/** Spec §7 /User/getTerminos. The answer's `mensaje` is "0" (not accepted) or "1". */
export const getTermsRequest = z.strictObject({ IDUsuario: idSchema, tokenSesion: tokenSesionSchema });
/** Spec §7 /User/setTerminos, §3 terms acceptance. */
export const setTermsRequest = z.strictObject({
  IDUsuario: idSchema,
  tokenSesion: tokenSesionSchema,
  AceptoTerminos: z.literal(true),
  AceptoCookies: z.boolean(),
});

export const emptyData = z.null();
