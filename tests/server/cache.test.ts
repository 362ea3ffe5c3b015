/**
 * The storefront cache (issue 19 §5, ADR 012, docs/cache.md): reads between edits are served from the cache (hits go
 * up, the builder is not called), an edit through the existing calls (a product save, a store price, a category
 * rename, a UI item edit, a menu change, a banner edit) is visible at the very next read, stock is always live, a hand invalidation
 * bumps the version so the next read rebuilds, and another company's versions are untouched. /Cache/* are SA's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { CACHE_AREAS, type CacheArea } from '../../contract/cache-areas';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { cacheListData, type CacheAreaRow } from '../../contract/schemas/cache';
import { shopHomeData } from '../../contract/schemas/content';
import { shopCategoriesData, shopProductsData } from '../../contract/schemas/shop';
import { cachedRead } from '../../server/cache/storefront-cache';
import { expectOk } from './helpers/picking-helpers';
import { SAMPLES } from './helpers/samples';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const sa = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const areas = async (n: 1 | 2 = 1): Promise<Record<CacheArea, CacheAreaRow>> => {
  const data = cacheListData.parse(expectOk(await sa('/Cache/List', {}, n)));
  expect(data.areas.map((row) => row.area)).toEqual([...CACHE_AREAS]);
  return Object.fromEntries(data.areas.map((row) => [row.area, row])) as Record<CacheArea, CacheAreaRow>;
};
const invalidate = async (area: CacheArea | 'all', n: 1 | 2 = 1) => cacheListData.parse(expectOk(await sa('/Cache/Invalidate', { area, mutationId: randomUUID() }, n)));
const products = async (q: string) =>
  shopProductsData.parse(expectOk(await t.call('/Shop/Products', { tiendaId: company().storeId, q, limit: 20 }, { token: t.tokens['PS@1']! }))).rows;
const categories = async () => shopCategoriesData.parse(expectOk(await t.call('/Shop/Categories', { tiendaId: company().storeId }, { token: t.tokens['PS@1']! }))).categories;
/** The items the shop's home shows now. */
const home = async () =>
  shopHomeData.parse(expectOk(await t.call('/Shop/Home', { tiendaId: company().storeId }, { token: t.tokens['PS@1']! }))).elements.flatMap((element) => element.items);
const roleToken = (role: RoleCode) => (role === 'SA' ? t.tokens.SA! : t.tokens[`${role}@1`]!);
const sample = (path: keyof typeof SAMPLES, unique: string) => SAMPLES[path]({ t, userId: t.user('SA').id, email: t.user('SA').email, unique });
const versions = async (n: 1 | 2) => Object.fromEntries(Object.values(await areas(n)).map((row) => [row.area, row.version]));

