/**
 * Everything pricing reads, in one statement (docs/pricing.md "Performance"): the store with its company's time zone
 * and currency, whether the customer is the company's, the store's selling warehouse, the delivery day (default:
 * today in the company's time zone), that day's holiday IVA period, the delivery zone's shipping, the cart's
 * products with their categories, what may be sold at the warehouse and the store's offer (Mi menú), and the
 * candidate promotions with the customer's past uses. One round trip keeps the pricing call within its budget and
 * `/Order/Place`'s transaction short. The shared rules come from their modules (`sellingWarehouseSql`,
 * `taxHolidayJsonSql`, `isOutOfStockOn`, `promotionRowsSql`).
 */
import { sql } from 'drizzle-orm';
import type { TaxHolidayRule } from '../../contract/tax-rate';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { intArray } from '../catalogue/composition';
import { isOutOfStockOn, type StoreOffer } from '../organisation/store-offer';
import type { CartProductRow } from './cart-lines';
import { promotionRowsSql, toPromotion, type CartPromotion, type PromotionJson } from './cart-promotions';
import { sellingWarehouseSql } from './selling-warehouse';
import { taxHolidayJsonSql } from './tax-holiday';

export interface CartStore {
  active: boolean;
  shippingMode: 'flat' | 'zone';
  shippingFlatCents: number;
  freeShippingAboveCents: number | null;
  minOrderCents: number;
  pickupEnabled: boolean;
  currency: string;
}

export interface CartContext {
  store: CartStore;
  customerFound: boolean;
  warehouseId: number | null;
  day: string;
  holiday: (TaxHolidayRule & { name: string }) | null;
  /** The zone's shipping; null when the zone given is not the store's (or not active); undefined when none was given. */
  zoneCents: number | null | undefined;
  products: Map<number, CartProductRow>;
  offers: Map<number, StoreOffer>;
  promotions: CartPromotion[];
}

export interface CartQuery {
  companyId: number;
  customerId: number;
  storeId: number;
  /** YYYY-MM-DD; undefined: today in the company's time zone at `now`. */
  day: string | undefined;
  now: Date;
  productIds: readonly number[];
  zoneId: number | undefined;
  promoCode: string;
  binRangeIds: readonly number[];
}

interface ProductJson {
  id: number;
  sku: string;
  name: string;
  saleUnit: string;
  priceCents: number;
  taxRateBp: number;
  active: boolean;
  imageUrl: string | null;
  categoryId: number | null;
  categoryIds: number[] | null;
  sellableMilli: number;
  /** Null: the store has no row for it (offered at the catalogue price). */
  available: boolean | null;
  priceOverrideCents: number | null;
  outOfStockOn: string | null;
}

interface ContextRow {
  active: boolean;
  shipping_mode: string;
  shipping_flat_cents: string | number;
  free_shipping_above_cents: string | number | null;
  min_order_cents: string | number;
  pickup_enabled: boolean;
  currency: string;
  customer_found: boolean;
  warehouse_id: number | null;
  day: string;
  holiday: { name: string; rateBp: number; categoryIds: number[] } | null;
  zone_cents: string | number | null;
  products: ProductJson[] | null;
  promotions: PromotionJson[] | null;
}

