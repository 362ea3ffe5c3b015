/**
 * Who receives a realtime event: each event type names the read rule of what it reveals. An event reaches a
 * socket only if that socket's user could read the same thing through the calls; an unknown type reaches nobody.
 */
import { mayReadOrder } from '../auth/order-visibility';
import type { AuthUser } from '../auth/auth-user';

/** An event as it arrives through NOTIFY (from any server process, so not trusted to be well formed). */
export interface PublishedEvent {
  type?: unknown;
  warehouseId?: unknown;
}

export function mayReceive(user: AuthUser, companyId: number, event: PublishedEvent): boolean {
  switch (event.type) {
    case 'order.changed':
      // The order summary it carries is what `/Order/Get` would show.
      return typeof event.warehouseId === 'number' && mayReadOrder(user, { companyId, warehouseId: event.warehouseId });
    default:
      return false;
  }
}