describe('who may call', () => {
  test('/Cache/List and /Cache/Invalidate: SA only', async () => {
    const outcome: Record<string, string[]> = {};
    for (const role of ROLE_CODES) {
      const body = role === 'SA' ? { empresaId: company().id } : {};
      const answers = [
        await t.call('/Cache/List', body, { token: roleToken(role) }),
        await t.call('/Cache/Invalidate', { ...body, area: 'ui', mutationId: randomUUID() }, { token: roleToken(role) }),
      ];
      outcome[role] = answers.map((a) => (a.json.bOk ? 'ok' : `${a.status} ${a.json.codigo}`));
    }
    const none = ['403 FORBIDDEN', '403 FORBIDDEN'];
    expect(outcome).toEqual({ SA: ['ok', 'ok'], AD: none, CA: none, CC: none, GE: none, SG: none, SU: none, DE: none, C: none, PS: none, PK: none });
  });

  test('SA must name a company; an unknown area is refused, nothing changed', async () => {
    expect((await t.call('/Cache/List', {}, { token: t.tokens.SA! })).json.errores?.map((e) => e.campo)).toEqual(['empresaId']);
    const before = await t.fingerprint();
    const answer = await sa('/Cache/Invalidate', { area: 'stock', mutationId: randomUUID() });
    expect({ codigo: answer.json.codigo, campos: answer.json.errores?.map((e) => `${e.campo}:${e.codigo}`) }).toEqual({ codigo: 'VALIDATION', campos: ['area:invalid_value'] });
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('served from the cache between edits, never stale after one', () => {
  test('the shop’s products: a repeat is a hit; a new product and a store price show at the next read; stock is live', async () => {
    const first = await products('arroz');
    const before = await areas();
    expect(await products('arroz')).toEqual(first);
    const after = await areas();
    // Served from the cache: hits up on both areas, no new build.
    expect(after.catalogue.hits).toBe(before.catalogue.hits + 1);
    expect(after.prices.hits).toBe(before.prices.hits + 1);
    expect(after.catalogue.misses).toBe(before.catalogue.misses);
    expect(after.catalogue.entries).toBeGreaterThan(0);

    // A product saved through /Product/Save shows at once.
    expectOk(await t.call('/Product/Save', { ...sample('/Product/Save', 'cache'), name: 'Arroz de la casa' }, { token: t.tokens.SA! }));
    expect((await products('arroz')).map((p) => p.nombre)).toContain('Arroz de la casa');

    // A store price set through Mi menú shows at once.
    const rice = company().picking.products.rice;
    const priceBefore = (await products('arroz')).find((p) => p.id === rice)!.precioiva;
    expectOk(await t.call('/MyMenu/Set', { storeId: company().storeId, productId: rice, available: true, priceOverrideCents: priceBefore + 50, mutationId: randomUUID() }, { token: t.tokens.SA! }));
    expect((await products('arroz')).find((p) => p.id === rice)!.precioiva).toBe(priceBefore + 50);
    expectOk(await t.call('/MyMenu/Set', { storeId: company().storeId, productId: rice, available: true, priceOverrideCents: null, mutationId: randomUUID() }, { token: t.tokens.SA! }));

    // Stock changes touch no cache area, and still show: the page is a hit, the stock is read live.
    const cached = await products('arroz');
    const hits = (await areas()).catalogue.hits;
    await t.database.query(
      `INSERT INTO stock (product_id, warehouse_id, quantity_milli)
         SELECT $1, sw.warehouse_id, 7000 FROM store_warehouses sw WHERE sw.store_id = $2
       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = stock.quantity_milli + 7000`,
      [rice, company().storeId],
    );
    const live = await products('arroz');
    expect((await areas()).catalogue.hits).toBe(hits + 1);
    expect(live.find((p) => p.id === rice)!.stock).toBe(cached.find((p) => p.id === rice)!.stock + 7);
  });

  test('the shop’s categories: a repeat is a hit; a rename shows at the next read', async () => {
    const grains = company().picking.categoryIds.grains;
    await categories();
    const before = await areas();
    await categories();
    expect((await areas()).categories.hits).toBe(before.categories.hits + 1);
    expectOk(await sa('/Category/Save', { id: grains, name: 'Granos y cereales', mutationId: randomUUID() }));
    expect((await categories()).find((c) => c.id === grains)?.name).toBe('Granos y cereales');
    const edited = await areas();
    // The rename was an edit: nobody invalidated by hand.
    expect(edited.categories.version).toBeGreaterThan(before.categories.version);
    expect(edited.categories.invalidatedBy).toBeNull();
    expect(edited.categories.misses).toBe(before.categories.misses + 1);
  });

  test('the shop’s home: a repeat is a hit; a UI item edit shows at the next read', async () => {
    const element = expectOk<{ id: number }>(await sa('/Administracion/CreateUIElement', { mutationId: randomUUID(), element: { tipo: 'carousel', titulo: 'Ofertas' } }));
    const item = expectOk<{ id: number; version: number }>(
      await sa('/Administracion/CreateUIItem', {
        mutationId: randomUUID(),
        item: { elementoId: element.id, titulo: 'Antes', imageKey: null, accion: 'URL', accionID: '/tienda', listAccionID: '', desde: null, hasta: null, activo: true },
      }),
    );
    expect((await home()).find((one) => one.id === item.id)?.titulo).toBe('Antes');
    const before = await areas();
    expect((await home()).find((one) => one.id === item.id)?.titulo).toBe('Antes');
    expect((await areas()).ui.hits).toBe(before.ui.hits + 1);
    expectOk(
      await sa('/Administracion/SetUIItem', {
        item: { id: item.id, baseVersion: item.version, titulo: 'Después', imageKey: null, accion: 'URL', accionID: '/tienda', listAccionID: '', desde: null, hasta: null, activo: true },
      }),
    );
    expect((await home()).find((one) => one.id === item.id)?.titulo).toBe('Después');
  });

  test('a menu change and a banner edit: the builder runs again only after the edit', async () => {
    const db = t.database.db;
    for (const [area, edit] of [
      ['menu', () => sa('/Menu/Save', sample('/Menu/Save', 'cache-menu'))],
      ['ui', () => sa('/Administracion/SaveIntrusiveBanner', sample('/Administracion/SaveIntrusiveBanner', 'cache-ui'))],
    ] as const) {
      let builds = 0;
      const build = vi.fn<() => Promise<string>>(async () => `built ${(builds += 1)}`);
      expect(await cachedRead(db, company().id, [area], 'test-read', build)).toBe('built 1');
      expect(await cachedRead(db, company().id, [area], 'test-read', build)).toBe('built 1');
      expect(build).toHaveBeenCalledTimes(1);
      expectOk(await edit());
      expect(await cachedRead(db, company().id, [area], 'test-read', build)).toBe('built 2');
      expect(build).toHaveBeenCalledTimes(2);
    }
  });
});

describe('invalidating by hand', () => {
  test('bumps the area’s version naming who did it; the next read rebuilds; the other areas and company 2 are untouched', async () => {
    await products('leche');
    const before = await areas();
    const theirs = await versions(2);
    const answered = await invalidate('catalogue');
    const now = Object.fromEntries(answered.areas.map((row) => [row.area, row])) as Record<CacheArea, CacheAreaRow>;
    expect(now.catalogue).toMatchObject({ version: before.catalogue.version + 1, invalidatedBy: 'Super Admin', entries: 0 });
    expect(now.catalogue.ageSeconds).toBeGreaterThanOrEqual(0);
    for (const area of CACHE_AREAS.filter((a) => a !== 'catalogue')) expect(now[area].version).toBe(before[area].version);
    expect(await versions(2)).toEqual(theirs);

    const misses = now.catalogue.misses;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await products('leche');
    const rebuilt = await areas();
    expect(rebuilt.catalogue.misses).toBe(misses + 1);
    expect(rebuilt.catalogue.entries).toBe(1);
    expect(new Date(rebuilt.catalogue.rebuiltAt!).getTime()).toBeGreaterThan(new Date(before.catalogue.rebuiltAt!).getTime());
  });

  test('"all" bumps every area once, also when the request is retried', async () => {
    const before = await areas();
    const theirs = await versions(2);
    const mutationId = randomUUID();
    expectOk(await sa('/Cache/Invalidate', { area: 'all', mutationId }));
    expectOk(await sa('/Cache/Invalidate', { area: 'all', mutationId }));
    const after = await areas();
    for (const area of CACHE_AREAS) expect({ area, version: after[area].version, by: after[area].invalidatedBy }).toEqual({ area, version: before[area].version + 1, by: 'Super Admin' });
    expect(await versions(2)).toEqual(theirs);
    // Company 2's own invalidation leaves company 1 alone.
    await invalidate('ui', 2);
    expect((await areas()).ui.version).toBe(after.ui.version);
  });
});
