/**
 * Content (/home, issue 19 §1): spec §7's /Administracion/* calls with their payloads as written, the item actions
 * (CATEGORIA_OC joined with commas, an empty list as ""), a stored list that fails to parse read back as "" and
 * logged, reorder and stale-save refusals that change nothing, content images held to their company, and the
 * storefront strip (/Shop/Home) showing only what is active and in force, fresh after every edit.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { FILE_ROUTES, type ContentImageUploaded } from '../../contract/file-routes';
import { uiElementListData, uiElementSchema, uiItemSchema, type UiElement, type UiItem } from '../../contract/schemas/content';
import { LIST_PARSE_ERROR } from '../../contract/ui-item-action';
import { listElements } from '../../server/calls/content/content-rows';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';
import { makeImage, upload } from './helpers/upload-helpers';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const su = (n: 1 | 2 = 1) => t.tokens[`SU@${n}`]!;
/** A call as company n's supervisor (held to their company). */
const asSu = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, body, { token: su(n) });
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

async function newElement(titulo: string, tipo: 'banner' | 'carousel' | 'category_row' = 'carousel', n: 1 | 2 = 1): Promise<UiElement> {
  return uiElementSchema.parse(expectOk(await asSu('/Administracion/CreateUIElement', { mutationId: randomUUID(), element: { tipo, titulo } }, n)));
}

type ItemInput = Partial<Omit<UiItem, 'id' | 'elementoId' | 'posicion' | 'imagenUrl' | 'version'>>;
const itemBody = (fields: ItemInput) => ({ titulo: 'Ítem', imageKey: null, accion: 'NINGUNA', accionID: '', listAccionID: '', desde: null, hasta: null, activo: true, ...fields });
const createItem = (elementoId: number, fields: ItemInput = {}, n: 1 | 2 = 1) => asSu('/Administracion/CreateUIItem', { mutationId: randomUUID(), item: { elementoId, ...itemBody(fields) } }, n);
async function newItem(elementoId: number, fields: ItemInput = {}, n: 1 | 2 = 1): Promise<UiItem> {
  return uiItemSchema.parse(expectOk(await createItem(elementoId, fields, n)));
}
async function elements(n: 1 | 2 = 1): Promise<UiElement[]> {
  return uiElementListData.parse(expectOk(await asSu('/Administracion/GetUIElements', {}, n)));
}
async function element(id: number): Promise<UiElement> {
  const found = (await elements()).find((e) => e.id === id);
  if (!found) throw new Error(`element ${id} not listed`);
  return found;
}
const home = async (n: 1 | 2 = 1) => expectOk<{ elements: UiElement[] }>(await t.call('/Shop/Home', { tiendaId: company(n).storeId }, { token: t.tokens[`PS@${n}`]! })).elements;