/** The cart's context; null when the store is not the company's. */
export async function loadCartContext(db: AppDb, query: CartQuery): Promise<CartContext | null> {
  const day = query.day === undefined ? sql`(${query.now.toISOString()}::timestamptz AT TIME ZONE c.timezone)::date` : sql`${query.day}::date`;
  const [row] = await executeRows<ContextRow>(
    db,
    sql`WITH ctx AS (
          SELECT s.id AS store_id, s.active, s.shipping_mode, s.shipping_flat_cents, s.free_shipping_above_cents, s.min_order_cents,
                 s.pickup_enabled, c.currency,
                 EXISTS (SELECT 1 FROM customers cu WHERE cu.id = ${query.customerId} AND cu.company_id = s.company_id) AS customer_found,
                 ${sellingWarehouseSql(sql`s.id`)} AS warehouse_id,
                 ${day} AS day
            FROM stores s JOIN companies c ON c.id = s.company_id
           WHERE s.id = ${query.storeId} AND s.company_id = ${query.companyId}
        )
        SELECT ctx.active, ctx.shipping_mode, ctx.shipping_flat_cents, ctx.free_shipping_above_cents, ctx.min_order_cents, ctx.pickup_enabled,
               ctx.currency, ctx.customer_found, ctx.warehouse_id, ctx.day::text AS day,
               ${taxHolidayJsonSql(query.companyId, sql`ctx.day`)} AS holiday,
               ${query.zoneId === undefined ? sql`NULL` : sql`(SELECT z.shipping_cents FROM delivery_zones z WHERE z.id = ${query.zoneId} AND z.store_id = ctx.store_id AND z.active)`} AS zone_cents,
               (SELECT json_agg(json_build_object(
                         'id', p.id, 'sku', p.sku, 'name', p.name, 'saleUnit', p.sale_unit, 'priceCents', p.price_cents, 'taxRateBp', p.tax_rate_bp,
                         'active', p.active, 'imageUrl', p.image_url, 'categoryId', p.category_id,
                         'categoryIds', ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id),
                         'sellableMilli', coalesce(st.quantity_milli - st.reserved_milli, 0),
                         'available', sp.available, 'priceOverrideCents', sp.price_override_cents, 'outOfStockOn', sp.out_of_stock_on::text))
                  FROM products p
                  LEFT JOIN stock st ON st.product_id = p.id AND st.warehouse_id = ctx.warehouse_id
                  LEFT JOIN store_products sp ON sp.store_id = ctx.store_id AND sp.product_id = p.id
                 WHERE p.company_id = ${query.companyId} AND p.id = ANY(${intArray(query.productIds)}::int[])) AS products,
               ${promotionRowsSql(query.companyId, query.customerId, query.promoCode, query.binRangeIds)} AS promotions
          FROM ctx`,
  );
  if (!row) return null;
  const products = new Map<number, CartProductRow>();
  const offers = new Map<number, StoreOffer>();
  for (const p of row.products ?? []) {
    const categoryIds = [...(p.categoryIds ?? [])];
    if (p.categoryId !== null && !categoryIds.includes(p.categoryId)) categoryIds.push(p.categoryId);
    products.set(p.id, {
      id: p.id,
      sku: p.sku,
      name: p.name,
      saleUnit: p.saleUnit === 'kg' ? 'kg' : 'unit',
      priceCents: Number(p.priceCents),
      taxRateBp: p.taxRateBp,
      active: p.active,
      imageUrl: p.imageUrl,
      categoryId: p.categoryId,
      categoryIds,
      sellableMilli: Number(p.sellableMilli),
    });
    // `storeOffers`' rule: a product without a row is offered at the catalogue price.
    offers.set(p.id, {
      productId: p.id,
      offered: p.available ?? true,
      priceOverrideCents: p.priceOverrideCents === null ? null : Number(p.priceOverrideCents),
      outOfStock: p.outOfStockOn === null ? false : isOutOfStockOn(p.outOfStockOn, row.day),
    });
  }
  return {
    store: {
      active: row.active,
      shippingMode: row.shipping_mode === 'zone' ? 'zone' : 'flat',
      shippingFlatCents: Number(row.shipping_flat_cents),
      freeShippingAboveCents: row.free_shipping_above_cents === null ? null : Number(row.free_shipping_above_cents),
      minOrderCents: Number(row.min_order_cents),
      pickupEnabled: row.pickup_enabled,
      currency: row.currency,
    },
    customerFound: row.customer_found,
    warehouseId: row.warehouse_id,
    day: row.day,
    holiday: row.holiday,
    zoneCents: query.zoneId === undefined ? undefined : row.zone_cents === null ? null : Number(row.zone_cents),
    products,
    offers,
    promotions: (row.promotions ?? []).map(toPromotion),
  };
}
