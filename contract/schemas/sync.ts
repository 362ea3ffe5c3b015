import { z } from 'zod/mini';
import { ERROR_CODES } from '../envelope';
import { isoDateTimeSchema, tokenSesionSchema } from '../fields';
import { OFFLINE_MUTATION_NAMES } from '../offline-mutations';
import { SYNC_BATCH_MAX, SYNC_OUTCOMES } from '../sync-constants';

// The plain constants live in a zod-free module (the client uses them without the schemas).
export { SYNC_BATCH_MAX, SYNC_OUTCOMES, type SyncOutcome } from '../sync-constants';

/**
 * One queued change (ADR 003). `id` is the client's sequence number (1, 2, 3, … per client id);
 * `args` is the request of the mapped call without `tokenSesion`, and holds the change's `mutationId`.
 */
export const syncMutationSchema = z.strictObject({
  id: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  name: z.enum(OFFLINE_MUTATION_NAMES),
  args: z.record(z.string(), z.unknown()),
  createdAt: isoDateTimeSchema,
  /**
   * The device holds this change back: it waits on a failed change of the same order. Its number is passed over
   * (result `held`), nothing is applied; the device sends it again later under a new number.
   */
  held: z.optional(z.literal(true)),
  /** The last try of a change that kept failing the same way: if it fails again it is recorded as `failed` and the push goes on. */
  lastTry: z.optional(z.literal(true)),
});
export type SyncMutation = z.infer<typeof syncMutationSchema>;

export const syncPushRequest = z
  .strictObject({
    tokenSesion: tokenSesionSchema,
    /** Made with the client's outbox database; bound to the first user that pushes with it. */
    clientId: z.uuid(),
    mutations: z.array(syncMutationSchema).check(z.minLength(1), z.maxLength(SYNC_BATCH_MAX)),
  })
  .check(
    z.superRefine((value, ctx) => {
      for (let i = 1; i < value.mutations.length; i += 1) {
        if (value.mutations[i]!.id !== value.mutations[i - 1]!.id + 1) {
          ctx.addIssue({ code: 'custom', path: ['mutations', i, 'id'], message: 'Los cambios deben ir en orden y sin huecos.' });
          return;
        }
      }
    }),
  );

/**
 * What became of one change:
 * - applied: `data` is the mapped call's answer data;
 * - conflict: refused because the server's state moved on; `detalle.current` holds that state, the user chooses;
 * - rejected: refused for good (validation, not found, not allowed, a reused change id);
 * - failed: a `lastTry` change that failed again (a server fault): nothing applied, its mutation id not spent; the
 *   device keeps it for the user to retry or discard;
 * - held: a `held` change's number passed over, nothing applied.
 */
export const syncResultSchema = z.object({
  id: z.int(),
  mutationId: z.string(),
  status: z.enum(SYNC_OUTCOMES),
  data: z.optional(z.unknown()),
  codigo: z.optional(z.enum(ERROR_CODES)),
  mensaje: z.optional(z.string()),
  detalle: z.optional(z.record(z.string(), z.unknown())),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncPushData = z.object({
  /** The highest change id the server has processed for this client (applied, conflicted or rejected). */
  lastMutationId: z.int(),
  /** One result per pushed change, replays included, in order. */
  results: z.array(syncResultSchema),
});
export type SyncPushData = z.infer<typeof syncPushData>;
