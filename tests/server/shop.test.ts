/**
 * Issue 18 §4, the shop's catalogue (`/Shop/Products`, `/Shop/Categories`, docs/shop.md): who reaches it, company
 * isolation, the store's prices with the day's IVA (a store price, a holiday), what may still be sold (stock minus
 * reservations), the category filter with its descendants, search by barcode, and keyset pages.
 */
import { describe, expect, test } from 'vitest';
import { shopCategoriesData, shopProductsData, type ShopProduct } from '../../contract/schemas/shop';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const product = (key: 'rice' | 'tomato' | 'brownRice' | 'milk' | 'potato' | 'bulkRice' | 'oldRice', n: 1 | 2 = 1) => company(n).picking.products[key];
/** The fixture's clock: 2026-11-20 in Guayaquil. */
const TODAY = '2026-11-20';

function call(path: string, body: Record<string, unknown>, key: string): Promise<Answer> {
  return t.call(path, body, { token: t.tokens[key]! });
}
async function products(body: Record<string, unknown> = {}, key = 'PS@1') {
  return shopProductsData.parse(expectOk(await call('/Shop/Products', { tiendaId: company().storeId, limit: 60, ...body }, key)));
}
async function rowOf(productId: number, body: Record<string, unknown> = {}): Promise<ShopProduct> {
  const row = (await products(body)).rows.find((r) => r.id === productId);
  if (!row) throw new Error(`product ${productId} not listed`);
  return row;
}
async function setStock(productId: number, quantityMilli: number, reservedMilli: number): Promise<void> {
  await t.database.query(
    `INSERT INTO stock (product_id, warehouse_id, quantity_milli, reserved_milli) VALUES ($1, $2, $3, $4)
     ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = excluded.quantity_milli, reserved_milli = excluded.reserved_milli`,
    [productId, company().warehouseId, quantityMilli, reservedMilli],
  );
}

