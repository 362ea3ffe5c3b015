/** Handlers of the order calls (`/Order/*`). */
import type { AuthUser } from '../../auth/auth-user';
import { resolveScope, scopeTimezone, type ScopeRequest } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { countOrders } from '../../orders/order-counts';
import { orderConditions, type OrderConditions, type OrderFilterInput } from '../../orders/order-filters';
import { listOrderPage } from '../../orders/order-page';
import { applyOnce } from '../idempotency';
import { publishOrderChanged, publishSummary } from '../order-changed';
import { sessionUser, type Handler } from '../types';
import { appendNote } from './add-note';
import { createExportTicket } from './export-orders';
import { getOrderByRequest } from './get-order';
import { applyMove } from './move-order';
import { assignPicker } from './assign-picker';
import { moveOptions } from './move-options';

const DEFAULT_PAGE = 50;

/** The caller's scope and the request's filters as conditions on orders. */
async function conditionsFor(db: AppDb, user: AuthUser, input: ScopeRequest & OrderFilterInput) {
  const scope = await resolveScope(db, user, input);
  const conditions: OrderConditions = orderConditions(db, scope, input, user.id, await scopeTimezone(db, scope));
  return { scope, conditions };
}

export const listOrdersHandler: Handler<'/Order/List'> = async (input, ctx) => {
  const { conditions } = await conditionsFor(ctx.db, sessionUser(ctx), input);
  const page = await listOrderPage(ctx.db, { conditions, statuses: input.statuses, sort: input.sort ?? 'created_desc', limit: input.limit ?? DEFAULT_PAGE, cursor: input.cursor });
  return { data: page };
};

export const countOrdersHandler: Handler<'/Order/Counts'> = async (input, ctx) => {
  const { scope, conditions } = await conditionsFor(ctx.db, sessionUser(ctx), input);
  const { empresaId: _e, storeId: _s, warehouseId: _w, tokenSesion: _t, statuses: _st, ...narrowing } = input;
  const onlyScope = Object.values(narrowing).every((value) => value === undefined);
  const byStatus = await countOrders(ctx.db, scope, conditions, onlyScope);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { data: { byStatus, total } };
};

export const getOrderHandler: Handler<'/Order/Get'> = async (input, ctx) => {
  return { data: await getOrderByRequest(ctx.db, sessionUser(ctx), input) };
};

export const moveOrderHandler: Handler<'/Order/Move'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Order/Move', body }, (tx) => applyMove(tx, user, body, now));
  if (result.applied) await publishSummary(ctx, result.data);
  return { data: result.data };
};

export const addNoteHandler: Handler<'/Order/AddNote'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Order/AddNote', body }, (tx) => appendNote(tx, user, body, now));
  if (result.applied) await publishOrderChanged(ctx, input.orderId);
  return { data: { note: result.data.note, version: result.data.version } };
};

export const exportOrdersHandler: Handler<'/Order/Export'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  const { tokenSesion: _t, ...rest } = input;
  const ticket = await createExportTicket(ctx.db, user, { scope, timezone: await scopeTimezone(ctx.db, scope), input: rest }, ctx.now());
  return { data: ticket };
};

export const moveOptionsHandler: Handler<'/Order/MoveOptions'> = async (input, ctx) => {
  return { data: await moveOptions(ctx.db, sessionUser(ctx), input.orderId) };
};

export const assignPickerHandler: Handler<'/Order/AssignPicker'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Order/AssignPicker', body }, (tx) => assignPicker(tx, user, body, now));
  if (result.applied) await publishSummary(ctx, result.data);
  return { data: result.data };
};
