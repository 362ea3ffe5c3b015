/** `/Product/ListFilters`: the company's categories and brands, the choices of /market/productos' filters. */
import { asc, eq, sql } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { brands, categories } from '../../db/schema/catalogue';
import { sessionUser, type Handler } from '../types';

export const listFiltersHandler: Handler<'/Product/ListFilters'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const [categoryRows, brandRows] = await Promise.all([
    ctx.db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId, active: categories.active })
      .from(categories)
      .where(eq(categories.companyId, companyId))
      .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id)),
    ctx.db
      .select({ id: brands.id, name: brands.name, active: brands.active })
      .from(brands)
      .where(eq(brands.companyId, companyId))
      .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id)),
  ]);
  return { data: { categories: categoryRows, brands: brandRows } };
};
