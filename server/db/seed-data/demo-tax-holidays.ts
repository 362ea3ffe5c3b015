/**
 * Holiday IVA demo rows (docs/taxes.md): a past period and an upcoming one for Mercado Andino, neither covering the
 * seed's today (so every other screen shows standard prices), and a "Temporada" category with one taxed product of
 * its own, which the holiday IVA end-to-end test puts on a 0 % period without touching what other tests price.
 * Seeded last, after the orders, so the rest of the demo data is the same with or without it.
 */
import { sql } from 'drizzle-orm';
import { priceFromShelf, priceWithTax } from '../../../contract/catalogue-prices';
import type { AppDb } from '../client';
import { executeRows } from '../execute-rows';
import { categories, productBarcodes, productCategories, products, stock } from '../schema/catalogue';
import { taxHolidays } from '../schema/selling';
import { companyToday } from '../../organisation/store-credits';
import { ean13 } from './random';

const DAY = 86_400_000;
export const DEMO_SEASON_CATEGORY = 'Temporada';
export const DEMO_SEASON_PRODUCT = { sku: 'AND-T0001', name: 'Panetón navideño 900 g', shelfCents: 899, taxRateBp: 1500 };

export async function seedDemoTaxHolidays(tx: AppDb, companyId: number, userId: number | null, now: Date): Promise<void> {
  const [company] = await executeRows<{ timezone: string; positions: number; aisles: number }>(
    tx,
    sql`SELECT c.timezone, (SELECT count(*)::int FROM categories WHERE company_id = c.id AND parent_id IS NULL) AS positions,
          (SELECT coalesce(max(aisle_order), 0)::int FROM categories WHERE company_id = c.id) AS aisles
        FROM companies c WHERE c.id = ${companyId}`,
  );
  if (!company) return;
  const dayIn = (days: number) => companyToday(company.timezone, new Date(now.getTime() + days * DAY));

  const [season] = await tx
    .insert(categories)
    .values({ companyId, name: DEMO_SEASON_CATEGORY, aisleOrder: company.aisles + 10, position: company.positions })
    .returning({ id: categories.id });
  const priceCents = priceFromShelf(DEMO_SEASON_PRODUCT.shelfCents, DEMO_SEASON_PRODUCT.taxRateBp);
  const [product] = await tx
    .insert(products)
    .values({
      companyId,
      sku: DEMO_SEASON_PRODUCT.sku,
      name: DEMO_SEASON_PRODUCT.name,
      categoryId: season!.id,
      saleUnit: 'unit',
      priceCents,
      priceWithTaxCents: priceWithTax(priceCents, DEMO_SEASON_PRODUCT.taxRateBp),
      taxRateBp: DEMO_SEASON_PRODUCT.taxRateBp,
      createdAt: new Date(now.getTime() - 30 * DAY),
      updatedAt: new Date(now.getTime() - 30 * DAY),
    })
    .returning({ id: products.id });
  const productId = product!.id;
  await tx.insert(productCategories).values({ productId, categoryId: season!.id, companyId, displayOrder: 1 });
  await tx.insert(productBarcodes).values({ productId, companyId, barcode: ean13('786999000001') });
  await tx.execute(sql`INSERT INTO ${stock} (product_id, warehouse_id, quantity_milli) SELECT ${productId}, id, 40000 FROM warehouses WHERE company_id = ${companyId}`);

  const base = { companyId, updatedBy: userId };
  await tx.insert(taxHolidays).values([
    { ...base, name: 'Día sin IVA', startsOn: dayIn(-45), endsOn: dayIn(-44), rateBp: 0, categoryIds: [], createdAt: new Date(now.getTime() - 60 * DAY), updatedAt: new Date(now.getTime() - 60 * DAY) },
    { ...base, name: 'Feriado de temporada', startsOn: dayIn(20), endsOn: dayIn(22), rateBp: 800, categoryIds: [season!.id], createdAt: new Date(now.getTime() - 5 * DAY), updatedAt: new Date(now.getTime() - 5 * DAY) },
  ]);
}
