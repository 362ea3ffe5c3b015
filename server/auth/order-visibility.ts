/**
 * Who may read an order: the one rule behind the order calls' access check (order-access.ts) and the
 * realtime hub's delivery of `order.changed` (realtime/audience.ts), so a socket never hears of an order
 * that `/Order/Get` would answer NOT_FOUND or FORBIDDEN for the same user.
 */
import { CALLS, roleMayCall } from '../../contract/calls';
import type { AuthUser } from './auth-user';
import { boundWarehouse, mayAccessCompany } from './scope';

export interface OrderPlace {
  companyId: number;
  warehouseId: number;
}

/** The role may make `/Order/Get` (spec §6 screens), and the order is in the user's company and bound warehouse. */
export function mayReadOrder(user: AuthUser, order: OrderPlace): boolean {
  if (!roleMayCall(user.role, CALLS['/Order/Get'].access)) return false;
  const warehouse = boundWarehouse(user);
  return mayAccessCompany(user, order.companyId) && (warehouse === null || warehouse === order.warehouseId);
}
