/** `/Category/Tree`: the company's categories, with their product and child counts. */
import { requireCompany } from '../../auth/scope';
import { readCategoryTree } from '../../catalogue/category-tree';
import { sessionUser, type Handler } from '../types';

export const categoryTreeHandler: Handler<'/Category/Tree'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { categories: await readCategoryTree(ctx.db, companyId) } };
};
