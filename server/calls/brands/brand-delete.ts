/**
 * `/Brand/Delete`: a brand no product uses is deleted; one in use is refused unless `moveProductsTo` names another
 * brand of the company, whose products then move there, each move audited (product_changes) in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { brands, products } from '../../db/schema/catalogue';
import { CallError } from '../../errors/call-error';
import { recordProductChanges } from '../../catalogue/product-changes';
import { getBrand } from './brand-rows';

export interface BrandDeleteInput {
  brandId: number;
  moveProductsTo?: number | undefined;
}

export async function deleteBrand(tx: AppDb, companyId: number, userId: number, input: BrandDeleteInput, now: Date): Promise<{ brandId: number; movedProducts: number }> {
  const brand = await getBrand(tx, companyId, input.brandId, true);
  let movedProducts = 0;
  if (input.moveProductsTo !== undefined) {
    if (input.moveProductsTo === input.brandId) {
      const mensaje = 'Elige otra marca para sus productos, no la que vas a eliminar.';
      throw new CallError('VALIDATION', mensaje, { reason: 'brand_move_same' }, [{ campo: 'moveProductsTo', codigo: 'brand_move_same', mensaje }]);
    }
    const target = await getBrand(tx, companyId, input.moveProductsTo, true);
    const moved = await tx
      .update(products)
      .set({ brandId: target.id, version: sql`${products.version} + 1`, updatedBy: userId, updatedAt: now })
      .where(and(eq(products.companyId, companyId), eq(products.brandId, brand.id)))
      .returning({ id: products.id });
    await recordProductChanges(
      tx,
      moved.map((row) => ({ companyId, productId: row.id, userId, at: now, source: 'brand_delete' as const, changes: { brandId: [brand.id, target.id] } })),
    );
    movedProducts = moved.length;
  } else {
    // Counted again under the lock: a product given this brand since the screen loaded still blocks the delete.
    const [used] = await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(products).where(eq(products.brandId, brand.id));
    const count = used?.n ?? 0;
    if (count > 0) {
      throw new CallError(
        'CONFLICT',
        `La marca «${brand.nombre}» tiene ${count} producto(s). Pásalos a otra marca para eliminarla, o desactívala.`,
        { reason: 'brand_in_use', productCount: count },
      );
    }
  }
  await tx.delete(brands).where(and(eq(brands.companyId, companyId), eq(brands.id, brand.id)));
  return { brandId: brand.id, movedProducts };
}
