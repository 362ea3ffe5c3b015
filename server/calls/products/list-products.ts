/** `/Product/List`: the caller's company's products (SA names the company), searched and filtered, in keyset pages. */
import { and, eq } from 'drizzle-orm';
import { boundWarehouse, requireCompany } from '../../auth/scope';
import { searchProducts } from '../../catalogue/product-search';
import { warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { sessionUser, type Handler } from '../types';

const DEFAULT_PAGE = 50;

export const listProductsHandler: Handler<'/Product/List'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  if (input.outOfStockWarehouseId !== undefined) {
    const [warehouse] = await ctx.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.id, input.outOfStockWarehouseId), eq(warehouses.companyId, companyId)));
    if (!warehouse) throw notFound('La bodega');
  }
  const page = await searchProducts(ctx.db, {
    ...input,
    companyId,
    // requireCompany has checked the named warehouse is the company's.
    stockWarehouseId: input.warehouseId ?? boundWarehouse(user),
    sort: input.sort ?? 'name',
    desc: input.desc ?? false,
    limit: input.limit ?? DEFAULT_PAGE,
  });
  return { data: page };
};
