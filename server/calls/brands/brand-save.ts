/** `/Brand/Save`: create, rename, activate or deactivate a brand; names are unique per company, ignoring case. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { brands } from '../../db/schema/catalogue';
import { CallError } from '../../errors/call-error';
import { getBrand } from './brand-rows';
import type { Brand } from '../../../contract/schemas/brands';

export interface BrandSaveInput {
  brandId?: number | undefined;
  nombre: string;
  active?: boolean | undefined;
}

function nameTaken(nombre: string): CallError {
  const mensaje = `Ya existe una marca llamada «${nombre}» en esta empresa.`;
  return new CallError('VALIDATION', mensaje, { reason: 'brand_name_taken' }, [{ campo: 'nombre', codigo: 'brand_name_taken', mensaje }]);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function saveBrand(tx: AppDb, companyId: number, input: BrandSaveInput): Promise<{ brand: Brand; created: boolean }> {
  if (input.brandId !== undefined) await getBrand(tx, companyId, input.brandId, true);
  const sameName = and(eq(brands.companyId, companyId), sql`lower(${brands.name}) = lower(${input.nombre})`, input.brandId === undefined ? undefined : ne(brands.id, input.brandId));
  const [clash] = await tx.select({ id: brands.id }).from(brands).where(sameName).limit(1);
  if (clash) throw nameTaken(input.nombre);
  try {
    if (input.brandId === undefined) {
      const [row] = await tx.insert(brands).values({ companyId, name: input.nombre, active: input.active ?? true }).returning({ id: brands.id });
      if (!row) throw new Error('brand insert returned nothing');
      return { brand: await getBrand(tx, companyId, row.id), created: true };
    }
    await tx
      .update(brands)
      .set({ name: input.nombre, ...(input.active === undefined ? {} : { active: input.active }) })
      .where(and(eq(brands.companyId, companyId), eq(brands.id, input.brandId)));
    return { brand: await getBrand(tx, companyId, input.brandId), created: false };
  } catch (error) {
    // Another request took the name between the check and the write (the unique index on lower(name) decides).
    if (isUniqueViolation(error)) throw nameTaken(input.nombre);
    throw error;
  }
}
