/**
 * The storefront menu (/menu, issue 16 §2): nested, ordered items linking to a category, a list of products or an
 * http(s) URL; every field checked, no cycles, reorder among siblings, delete with children, exactly once per
 * mutationId, and nothing of another company reachable.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { MENU_DEPTH_MAX, menuData, menuDeleteData, menuOptionsData, menuSaveData, type MenuItem } from '../../contract/schemas/menu';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const sa = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const save = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa('/Menu/Save', { mutationId: randomUUID(), parentId: null, ...body }, n);
const menu = async (n: 1 | 2 = 1): Promise<MenuItem[]> => menuData.parse(expectOk(await sa('/Menu/Get', {}, n))).items;
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

async function addUrl(nombre: string, parentId: number | null = null, n: 1 | 2 = 1): Promise<number> {
  return menuSaveData.parse(expectOk(await save({ nombre, parentId, kind: 'url', url: 'https://tienda.example/' }, n))).itemId;
}
const childrenOf = async (parentId: number | null) => (await menu()).filter((item) => item.parentId === parentId).map((item) => item.nombre);

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('items of each kind', () => {
  test('a category link shows the category and its active products; a URL and a product list keep their target', async () => {
    const grains = company().picking.categoryIds.grains;
    const products = company().picking.products;
    const category = menuSaveData.parse(expectOk(await save({ nombre: '  Granos y cereales ', kind: 'category', categoryId: grains, url: 'https://ignorado.example' })));
    const url = menuSaveData.parse(expectOk(await save({ nombre: 'Ofertas', kind: 'url', url: ' https://tienda.example/ofertas?x=1 ' })));
    const list = menuSaveData.parse(expectOk(await save({ nombre: 'Desayuno', kind: 'products', productIds: [products.milk, products.rice, products.milk] })));
    const items = await menu();
    const byId = (id: number) => items.find((item) => item.id === id);
    // Granos: rice, brown rice and bulk rice are active, the discontinued rice is not.
    expect(byId(category.itemId)).toMatchObject({ nombre: 'Granos y cereales', kind: 'category', categoryId: grains, categoryName: 'Granos', categoryProductCount: 3, url: null, productIds: [] });
    expect(byId(url.itemId)).toMatchObject({ nombre: 'Ofertas', kind: 'url', url: 'https://tienda.example/ofertas?x=1', categoryId: null, categoryName: null, categoryProductCount: null });
    expect(byId(list.itemId)).toMatchObject({ nombre: 'Desayuno', kind: 'products', productIds: [products.milk, products.rice] });
    expect(items.filter((item) => item.parentId === null).map((item) => item.id).slice(-3)).toEqual([category.itemId, url.itemId, list.itemId]);
  });

  test('editing changes the kind and keeps only the new target', async () => {
    const id = await addUrl('Cambia');
    expectOk(await save({ itemId: id, nombre: 'Cambiado', kind: 'category', categoryId: company().picking.categoryIds.dairy, active: false }));
    expect((await menu()).find((item) => item.id === id)).toMatchObject({ nombre: 'Cambiado', kind: 'category', categoryName: 'Lácteos', url: null, active: false });
  });

  test('Options lists the company’s categories with their active product counts', async () => {
    const options = menuOptionsData.parse(expectOk(await sa('/Menu/Options', {})));
    expect(options.categories.map((c) => [c.nombre, c.productCount])).toEqual([
      ['Granos', 3],
      ['Lácteos', 1],
      ['Verduras', 2],
    ]);
    const other = menuOptionsData.parse(expectOk(await sa('/Menu/Options', {}, 2)));
    expect(other.categories.map((c) => c.id).some((id) => options.categories.some((c) => c.id === id))).toBe(false);
  });
});

const url = (value: string) => ({ nombre: 'Enlace', kind: 'url', url: value });

describe('validation: refused, named, nothing changed', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['an empty name', { nombre: '  ', kind: 'url', url: 'https://a.example' }, 'nombre:too_small'],
    ['a name over 60 characters', { nombre: 'M'.repeat(61), kind: 'url', url: 'https://a.example' }, 'nombre:too_big'],
    ['an unknown kind', { nombre: 'X', kind: 'page', url: 'https://a.example' }, 'kind:invalid_value'],
    ['a javascript: URL', url('javascript:alert(1)'), 'url:menu_url_scheme'],
    ['a JavaScript: URL in capitals with spaces', url('  JavaScript:alert(document.cookie)'), 'url:menu_url_scheme'],
    ['a data: URL', url('data:text/html,<script>alert(1)</script>'), 'url:menu_url_scheme'],
    ['an ftp: URL', url('ftp://files.example/a'), 'url:menu_url_scheme'],
    ['a mailto: URL', url('mailto:a@b.example'), 'url:menu_url_scheme'],
    ['a scheme-relative URL', url('//evil.example/x'), 'url:menu_url_invalid'],
    ['a URL without scheme', url('tienda.example/ofertas'), 'url:menu_url_invalid'],
    ['a URL without host', url('https://'), 'url:menu_url_invalid'],
    ['a URL with user and password', url('https://user:pass@tienda.example/'), 'url:menu_url_invalid'],
    ['a URL over 500 characters', url(`https://tienda.example/${'a'.repeat(480)}`), 'url:too_big'],
    ['a URL link without URL', { nombre: 'Enlace', kind: 'url' }, 'url:required'],
    ['a category link without category', { nombre: 'Categoría', kind: 'category' }, 'categoryId:required'],
    ['a product list without products', { nombre: 'Lista', kind: 'products', productIds: [] }, 'productIds:required'],
    ['a product list over 200 products', { nombre: 'Lista', kind: 'products', productIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 'productIds:too_big'],
    ['a product id that is not a number', { nombre: 'Lista', kind: 'products', productIds: ['uno'] }, 'productIds.0:invalid_type'],
    ['no parent field', { parentId: undefined, nombre: 'X', kind: 'url', url: 'https://a.example' }, 'parentId:required'],
    ['no mutationId', { mutationId: undefined, nombre: 'X', kind: 'url', url: 'https://a.example' }, 'mutationId:required'],
  ];
  test.each(cases)('%s', async (_name, body, campo) => {
    const before = await dataFingerprint();
    const answer = await save(body);
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: [campo] });
    expect(answer.json.mensaje?.length).toBeGreaterThan(5);
    expect(await dataFingerprint()).toBe(before);
  });

  test('a name of 60 characters and a URL of 500 are accepted', async () => {
    const long = `https://tienda.example/${'a'.repeat(500 - 23)}`;
    expect(long).toHaveLength(500);
    const id = menuSaveData.parse(expectOk(await save({ nombre: 'N'.repeat(60), kind: 'url', url: long }))).itemId;
    expect((await menu()).find((item) => item.id === id)).toMatchObject({ nombre: 'N'.repeat(60), url: long });
  });

  test("another company's category or product, or one that does not exist, is NOT_FOUND; nothing changes", async () => {
    const before = await dataFingerprint();
    const foreignCategory = await save({ nombre: 'Ajena', kind: 'category', categoryId: company(2).picking.categoryIds.grains });
    const ghostCategory = await save({ nombre: 'Ajena', kind: 'category', categoryId: 999_999 });
    const foreignProduct = await save({ nombre: 'Ajena', kind: 'products', productIds: [company().picking.products.rice, company(2).picking.products.rice] });
    const ghostProduct = await save({ nombre: 'Ajena', kind: 'products', productIds: [company().picking.products.rice, 999_999] });
    expect([foreignCategory, ghostCategory, foreignProduct, ghostProduct].map(refusal)).toEqual(Array.from({ length: 4 }, () => ({ bOk: false, codigo: 'NOT_FOUND', campos: [] })));
    expect(foreignCategory.json.mensaje).toBe(ghostCategory.json.mensaje);
    expect(foreignProduct.json.mensaje).toBe(ghostProduct.json.mensaje);
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('nesting', () => {
  test('children go last under their parent; moving an item puts it last under the new parent', async () => {
    const parent = await addUrl('Padre');
    const a = await addUrl('Hijo A', parent);
    await addUrl('Hijo B', parent);
    const other = await addUrl('Otro padre');
    await addUrl('Hijo C', other);
    expect(await childrenOf(parent)).toEqual(['Hijo A', 'Hijo B']);
    expectOk(await save({ itemId: a, parentId: other, nombre: 'Hijo A', kind: 'url', url: 'https://tienda.example/' }));
    expect({ parent: await childrenOf(parent), other: await childrenOf(other) }).toEqual({ parent: ['Hijo B'], other: ['Hijo C', 'Hijo A'] });
    // Get answers parents before their children.
    const items = await menu();
    const index = new Map(items.map((item, i) => [item.id, i]));
    const misplaced = items.filter((item) => item.parentId !== null && index.get(item.parentId)! > index.get(item.id)!);
    expect(misplaced).toEqual([]);
  });

  test('an item cannot go inside itself or its descendants (a cycle); nothing changes', async () => {
    const top = await addUrl('Arriba');
    const middle = await addUrl('Medio', top);
    const bottom = await addUrl('Abajo', middle);
    const before = await dataFingerprint();
    for (const parentId of [top, middle, bottom]) {
      const answer = await save({ itemId: top, parentId, nombre: 'Arriba', kind: 'url', url: 'https://tienda.example/' });
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['parentId:menu_cycle'] });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test(`the menu nests at most ${MENU_DEPTH_MAX} levels`, async () => {
    let parent: number | null = null;
    const chain: number[] = [];
    for (let level = 1; level <= MENU_DEPTH_MAX; level += 1) {
      parent = await addUrl(`Nivel ${level}`, parent);
      chain.push(parent);
    }
    const before = await dataFingerprint();
    expect(refusal(await save({ parentId: parent, nombre: 'Demasiado hondo', kind: 'url', url: 'https://tienda.example/' }))).toEqual({
      bOk: false,
      codigo: 'VALIDATION',
      campos: ['parentId:menu_too_deep'],
    });
    // Moving a two-level branch under level 3 would make five levels too.
    const branch = await addUrl('Rama');
    await addUrl('Hoja', branch);
    const middle = await dataFingerprint();
    expect(refusal(await save({ itemId: branch, parentId: chain[2], nombre: 'Rama', kind: 'url', url: 'https://tienda.example/' })).campos).toEqual(['parentId:menu_too_deep']);
    expect(await dataFingerprint()).toBe(middle);
    expect(middle).not.toBe(before);
  });

  test("a parent that does not exist or is another company's is NOT_FOUND", async () => {
    const foreign = await addUrl('De la empresa 2', null, 2);
    const before = await dataFingerprint();
    expect(refusal(await save({ parentId: foreign, nombre: 'X', kind: 'url', url: 'https://a.example' }))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(refusal(await save({ parentId: 999_999, nombre: 'X', kind: 'url', url: 'https://a.example' }))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('reorder and delete', () => {
  test('reorder sets the siblings’ order; a list that is not exactly the siblings is refused', async () => {
    const parent = await addUrl('Para ordenar');
    const a = await addUrl('A', parent);
    const b = await addUrl('B', parent);
    const c = await addUrl('C', parent);
    const reordered = menuData.parse(expectOk(await sa('/Menu/Reorder', { parentId: parent, ids: [c, a, b], mutationId: randomUUID() })));
    expect(reordered.items.filter((item) => item.parentId === parent).map((item) => item.nombre)).toEqual(['C', 'A', 'B']);
    expect(await childrenOf(parent)).toEqual(['C', 'A', 'B']);
    const before = await dataFingerprint();
    for (const ids of [[a, b], [c, a, b, parent], [c, a, a], [c, a, 999_999]]) {
      const answer = await sa('/Menu/Reorder', { parentId: parent, ids, mutationId: randomUUID() });
      expect({ ids, codigo: answer.json.codigo, reason: answer.json.detalle?.['reason'] }).toEqual({ ids, codigo: 'CONFLICT', reason: 'menu_changed' });
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('the top level reorders too', async () => {
    const roots = (await menu()).filter((item) => item.parentId === null).map((item) => item.id);
    const reversed = roots.toReversed();
    expectOk(await sa('/Menu/Reorder', { parentId: null, ids: reversed, mutationId: randomUUID() }));
    expect((await menu()).filter((item) => item.parentId === null).map((item) => item.id)).toEqual(reversed);
  });

  test('delete removes the item and everything under it', async () => {
    const parent = await addUrl('Se va');
    const child = await addUrl('Hijo que se va', parent);
    const grandchild = await addUrl('Nieto que se va', child);
    const stays = await addUrl('Se queda');
    const answer = menuDeleteData.parse(expectOk(await sa('/Menu/Delete', { itemId: parent, mutationId: randomUUID() })));
    expect(answer.deleted.toSorted()).toEqual([parent, child, grandchild].toSorted());
    const ids = (await menu()).map((item) => item.id);
    expect({ gone: [parent, child, grandchild].filter((id) => ids.includes(id)), stays: ids.includes(stays) }).toEqual({ gone: [], stays: true });
  });
});

describe('isolation and access', () => {
  test("another company's items cannot be read, edited, deleted or reordered", async () => {
    const foreign = await addUrl('Solo empresa 2', null, 2);
    expect((await menu()).some((item) => item.id === foreign)).toBe(false);
    const before = await dataFingerprint();
    const edit = await save({ itemId: foreign, nombre: 'Robado', kind: 'url', url: 'https://a.example' });
    const ghost = await save({ itemId: 999_999, nombre: 'Robado', kind: 'url', url: 'https://a.example' });
    expect(refusal(edit)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(edit.json.mensaje).toBe(ghost.json.mensaje);
    expect((await sa('/Menu/Delete', { itemId: foreign, mutationId: randomUUID() })).json.codigo).toBe('NOT_FOUND');
    expect((await sa('/Menu/Reorder', { parentId: foreign, ids: [foreign], mutationId: randomUUID() })).json.codigo).toBe('NOT_FOUND');
    // The top level of company 1 does not include company 2's items: naming one there is a stale list.
    const roots = (await menu()).filter((item) => item.parentId === null).map((item) => item.id);
    expect((await sa('/Menu/Reorder', { parentId: null, ids: [...roots, foreign], mutationId: randomUUID() })).json.codigo).toBe('CONFLICT');
    expect(await dataFingerprint()).toBe(before);
    expect((await menu(2)).map((item) => item.id)).toContain(foreign);
  });

  test('SA must name a company; company roles are refused (the screen is SA’s)', async () => {
    const none = await t.call('/Menu/Get', {}, { token: t.tokens.SA! });
    expect(refusal(none)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
    for (const role of ['AD', 'GE', 'SU'] as const) {
      const answer = await t.call('/Menu/Save', { parentId: null, nombre: 'X', kind: 'url', url: 'https://a.example', mutationId: randomUUID() }, { token: t.tokens[`${role}@1`]! });
      expect({ role, codigo: answer.json.codigo, status: answer.status }).toEqual({ role, codigo: 'FORBIDDEN', status: 403 });
    }
  });
});

describe('exactly once', () => {
  test('the same Save twice makes one item; the same Delete twice answers the same', async () => {
    const body = { nombre: 'Una vez', kind: 'url', url: 'https://tienda.example/una', mutationId: randomUUID() };
    const first = menuSaveData.parse(expectOk(await save(body)));
    const second = menuSaveData.parse(expectOk(await save(body)));
    expect(second.itemId).toBe(first.itemId);
    expect((await menu()).filter((item) => item.nombre === 'Una vez')).toHaveLength(1);
    const remove = { itemId: first.itemId, mutationId: randomUUID() };
    const deleted = expectOk(await sa('/Menu/Delete', remove));
    const fingerprint = await t.fingerprint();
    expect(expectOk(await sa('/Menu/Delete', remove))).toEqual(deleted);
    expect(await t.fingerprint()).toBe(fingerprint);
  });
});
