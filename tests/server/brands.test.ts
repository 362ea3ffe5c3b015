/**
 * Brands (/marcas, issue 16 §2): search with product counts, create / rename / (de)activate with names unique per
 * company ignoring case, delete refused while products use the brand unless they move to another one (audited),
 * exactly once per mutationId, and nothing of another company reachable.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { brandDeleteData, brandListData, brandSaveData, type Brand } from '../../contract/schemas/brands';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const sa = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const save = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa('/Brand/Save', { mutationId: randomUUID(), ...body }, n);
const create = async (nombre: string, n: 1 | 2 = 1): Promise<Brand> => brandSaveData.parse(expectOk(await save({ nombre }, n))).brand;
const list = async (body: Record<string, unknown> = {}, n: 1 | 2 = 1) => brandListData.parse(expectOk(await sa('/Brand/List', { limit: 200, ...body }, n)));
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

let skuCounter = 0;

/** Inserts `count` products of the company with this brand; their ids, ascending. */
async function brandProducts(brandId: number, count: number, n: 1 | 2 = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    skuCounter += 1;
    const [row] = await t.database.query<{ id: number }>(
      'INSERT INTO products (company_id, sku, name, brand_id, price_cents, price_with_tax_cents) VALUES ($1, $2, $3, $4, 100, 115) RETURNING id',
      [company(n).id, `MARCA-${skuCounter}`, `Producto de marca ${skuCounter}`, brandId],
    );
    ids.push(row!.id);
  }
  return ids;
}

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('creating, renaming and listing', () => {
  test('a new brand is stored trimmed and listed with its product count', async () => {
    const brand = await create('  Lácteos Andinos  ');
    expect(brand).toEqual({ id: brand.id, nombre: 'Lácteos Andinos', active: true, productCount: 0, logoUrl: null });
    await brandProducts(brand.id, 2);
    const found = (await list({ q: 'ANDINOS' })).rows.find((row) => row.id === brand.id);
    expect(found).toEqual({ ...brand, productCount: 2 });
  });

  test('search is by name, contains, case-insensitive, taken literally', async () => {
    await create('Café Montaña');
    await create('Pan del Monte');
    await create('Granos 100%');
    expect((await list({ q: 'MONT' })).rows.map((row) => row.nombre)).toEqual(['Café Montaña', 'Pan del Monte']);
    expect((await list({ q: '100%' })).rows.map((row) => row.nombre)).toEqual(['Granos 100%']);
    expect((await list({ q: '%' })).rows.map((row) => row.nombre)).toEqual(['Granos 100%']);
    expect((await list({ q: 'zzz-nada' })).rows).toEqual([]);
  });

  test('pages: limit and offset over the name order, with the total', async () => {
    for (const name of ['Página C', 'Página A', 'Página B']) await create(name);
    const first = await list({ q: 'Página', limit: 2 });
    const second = await list({ q: 'Página', limit: 2, offset: 2 });
    expect({ first: first.rows.map((r) => r.nombre), second: second.rows.map((r) => r.nombre), total: first.total }).toEqual({
      first: ['Página A', 'Página B'],
      second: ['Página C'],
      total: 3,
    });
  });

  test('rename, deactivate and activate; the active filter', async () => {
    const brand = await create('Sabor Viejo');
    const renamed = brandSaveData.parse(expectOk(await save({ brandId: brand.id, nombre: 'Sabor Nuevo', active: false }))).brand;
    expect({ nombre: renamed.nombre, active: renamed.active }).toEqual({ nombre: 'Sabor Nuevo', active: false });
    expect((await list({ q: 'Sabor', active: true })).rows).toEqual([]);
    expect((await list({ q: 'Sabor', active: false })).rows.map((r) => r.id)).toEqual([brand.id]);
    const again = brandSaveData.parse(expectOk(await save({ brandId: brand.id, nombre: 'Sabor Nuevo', active: true }))).brand;
    expect(again.active).toBe(true);
  });
});

