import { z } from 'zod';
import { tokenSesionSchema } from '../fields';

/** What the header's selectors offer: the companies, stores and warehouses in the caller's scope. */
export const scopeOptionsRequest = z.strictObject({ tokenSesion: tokenSesionSchema });
export const scopeOptionsData = z.object({
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), currency: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), companyId: z.number().int(), name: z.string(), market: z.boolean(), warehouseIds: z.array(z.number().int()) })),
  warehouses: z.array(z.object({ id: z.number().int(), companyId: z.number().int(), name: z.string() })),
});
export type ScopeOptions = z.infer<typeof scopeOptionsData>;