/** Every table but the idempotency records (a refused create stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('spec §7 payloads as written', () => {
  test('elements and items carry exactly the wire fields; GetUIElements answers the list itself', async () => {
    const created = await newElement('Portada');
    expect(Object.keys(created).toSorted()).toEqual(['activo', 'id', 'items', 'posicion', 'tipo', 'titulo', 'version']);
    const item = await newItem(created.id, { titulo: 'Frutas', accion: 'CATEGORIA', accionID: String(company().picking.categoryIds.vegetables) });
    expect(Object.keys(item).toSorted()).toEqual(['accion', 'accionID', 'activo', 'desde', 'elementoId', 'hasta', 'id', 'imageKey', 'imagenUrl', 'listAccionID', 'posicion', 'titulo', 'version']);
    const answer = await asSu('/Administracion/GetUIElements', {});
    expect(Array.isArray(answer.json.data)).toBe(true);
    const listed = (answer.json.data as UiElement[]).find((e) => e.id === created.id)!;
    expect(listed.items).toEqual([item]);
    expect(item).toMatchObject({ elementoId: created.id, posicion: 0, accion: 'CATEGORIA', accionID: String(company().picking.categoryIds.vegetables), listAccionID: '', desde: null, hasta: null, activo: true, version: 1 });
  });

  test('SetUIItem takes { item, tokenSesion }, DeleteUIItem and UpdateElementOrderItem take { tokenSesion, item }', async () => {
    const el = await newElement('Formas');
    const a = await newItem(el.id, { titulo: 'A' });
    const b = await newItem(el.id, { titulo: 'B' });
    const set = await t.call('/Administracion/SetUIItem', { item: { id: a.id, baseVersion: 1, ...itemBody({ titulo: 'A2' }) }, tokenSesion: su() });
    expect(uiItemSchema.parse(expectOk(set))).toMatchObject({ id: a.id, titulo: 'A2', version: 2 });
    const order = uiElementSchema.parse(expectOk(await asSu('/Administracion/UpdateElementOrderItem', { item: { elementoId: el.id, orden: [b.id, a.id] } })));
    expect(order.items.map((i) => [i.id, i.posicion])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    expect(expectOk(await asSu('/Administracion/DeleteUIItem', { item: { id: b.id } }))).toEqual({ id: b.id });
    expect((await element(el.id)).items.map((i) => [i.id, i.posicion])).toEqual([[a.id, 0]]);
  });

  test('a create applies once per mutationId', async () => {
    const el = await newElement('Una vez');
    const mutationId = randomUUID();
    const body = { mutationId, item: { elementoId: el.id, ...itemBody({ titulo: 'Solo una' }) } };
    const first = expectOk<UiItem>(await asSu('/Administracion/CreateUIItem', body));
    const again = expectOk<UiItem>(await asSu('/Administracion/CreateUIItem', body));
    expect(again.id).toBe(first.id);
    expect((await element(el.id)).items).toHaveLength(1);
  });
});

describe('item actions', () => {
  test('CATEGORIA_OC: category IDs comma-joined, stored and answered as sent; an empty list is ""', async () => {
    const el = await newElement('Categorías');
    const { grains, dairy } = company().picking.categoryIds;
    const two = await newItem(el.id, { accion: 'CATEGORIA_OC', listAccionID: `${grains},${dairy}` });
    expect({ accionID: two.accionID, listAccionID: two.listAccionID }).toEqual({ accionID: '', listAccionID: `${grains},${dairy}` });
    const spaced = await newItem(el.id, { accion: 'CATEGORIA_OC', listAccionID: ` ${dairy} , ${grains}` });
    expect(spaced.listAccionID).toBe(`${dairy},${grains}`);
    const empty = await newItem(el.id, { accion: 'CATEGORIA_OC', listAccionID: '' });
    expect(empty.listAccionID).toBe('');
    const rows = await t.database.query<{ id: number; list_action_ids: string }>('SELECT id, list_action_ids FROM ui_items WHERE element_id = $1 ORDER BY position', [el.id]);
    expect(rows.map((r) => r.list_action_ids)).toEqual([`${grains},${dairy}`, `${dairy},${grains}`, '']);
    expect((await element(el.id)).items.map((i) => i.listAccionID)).toEqual([`${grains},${dairy}`, `${dairy},${grains}`, '']);
  });

  const bad: Array<[string, () => ItemInput, string]> = [
    ['a list that is not comma-joined ids', () => ({ accion: 'CATEGORIA_OC', listAccionID: '3;7' }), 'listAccionID:action_list'],
    ['a list with an empty part', () => ({ accion: 'CATEGORIA_OC', listAccionID: `${company().picking.categoryIds.grains},` }), 'listAccionID:action_list'],
    ['a repeated category', () => ({ accion: 'CATEGORIA_OC', listAccionID: `${company().picking.categoryIds.grains},${company().picking.categoryIds.grains}` }), 'listAccionID:action_list_duplicate'],
    ["another company's category in the list", () => ({ accion: 'CATEGORIA_OC', listAccionID: `${company().picking.categoryIds.grains},${company(2).picking.categoryIds.dairy}` }), 'listAccionID:action_category'],
    ['CATEGORIA_OC with an accionID', () => ({ accion: 'CATEGORIA_OC', accionID: '5', listAccionID: '' }), 'accionID:action_extra'],
    ["another company's product", () => ({ accion: 'PRODUCTO', accionID: String(company(2).picking.products.rice) }), 'accionID:action_product'],
    ['a product id that is not a number', () => ({ accion: 'PRODUCTO', accionID: 'arroz' }), 'accionID:action_product'],
    ["another company's category", () => ({ accion: 'CATEGORIA', accionID: String(company(2).picking.categoryIds.grains) }), 'accionID:action_category'],
    ['a product with a list', () => ({ accion: 'PRODUCTO', accionID: String(company().picking.products.rice), listAccionID: '1' }), 'listAccionID:action_extra'],
    ['a plain http URL', () => ({ accion: 'URL', accionID: 'http://example.com/' }), 'accionID:action_url'],
    ['a javascript: URL', () => ({ accion: 'URL', accionID: 'javascript:alert(1)' }), 'accionID:action_url'],
    ['a path leaving the app (//host)', () => ({ accion: 'URL', accionID: '//example.com/x' }), 'accionID:action_url'],
    ['NINGUNA with a target', () => ({ accion: 'NINGUNA', accionID: '/tienda' }), 'accionID:action_extra'],
    ['an unknown action', () => ({ accion: 'ABRIR' as UiItem['accion'] }), 'item.accion:invalid_value'],
    ['a window that ends before it starts', () => ({ desde: '2026-12-01T10:00:00.000Z', hasta: '2026-12-01T09:00:00.000Z' }), 'hasta:window_order'],
    ['an image key that was never uploaded', () => ({ imageKey: `content/${company().id}/${'a'.repeat(24)}x` }), 'imageKey:image_key'],
    ['an empty title', () => ({ titulo: '  ' }), 'item.titulo:too_small'],
  ];
  test.each(bad)('refused, named, nothing changed: %s', async (_name, fields, campo) => {
    const el = await newElement('Validación');
    const before = await dataFingerprint();
    const answer = await createItem(el.id, fields());
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: [campo] });
    expect(answer.json.mensaje?.length).toBeGreaterThan(5);
    expect(await dataFingerprint()).toBe(before);
  });

  test('accepted targets: the company’s product and category, an https URL, an app path', async () => {
    const el = await newElement('Destinos');
    const product = await newItem(el.id, { accion: 'PRODUCTO', accionID: String(company().picking.products.milk) });
    const url = await newItem(el.id, { accion: 'URL', accionID: 'https://recetas.example/pan' });
    const path = await newItem(el.id, { accion: 'URL', accionID: '/tienda?categoria=3' });
    expect([product.accionID, url.accionID, path.accionID]).toEqual([String(company().picking.products.milk), 'https://recetas.example/pan', '/tienda?categoria=3']);
  });
});

describe('a stored listAccionID that fails to parse (spec §8)', () => {
  test('is answered as "" and logged "Error al parsear listAccionID:"', async () => {
    const el = await newElement('Roto');
    const item = await newItem(el.id, { accion: 'CATEGORIA_OC', listAccionID: String(company().picking.categoryIds.grains) });
    await t.database.query(`UPDATE ui_items SET list_action_ids = '3,,x' WHERE id = $1`, [item.id]);
    expect((await element(el.id)).items[0]!.listAccionID).toBe('');
    const logged: Array<[Record<string, unknown>, string]> = [];
    const listed = await listElements(t.database.db, company().id, { error: (details, message) => logged.push([details, message]) });
    expect(listed.find((e) => e.id === el.id)!.items[0]!.listAccionID).toBe('');
    expect(logged).toEqual([[{ itemId: item.id, listAccionID: '3,,x' }, LIST_PARSE_ERROR]]);
    expect(LIST_PARSE_ERROR).toBe('Error al parsear listAccionID:');
  });
});

describe('order and concurrency', () => {
  test('reorder refuses a list that is not exactly the element’s items, and changes nothing', async () => {
    const el = await newElement('Orden');
    const [a, b, c] = [await newItem(el.id, { titulo: 'A' }), await newItem(el.id, { titulo: 'B' }), await newItem(el.id, { titulo: 'C' })];
    const other = await newItem((await newElement('Otro')).id, { titulo: 'X' });
    const before = await dataFingerprint();
    for (const orden of [[c.id, b.id], [c.id, b.id, a.id, a.id], [c.id, b.id, other.id], [c.id, b.id, a.id, other.id], []]) {
      const answer = await asSu('/Administracion/UpdateElementOrderItem', { item: { elementoId: el.id, orden } });
      expect({ orden, codigo: answer.json.codigo, reason: answer.json.detalle?.['reason'] }).toEqual({ orden, codigo: 'CONFLICT', reason: 'order_list' });
    }
    expect(await dataFingerprint()).toBe(before);
    expect((await element(el.id)).items.map((i) => i.titulo)).toEqual(['A', 'B', 'C']);
    await asSu('/Administracion/UpdateElementOrderItem', { item: { elementoId: el.id, orden: [c.id, a.id, b.id] } });
    expect((await element(el.id)).items.map((i) => `${i.posicion}:${i.titulo}`)).toEqual(['0:C', '1:A', '2:B']);
  });

  test('a stale SetUIItem is refused with the current item, and nothing changes', async () => {
    const el = await newElement('Versiones');
    const item = await newItem(el.id, { titulo: 'Original' });
    expectOk(await asSu('/Administracion/SetUIItem', { item: { id: item.id, baseVersion: 1, ...itemBody({ titulo: 'Suyo' }) } }));
    const before = await dataFingerprint();
    const answer = await asSu('/Administracion/SetUIItem', { item: { id: item.id, baseVersion: 1, ...itemBody({ titulo: 'Mío' }) } });
    expect(answer.json.codigo).toBe('STALE_VERSION');
    expect(answer.json.detalle?.['current']).toMatchObject({ id: item.id, titulo: 'Suyo', version: 2 });
    expect(await dataFingerprint()).toBe(before);
  });

  test('elements: rename, deactivate, move to a position, stale refused, delete takes its items', async () => {
    const first = await newElement('Primero', 'banner');
    const second = await newElement('Segundo', 'category_row');
    await newItem(second.id);
    const moved = uiElementListData.parse(expectOk(await asSu('/Administracion/SetUIElement', { element: { id: second.id, baseVersion: 1, titulo: 'Segundo arriba', activo: false, posicion: 0 } })));
    expect(moved.map((e) => `${e.posicion}:${e.titulo}:${e.activo}`).slice(0, 2)).toEqual(['0:Segundo arriba:false', `1:${(await elements())[1]!.titulo}:true`]);
    expect(moved.map((e) => e.posicion)).toEqual(moved.map((_, i) => i));
    const stale = await asSu('/Administracion/SetUIElement', { element: { id: second.id, baseVersion: 1, titulo: 'Tarde' } });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expectOk(await asSu('/Administracion/DeleteUIElement', { element: { id: second.id } }));
    const left = await elements();
    expect(left.some((e) => e.id === second.id)).toBe(false);
    expect(left.map((e) => e.posicion)).toEqual(left.map((_, i) => i));
    expect(left.some((e) => e.id === first.id)).toBe(true);
    const [items] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ui_items WHERE element_id = $1', [second.id]);
    expect(items!.n).toBe(0);
  });
});

describe('companies and roles', () => {
  test('SU is held to their company: another company’s element or item is NOT_FOUND and nothing changes', async () => {
    const theirs = await newElement('De la empresa 2', 'carousel', 2);
    const theirItem = await newItem(theirs.id, {}, 2);
    const before = await dataFingerprint();
    const answers = [
      await asSu('/Administracion/GetUIElements', { empresaId: company(2).id }),
      await createItem(theirs.id),
      await asSu('/Administracion/SetUIItem', { item: { id: theirItem.id, baseVersion: 1, ...itemBody({ titulo: 'Intruso' }) } }),
      await asSu('/Administracion/DeleteUIItem', { item: { id: theirItem.id } }),
      await asSu('/Administracion/UpdateElementOrderItem', { item: { elementoId: theirs.id, orden: [theirItem.id] } }),
      await asSu('/Administracion/SetUIElement', { element: { id: theirs.id, baseVersion: 1, titulo: 'Intruso' } }),
      await asSu('/Administracion/DeleteUIElement', { element: { id: theirs.id } }),
    ];
    expect(answers.map((a) => a.json.codigo)).toEqual(Array(answers.length).fill('NOT_FOUND'));
    expect(await dataFingerprint()).toBe(before);
    expect((await elements(1)).some((e) => e.id === theirs.id)).toBe(false);
  });

  test('SA names the company; without one the call asks for it', async () => {
    const answer = await t.call('/Administracion/GetUIElements', {}, { token: t.tokens.SA! });
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
    const theirs = await newElement('Visible para SA', 'banner', 2);
    const listed = uiElementListData.parse(expectOk(await t.call('/Administracion/GetUIElements', { empresaId: company(2).id }, { token: t.tokens.SA! })));
    expect(listed.some((e) => e.id === theirs.id)).toBe(true);
  });

  test('roles without the content screen are refused', async () => {
    for (const role of ['AD', 'GE', 'PK', 'PS', 'CC']) {
      expect((await t.call('/Administracion/GetUIElements', {}, { token: t.tokens[`${role}@1`]! })).json.codigo).toBe('FORBIDDEN');
    }
  });
});

const image = async () => ({ name: 'banner.png', bytes: await makeImage(64, 32, 'png'), type: 'image/png' });

describe('content images', () => {
  test('an SU uploads one; its key saves in its own company only', async () => {
    const answer = await upload(t, FILE_ROUTES.contentImage.url, {}, await image(), su());
    expect(answer.status).toBe(200);
    const uploaded = answer.json.data as ContentImageUploaded;
    expect(uploaded.imageKey).toMatch(new RegExp(`^content/${company().id}/`));
    const el = await newElement('Con imagen');
    const item = await newItem(el.id, { imageKey: uploaded.imageKey });
    expect({ imageKey: item.imageKey, imagenUrl: item.imagenUrl }).toEqual({ imageKey: uploaded.imageKey, imagenUrl: uploaded.url });
    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    // The same key in company 2 (SA acting there) is refused.
    const theirs = await newElement('Empresa 2', 'banner', 2);
    const before = await dataFingerprint();
    const reused = await t.call('/Administracion/CreateUIItem', { empresaId: company(2).id, mutationId: randomUUID(), item: { elementoId: theirs.id, ...itemBody({ imageKey: uploaded.imageKey }) } }, { token: t.tokens.SA! });
    expect(refusal(reused)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['imageKey:image_key'] });
    expect(await dataFingerprint()).toBe(before);
  });

  test('refused for a picker, for a file that is not an image, and for one too large, with the reason', async () => {
    const before = await dataFingerprint();
    const pk = await upload(t, FILE_ROUTES.contentImage.url, {}, await image(), t.tokens['PK@1']!);
    expect({ status: pk.status, codigo: pk.json.codigo }).toEqual({ status: 403, codigo: 'FORBIDDEN' });
    const text = await upload(t, FILE_ROUTES.contentImage.url, {}, { name: 'nota.png', bytes: Buffer.from('esto no es una imagen'), type: 'image/png' }, su());
    expect({ status: text.status, codigo: text.json.codigo, reason: text.json.detalle?.['reason'] }).toEqual({ status: 422, codigo: 'VALIDATION', reason: 'not_image' });
    const big = await upload(t, FILE_ROUTES.contentImage.url, {}, { name: 'grande.png', bytes: Buffer.alloc(FILE_ROUTES.contentImage.maxBytes + 1, 1), type: 'image/png' }, su());
    expect({ status: big.status, codigo: big.json.codigo, reason: big.json.detalle?.['reason'] }).toEqual({ status: 413, codigo: 'BODY_TOO_LARGE', reason: 'too_large' });
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('/Shop/Home, the storefront strip', () => {
  test('only active elements with their active items in force now, in order; an edit shows at once', async () => {
    // Company 2 keeps this test's elements to itself.
    const n = 2 as const;
    const now = t.clock.now().getTime();
    const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const carousel = await newElement('Carrusel tienda', 'carousel', n);
    const hidden = await newElement('Apagado', 'banner', n);
    const shown = await newItem(carousel.id, { titulo: 'Vigente', desde: iso(-60), hasta: iso(60) }, n);
    const future = await newItem(carousel.id, { titulo: 'Futuro', desde: iso(60) }, n);
    await newItem(carousel.id, { titulo: 'Pasado', hasta: iso(-1) }, n);
    await newItem(carousel.id, { titulo: 'Inactivo', activo: false }, n);
    const open = await newItem(carousel.id, { titulo: 'Sin fechas' }, n);
    await newItem(hidden.id, { titulo: 'De un elemento apagado' }, n);
    expectOk(await asSu('/Administracion/SetUIElement', { element: { id: hidden.id, baseVersion: 1, activo: false } }, n));

    const first = await home(n);
    // Earlier tests' elements of company 2 may show too; this test's own are the last two.
    const mine = (list: UiElement[]) => list.filter((e) => e.id === carousel.id || e.id === hidden.id);
    expect(mine(first).map((e) => [e.titulo, e.items.map((i) => i.titulo)])).toEqual([['Carrusel tienda', ['Vigente', 'Sin fechas']]]);
    // Served from the cache the second time, and still right after an edit (the 'ui' area's version moved).
    expect(await home(n)).toEqual(first);
    expectOk(await asSu('/Administracion/SetUIItem', { item: { id: shown.id, baseVersion: 1, ...itemBody({ titulo: 'Vigente editado', desde: iso(-60), hasta: iso(60) }) } }, n));
    expectOk(await asSu('/Administracion/UpdateElementOrderItem', { item: { elementoId: carousel.id, orden: (await elements(n)).find((e) => e.id === carousel.id)!.items.map((i) => i.id).toReversed() } }, n));
    expect(mine(await home(n))[0]!.items.map((i) => i.titulo)).toEqual(['Sin fechas', 'Vigente editado']);
    // An hour later one window closed and another opened, without an edit.
    t.clock.advance(61 * 60_000);
    try {
      expect(mine(await home(n))[0]!.items.map((i) => i.id)).toEqual([open.id, future.id]);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
  });

  test('the supervisor previews without a store; another company’s store is NOT_FOUND', async () => {
    expect(Array.isArray(expectOk<{ elements: unknown[] }>(await asSu('/Shop/Home', {})).elements)).toBe(true);
    expect((await asSu('/Shop/Home', { tiendaId: company(2).storeId })).json.codigo).toBe('NOT_FOUND');
    expect((await t.call('/Shop/Home', { tiendaId: company(2).storeId }, { token: t.tokens['PS@1']! })).json.codigo).toBe('NOT_FOUND');
  });
});
