/** /Scope/Options: what the header's company / store / warehouse selectors offer the caller. */
import { resolveScope, scopeSql } from '../../auth/scope';
import { sessionUser, type Handler } from '../types';

export const scopeOptions: Handler<'/Scope/Options'> = async (_input, ctx) => {
  const caller = sessionUser(ctx);
  const scope = await resolveScope(ctx.db, caller, {});
  const companyParams: unknown[] = [];
  const companyWhere = scope.companyId === null ? 'TRUE' : `c.id = $${companyParams.push(scope.companyId)}`;
  const companyRows = await ctx.database.query<{ id: number; name: string; currency: string }>(
    `SELECT c.id, c.name, c.currency FROM companies c WHERE ${companyWhere} ORDER BY c.id`,
    companyParams,
  );
  const storeParams: unknown[] = [];
  const storeRows = await ctx.database.query<{ id: number; company_id: number; name: string; market: boolean; warehouse_ids: number[] | null }>(
    `SELECT s.id, s.company_id, s.name, s.market,
            array_remove(array_agg(sw.warehouse_id ORDER BY sw.warehouse_id), NULL) AS warehouse_ids
       FROM stores s LEFT JOIN store_warehouses sw ON sw.store_id = s.id
      WHERE s.active AND ${scopeSql(scope, storeParams, 's', { store: false, warehouse: false })}
      GROUP BY s.id ORDER BY s.id`,
    storeParams,
  );
  const warehouseParams: unknown[] = [];
  let warehouseWhere = scopeSql(scope, warehouseParams, 'w', { store: false, warehouse: false });
  if (scope.warehouseId !== null) warehouseWhere += ` AND w.id = $${warehouseParams.push(scope.warehouseId)}`;
  const warehouseRows = await ctx.database.query<{ id: number; company_id: number; name: string }>(
    `SELECT w.id, w.company_id, w.name FROM warehouses w WHERE w.active AND ${warehouseWhere} ORDER BY w.id`,
    warehouseParams,
  );
  return {
    data: {
      companies: companyRows.map((c) => ({ id: c.id, name: c.name, currency: c.currency })),
      stores: storeRows.map((s) => ({ id: s.id, companyId: s.company_id, name: s.name, market: s.market, warehouseIds: (s.warehouse_ids ?? []).map(Number) })),
      warehouses: warehouseRows.map((w) => ({ id: w.id, companyId: w.company_id, name: w.name })),
    },
  };
};
