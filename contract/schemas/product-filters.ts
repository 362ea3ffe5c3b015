import { z } from 'zod/mini';
import { scopeShape, tokenSesionSchema } from '../fields';

/** `/Product/ListFilters`: the company's categories and brands, for the filters of /market/productos. */
export const productListFiltersRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
});

const option = z.object({ id: z.int(), name: z.string(), active: z.boolean() });

export const productListFiltersData = z.object({
  /** Categories with their parent, so a screen can show the path ("Lácteos › Quesos"). */
  categories: z.array(z.object({ id: z.int(), name: z.string(), parentId: z.nullable(z.int()), active: z.boolean() })),
  brands: z.array(option),
});
