/**
 * Issue 16 §2, /store-categories: per store, which categories its storefront shows and in what order. Categories
 * without a row show, in tree order; the store and the categories must be the company's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { categoryChangeData, storeCategoryData } from '../../contract/schemas/categories';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const sa = () => t.tokens['SA']!;

function call(path: string, body: Record<string, unknown>, token = sa()): Promise<Answer> {
  return t.call(path, body, { token });
}

async function get(n: 1 | 2 = 1) {
  return storeCategoryData.parse(expectOk(await call('/StoreCategory/Get', { empresaId: company(n).id, storeId: company(n).storeId })));
}

function set(rows: Array<{ categoryId: number; visible: boolean }>, extra: Record<string, unknown> = {}): Promise<Answer> {
  return call('/StoreCategory/Set', { empresaId: company().id, storeId: company().storeId, mutationId: randomUUID(), rows, ...extra });
}

describe('/StoreCategory/Get and /StoreCategory/Set', () => {
  test('without rows every category shows in tree order, children right after their parent', async () => {
    const { grains, vegetables, dairy } = company().picking.categoryIds;
    const child = categoryChangeData.parse(expectOk(await call('/Category/Save', { empresaId: company().id, mutationId: randomUUID(), name: 'Arroces', parentId: grains })));
    const data = await get();
    expect(data.rows.map((row) => [row.categoryId, row.parentId, row.visible])).toEqual([
      [grains, null, true],
      [child.id!, grains, true],
      [vegetables, null, true],
      [dairy, null, true],
    ]);
  });

  test('saves the order and visibility, reads them back; a category left out shows after the ordered ones', async () => {
    const { grains, vegetables, dairy } = company().picking.categoryIds;
    const saved = storeCategoryData.parse(expectOk(await set([{ categoryId: dairy, visible: true }, { categoryId: grains, visible: false }])));
    expect(saved.rows.filter((row) => row.parentId === null).map((row) => [row.categoryId, row.visible])).toEqual([
      [dairy, true],
      [grains, false],
      [vegetables, true],
    ]);
    expect((await get()).rows).toEqual(saved.rows);
    const [stored] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM store_categories WHERE store_id = $1', [company().storeId]);
    expect(stored!.n).toBe(2);
    // The other company's store is untouched.
    expect((await get(2)).rows.every((row) => row.visible)).toBe(true);
  });

  test("another company's store or category is NOT_FOUND and nothing changes; duplicates are refused", async () => {
    const before = (await get()).rows;
    expect((await call('/StoreCategory/Get', { empresaId: company().id, storeId: company(2).storeId })).json.codigo).toBe('NOT_FOUND');
    expect((await set([{ categoryId: company().picking.categoryIds.grains, visible: false }], { storeId: company(2).storeId })).json.codigo).toBe('NOT_FOUND');
    expect((await set([{ categoryId: company(2).picking.categoryIds.grains, visible: false }])).json.codigo).toBe('NOT_FOUND');
    const dup = company().picking.categoryIds.dairy;
    expect((await set([{ categoryId: dup, visible: true }, { categoryId: dup, visible: false }])).json.codigo).toBe('VALIDATION');
    expect((await get()).rows).toEqual(before);
    // Only SA reaches the screen's calls.
    expect((await call('/StoreCategory/Get', { storeId: company().storeId }, t.tokens['AD@1']!)).json.codigo).toBe('FORBIDDEN');
  });

  test('the same mutationId applies once', async () => {
    const { vegetables } = company().picking.categoryIds;
    const body = { empresaId: company().id, storeId: company().storeId, mutationId: randomUUID(), rows: [{ categoryId: vegetables, visible: false }] };
    expectOk(await call('/StoreCategory/Set', body));
    expectOk(await set([{ categoryId: vegetables, visible: true }]));
    // A late retry of the first request answers its stored result and does not undo the later change.
    expectOk(await call('/StoreCategory/Set', body));
    expect((await get()).rows.find((row) => row.categoryId === vegetables)!.visible).toBe(true);
  });
});
