import { z } from 'zod/mini';
import { ROLE_CODES } from './roles';

/** Local storage key of the stored user data (spec §3). */
export const USER_DATA_KEY = 'userData';
/** Browser event fired on `window` when the stored company changes (spec §3). */
export const COMPANY_CHANGED_EVENT = 'empresaAsociadaChanged';

/** Spec §3 "Stored user data", exactly. */
export const userDataSchema = z.object({
  userID: z.int(),
  rol: z.enum(ROLE_CODES),
  token: z.string(),
  empresaAsociada: z.nullable(z.int()),
  bodega: z.nullable(z.int()),
  extras: z.object({ eCommerceCartItemsCount: z.int().check(z.nonnegative()) }),
});
export type UserData = z.infer<typeof userDataSchema>;
