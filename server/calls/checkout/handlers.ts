/**
 * `/Order/Place` (issue 18 §4, docs/checkout.md): who may place through which channel, the store's company, then the
 * placement once per `mutationId` (server/selling/place-order.ts) and, when it ran now, the new order published to
 * the orders list, open kanbans and picking.
 */
import { canSee } from '../../../contract/screens';
import type { PlaceOrderRequest } from '../../../contract/schemas/checkout';
import type { AuthUser } from '../../auth/auth-user';
import { resolveScope } from '../../auth/scope';
import { CallError, notFound } from '../../errors/call-error';
import { resolveStore } from '../../organisation/resolve-store';
import { placeOrder } from '../../selling/place-order';
import { applyOnce } from '../idempotency';
import { publishSummary } from '../order-changed';
import { sessionUser, type Handler } from '../types';

/** 'call_center' is the call-center screen's (CC, SA); 'web' the shop's on behalf of a customer and checkout's (PS, SU, SA). */
export function mayUseChannel(role: string, canal: PlaceOrderRequest['canal']): boolean {
  return canal === 'call_center' ? canSee(role, 'call-center') : canSee(role, 'tienda-cliente') || canSee(role, 'ECommerceCheckout');
}

/** The company the order is placed in: the store's, which must be within the caller's scope (NOT_FOUND otherwise). */
async function placingCompany(ctx: Parameters<Handler<'/Order/Place'>>[1], user: AuthUser, input: PlaceOrderRequest): Promise<number> {
  const scope = await resolveScope(ctx.db, user, { empresaId: input.empresaId, storeId: input.storeId, warehouseId: input.warehouseId });
  if (scope.storeId !== null && scope.storeId !== input.tiendaId) throw notFound('La tienda');
  const access = await resolveStore(ctx.db, user, { empresaId: input.empresaId, storeId: input.tiendaId }, ctx.now());
  if (scope.companyId !== null && scope.companyId !== access.companyId) throw notFound('La tienda');
  return access.companyId;
}

export const placeOrderHandler: Handler<'/Order/Place'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  if (!mayUseChannel(user.role, input.canal)) {
    throw new CallError(
      'FORBIDDEN',
      input.canal === 'call_center' ? 'Solo el call center registra órdenes por el canal de call center.' : 'Tu rol registra órdenes por el call center, no por la tienda en línea.',
      { reason: 'channel' },
    );
  }
  const companyId = await placingCompany(ctx, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Order/Place', body }, (tx) => placeOrder(tx, user, companyId, body, now));
  if (result.applied) await publishSummary(ctx, result.data.orden);
  return { data: result.data };
};
