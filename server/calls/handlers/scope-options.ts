/** /Scope/Options: what the header's company / store / warehouse selectors offer the caller. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { resolveScope, scopeConditions } from '../../auth/scope';
import { companies, storeWarehouses, stores, warehouses } from '../../db/schema/tenancy';
import { sessionUser, type Handler } from '../types';

export const scopeOptions: Handler<'/Scope/Options'> = async (_input, ctx) => {
  const caller = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, caller, {});
  const [companyRows, storeRows, warehouseRows] = await Promise.all([
    ctx.db
      .select({ id: companies.id, name: companies.name, currency: companies.currency })
      .from(companies)
      .where(and(...scopeConditions(scope, { companyId: companies.id })))
      .orderBy(asc(companies.id)),
    ctx.db
      .select({
        id: stores.id,
        companyId: stores.companyId,
        name: stores.name,
        market: stores.market,
        warehouseIds: sql<number[] | null>`array_remove(array_agg(${storeWarehouses.warehouseId} ORDER BY ${storeWarehouses.warehouseId}), NULL)`,
      })
      .from(stores)
      .leftJoin(storeWarehouses, eq(storeWarehouses.storeId, stores.id))
      .where(and(eq(stores.active, true), ...scopeConditions(scope, { companyId: stores.companyId })))
      .groupBy(stores.id)
      .orderBy(asc(stores.id)),
    ctx.db
      .select({ id: warehouses.id, companyId: warehouses.companyId, name: warehouses.name })
      .from(warehouses)
      .where(and(eq(warehouses.active, true), ...scopeConditions(scope, { companyId: warehouses.companyId, warehouseId: warehouses.id })))
      .orderBy(asc(warehouses.id)),
  ]);
  return {
    data: {
      companies: companyRows,
      stores: storeRows.map((store) => ({ ...store, warehouseIds: (store.warehouseIds ?? []).map(Number) })),
      warehouses: warehouseRows,
    },
  };
};
