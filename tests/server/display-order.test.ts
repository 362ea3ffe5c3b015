/**
 * Issue 16 §1, the storefront order within a category: `/Category/ProductOrder` and `/Category/MoveProduct`. A move
 * renumbers the category 1..n in one transaction, is audited, applies once per mutationId, stays inside the caller's
 * company, and a refused move changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { moveProductData, productOrderData } from '../../contract/schemas/display-order';
import { categories, productCategories, productChanges, products } from '../../server/db/schema/catalogue';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const c1 = () => t.fixture.companies[0];
const c2 = () => t.fixture.companies[1];
const sa = () => t.tokens['SA']!;

/** A fresh category of company 1 holding `n` new products, listed with display orders 10, 20, 30, … */
async function category(n: number): Promise<{ id: number; productIds: number[] }> {
  const [cat] = await t.database.db.insert(categories).values({ companyId: c1().id, name: `Orden ${randomUUID().slice(0, 6)}` }).returning({ id: categories.id });
  const rows = await t.database.db
    .insert(products)
    .values(Array.from({ length: n }, (_, i) => ({ companyId: c1().id, sku: `ORD-${randomUUID().slice(0, 8)}`, name: `Producto ${i + 1}`, priceCents: 100, priceWithTaxCents: 115, categoryId: cat!.id })))
    .returning({ id: products.id });
  const productIds = rows.map((r) => r.id);
  await t.database.db.insert(productCategories).values(productIds.map((productId, i) => ({ productId, categoryId: cat!.id, companyId: c1().id, displayOrder: (i + 1) * 10 })));
  return { id: cat!.id, productIds };
}

async function order(categoryId: number, empresaId = c1().id): Promise<number[]> {
  return productOrderData.parse(expectOk(await t.call('/Category/ProductOrder', { empresaId, categoryId }, { token: sa() }))).rows.map((r) => r.id);
}

function move(categoryId: number, productId: number, toIndex: number, extra: Record<string, unknown> = {}): Promise<Answer> {
  return t.call('/Category/MoveProduct', { empresaId: c1().id, categoryId, productId, toIndex, mutationId: randomUUID(), ...extra }, { token: sa() });
}

async function storedOrders(categoryId: number): Promise<number[]> {
  const rows = await t.database.db.select({ n: productCategories.displayOrder }).from(productCategories).where(eq(productCategories.categoryId, categoryId)).orderBy(asc(productCategories.displayOrder));
  return rows.map((r) => r.n);
}

/** The fingerprint's lines of the catalogue tables a move writes. */
function catalogueLines(print: string): string[] {
  return print.split('\n').filter((line) => /^(product_categories|product_changes|products):/.test(line));
}

describe('display order', () => {
  test('a category lists its products in storefront order, ties by id', async () => {
    const { id, productIds } = await category(3);
    await t.database.db.update(productCategories).set({ displayOrder: 5 }).where(and(eq(productCategories.categoryId, id), eq(productCategories.productId, productIds[2]!)));
    const answer = productOrderData.parse(expectOk(await t.call('/Category/ProductOrder', { empresaId: c1().id, categoryId: id }, { token: sa() })));
    expect(answer.rows.map((r) => r.id)).toEqual([productIds[2], productIds[0], productIds[1]]);
    expect(answer.rows[0]).toMatchObject({ name: 'Producto 3', active: true, imageUrl: null });
    expect(answer.truncated).toBe(false);
  });

  test('moving a product down, up and to the top renumbers the category 1..n', async () => {
    const { id, productIds: [a, b, c, d] } = await category(4);
    const down = moveProductData.parse(expectOk(await move(id, a!, 2)));
    expect(down).toEqual({ productId: a, fromIndex: 0, toIndex: 2, total: 4 });
    expect(await order(id)).toEqual([b, c, a, d]);
    expect(await storedOrders(id)).toEqual([1, 2, 3, 4]);
    expectOk(await move(id, d!, 0));
    expect(await order(id)).toEqual([d, b, c, a]);
    // Past the end lands last.
    const last = moveProductData.parse(expectOk(await move(id, b!, 99)));
    expect(last.toIndex).toBe(3);
    expect(await order(id)).toEqual([d, c, a, b]);
    const audit = await t.database.db.select().from(productChanges).where(and(eq(productChanges.productId, a!), eq(productChanges.source, 'display_order')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({ displayOrder: [{ categoryId: id, position: 1 }, { categoryId: id, position: 3 }] });
  });

  test('the same mutationId moves once', async () => {
    const { id, productIds: [a, b, c] } = await category(3);
    const mutationId = randomUUID();
    expectOk(await move(id, a!, 2, { mutationId }));
    expectOk(await move(id, b!, 2, {}));
    // The first move again (a lost answer retried): answered as before, the order is not disturbed.
    const replay = moveProductData.parse(expectOk(await move(id, a!, 2, { mutationId })));
    expect(replay.toIndex).toBe(2);
    expect(await order(id)).toEqual([c, a, b]);
  });

  test("another company's category, a product not in the category, and other roles are refused; nothing changes", async () => {
    const { id, productIds: [a] } = await category(2);
    const other = await category(1);
    const before = await t.fingerprint();
    expect((await move(id, other.productIds[0]!, 0)).json.codigo).toBe('NOT_FOUND');
    expect((await move(id, a!, 0, { empresaId: c2().id })).json.codigo).toBe('NOT_FOUND');
    expect((await t.call('/Category/ProductOrder', { empresaId: c2().id, categoryId: id }, { token: sa() })).json.codigo).toBe('NOT_FOUND');
    expect((await t.call('/Category/ProductOrder', { empresaId: c2().id, categoryId: c2().picking.categoryIds.grains }, { token: t.tokens['AD@2']! })).json.codigo).toBe('FORBIDDEN');
    expect((await move(id, a!, -1)).json.codigo).toBe('VALIDATION');
    // Refusals inside the transaction keep their answer for a retry; the catalogue itself is unchanged.
    const after = await t.fingerprint();
    expect(catalogueLines(after)).toEqual(catalogueLines(before));
  });
});
