/** Handlers of the order calls (`/Order/*`). */
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/order-status';
import type { OrderDetail, orderChangedEventSchema } from '../../../contract/schemas/orders';
import type { z } from 'zod';
import { resolveScope, scopeTimezone } from '../../auth/scope';
import type { Database } from '../../db/client';
import { applyOnce } from '../idempotency';
import { sessionUser, type CallContext, type Handler } from '../types';
import { appendNote } from './add-note';
import { createExportTicket } from './export-orders';
import { LinesCache, getOrderDetailJson } from './get-order';
import { fromJsonText } from '../json-text';
import { applyMove } from './move-order';
import { orderFilterSql } from './order-filters';
import { countOrders, listOrderPageJson, orderSummary, type ListPage } from './order-queries';

const DEFAULT_PAGE = 50;

export async function publishChange(ctx: CallContext, event: z.infer<typeof orderChangedEventSchema>): Promise<void> {
  try {
    // The order's warehouse goes along: the hub hands it only to users who may read this order (auth/order-visibility.ts).
    await ctx.realtime.publish(event.companyId, { ...event, warehouseId: event.summary.warehouseId });
  } catch (error) {
    // The change is committed; a lost event only delays other screens until their next refetch.
    ctx.log.warn({ err: error }, 'realtime publish failed');
  }
}

export const listOrdersHandler: Handler<'/Order/List'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  const filter = orderFilterSql(scope, input, user.id, await scopeTimezone(ctx.db, scope));
  // The page leaves as the JSON text the query and the reference data made (50 summaries need not become objects).
  const json = await listOrderPageJson(ctx.db, (text, params) => ctx.database.queryPrepared(text, params), filter, input.statuses, input.sort ?? 'created_desc', input.limit ?? DEFAULT_PAGE, input.cursor);
  return { data: fromJsonText<ListPage>(json) };
};

export const countOrdersHandler: Handler<'/Order/Counts'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  const { empresaId: _e, storeId: _s, warehouseId: _w, tokenSesion: _t, statuses: _st, ...narrowing } = input;
  const onlyScope = Object.values(narrowing).every((value) => value === undefined);
  const filter = orderFilterSql(scope, input, user.id, await scopeTimezone(ctx.db, scope));
  // Per-status index ranges need the company, the indexes' first column.
  const counts = await countOrders((text, params) => ctx.database.queryPrepared(text, params), filter, onlyScope, scope.companyId === null ? null : ORDER_STATUSES);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<OrderStatus, number>;
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { data: { byStatus, total } };
};

const linesCaches = new WeakMap<Database, LinesCache>();
function linesCache(database: Database): LinesCache {
  let cache = linesCaches.get(database);
  if (!cache) {
    cache = new LinesCache();
    linesCaches.set(database, cache);
  }
  return cache;
}

export const getOrderHandler: Handler<'/Order/Get'> = async (input, ctx) => {
  // The detail leaves as the JSON text the query built (150 lines need not become objects and text again).
  const json = await getOrderDetailJson((text, params) => ctx.database.queryPrepared(text, params), sessionUser(ctx), input.orderId, linesCache(ctx.database));
  return { data: fromJsonText<OrderDetail>(json) };
};

export const moveOrderHandler: Handler<'/Order/Move'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Order/Move', body }, (tx) => applyMove(tx, user, body, now));
  if (result.applied) {
    const summary = result.data;
    await publishChange(ctx, { type: 'order.changed', companyId: summary.companyId, orderId: summary.id, status: summary.status, version: summary.version, summary });
  }
  return { data: result.data };
};

export const addNoteHandler: Handler<'/Order/AddNote'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Order/AddNote', body }, (tx) => appendNote(tx, user, body, now));
  if (result.applied) {
    const summary = await orderSummary(ctx.db, input.orderId);
    if (summary) await publishChange(ctx, { type: 'order.changed', companyId: summary.companyId, orderId: summary.id, status: summary.status, version: summary.version, summary });
  }
  return { data: { note: result.data.note, version: result.data.version } };
};

export const exportOrdersHandler: Handler<'/Order/Export'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, user, input);
  const { tokenSesion: _t, ...rest } = input;
  const ticket = await createExportTicket(ctx.db, user, { scope, timezone: await scopeTimezone(ctx.db, scope), input: rest }, ctx.now());
  return { data: ticket };
};
