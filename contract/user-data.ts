import { z } from 'zod';
import { ROLE_CODES } from './roles';

// The names live in a zod-free module (the client's startup imports them without the schema).
export { COMPANY_CHANGED_EVENT, USER_DATA_KEY } from './user-data-keys';

/** Spec §3 "Stored user data", exactly. */
export const userDataSchema = z.object({
  userID: z.number().int(),
  rol: z.enum(ROLE_CODES),
  token: z.string(),
  empresaAsociada: z.number().int().nullable(),
  bodega: z.number().int().nullable(),
  extras: z.object({ eCommerceCartItemsCount: z.number().int().nonnegative() }),
});
export type UserData = z.infer<typeof userDataSchema>;