describe('validation: refused, named, nothing changed', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['an empty name', { nombre: '' }, 'nombre:too_small'],
    ['a name of spaces', { nombre: '    ' }, 'nombre:too_small'],
    ['a name over 80 characters', { nombre: 'M'.repeat(81) }, 'nombre:too_big'],
    ['a name with U+0000', { nombre: 'Marca\u0000' }, 'nombre:invalid_text'],
    ['no name', { nombre: undefined }, 'nombre:required'],
    ['active that is not true/false', { nombre: 'Marca X', active: 'sí' }, 'active:invalid_type'],
    ['a brand id that is not a number', { nombre: 'Marca X', brandId: 'uno' }, 'brandId:invalid_type'],
    ['no mutationId', { nombre: 'Marca X', mutationId: undefined }, 'mutationId:required'],
  ];
  test.each(cases)('%s', async (_name, body, campo) => {
    const before = await dataFingerprint();
    const answer = await save(body);
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: [campo] });
    expect(answer.json.mensaje?.length).toBeGreaterThan(5);
    expect(await dataFingerprint()).toBe(before);
  });

  test('a name of exactly 80 characters is accepted', async () => {
    expect((await create('N'.repeat(80))).nombre).toHaveLength(80);
  });

  test('the list refuses a page over 200 and a negative offset', async () => {
    expect(refusal(await sa('/Brand/List', { limit: 201 }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['limit:too_big'] });
    expect(refusal(await sa('/Brand/List', { offset: -1 }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['offset:too_small'] });
  });
});

describe('names are unique per company, ignoring case', () => {
  test('the same name in another case is refused on create and on rename; nothing changes', async () => {
    const first = await create('Dulce Hogar');
    const other = await create('Otra Marca');
    const before = await dataFingerprint();
    for (const answer of [await save({ nombre: 'DULCE HOGAR' }), await save({ brandId: other.id, nombre: ' dulce hogar ' })]) {
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['nombre:brand_name_taken'] });
      expect(answer.json.mensaje).toContain('Ya existe una marca');
    }
    expect(await dataFingerprint()).toBe(before);
    // Its own name in another case is fine, and another company may use the name.
    expect(brandSaveData.parse(expectOk(await save({ brandId: first.id, nombre: 'DULCE hogar' }))).brand.nombre).toBe('DULCE hogar');
    expect((await create('Dulce Hogar', 2)).nombre).toBe('Dulce Hogar');
  });
});

const remove = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa('/Brand/Delete', { mutationId: randomUUID(), ...body }, n);

