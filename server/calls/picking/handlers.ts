/** Handlers of the picking calls (`/Picking/*`): reads direct, changes once per mutationId with a realtime event. */
import { resolveScope } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { publishOrderChanged } from '../order-changed';
import { sessionUser, type Handler } from '../types';
import { finishPicking } from './finish-picking';
import { getPickingOrder, listToPick } from './picking-reads';
import { setPickLine } from './set-line';
import { takeOrder } from './take-order';
import { releaseOrder } from './release-order';

export const pickingListHandler: Handler<'/Picking/List'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  const rows = await listToPick(ctx.db, scope, user.id, input.mine === true);
  return { data: { rows } };
};

export const pickingGetHandler: Handler<'/Picking/Get'> = async (input, ctx) => {
  return { data: await getPickingOrder(ctx.db, sessionUser(ctx), input.orderId, ctx.now()) };
};

export const pickingTakeHandler: Handler<'/Picking/Take'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Picking/Take', body }, (tx) => takeOrder(tx, user, body, now));
  if (result.applied) await publishOrderChanged(ctx, input.orderId);
  return { data: result.data };
};

export const pickingSetLineHandler: Handler<'/Picking/SetLine'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Picking/SetLine', body }, (tx) => setPickLine(tx, user, body, now));
  if (result.applied) await publishOrderChanged(ctx, input.orderId);
  return { data: result.data };
};

export const pickingFinishHandler: Handler<'/Picking/Finish'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Picking/Finish', body }, (tx) => finishPicking(tx, user, body, now));
  if (result.applied) await publishOrderChanged(ctx, input.orderId);
  return { data: result.data };
};

export const pickingReleaseHandler: Handler<'/Picking/Release'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Picking/Release', body }, (tx) => releaseOrder(tx, user, body, now));
  if (result.applied) await publishOrderChanged(ctx, input.orderId);
  return { data: result.data };
};
