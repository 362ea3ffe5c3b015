import { z } from 'zod/mini';
import { SET_ACTIVE_MAX } from '../catalogue-constants';
import { idSchema, mutationIdSchema, scopeShape, tokenSesionSchema } from '../fields';

/**
 * `/Product/SetActive`: activates or deactivates products of the company at once (the bulk action of
 * /market/productos). All or nothing: an id the caller cannot see refuses the whole request.
 */
export const productSetActiveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(SET_ACTIVE_MAX)),
  active: z.boolean(),
  mutationId: mutationIdSchema,
});

export const productSetActiveData = z.object({
  /** Products whose flag changed (those already in that state are left as they were). */
  changed: z.int(),
  /** Every named product's id and version after the change. */
  products: z.array(z.object({ id: z.int(), active: z.boolean(), version: z.int() })),
});