describe('deleting', () => {

  test('an unused brand is deleted', async () => {
    const brand = await create('Borrable');
    expect(brandDeleteData.parse(expectOk(await remove({ brandId: brand.id })))).toEqual({ brandId: brand.id, movedProducts: 0 });
    expect((await list({ q: 'Borrable' })).rows).toEqual([]);
  });

  test('a brand in use is refused with a clear message and nothing changes', async () => {
    const brand = await create('En Uso');
    await brandProducts(brand.id, 1);
    const before = await dataFingerprint();
    const answer = await remove({ brandId: brand.id });
    expect({ codigo: answer.json.codigo, detalle: answer.json.detalle }).toEqual({ codigo: 'CONFLICT', detalle: { reason: 'brand_in_use', productCount: 1 } });
    expect(answer.json.mensaje).toContain('tiene 1 producto');
    expect(await dataFingerprint()).toBe(before);
  });

  test('moving its products to another brand: moved, versioned, audited, then deleted', async () => {
    const from = await create('Vieja Marca');
    const to = await create('Marca Destino');
    const moved = await brandProducts(from.id, 2);
    const versions = await t.database.query<{ id: number; version: number }>('SELECT id, version FROM products WHERE id = ANY($1::int[]) ORDER BY id', [moved]);
    expect(brandDeleteData.parse(expectOk(await remove({ brandId: from.id, moveProductsTo: to.id })))).toEqual({ brandId: from.id, movedProducts: 2 });
    const after = await t.database.query<{ id: number; brand_id: number; version: number; updated_by: number }>(
      'SELECT id, brand_id, version, updated_by FROM products WHERE id = ANY($1::int[]) ORDER BY id',
      [moved],
    );
    expect(after).toEqual(versions.map((v) => ({ id: v.id, brand_id: to.id, version: v.version + 1, updated_by: t.user('SA').id })));
    const audit = await t.database.query<{ product_id: number; source: string; changes: unknown; user_id: number }>(
      "SELECT product_id, source, changes, user_id FROM product_changes WHERE source = 'brand_delete' AND product_id = ANY($1::int[]) ORDER BY product_id",
      [moved],
    );
    expect(audit).toEqual(moved.map((id) => ({ product_id: id, source: 'brand_delete', changes: { brandId: [from.id, to.id] }, user_id: t.user('SA').id })));
    const rows = (await list({ q: 'Marca' })).rows;
    expect(rows.find((r) => r.id === from.id)).toBeUndefined();
    expect(rows.find((r) => r.id === to.id)?.productCount).toBe(2);
  });

  test('moving to itself, to another company’s brand or to none that exists is refused; nothing changes', async () => {
    const brand = await create('Con Productos');
    await brandProducts(brand.id, 1);
    const foreign = await create('Marca Ajena', 2);
    const before = await dataFingerprint();
    expect(refusal(await remove({ brandId: brand.id, moveProductsTo: brand.id }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['moveProductsTo:brand_move_same'] });
    const foreignAnswer = await remove({ brandId: brand.id, moveProductsTo: foreign.id });
    const ghostAnswer = await remove({ brandId: brand.id, moveProductsTo: 999_999 });
    expect(refusal(foreignAnswer)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(foreignAnswer.json.mensaje).toBe(ghostAnswer.json.mensaje);
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('isolation and access', () => {
  test("another company's brand is not listed, renamed or deleted", async () => {
    const foreign = await create('Solo Empresa Dos', 2);
    expect((await list({ q: 'Solo Empresa Dos' })).rows).toEqual([]);
    const before = await dataFingerprint();
    const rename = await save({ brandId: foreign.id, nombre: 'Robada' });
    const ghost = await save({ brandId: 999_999, nombre: 'Robada' });
    expect(refusal(rename)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(rename.json.mensaje).toBe(ghost.json.mensaje);
    expect(refusal(await sa('/Brand/Delete', { brandId: foreign.id, mutationId: randomUUID() }))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(await dataFingerprint()).toBe(before);
    expect((await list({ q: 'Solo Empresa Dos' }, 2)).rows.map((r) => r.id)).toEqual([foreign.id]);
  });

  test('SA must name a company; company roles are refused (the screen is SA’s)', async () => {
    const none = await t.call('/Brand/List', {}, { token: t.tokens.SA! });
    expect(refusal(none)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
    for (const role of ['AD', 'GE', 'CA'] as const) {
      const answer = await t.call('/Brand/Save', { nombre: `Marca ${role}`, mutationId: randomUUID() }, { token: t.tokens[`${role}@1`]! });
      expect({ role, codigo: answer.json.codigo, status: answer.status }).toEqual({ role, codigo: 'FORBIDDEN', status: 403 });
    }
  });
});

describe('exactly once', () => {
  test('the same mutationId twice creates one brand and answers the same; reused with another body it is refused', async () => {
    const mutationId = randomUUID();
    const first = brandSaveData.parse(expectOk(await save({ nombre: 'Una Sola Vez', mutationId })));
    const second = brandSaveData.parse(expectOk(await save({ nombre: 'Una Sola Vez', mutationId })));
    expect(second).toEqual(first);
    expect((await list({ q: 'Una Sola Vez' })).total).toBe(1);
    const reused = await save({ nombre: 'Otra Cosa', mutationId });
    expect(reused.json.codigo).toBe('CONFLICT');
    expect((await list({ q: 'Otra Cosa' })).total).toBe(0);
  });

  test('a delete repeated after it applied answers the same and deletes nothing more', async () => {
    const from = await create('Repetida');
    const to = await create('Recibe');
    await brandProducts(from.id, 1);
    const body = { brandId: from.id, moveProductsTo: to.id, mutationId: randomUUID() };
    const first = expectOk(await sa('/Brand/Delete', body));
    const fingerprint = await dataFingerprint();
    expect(expectOk(await sa('/Brand/Delete', body))).toEqual(first);
    expect(await dataFingerprint()).toBe(fingerprint);
  });
});
