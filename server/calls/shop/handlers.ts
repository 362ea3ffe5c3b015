/**
 * `/Shop/Products` and `/Shop/Categories` (issue 18 §4, docs/shop.md): what one store sells, as the shop, the
 * shop on behalf of a customer and the call center show it. Prices are the store's (Mi menú) with the IVA in force on
 * the delivery day; what may be sold is the store's selling warehouse's stock minus what placed orders reserve.
 * Products the store does not offer are listed as unavailable ('not_offered') rather than left out, so a shopper
 * asked for one can say why. Pages and categories are served from the storefront cache (docs/cache.md); the stock is
 * always read live.
 */
import type { ShopProduct } from '../../../contract/schemas/shop';
import { effectiveTaxRate, sellingPrices } from '../../../contract/tax-rate';
import type { AuthUser } from '../../auth/auth-user';
import { cachedRead } from '../../cache/storefront-cache';
import type { AppDb } from '../../db/client';
import { notFound } from '../../errors/call-error';
import { resolveStore, type StoreAccess } from '../../organisation/resolve-store';
import { storeOffers } from '../../organisation/store-offer';
import { sellingWarehouse } from '../../selling/selling-warehouse';
import { taxHolidayOn } from '../../selling/tax-holiday';
import { sessionUser, type Handler } from '../types';
import { cataloguePage, sellableMilli, shopCategories, type CataloguePageQuery } from './shop-catalogue';

export const SHOP_PAGE_DEFAULT = 30;

interface ShopScope {
  empresaId?: number | undefined;
  storeId?: number | undefined;
  warehouseId?: number | undefined;
  tiendaId: number;
}

/** The store sold from (`tiendaId`); the header's scope fields, when sent, must name the same store and its company. */
async function shopStore(db: AppDb, user: AuthUser, input: ShopScope, now: Date): Promise<StoreAccess> {
  if (input.storeId !== undefined && input.storeId !== input.tiendaId) throw notFound('La tienda');
  return resolveStore(db, user, { empresaId: input.empresaId, storeId: input.tiendaId, warehouseId: input.warehouseId }, now);
}

/** A product of a cached page: everything but what may be sold now, which is read live. */
type PricedProduct = Omit<ShopProduct, 'stock' | 'noDisponible'> & { offered: boolean; outOfStockToday: boolean };

/**
 * One page with the store's prices and offer on `day` (cached under 'catalogue' and 'prices': every product,
 * category, brand, barcode, image, store offer, holiday IVA or promotion change bumps one of them; docs/cache.md).
 */
async function pricedPage(db: AppDb, access: StoreAccess, day: string, query: Omit<CataloguePageQuery, 'companyId'>): Promise<{ rows: PricedProduct[]; nextCursor: string | null }> {
  const [page, holiday] = await Promise.all([cataloguePage(db, { companyId: access.companyId, ...query }), taxHolidayOn(db, access.companyId, day)]);
  const offers = await storeOffers(
    db,
    access.storeId,
    page.rows.map((row) => row.id),
    day,
  );
  const offerOf = new Map(offers.map((offer) => [offer.productId, offer]));
  const rows = page.rows.map((row): PricedProduct => {
    const offer = offerOf.get(row.id);
    const iva = effectiveTaxRate(row.tax_rate_bp, row.category_ids ?? [], holiday);
    const { precio, precioiva } = sellingPrices(Number(row.price_cents), row.tax_rate_bp, offer?.priceOverrideCents ?? null, iva);
    const normal = Number(row.price_with_tax_cents);
    return {
      id: row.id,
      sku: row.sku,
      nombre: row.name,
      brandName: row.brand_name,
      categoryName: row.category_name,
      imageUrl: row.image_url,
      tipo: row.sale_unit === 'kg' ? 'kg' : 'unit',
      precio,
      precioiva,
      iva,
      precioNormal: precioiva === normal ? null : normal,
      offered: offer?.offered ?? true,
      outOfStockToday: offer?.outOfStock ?? false,
    };
  });
  return { rows, nextCursor: page.nextCursor };
}

export const shopProductsHandler: Handler<'/Shop/Products'> = async (input, ctx) => {
  const access = await shopStore(ctx.db, sessionUser(ctx), input, ctx.now());
  const day = input.fechaEntrega ?? access.today;
  const query = { q: input.q, categoryId: input.categoriaId, limit: input.limit ?? SHOP_PAGE_DEFAULT, cursor: input.cursor };
  const key = JSON.stringify(['shop-products', access.storeId, day, query.q ?? null, query.categoryId ?? null, query.limit, query.cursor ?? null]);
  const [page, warehouseId] = await Promise.all([
    cachedRead(ctx.db, access.companyId, ['catalogue', 'prices'], key, () => pricedPage(ctx.db, access, day, query)),
    sellingWarehouse(ctx.db, access.storeId),
  ]);
  const sellable = await sellableMilli(
    ctx.db,
    warehouseId,
    page.rows.map((row) => row.id),
  );
  const rows = page.rows.map(({ offered, outOfStockToday, ...product }): ShopProduct => {
    const milli = sellable.get(product.id) ?? 0;
    return { ...product, stock: Math.max(0, milli / 1000), noDisponible: unavailable(offered, outOfStockToday, milli) };
  });
  return { data: { rows, nextCursor: page.nextCursor, fechaEntrega: day } };
};

function unavailable(offered: boolean, outOfStockToday: boolean, milli: number): ShopProduct['noDisponible'] {
  if (!offered) return 'not_offered';
  if (outOfStockToday) return 'out_of_stock_today';
  return milli <= 0 ? 'no_stock' : null;
}

export const shopCategoriesHandler: Handler<'/Shop/Categories'> = async (input, ctx) => {
  const access = await shopStore(ctx.db, sessionUser(ctx), input, ctx.now());
  // Cached under 'categories' (categories, store categories) and 'catalogue' (the product counts): docs/cache.md.
  const categories = await cachedRead(ctx.db, access.companyId, ['categories', 'catalogue'], 'shop-categories', () => shopCategories(ctx.db, access.companyId));
  return { data: { categories } };
};
