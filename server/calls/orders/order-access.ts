/** Loads an order for a change and refuses (NOT_FOUND) one the caller may not read (auth/order-visibility.ts). */
import type { AppDb } from '../../db/client';
import type { Fulfilment, OrderStatus } from '../../../contract/order-status';
import { mayReadOrder } from '../../auth/order-visibility';
import { notFound } from '../call-error';
import type { AuthUser } from '../types';
import { rawRows } from './order-queries';

export interface LockedOrder {
  id: number;
  number: string;
  companyId: number;
  warehouseId: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  version: number;
  pickerId: number | null;
}

/** The order calls' check, the same rule the realtime hub delivers `order.changed` by. */
export function mayAccessOrder(user: AuthUser, order: { companyId: number; warehouseId: number }): boolean {
  return mayReadOrder(user, order);
}

/** SELECT … FOR UPDATE inside the caller's transaction. */
export async function lockOrder(tx: AppDb, user: AuthUser, orderId: number): Promise<LockedOrder> {
  const [row] = await rawRows<{
    id: number;
    number: string;
    company_id: number;
    warehouse_id: number;
    status: OrderStatus;
    fulfilment: Fulfilment;
    version: number;
    picker_id: number | null;
  }>(tx, 'SELECT id, number, company_id, warehouse_id, status, fulfilment, version, picker_id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  const order = row
    ? { id: row.id, number: row.number, companyId: row.company_id, warehouseId: row.warehouse_id, status: row.status, fulfilment: row.fulfilment, version: row.version, pickerId: row.picker_id }
    : null;
  if (!order || !mayAccessOrder(user, order)) throw notFound('La orden');
  return order;
}
