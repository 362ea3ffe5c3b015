import { z } from 'zod/mini';
import { tokenSesionSchema } from '../fields';

/** What the header's selectors offer: the companies, stores and warehouses in the caller's scope. */
export const scopeOptionsRequest = z.strictObject({ tokenSesion: tokenSesionSchema });
export const scopeOptionsData = z.object({
  companies: z.array(z.object({ id: z.int(), name: z.string(), currency: z.string() })),
  stores: z.array(z.object({ id: z.int(), companyId: z.int(), name: z.string(), market: z.boolean(), warehouseIds: z.array(z.int()) })),
  warehouses: z.array(z.object({ id: z.int(), companyId: z.int(), name: z.string() })),
});
export type ScopeOptions = z.infer<typeof scopeOptionsData>;
