/**
 * "Mi menú" demo rows (docs/my-menu.md): Andino Sur sells a few products at its own price and does not sell the
 * catalogue's last product. Nothing is out of stock: that is a cashier's mark for one day.
 */
import { priceWithTax } from '../../../contract/catalogue-prices';
import type { AppDb } from '../client';
import { storeProducts } from '../schema/organisation';
import type { SeedProduct } from './order-gen';

export async function seedDemoStoreProducts(tx: AppDb, storeId: number, products: readonly SeedProduct[], updatedBy: number | null, at: Date): Promise<void> {
  const last = products.at(-1);
  if (!last) return;
  // 10 % below the shelf price, to the nearest 5 cents.
  const cheaper = products.slice(0, 3).map((p) => ({ productId: p.id, priceOverrideCents: Math.round((priceWithTax(p.priceCents, p.taxRateBp) * 0.9) / 5) * 5 }));
  await tx.insert(storeProducts).values([
    ...cheaper.map((row) => ({ storeId, companyId: last.companyId, ...row, updatedBy, updatedAt: at })),
    { storeId, companyId: last.companyId, productId: last.id, available: false, updatedBy, updatedAt: at },
  ]);
}
