/**
 * Issue 16 §2, /categorias: the category tree (counts), create / rename / move / aisle / deactivate, names unique
 * among siblings, no cycles, reordering siblings, deleting (refused with products or children, or products moved to
 * another category with their audit, and picking still walking the aisles), company isolation and exactly-once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { categoryChangeData, categoryTreeData, type CategoryRow } from '../../contract/schemas/categories';
import { pickingGetData } from '../../contract/schemas/picking';
import { expectOk, insertPickingOrder } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const sa = () => t.tokens['SA']!;
const scope = (n: 1 | 2 = 1) => ({ empresaId: company(n).id });

function call(path: string, body: Record<string, unknown>, token = sa()): Promise<Answer> {
  return t.call(path, body, { token });
}

async function tree(n: 1 | 2 = 1): Promise<CategoryRow[]> {
  return categoryTreeData.parse(expectOk(await call('/Category/Tree', scope(n)))).categories;
}

async function save(body: Record<string, unknown>, n: 1 | 2 = 1) {
  return categoryChangeData.parse(expectOk(await call('/Category/Save', { ...scope(n), mutationId: randomUUID(), ...body })));
}

const children = (rows: CategoryRow[], parentId: number | null) => rows.filter((row) => row.parentId === parentId).map((row) => row.name);

describe('/Category/Tree', () => {
  test('lists the company categories with direct product and child counts', async () => {
    const rows = await tree();
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Granos')).toMatchObject({ parentId: null, aisleOrder: 2, active: true, productCount: 4, childCount: 0 });
    expect(byName.get('Verduras')).toMatchObject({ productCount: 2 });
    expect(byName.get('Lácteos')).toMatchObject({ productCount: 1 });
    expect(rows.every((row) => !row.name.startsWith('Empresa 2'))).toBe(true);
  });

  test('SA must name a company; other roles may not call it', async () => {
    const answer = await call('/Category/Tree', {});
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]?.campo).toBe('empresaId');
    expect((await call('/Category/Tree', {}, t.tokens['AD@1']!)).json.codigo).toBe('FORBIDDEN');
  });
});

describe('/Category/Save', () => {
  test('creates a child at the end of its siblings in its parent aisle, renames, sets the aisle and deactivates', async () => {
    const parent = await save({ name: '  Panadería  ', aisleOrder: 40 });
    const parentRow = parent.categories.find((row) => row.id === parent.id)!;
    expect(parentRow).toMatchObject({ name: 'Panadería', parentId: null, aisleOrder: 40, active: true });
    const first = await save({ name: 'Pan', parentId: parent.id });
    const second = await save({ name: 'Pasteles', parentId: parent.id });
    const rows = second.categories;
    expect(children(rows, parent.id)).toEqual(['Pan', 'Pasteles']);
    expect(rows.find((row) => row.id === first.id)!.aisleOrder).toBe(40);
    expect(rows.find((row) => row.id === parent.id)!.childCount).toBe(2);

    const renamed = await save({ id: first.id, name: 'Pan fresco', aisleOrder: 41, active: false });
    expect(renamed.categories.find((row) => row.id === first.id)).toMatchObject({ name: 'Pan fresco', aisleOrder: 41, active: false, parentId: parent.id });
    const [stored] = await t.database.query<{ aisle_order: number; active: boolean }>('SELECT aisle_order, active FROM categories WHERE id = $1', [first.id]);
    expect(stored).toEqual({ aisle_order: 41, active: false });
  });

  test('a name already used among the siblings is refused (whatever the case), the same name elsewhere is fine', async () => {
    const parent = await save({ name: 'Bebidas' });
    await save({ name: 'Jugos', parentId: parent.id });
    const before = await t.fingerprint();
    const answer = await call('/Category/Save', { ...scope(), mutationId: randomUUID(), name: 'JUGOS', parentId: parent.id });
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.detalle?.reason).toBe('duplicate_name');
    expect(answer.json.errores?.[0]?.campo).toBe('name');
    expect(answer.json.mensaje).toContain('JUGOS');
    // The refusal's idempotency record aside, nothing changed.
    const after = await t.fingerprint();
    expect(after.split('\n').filter((line) => !line.startsWith('idempotency_records'))).toEqual(before.split('\n').filter((line) => !line.startsWith('idempotency_records')));
    expect((await save({ name: 'Jugos' })).id).toBeGreaterThan(0);
    expect((await call('/Category/Save', { ...scope(), mutationId: randomUUID(), name: 'granos' })).json.detalle?.reason).toBe('duplicate_name');
  });

  test('moving under itself or a descendant is refused; a valid move lands at the end of the new siblings', async () => {
    const a = await save({ name: 'Ciclo A' });
    const b = await save({ name: 'Ciclo B', parentId: a.id });
    const c = await save({ name: 'Ciclo C', parentId: b.id });
    for (const target of [a.id, b.id, c.id]) {
      const answer = await call('/Category/Save', { ...scope(), mutationId: randomUUID(), id: a.id, parentId: target });
      expect(answer.json.codigo).toBe('VALIDATION');
      expect(answer.json.detalle?.reason).toBe('cycle');
    }
    expect((await tree()).find((row) => row.id === a.id)!.parentId).toBeNull();
    const moved = await save({ id: c.id, parentId: a.id });
    expect(children(moved.categories, a.id)).toEqual(['Ciclo B', 'Ciclo C']);
    const top = await save({ id: b.id, parentId: null });
    expect(top.categories.find((row) => row.id === b.id)!.parentId).toBeNull();
  });

  test("another company's category or parent is NOT_FOUND, and nothing changes", async () => {
    const other = await save({ name: 'Ajena' }, 2);
    const before = await tree(2);
    expect((await call('/Category/Save', { ...scope(), mutationId: randomUUID(), id: other.id, name: 'Robada' })).json.codigo).toBe('NOT_FOUND');
    expect((await call('/Category/Save', { ...scope(), mutationId: randomUUID(), name: 'Hija', parentId: other.id })).json.codigo).toBe('NOT_FOUND');
    // A company 1 administrator naming company 2 is refused too (and may not call it at all).
    expect((await call('/Category/Save', { ...scope(2), mutationId: randomUUID(), id: other.id, name: 'x' }, t.tokens['AD@1']!)).json.codigo).toBe('FORBIDDEN');
    expect(await tree(2)).toEqual(before);
    expect((await tree()).some((row) => row.name === 'Hija')).toBe(false);
  });

  test('a create needs a name; bad input is refused', async () => {
    const missing = await call('/Category/Save', { ...scope(), mutationId: randomUUID() });
    expect(missing.json.detalle?.reason).toBe('name_required');
    expect((await call('/Category/Save', { ...scope(), mutationId: randomUUID(), name: 'x'.repeat(81) })).json.codigo).toBe('VALIDATION');
    expect((await call('/Category/Save', { ...scope(), mutationId: randomUUID(), name: '   ' })).json.codigo).toBe('VALIDATION');
    expect((await call('/Category/Save', { ...scope(), mutationId: randomUUID(), name: 'Negativa', aisleOrder: -1 })).json.codigo).toBe('VALIDATION');
  });

  test('the same mutationId applies once; reused with another body it is refused', async () => {
    const mutationId = randomUUID();
    const body = { ...scope(), mutationId, name: 'Una sola vez' };
    const first = categoryChangeData.parse(expectOk(await call('/Category/Save', body)));
    const again = categoryChangeData.parse(expectOk(await call('/Category/Save', body)));
    expect(again.id).toBe(first.id);
    expect((await tree()).filter((row) => row.name === 'Una sola vez')).toHaveLength(1);
    expect((await call('/Category/Save', { ...body, name: 'Otra' })).json.codigo).toBe('CONFLICT');
  });
});

describe('/Category/Reorder', () => {
  test('sets the siblings order; a list that is not exactly the children is refused', async () => {
    const parent = await save({ name: 'Snacks' });
    const ids: number[] = [];
    for (const name of ['Papas', 'Galletas', 'Chocolates']) ids.push((await save({ name, parentId: parent.id })).id!);
    const reordered = categoryChangeData.parse(expectOk(await call('/Category/Reorder', { ...scope(), mutationId: randomUUID(), parentId: parent.id, ids: [ids[2], ids[0], ids[1]] })));
    expect(children(reordered.categories, parent.id)).toEqual(['Chocolates', 'Papas', 'Galletas']);
    expect(children(await tree(), parent.id)).toEqual(['Chocolates', 'Papas', 'Galletas']);

    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[1], ids[2], ids[2]], [ids[0], ids[1], company().picking.categoryIds.grains]]) {
      const answer = await call('/Category/Reorder', { ...scope(), mutationId: randomUUID(), parentId: parent.id, ids: wrong });
      expect(answer.json.detalle?.reason).toBe('list_changed');
    }
    expect(children(await tree(), parent.id)).toEqual(['Chocolates', 'Papas', 'Galletas']);
  });
});

describe('/Category/Delete', () => {
  test('refused while it has products (naming the count) or children; an empty leaf goes, with its store rows', async () => {
    const refused = await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: company().picking.categoryIds.grains });
    expect(refused.json.codigo).toBe('VALIDATION');
    expect(refused.json.detalle).toMatchObject({ reason: 'has_products', products: 4 });
    expect(refused.json.mensaje).toContain('4 producto');
    const parent = await save({ name: 'Con hijas' });
    const child = await save({ name: 'Hija vacía', parentId: parent.id });
    const withChildren = await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: parent.id });
    expect(withChildren.json.detalle).toMatchObject({ reason: 'has_children', children: 1 });
    expect((await tree()).some((row) => row.id === parent.id)).toBe(true);

    await t.database.query('INSERT INTO store_categories (store_id, category_id, company_id, position, visible) VALUES ($1, $2, $3, 0, false)', [company().storeId, child.id, company().id]);
    const deleted = categoryChangeData.parse(expectOk(await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: child.id })));
    expect(deleted.categories.some((row) => row.id === child.id)).toBe(false);
    expect(deleted.categories.find((row) => row.id === parent.id)!.childCount).toBe(0);
    expect(await t.database.query('SELECT 1 FROM store_categories WHERE category_id = $1', [child.id])).toHaveLength(0);
    expectOk(await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: parent.id }));
  });

  test('with moveProductsTo its products move there (main category, listings, order lines, audit) and picking keeps the aisle order', async () => {
    const old = await save({ name: 'Pasillo viejo', aisleOrder: 90 });
    const target = await save({ name: 'Pasillo frío', aisleOrder: 0 });
    const milk = company().picking.products.milk;
    const [version] = await t.database.query<{ version: number }>('SELECT version FROM products WHERE id = $1', [milk]);
    // Milk's main category becomes the old aisle (as the product form would list it).
    await t.database.query('UPDATE products SET category_id = $1 WHERE id = $2', [old.id, milk]);
    await t.database.query('UPDATE product_categories SET category_id = $1 WHERE product_id = $2', [old.id, milk]);
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const before = pickingGetData.parse(expectOk(await call('/Picking/Get', { orderId: order.id }, t.tokens['PK@1']!)));
    expect(before.order.lines.map((line) => line.name)).toEqual(['Tomate', 'Arroz 1 kg', 'Leche 1 L']);

    const moved = categoryChangeData.parse(expectOk(await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: old.id, moveProductsTo: target.id })));
    expect(moved.movedProducts).toBe(1);
    expect(moved.categories.some((row) => row.id === old.id)).toBe(false);
    expect(moved.categories.find((row) => row.id === target.id)!.productCount).toBe(1);
    const [product] = await t.database.query<{ category_id: number; version: number }>('SELECT category_id, version FROM products WHERE id = $1', [milk]);
    expect(product).toEqual({ category_id: target.id, version: version!.version + 1 });
    expect(await t.database.query('SELECT category_id FROM product_categories WHERE product_id = $1', [milk])).toEqual([{ category_id: target.id }]);
    const audit = await t.database.query<{ source: string; changes: Record<string, unknown>; user_id: number }>('SELECT source, changes, user_id FROM product_changes WHERE product_id = $1', [milk]);
    expect(audit).toEqual([{ source: 'category_delete', user_id: t.user('SA').id, changes: { categoryId: [old.id, target.id], categoryIds: [[old.id], [target.id]] } }]);

    const after = pickingGetData.parse(expectOk(await call('/Picking/Get', { orderId: order.id }, t.tokens['PK@1']!)));
    expect(after.order.lines.map((line) => [line.name, line.categoryName, line.aisle])).toEqual([
      ['Leche 1 L', 'Pasillo frío', 0],
      ['Tomate', 'Verduras', 1],
      ['Arroz 1 kg', 'Granos', 2],
    ]);
  });

  test('a product already listed in the target keeps one listing; the target must be another of the company', async () => {
    const from = await save({ name: 'Origen' });
    const to = await save({ name: 'Destino' });
    const rice = company().picking.products.rice;
    await t.database.query('INSERT INTO product_categories (product_id, category_id, company_id, display_order) VALUES ($1, $2, $3, 5), ($1, $4, $3, 7)', [rice, from.id, company().id, to.id]);
    const other = await save({ name: 'Destino ajeno' }, 2);
    expect((await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: from.id, moveProductsTo: other.id })).json.codigo).toBe('NOT_FOUND');
    expect((await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: from.id, moveProductsTo: from.id })).json.detalle?.reason).toBe('same_category');
    expectOk(await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: from.id, moveProductsTo: to.id }));
    const listings = await t.database.query<{ category_id: number }>('SELECT category_id FROM product_categories WHERE product_id = $1 ORDER BY category_id', [rice]);
    expect(listings.map((row) => row.category_id)).toEqual([company().picking.categoryIds.grains, to.id]);
    const [main] = await t.database.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [rice]);
    expect(main!.category_id).toBe(company().picking.categoryIds.grains);
  });

  test("another company's category cannot be deleted", async () => {
    const other = await save({ name: 'No borrar' }, 2);
    expect((await call('/Category/Delete', { ...scope(), mutationId: randomUUID(), id: other.id })).json.codigo).toBe('NOT_FOUND');
    expect((await tree(2)).some((row) => row.id === other.id)).toBe(true);
  });
});
