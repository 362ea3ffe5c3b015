/**
 * Issue 16 §1: `/Product/List` (search by name, SKU or barcode, filters, sorts, keyset pages, company isolation)
 * and `/Product/SetActive` (bulk activate/deactivate: audited, versioned, all or nothing, exactly once).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ProductSort } from '../../contract/catalogue-constants';
import type { ProductSummary } from '../../contract/schemas/product-list';
import { brands, categories, productCategories, products, stock } from '../../server/db/schema/catalogue';
import { expectOk } from './helpers/picking-helpers';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => (n === 1 ? t.fixture.companies[0] : t.fixture.companies[1]);
const ids = () => company().picking.products;
const sa = () => t.tokens.SA!;

interface Page {
  rows: ProductSummary[];
  nextCursor: string | null;
}

function list(body: Record<string, unknown>, token = sa()) {
  return t.call('/Product/List', { empresaId: company().id, ...body }, { token });
}
async function listOk(body: Record<string, unknown>): Promise<Page> {
  return expectOk<Page>(await list(body));
}
const names = (page: Page) => page.rows.map((row) => row.name).toSorted();

let brandId = 0;
let extraCategoryId = 0;

beforeAll(async () => {
  const db = t.database.db;
  const [brand] = await db.insert(brands).values({ companyId: company().id, name: 'Marca Andina' }).returning({ id: brands.id });
  brandId = brand!.id;
  await t.database.query('UPDATE products SET brand_id = $1 WHERE id IN ($2, $3)', [brandId, ids().rice, ids().milk]);
  // Milk is also listed in a second category (not its main one).
  const [extra] = await db.insert(categories).values({ companyId: company().id, name: 'Desayuno' }).returning({ id: categories.id });
  extraCategoryId = extra!.id;
  await db.insert(productCategories).values({ productId: ids().milk, categoryId: extraCategoryId, companyId: company().id });
  await db.insert(stock).values([
    { productId: ids().rice, warehouseId: company().warehouseId, quantityMilli: 5000 },
    { productId: ids().rice, warehouseId: company().extraWarehouseId!, quantityMilli: 2000 },
    { productId: ids().tomato, warehouseId: company().warehouseId, quantityMilli: 0 },
    { productId: ids().milk, warehouseId: company().extraWarehouseId!, quantityMilli: 3000 },
  ]);
  // Distinct update times, milk the latest, so the 'updated' sort has an order to check.
  await t.database.query(`UPDATE products SET updated_at = now() - (id || ' minutes')::interval WHERE company_id = $1`, [company().id]);
  await t.database.query(`UPDATE products SET updated_at = now() WHERE id = $1`, [ids().milk]);
  // A product with a name that holds LIKE's wildcards.
  await db.insert(products).values({ companyId: company().id, sku: 'PCT-1', name: 'Descuento 100% natural_x', priceCents: 1000, priceWithTaxCents: 1150 });
});

describe('search', () => {
  test('a part of the name, in any case, finds the products that contain it', async () => {
    expect(names(await listOk({ q: 'INTEGRAL' }))).toEqual(['Arroz integral 1 kg']);
    expect(names(await listOk({ q: 'arroz' }))).toEqual(['Arroz 1 kg', 'Arroz a granel', 'Arroz descontinuado', 'Arroz integral 1 kg']);
  });

  test('a part of the SKU finds its product', async () => {
    const page = await listOk({ q: 'ku-1-4' });
    expect(page.rows.map((row) => row.id)).toEqual([ids().milk]);
  });

  test('an exact barcode finds its product, with its barcodes, brand and category; a part of one finds nothing', async () => {
    const page = await listOk({ q: '771000000004' });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: ids().milk, barcodes: ['771000000004'], brandName: 'Marca Andina', categoryName: 'Lácteos', priceCents: 95 });
    expect((await listOk({ q: '77100000' })).rows).toEqual([]);
  });

  test('% and _ are searched as themselves', async () => {
    expect(names(await listOk({ q: '100%' }))).toEqual(['Descuento 100% natural_x']);
    expect(names(await listOk({ q: 'l_x' }))).toEqual(['Descuento 100% natural_x']);
    expect((await listOk({ q: '%' })).rows.map((row) => row.sku)).toEqual(['PCT-1']);
    expect((await listOk({ q: 'o_1' })).rows).toEqual([]);
  });
});

describe('filters', () => {
  test('category: every product listed in it, main category or not', async () => {
    expect(names(await listOk({ categoryId: company().picking.categoryIds.dairy }))).toEqual(['Leche 1 L']);
    expect(names(await listOk({ categoryId: extraCategoryId }))).toEqual(['Leche 1 L']);
  });

  test('brand, unit, kind and active', async () => {
    expect(names(await listOk({ brandId }))).toEqual(['Arroz 1 kg', 'Leche 1 L']);
    expect(names(await listOk({ saleUnit: 'kg' }))).toEqual(['Arroz a granel', 'Papa chola', 'Tomate']);
    expect(names(await listOk({ active: false }))).toEqual(['Arroz descontinuado']);
    expect((await listOk({ active: true })).rows.some((row) => !row.active)).toBe(false);
    expect((await listOk({ kind: 'composite' })).rows).toEqual([]);
    expect((await listOk({ kind: 'simple', q: 'arroz', active: true, saleUnit: 'unit' })).rows.map((row) => row.id).toSorted()).toEqual([ids().rice, ids().brownRice].toSorted());
  });

  test('out of stock in a warehouse: products with none there (no row or zero)', async () => {
    const inMain = await listOk({ outOfStockWarehouseId: company().warehouseId, limit: 200 });
    expect(inMain.rows.map((row) => row.id)).not.toContain(ids().rice);
    expect(inMain.rows.map((row) => row.id)).toContain(ids().tomato);
    expect(inMain.rows.map((row) => row.id)).toContain(ids().milk);
    const inExtra = await listOk({ outOfStockWarehouseId: company().extraWarehouseId, limit: 200 });
    expect(inExtra.rows.map((row) => row.id)).not.toContain(ids().milk);
  });

  test('stock: in the chosen warehouse, or the sum over the company', async () => {
    const all = await listOk({ q: 'arroz 1 kg' });
    expect(all.rows.find((row) => row.id === ids().rice)?.stockMilli).toBe(7000);
    const main = await listOk({ q: 'arroz 1 kg', warehouseId: company().warehouseId });
    expect(main.rows.find((row) => row.id === ids().rice)?.stockMilli).toBe(5000);
  });

  test('ids: exactly those products', async () => {
    expect((await listOk({ ids: [ids().milk, ids().tomato] })).rows.map((row) => row.id).toSorted()).toEqual([ids().milk, ids().tomato].toSorted());
  });
});

async function allPages(sort: ProductSort, desc: boolean, limit: number, filter: Record<string, unknown> = {}): Promise<ProductSummary[]> {
  const rows: ProductSummary[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const page: Page = await listOk({ ...filter, sort, desc, limit, ...(cursor ? { cursor } : {}) });
    rows.push(...page.rows);
    cursor = page.nextCursor;
    if (!cursor) return rows;
  }
  throw new Error('pages never ended');
}

describe('sorts and keyset pages', () => {
  test.each([
    ['name', 'name'],
    ['sku', 'sku'],
    ['price', 'price_with_tax_cents'],
    ['updated', 'updated_at'],
  ] as const)('sort %s: pages of 2 cover every row once, in the order of the column, both ways', async (sort, column) => {
    const expected = await t.database.query<{ id: number }>(`SELECT id FROM products WHERE company_id = $1 ORDER BY ${column}, id`, [company().id]);
    const ascending = await allPages(sort, false, 2);
    expect(ascending.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const descending = await allPages(sort, true, 3);
    expect(descending.map((row) => row.id)).toEqual(expected.map((row) => row.id).toReversed());
  });

  // A search and a category read their matches first and page after them (product-search.ts): the cursor there too.
  test.each([
    ['name', 'name'],
    ['sku', 'sku'],
    ['price', 'price_with_tax_cents'],
    ['updated', 'updated_at'],
  ] as const)('sort %s: pages of a search and of a category cover each match once, in order, both ways', async (sort, column) => {
    const matching = await t.database.query<{ id: number }>(
      `SELECT id FROM products WHERE company_id = $1 AND (lower(name) LIKE '%a%' OR lower(sku) LIKE '%a%') ORDER BY ${column}, id`,
      [company().id],
    );
    expect(matching.length).toBeGreaterThan(4);
    const searched = await allPages(sort, false, 2, { q: 'A' });
    expect(searched.map((row) => row.id)).toEqual(matching.map((row) => row.id));
    const searchedBack = await allPages(sort, true, 3, { q: 'A' });
    expect(searchedBack.map((row) => row.id)).toEqual(matching.map((row) => row.id).toReversed());

    const [category] = await t.database.query<{ categoryId: number }>(
      `SELECT category_id AS "categoryId" FROM product_categories WHERE company_id = $1 GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1`,
      [company().id],
    );
    const listed = await t.database.query<{ id: number }>(
      `SELECT id FROM products WHERE id IN (SELECT product_id FROM product_categories WHERE category_id = $1) ORDER BY ${column}, id`,
      [category!.categoryId],
    );
    expect(listed.length).toBeGreaterThan(2);
    const inCategory = await allPages(sort, false, 1, { categoryId: category!.categoryId });
    expect(inCategory.map((row) => row.id)).toEqual(listed.map((row) => row.id));
    const inCategoryBack = await allPages(sort, true, 2, { categoryId: category!.categoryId });
    expect(inCategoryBack.map((row) => row.id)).toEqual(listed.map((row) => row.id).toReversed());
  });

  test('price sorts by the price with IVA', async () => {
    const rows = (await listOk({ sort: 'price', limit: 200 })).rows;
    const prices = rows.map((row) => row.priceWithTaxCents);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  });

  test('a bad cursor is refused with a validation answer', async () => {
    const first = await listOk({ sort: 'name', limit: 2 });
    for (const cursor of [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['price', 0, 'x', 1])).toString('base64url'),
      Buffer.from(JSON.stringify(['updated', 0, 'yesterday', 1])).toString('base64url'),
    ]) {
      const answer = await list({ sort: cursor.startsWith('not') ? 'name' : JSON.parse(Buffer.from(cursor, 'base64url').toString())[0], cursor });
      expect(answer.json.codigo).toBe('VALIDATION');
      expect(answer.json.errores?.[0]?.campo).toBe('cursor');
    }
    // A cursor of one sort is not a cursor of another.
    const other = await list({ sort: 'sku', cursor: first.nextCursor });
    expect(other.json.codigo).toBe('VALIDATION');
    const reversed = await list({ sort: 'name', desc: true, cursor: first.nextCursor });
    expect(reversed.json.codigo).toBe('VALIDATION');
  });
});

describe('company isolation and access', () => {
  test("another company's products never appear", async () => {
    const mine = await listOk({ q: 'arroz', limit: 200 });
    expect(mine.rows.every((row) => row.companyId === company().id)).toBe(true);
    const other = expectOk<Page>(await t.call('/Product/List', { empresaId: company(2).id, q: 'arroz' }, { token: sa() }));
    expect(other.rows.length).toBeGreaterThan(0);
    expect(other.rows.every((row) => row.companyId === company(2).id)).toBe(true);
    // Naming the other company's products, barcode or warehouse from company 1 finds nothing.
    expect((await listOk({ ids: [company(2).picking.products.milk] })).rows).toEqual([]);
    expect((await listOk({ q: '772000000004' })).rows).toEqual([]);
    expect((await list({ outOfStockWarehouseId: company(2).warehouseId })).json.codigo).toBe('NOT_FOUND');
    expect((await list({ warehouseId: company(2).warehouseId })).json.codigo).toBe('NOT_FOUND');
  });

  test('SA must name a company', async () => {
    const answer = await t.call('/Product/List', { q: 'arroz' }, { token: sa() });
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]?.campo).toBe('empresaId');
  });

  test('roles without the market screen are refused', async () => {
    for (const key of ['AD@1', 'CC@1', 'PK@1']) {
      expect((await t.call('/Product/List', { q: 'arroz' }, { token: t.tokens[key]! })).json.codigo).toBe('FORBIDDEN');
      expect((await t.call('/Product/SetActive', { ids: [ids().rice], active: false, mutationId: randomUUID() }, { token: t.tokens[key]! })).json.codigo).toBe('FORBIDDEN');
    }
  });

  test('the filters list names the company’s categories and brands only', async () => {
    const data = expectOk<{ categories: Array<{ id: number; name: string }>; brands: Array<{ id: number; name: string }> }>(
      await t.call('/Product/ListFilters', { empresaId: company().id }, { token: sa() }),
    );
    expect(data.brands.map((b) => b.id)).toEqual([brandId]);
    expect(data.categories.map((c) => c.name)).toEqual(['Desayuno', 'Granos', 'Lácteos', 'Verduras']);
  });
});

const setActive = (body: Record<string, unknown>) => t.call('/Product/SetActive', { empresaId: company().id, ...body }, { token: sa() });
const changesOf = (productId: number) =>
  t.database.query<{ source: string; changes: unknown; user_id: number }>(`SELECT source, changes, user_id FROM product_changes WHERE product_id = $1 ORDER BY id`, [productId]);

describe('/Product/SetActive', () => {

  test('deactivates products at once, each audited and its version bumped; the list shows it', async () => {
    const before = (await listOk({ ids: [ids().potato, ids().tomato, ids().oldRice] })).rows;
    const mutationId = randomUUID();
    const answer = await setActive({ ids: [ids().potato, ids().tomato, ids().oldRice], active: false, mutationId });
    const data = expectOk<{ changed: number; products: Array<{ id: number; active: boolean; version: number }> }>(answer);
    // The one already inactive is left as it was.
    expect(data.changed).toBe(2);
    const after = (await listOk({ ids: [ids().potato, ids().tomato, ids().oldRice] })).rows;
    for (const row of after) {
      expect(row.active).toBe(false);
      const old = before.find((b) => b.id === row.id)!;
      expect(row.version).toBe(old.id === ids().oldRice ? old.version : old.version + 1);
    }
    expect(await changesOf(ids().potato)).toEqual([{ source: 'active', changes: { active: [true, false] }, user_id: t.user('SA').id }]);
    expect(await changesOf(ids().oldRice)).toEqual([]);

    // The same request again (a retry after a lost answer) changes nothing more.
    expect(expectOk<{ changed: number }>(await setActive({ ids: [ids().potato, ids().tomato, ids().oldRice], active: false, mutationId })).changed).toBe(2);
    expect(await changesOf(ids().potato)).toHaveLength(1);
    expect((await listOk({ ids: [ids().potato] })).rows[0]!.version).toBe(before.find((b) => b.id === ids().potato)!.version + 1);
    // The same id with another body is refused.
    expect((await setActive({ ids: [ids().potato], active: true, mutationId })).json.codigo).toBe('CONFLICT');

    // And back.
    expectOk(await setActive({ ids: [ids().potato, ids().tomato], active: true, mutationId: randomUUID() }));
    expect((await changesOf(ids().potato)).map((c) => c.changes)).toEqual([{ active: [true, false] }, { active: [false, true] }]);
  });

  test("an id of another company refuses everything: nothing changes", async () => {
    const before = await t.fingerprint();
    const answer = await setActive({ ids: [ids().rice, company(2).picking.products.rice], active: false, mutationId: randomUUID() });
    expect(answer.json.codigo).toBe('NOT_FOUND');
    // Only the refusal's idempotency record is stored; no product, no audit row.
    const after = await t.fingerprint();
    const changedTables = after.split('\n').filter((line) => !before.split('\n').includes(line)).map((line) => line.split(':')[0]);
    expect(changedTables.filter((table) => table !== 'idempotency_records')).toEqual([]);
    expect((await listOk({ ids: [ids().rice] })).rows[0]!.active).toBe(true);
  });

  test('bad input is refused with the field named', async () => {
    for (const body of [{ ids: [], active: false }, { ids: Array.from({ length: 501 }, (_, i) => i + 1), active: false }, { ids: [ids().rice] }]) {
      const answer = await setActive({ ...body, mutationId: randomUUID() });
      expect(answer.json.codigo).toBe('VALIDATION');
    }
    expect((await t.call('/Product/SetActive', { ids: [ids().rice], active: false, mutationId: randomUUID() }, { token: sa() })).json.codigo).toBe('VALIDATION');
  });
});
