/**
 * The one store a store call acts on (the cashier's form, Mi menú): its company must be the caller's (SA: every company), and
 * a warehouse-bound caller (a cashier) reaches only the stores their warehouse serves (store_warehouses). Anything
 * else is NOT_FOUND, as if it did not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import { boundWarehouse, resolveScope, scopeTimezone } from '../auth/scope';
import type { AppDb } from '../db/client';
import { storeWarehouses } from '../db/schema/tenancy';
import { notFound } from '../errors/call-error';
import { localDay } from './store-day';

export interface StoreAccess {
  companyId: number;
  storeId: number;
  timezone: string;
  /** The store's business day now (company time zone). */
  today: string;
}

export async function resolveStore(
  db: AppDb,
  user: AuthUser,
  request: { empresaId?: number | undefined; storeId: number; warehouseId?: number | undefined },
  now: Date,
): Promise<StoreAccess> {
  // A named warehouse must be the store's company's (and a bound user's own), as everywhere else.
  const scope = await resolveScope(db, user, { empresaId: request.empresaId, storeId: request.storeId, warehouseId: request.warehouseId });
  // resolveScope has set the company from the store.
  const companyId = scope.companyId!;
  const warehouseId = boundWarehouse(user);
  if (warehouseId !== null) {
    const [served] = await db
      .select({ storeId: storeWarehouses.storeId })
      .from(storeWarehouses)
      .where(and(eq(storeWarehouses.storeId, request.storeId), eq(storeWarehouses.warehouseId, warehouseId)));
    if (!served) throw notFound('La tienda');
  }
  const timezone = await scopeTimezone(db, scope);
  return { companyId, storeId: request.storeId, timezone, today: localDay(timezone, now) };
}