describe('/Shop/Products', () => {
  test('PS, CC and SA read a store\'s catalogue; roles without a selling screen are refused', async () => {
    expect((await products({}, 'PS@1')).fechaEntrega).toBe(TODAY);
    expect((await products({}, 'CC@1')).rows.length).toBeGreaterThan(0);
    expect((await products({}, 'SA')).rows.length).toBeGreaterThan(0);
    for (const key of ['AD@1', 'CA@1', 'GE@1', 'DE@1', 'PK@1', 'C@1']) expect((await call('/Shop/Products', { tiendaId: company().storeId }, key)).json.codigo).toBe('FORBIDDEN');
  });

  test('another company\'s store is not found, and a company\'s page never shows another\'s products', async () => {
    const answer = await call('/Shop/Products', { tiendaId: company(2).storeId }, 'PS@1');
    expect(answer.json.codigo).toBe('NOT_FOUND');
    const ids = (await products()).rows.map((row) => row.id);
    expect(ids).toContain(product('rice'));
    expect(ids).not.toContain(product('rice', 2));
    // Inactive products are not sold.
    expect(ids).not.toContain(product('oldRice'));
  });

  test('prices: the catalogue price with IVA, a store price, and the holiday rate on its days', async () => {
    // Rice: 1.50 without IVA, 15 % → 1.73 (a day without a holiday, no store price).
    expect(await rowOf(product('rice'))).toMatchObject({ precio: 150, precioiva: 173, iva: 1500, precioNormal: null });
    // The store sells brown rice at 2.30 with IVA: the normal shelf price (2.01) is shown struck through.
    await t.database.query('INSERT INTO store_products (store_id, product_id, company_id, available, price_override_cents) VALUES ($1, $2, $3, true, 230)', [
      company().storeId,
      product('brownRice'),
      company().id,
    ]);
    expect(await rowOf(product('brownRice'))).toMatchObject({ precio: 200, precioiva: 230, iva: 1500, precioNormal: 201 });
    // A holiday on the grains (IVA 0) from the 24th to the 25th: rice costs 1.50 on the 24th, 1.73 again on the 26th.
    await t.database.query("INSERT INTO tax_holidays (company_id, name, starts_on, ends_on, rate_bp, category_ids) VALUES ($1, 'Feriado', '2026-11-24', '2026-11-25', 0, ARRAY[$2]::int[])", [
      company().id,
      company().picking.categoryIds.grains,
    ]);
    const holiday = await products({ fechaEntrega: '2026-11-24' });
    expect(holiday.fechaEntrega).toBe('2026-11-24');
    expect(holiday.rows.find((row) => row.id === product('rice'))).toMatchObject({ precio: 150, precioiva: 150, iva: 0, precioNormal: 173 });
    // The holiday names grains only: milk (dairy) is untouched.
    expect(holiday.rows.find((row) => row.id === product('milk'))).toMatchObject({ precioiva: 95, precioNormal: null });
    expect(await rowOf(product('rice'), { fechaEntrega: '2026-11-26' })).toMatchObject({ precioiva: 173, iva: 1500, precioNormal: null });
  });

  test('what may be sold is the selling warehouse\'s stock minus what orders reserve', async () => {
    await setStock(product('potato'), 7500, 2000);
    expect(await rowOf(product('potato'))).toMatchObject({ stock: 5.5, noDisponible: null, tipo: 'kg' });
    await setStock(product('potato'), 7500, 7500);
    expect(await rowOf(product('potato'))).toMatchObject({ stock: 0, noDisponible: 'no_stock' });
    // Stock in a warehouse the store does not sell from does not count.
    await t.database.query('INSERT INTO stock (product_id, warehouse_id, quantity_milli) VALUES ($1, $2, 9000) ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = 9000', [
      product('potato'),
      company().extraWarehouseId,
    ]);
    expect((await rowOf(product('potato'))).stock).toBe(0);
  });

  test('a product the store switched off or marked out of stock today shows why it cannot be added', async () => {
    await setStock(product('tomato'), 10_000, 0);
    await setStock(product('bulkRice'), 10_000, 0);
    await t.database.query(
      `INSERT INTO store_products (store_id, product_id, company_id, available, out_of_stock_on) VALUES ($1, $2, $4, false, NULL), ($1, $3, $4, true, $5::date)`,
      [company().storeId, product('tomato'), product('bulkRice'), company().id, TODAY],
    );
    expect((await rowOf(product('tomato'))).noDisponible).toBe('not_offered');
    expect((await rowOf(product('bulkRice'))).noDisponible).toBe('out_of_stock_today');
    // Tomorrow the cashier's mark no longer holds.
    expect((await rowOf(product('bulkRice'), { fechaEntrega: '2026-11-21' })).noDisponible).toBeNull();
  });

  test('a category lists its products and those of the categories below it, in the category\'s display order', async () => {
    const [child] = await t.database.query<{ id: number }>("INSERT INTO categories (company_id, parent_id, name) VALUES ($1, $2, 'Arroces especiales') RETURNING id", [
      company().id,
      company().picking.categoryIds.grains,
    ]);
    // Milk is also listed in the child category (first in its display order).
    await t.database.query('INSERT INTO product_categories (product_id, category_id, company_id, display_order) VALUES ($1, $2, $3, 0)', [product('milk'), child!.id, company().id]);
    const grains = (await products({ categoriaId: company().picking.categoryIds.grains })).rows.map((row) => row.id);
    expect(grains).toEqual([product('milk'), product('rice'), product('brownRice'), product('bulkRice')]);
    const vegetables = (await products({ categoriaId: company().picking.categoryIds.vegetables })).rows.map((row) => row.id);
    expect(vegetables).toEqual([product('tomato'), product('potato')]);
    // Another company's category lists nothing.
    expect((await products({ categoriaId: company(2).picking.categoryIds.grains })).rows).toEqual([]);

    const categories = shopCategoriesData.parse(expectOk(await call('/Shop/Categories', { tiendaId: company().storeId }, 'PS@1'))).categories;
    const count = (id: number) => categories.find((row) => row.id === id)?.productCount;
    // Grains: rice, brown rice, bulk rice (the old rice is inactive) and milk through its child.
    expect(count(company().picking.categoryIds.grains)).toBe(4);
    expect(count(child!.id)).toBe(1);
    expect(categories.find((row) => row.id === child!.id)?.parentId).toBe(company().picking.categoryIds.grains);
    expect(categories.map((row) => row.id)).not.toContain(company(2).picking.categoryIds.grains);
    expect((await call('/Shop/Categories', { tiendaId: company(2).storeId }, 'CC@1')).json.codigo).toBe('NOT_FOUND');
  });

  test('search: name or SKU contains, a barcode exactly', async () => {
    expect((await products({ q: 'ARROZ' })).rows.map((row) => row.id)).toEqual([product('rice'), product('bulkRice'), product('brownRice')]);
    expect((await products({ q: 'sku-1-6' })).rows.map((row) => row.id)).toEqual([product('potato')]);
    // Rice's barcode: that one product; a part of it finds nothing.
    expect((await products({ q: '771000000001' })).rows.map((row) => row.id)).toEqual([product('rice')]);
    expect((await products({ q: '77100000000' })).rows).toEqual([]);
    // Another company's barcode finds nothing here.
    expect((await products({ q: '772000000001' })).rows).toEqual([]);
  });

  test('keyset pages cover every product once; a forged cursor is refused', async () => {
    const all = (await products()).rows.map((row) => row.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await products({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const forged = await call('/Shop/Products', { tiendaId: company().storeId, cursor: 'bm90IGEgY3Vyc29y' }, 'PS@1');
    expect(forged.json.codigo).toBe('VALIDATION');
  });
});
