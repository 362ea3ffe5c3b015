/**
 * `/MyMenu/List`, `/MyMenu/Set` and `/MyMenu/SetOutOfStock` (docs/my-menu.md): one store's offer. Changes apply once
 * per mutationId, stamp who made them on the store_products row, and are audited on the store (record_changes).
 */
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import { searchProducts } from '../../catalogue/product-search';
import { diffFields } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { storeProducts } from '../../db/schema/organisation';
import { notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';
import { resolveStore, type StoreAccess } from '../../organisation/resolve-store';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { menuRowOf, menuRows, stockWarehouse } from './menu-rows';

const DEFAULT_PAGE = 50;

export const myMenuListHandler: Handler<'/MyMenu/List'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const access = await resolveStore(ctx.db, user, input, ctx.now());
  const warehouseId = await stockWarehouse(ctx.db, user, access.companyId, input.warehouseId);
  const page = await searchProducts(ctx.db, {
    companyId: access.companyId,
    stockWarehouseId: warehouseId,
    q: input.q,
    active: true,
    cursor: input.cursor,
    sort: 'name',
    desc: false,
    limit: input.limit ?? DEFAULT_PAGE,
  });
  return { data: { rows: await menuRows(ctx.db, access, page.rows), nextCursor: page.nextCursor, today: access.today, warehouseId } };
};

interface MenuChange {
  available?: boolean;
  priceOverrideCents?: number | null;
  outOfStockOn?: string | null;
}

/** Writes one product's store row (created on its first change) and audits what changed, keyed "<SKU> <field>". */
async function changeProduct(tx: AppDb, user: AuthUser, access: StoreAccess, productId: number, change: MenuChange, at: Date): Promise<void> {
  const [product] = await tx.select({ sku: products.sku }).from(products).where(and(eq(products.id, productId), eq(products.companyId, access.companyId)));
  if (!product) throw notFound('El producto');
  const [before] = await tx
    .select({ available: storeProducts.available, priceOverrideCents: storeProducts.priceOverrideCents, outOfStockOn: storeProducts.outOfStockOn })
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, access.storeId), eq(storeProducts.productId, productId)))
    .for('update');
  const was = before ?? { available: true, priceOverrideCents: null, outOfStockOn: null };
  const next = { ...was, ...change };
  await tx
    .insert(storeProducts)
    .values({ storeId: access.storeId, productId, companyId: access.companyId, ...next, updatedBy: user.id, updatedAt: at })
    .onConflictDoUpdate({ target: [storeProducts.storeId, storeProducts.productId], set: { ...next, updatedBy: user.id, updatedAt: at } });
  const changes = Object.fromEntries(Object.entries(diffFields(was, next)).map(([field, pair]) => [`${product.sku} ${field}`, pair]));
  if (Object.keys(changes).length > 0) {
    await recordChange(tx, { companyId: access.companyId, entity: 'store', entityId: access.storeId, action: 'menu', changes, userId: user.id, at });
  }
}

export const myMenuSetHandler: Handler<'/MyMenu/Set'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const access = await resolveStore(ctx.db, user, input, ctx.now());
  await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/MyMenu/Set', body: input }, (tx) =>
    changeProduct(tx, user, access, input.productId, { available: input.available, priceOverrideCents: input.priceOverrideCents }, ctx.now()),
  );
  const row = await menuRowOf(ctx.db, access, input.productId, await stockWarehouse(ctx.db, user, access.companyId, input.warehouseId));
  return { data: { row, today: access.today }, mensaje: 'Producto de la tienda guardado.' };
};

export const myMenuSetOutOfStockHandler: Handler<'/MyMenu/SetOutOfStock'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const access = await resolveStore(ctx.db, user, input, ctx.now());
  await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/MyMenu/SetOutOfStock', body: input }, (tx) =>
    changeProduct(tx, user, access, input.productId, { outOfStockOn: input.outOfStockToday ? access.today : null }, ctx.now()),
  );
  const row = await menuRowOf(ctx.db, access, input.productId, await stockWarehouse(ctx.db, user, access.companyId, input.warehouseId));
  return { data: { row, today: access.today }, mensaje: input.outOfStockToday ? 'Marcado como agotado hoy.' : 'Disponible de nuevo hoy.' };
};
