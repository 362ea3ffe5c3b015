/**
 * `/Sync/Push` (ADR 003, Replicache push): the client's queued changes, in sequence order, each in its own
 * transaction (see apply-mutation). The answer holds one result per pushed change, replays included, in order.
 *
 * - An unknown client id is registered to the caller; another user's is refused (FORBIDDEN), nothing applied.
 * - A first change beyond last + 1 is a gap: SYNC_GAP with `detalle.lastMutationId`, nothing applied.
 * - A gap found later in the batch can only come from a race that the client row lock already rules out (ids are
 *   contiguous and each change commits before the next is read); should it happen anyway, the push stops there and
 *   answers the results so far (fewer than pushed) with the server's `lastMutationId`: the client resends the rest
 *   from there, exactly as after a lost answer. With no result at all it is answered SYNC_GAP.
 * - A fault (not a CallError) rolls back the change it happened in and is answered as a 5xx; the changes committed
 *   before it stay, and the client resends from the first one without a result. When the fault is the change's own
 *   (change-fault.ts) the answer names it (`detalle.mutationId`, its sequence number), so the device can count the
 *   same fault of the same change; a change sent as its `lastTry` is then recorded as `failed` instead, and the push
 *   goes on with the next one (ADR 003).
 * - Realtime: after the push, one `order.changed` per order that a change applied now touched (none for replays).
 */
import { INTERNAL_MESSAGE } from '../../http/answers';
import type { AuthUser } from '../../auth/auth-user';
import { CallError } from '../../errors/call-error';
import { maybePruneRecords } from '../idempotency';
import { publishOrdersChanged } from '../order-changed';
import { sessionUser, type CallContext, type Handler } from '../types';
import { processMutation, recordFailedChange, type MutationStep } from './apply-mutation';
import { isChangeFault } from './change-fault';
import { clientFor, maybePruneResults } from './sync-clients';
import type { SyncMutation, SyncResult } from '../../../contract/schemas/sync';

function gapError(lastMutationId: number, firstId: number): CallError {
  return new CallError(
    'SYNC_GAP',
    `Faltan cambios de este dispositivo: el servidor procesó hasta el número ${lastMutationId} y recibió el ${firstId}. Reenvía desde el ${lastMutationId + 1}.`,
    { lastMutationId },
  );
}

/** One change; a fault becomes the push's 5xx (naming the change when it is the change's own), or `failed` on its last try. */
async function processStep(ctx: CallContext, user: AuthUser, clientId: string, token: string, mutation: SyncMutation, now: Date): Promise<MutationStep> {
  try {
    return await processMutation(ctx.db, user, clientId, token, mutation, now);
  } catch (error) {
    if (error instanceof CallError) throw error;
    const own = isChangeFault(error);
    ctx.log.error({ err: error, clientId, mutationSeq: mutation.id, changeFault: own }, 'sync change failed');
    if (own && mutation.lastTry) return recordFailedChange(ctx.db, user, clientId, mutation, now);
    throw new CallError('INTERNAL', INTERNAL_MESSAGE, own ? { mutationId: mutation.id } : undefined);
  }
}

export const syncPushHandler: Handler<'/Sync/Push'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const client = await clientFor(ctx.db, input.clientId, user.id, now);
  const first = input.mutations[0];
  if (!first) return { data: { lastMutationId: client.lastMutationId, results: [] } };
  if (first.id > client.lastMutationId + 1) throw gapError(client.lastMutationId, first.id);
  await maybePruneResults(ctx.db, input.clientId, now);
  await maybePruneRecords(ctx.db, user.id);

  const results: SyncResult[] = [];
  let lastMutationId = client.lastMutationId;
  const changedOrders = new Set<number>();
  try {
    for (const mutation of input.mutations) {
      const step = await processStep(ctx, user, input.clientId, input.tokenSesion, mutation, now);
      lastMutationId = step.lastMutationId;
      if (step.kind === 'gap') {
        if (results.length === 0) throw gapError(step.lastMutationId, mutation.id);
        break;
      }
      results.push(step.result);
      if (step.kind === 'processed' && step.appliedOrderId !== null) changedOrders.add(step.appliedOrderId);
    }
  } finally {
    // One event per order changed by this push, with its state after the push's last committed change (also when a
    // fault stopped the push): a screen patches or refetches an order once, not once per queued change.
    await publishOrdersChanged(ctx, [...changedOrders]);
  }
  return { data: { lastMutationId, results } };
};
