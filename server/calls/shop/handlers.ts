/**
 * `/Shop/Products` and `/Shop/Categories` (issue 18 §4, docs/shop.md): what one store sells, as the shop, the
 * shop on behalf of a customer and the call center show it. Prices are the store's (Mi menú) with the IVA in force on
 * the delivery day; what may be sold is the store's selling warehouse's stock minus what placed orders reserve.
 * Products the store does not offer are listed as unavailable ('not_offered') rather than left out, so a shopper
 * asked for one can say why.
 */
import type { ShopProduct } from '../../../contract/schemas/shop';
import { effectiveTaxRate, sellingPrices } from '../../../contract/tax-rate';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { notFound } from '../../errors/call-error';
import { resolveStore, type StoreAccess } from '../../organisation/resolve-store';
import { storeOffers } from '../../organisation/store-offer';
import { sellingWarehouse } from '../../selling/selling-warehouse';
import { taxHolidayOn } from '../../selling/tax-holiday';
import { sessionUser, type Handler } from '../types';
import { cataloguePage, shopCategories, type CatalogueRow } from './shop-catalogue';

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

export const shopProductsHandler: Handler<'/Shop/Products'> = async (input, ctx) => {
  const access = await shopStore(ctx.db, sessionUser(ctx), input, ctx.now());
  const day = input.fechaEntrega ?? access.today;
  const [warehouseId, holiday] = await Promise.all([sellingWarehouse(ctx.db, access.storeId), taxHolidayOn(ctx.db, access.companyId, day)]);
  const page = await cataloguePage(ctx.db, {
    companyId: access.companyId,
    warehouseId,
    q: input.q,
    categoryId: input.categoriaId,
    limit: input.limit ?? SHOP_PAGE_DEFAULT,
    cursor: input.cursor,
  });
  const offers = await storeOffers(
    ctx.db,
    access.storeId,
    page.rows.map((row) => row.id),
    day,
  );
  const offerOf = new Map(offers.map((offer) => [offer.productId, offer]));
  const rows = page.rows.map((row): ShopProduct => {
    const offer = offerOf.get(row.id);
    const iva = effectiveTaxRate(row.tax_rate_bp, row.category_ids ?? [], holiday);
    const { precio, precioiva } = sellingPrices(Number(row.price_cents), row.tax_rate_bp, offer?.priceOverrideCents ?? null, iva);
    const normal = Number(row.price_with_tax_cents);
    const stock = Number(row.sellable_milli) / 1000;
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
      stock: Math.max(0, stock),
      noDisponible: unavailable(row, offer),
    };
  });
  return { data: { rows, nextCursor: page.nextCursor, fechaEntrega: day } };
};

function unavailable(row: CatalogueRow, offer: { offered: boolean; outOfStock: boolean } | undefined): ShopProduct['noDisponible'] {
  if (offer && !offer.offered) return 'not_offered';
  if (offer?.outOfStock) return 'out_of_stock_today';
  return Number(row.sellable_milli) <= 0 ? 'no_stock' : null;
}

export const shopCategoriesHandler: Handler<'/Shop/Categories'> = async (input, ctx) => {
  const access = await shopStore(ctx.db, sessionUser(ctx), input, ctx.now());
  return { data: { categories: await shopCategories(ctx.db, access.companyId) } };
};
