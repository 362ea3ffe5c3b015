/**
 * What a store offers ("Mi menú", docs/my-menu.md), for code outside Mi menú: for a store, some products and a day,
 * whether each is offered, its store price (with IVA; null: the catalogue's) and whether it is out of stock that day.
 * A product without a store_products row is offered at the catalogue price. The shop's catalogue reads through here;
 * the pricing call (server/selling/cart-query.ts) and picking fold the same rule into their own statements
 * (`isOutOfStockOn`, `storeWithholdsSql`, `storeOutOfStockSql`).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/client';
import { storeProducts } from '../db/schema/organisation';

export interface StoreOffer {
  productId: number;
  /** The store sells it (its "available" switch). */
  offered: boolean;
  /** Price with IVA at this store, cents; null: the catalogue price. */
  priceOverrideCents: number | null;
  /** A cashier marked it out of stock for `day`. */
  outOfStock: boolean;
}

/** Whether a store's row means "out of stock" on `day` (YYYY-MM-DD in the company's time zone). */
export function isOutOfStockOn(outOfStockOn: string | null, day: string): boolean {
  return outOfStockOn === day;
}

/** Every product of `productIds` (each once), in that order, as `storeId` offers it on `day`. */
export async function storeOffers(db: AppDb, storeId: number, productIds: readonly number[], day: string): Promise<StoreOffer[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ productId: storeProducts.productId, available: storeProducts.available, price: storeProducts.priceOverrideCents, outOfStockOn: storeProducts.outOfStockOn })
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), inArray(storeProducts.productId, ids)));
  const byId = new Map(rows.map((row) => [row.productId, row]));
  return ids.map((productId) => {
    const row = byId.get(productId);
    return {
      productId,
      offered: row?.available ?? true,
      priceOverrideCents: row?.price ?? null,
      outOfStock: row ? isOutOfStockOn(row.outOfStockOn, day) : false,
    };
  });
}

/**
 * SQL for statements that cannot take a second round trip (picking): true when `store` has `product` switched off
 * or out of stock on `day`. `day` is a date expression (for example the company's day of a placeholder instant).
 */
export function storeWithholdsSql(store: AnyPgColumn | SQL, product: AnyPgColumn | SQL, day: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${storeProducts} WHERE ${storeProducts.storeId} = ${store} AND ${storeProducts.productId} = ${product} AND (NOT ${storeProducts.available} OR ${storeProducts.outOfStockOn} = ${day}))`;
}

/** SQL: true when `store` marked `product` out of stock on `day` (it may still be offered on other days). */
export function storeOutOfStockSql(store: AnyPgColumn | SQL, product: AnyPgColumn | SQL, day: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${storeProducts} WHERE ${storeProducts.storeId} = ${store} AND ${storeProducts.productId} = ${product} AND ${storeProducts.outOfStockOn} = ${day})`;
}
