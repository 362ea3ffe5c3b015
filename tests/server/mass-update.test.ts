/**
 * The mass update (issue 16 §1, /market/actualizacion): selection by filter or pasted SKUs, each change kind with its
 * rounding, rows refused in the preview, apply = preview in one transaction with its audit, refusal when the products
 * changed since the preview, undo of the last one (skipping rows changed since), history, isolation, idempotency.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { priceFromShelf, priceWithTax } from '../../contract/catalogue-prices';
import { divRound } from '../../contract/money';
import { massApplyData, massHistoryData, massPreviewData, massUndoData, type MassPreviewData } from '../../contract/schemas/mass-update';
import { brands, categories, productCategories, products } from '../../server/db/schema/catalogue';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (index = 0) => t.fixture.companies[index]!;
let serial = 0;

interface Spec {
  price: number;
  rate?: number;
  active?: boolean;
  derived?: boolean;
}

/** A new category of company `index` holding one new product per spec (so every test owns its products). */
async function seed(specs: Spec[], index = 0): Promise<{ categoryId: number; ids: number[]; skus: string[] }> {
  serial += 1;
  const companyId = company(index).id;
  const [category] = await t.database.db.insert(categories).values({ companyId, name: `Masiva ${serial}` }).returning({ id: categories.id });
  const rows = await t.database.db
    .insert(products)
    .values(
      specs.map((spec, i) => ({
        companyId,
        sku: `MU-${serial}-${i}`,
        name: `Producto ${serial}-${i}`,
        categoryId: category!.id,
        priceCents: spec.price,
        priceWithTaxCents: priceWithTax(spec.price, spec.rate ?? 1500),
        taxRateBp: spec.rate ?? 1500,
        active: spec.active ?? true,
        kind: spec.derived ? 'composite' : 'simple',
        priceDerived: spec.derived ?? false,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  await t.database.db.insert(productCategories).values(rows.map((row, i) => ({ productId: row.id, categoryId: category!.id, companyId, displayOrder: i + 1 })));
  return { categoryId: category!.id, ids: rows.map((r) => r.id), skus: rows.map((r) => r.sku) };
}

const scope = (index = 0) => ({ empresaId: company(index).id });
const byCategory = (categoryId: number) => ({ by: 'filter', categoryId });

function call(path: string, body: Record<string, unknown>, index = 0): Promise<Answer> {
  return t.call(path, { ...scope(index), ...body }, { token: t.tokens.SA! });
}

async function preview(selection: unknown, change: unknown, extra: Record<string, unknown> = {}, index = 0): Promise<MassPreviewData> {
  return massPreviewData.parse(expectOk(await call('/Product/MassPreview', { selection, change, ...extra }, index)));
}

function apply(selection: unknown, change: unknown, previewToken: string, mutationId = randomUUID(), index = 0): Promise<Answer> {
  return call('/Product/MassApply', { selection, change, previewToken, mutationId }, index);
}

async function previewAndApply(selection: unknown, change: unknown, index = 0) {
  const seen = await preview(selection, change, { limit: 500 }, index);
  const data = massApplyData.parse(expectOk(await apply(selection, change, seen.previewToken, randomUUID(), index)));
  return { seen, data };
}

function undo(massUpdateId: number, index = 0, mutationId = randomUUID()): Promise<Answer> {
  return call('/Product/MassUndo', { massUpdateId, mutationId }, index);
}

async function productRows(ids: number[]) {
  return t.database.query<{ id: number; price_cents: string; price_with_tax_cents: string; tax_rate_bp: number; category_id: number | null; brand_id: number | null; active: boolean; version: number }>(
    'SELECT id, price_cents, price_with_tax_cents, tax_rate_bp, category_id, brand_id, active, version FROM products WHERE id = ANY($1::int[]) ORDER BY id',
    [`{${ids.join(',')}}`],
  );
}
const prices = async (ids: number[]) => (await productRows(ids)).map((r) => [Number(r.price_cents), Number(r.price_with_tax_cents)]);

/** Products, their audit and the mass update tables (the idempotency record of a refusal is not a product change). */
async function catalogueState(): Promise<string> {
  const rows = await t.database.query<{ h: string }>(
    `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM products x), '')
      || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM product_changes x), '')
      || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM mass_updates x), '')
      || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.mass_update_id, x.product_id) FROM mass_update_rows x), '')
      || coalesce((SELECT string_agg(x::text, '|' ORDER BY x.product_id, x.category_id) FROM product_categories x), '')) AS h`,
  );
  return rows[0]!.h;
}

const percent = (percentBp: number, basis = 'without_tax') => ({ kind: 'price_percent', basis, percentBp });
const amount = (amountCents: number, basis = 'without_tax') => ({ kind: 'price_amount', basis, amountCents });

describe('selection', () => {
  test('by filter: the products listed in the category, with the /Product/List filters', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 200, active: false }, { price: 300 }]);
    const all = await preview(byCategory(categoryId), percent(1000));
    expect(all.rows.map((r) => r.id)).toEqual(ids);
    expect(all.counts).toEqual({ selected: 3, changing: 3, refused: 0, unchanged: 0 });
    const activeOnly = await preview({ ...byCategory(categoryId), active: false }, percent(1000));
    expect(activeOnly.rows.map((r) => r.id)).toEqual([ids[1]]);
    const bySearch = await preview({ by: 'filter', q: `producto ${serial}-2` }, percent(1000));
    expect(bySearch.rows.map((r) => r.id)).toEqual([ids[2]]);
  });

  test('by pasted SKUs: duplicates ignored, unknown SKUs reported, other companies\' SKUs unknown', async () => {
    const mine = await seed([{ price: 100 }, { price: 200 }]);
    const theirs = await seed([{ price: 100 }], 1);
    const data = await preview({ by: 'skus', skus: [mine.skus[1], mine.skus[0], mine.skus[1], ' NO-EXISTE ', theirs.skus[0]] }, amount(50));
    expect(data.rows.map((r) => r.id)).toEqual(mine.ids);
    expect(data.unknownSkus).toEqual(['NO-EXISTE', theirs.skus[0]]);
    expect(data.counts.selected).toBe(2);
  });

  test('a list of more than 5,000 SKUs is refused with a field message', async () => {
    const answer = await call('/Product/MassPreview', { selection: { by: 'skus', skus: Array.from({ length: 5001 }, (_, i) => `S${i}`) }, change: percent(100) });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
  });

  test('pages by a keyset cursor with the totals of the whole selection', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 200 }, { price: 300 }, { price: 400 }, { price: 500 }]);
    const first = await preview(byCategory(categoryId), amount(10), { limit: 2 });
    const second = await preview(byCategory(categoryId), amount(10), { limit: 2, cursor: first.nextCursor });
    const third = await preview(byCategory(categoryId), amount(10), { limit: 2, cursor: second.nextCursor });
    expect([...first.rows, ...second.rows, ...third.rows].map((r) => r.id)).toEqual(ids);
    expect(third.nextCursor).toBeNull();
    expect(first.totals).toMatchObject({ priceBefore: 1500, priceAfter: 1550 });
    expect(first.previewToken).toBe(third.previewToken);
  });

  test('SA must name a company', async () => {
    const answer = await t.call('/Product/MassPreview', { selection: { by: 'filter' }, change: percent(100) }, { token: t.tokens.SA! });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
  });
});

describe('changes', () => {
  test('price by percent without IVA: rounded half-up to the cent, the shelf price follows', async () => {
    const { categoryId, ids } = await seed([{ price: 150 }, { price: 133, rate: 1200 }, { price: 10 }]);
    const { seen } = await previewAndApply(byCategory(categoryId), percent(500));
    // 157.5 → 158; 139.65 → 140; 10.5 → 11.
    expect(await prices(ids)).toEqual([
      [158, priceWithTax(158, 1500)],
      [140, priceWithTax(140, 1200)],
      [11, priceWithTax(11, 1500)],
    ]);
    expect(seen.rows.map((r) => r.after.priceCents)).toEqual([158, 140, 11]);
  });

  test('price by percent on the price with IVA: the shelf price moves, the price without IVA is derived from it', async () => {
    const { categoryId, ids } = await seed([{ price: 1000 }]);
    // Shelf 1150 → +10 % = 1265 → without IVA 1100 → shelf 1265.
    await previewAndApply(byCategory(categoryId), percent(1000, 'with_tax'));
    expect(await prices(ids)).toEqual([[1100, 1265]]);
  });

  test('price by an amount, up or down, on either price', async () => {
    const a = await seed([{ price: 1000 }]);
    await previewAndApply(byCategory(a.categoryId), amount(-250));
    expect(await prices(a.ids)).toEqual([[750, priceWithTax(750, 1500)]]);
    const b = await seed([{ price: 1000 }]);
    await previewAndApply(byCategory(b.categoryId), amount(100, 'with_tax'));
    // Shelf 1150 + 100 = 1250 → 1086.96 → 1087 → shelf 1250.
    expect(await prices(b.ids)).toEqual([[1087, 1250]]);
  });

  test('the database computes every price exactly as the contract\'s price rule (catalogue-prices.ts)', async () => {
    // Prices and rates that land on half cents, odd rates, big and tiny prices.
    const amounts = [0, 1, 5, 15, 25, 35, 45, 99, 101, 133, 150, 199, 995, 1005, 12_345, 99_999, 1_234_567];
    const rates = [0, 500, 1200, 1500, 1234];
    const specs = amounts.flatMap((price) => rates.map((rate) => ({ price, rate })));
    const { categoryId } = await seed(specs);
    const expectations: [Record<string, unknown>, (price: number, rate: number) => number][] = [
      [percent(500), (price) => divRound(price * 10500, 10000)],
      [percent(-333), (price) => divRound(price * 9667, 10000)],
      [percent(1000, 'with_tax'), (price, rate) => priceFromShelf(divRound(priceWithTax(price, rate) * 11000, 10000), rate)],
      [percent(-1250, 'with_tax'), (price, rate) => priceFromShelf(divRound(priceWithTax(price, rate) * 8750, 10000), rate)],
      [amount(37, 'with_tax'), (price, rate) => priceFromShelf(priceWithTax(price, rate) + 37, rate)],
    ];
    for (const [change, expected] of expectations) {
      const seen = await preview(byCategory(categoryId), change, { limit: 500 });
      const byId = new Map(seen.rows.map((row) => [row.id, row]));
      expect(seen.rows.length + seen.counts.unchanged).toBe(specs.length);
      const rows = await productRows([...byId.keys()]);
      for (const row of rows) {
        const price = Number(row.price_cents);
        const next = expected(price, row.tax_rate_bp);
        expect({ change, price, rate: row.tax_rate_bp, after: byId.get(row.id)!.after }).toEqual({ change, price, rate: row.tax_rate_bp, after: { priceCents: next, priceWithTaxCents: priceWithTax(next, row.tax_rate_bp) } });
      }
    }
    const taxed = await preview(byCategory(categoryId), { kind: 'tax_rate', taxRateBp: 1234 }, { limit: 500 });
    const current = new Map((await productRows(taxed.rows.map((r) => r.id))).map((row) => [row.id, Number(row.price_cents)]));
    for (const row of taxed.rows) expect(row.after).toEqual({ taxRateBp: 1234, priceWithTaxCents: priceWithTax(current.get(row.id)!, 1234) });
  });

  test('a price that would go below 0 is refused in the preview and left as it is', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 500 }]);
    const seen = await preview(byCategory(categoryId), amount(-200));
    expect(seen.counts).toMatchObject({ changing: 1, refused: 1 });
    expect(seen.rows.find((r) => r.id === ids[0])?.refusal).toBe('below_zero');
    const refusedOnly = await preview(byCategory(categoryId), amount(-200), { onlyRefused: true });
    expect(refusedOnly.rows.map((r) => r.id)).toEqual([ids[0]]);
    const data = massApplyData.parse(expectOk(await apply(byCategory(categoryId), amount(-200), seen.previewToken)));
    expect(data).toMatchObject({ changed: 1, refused: 1 });
    expect(await prices(ids)).toEqual([
      [100, priceWithTax(100, 1500)],
      [300, priceWithTax(300, 1500)],
    ]);
  });

  test('a composite with a derived price is refused; the composites holding a changed product follow', async () => {
    const { categoryId, ids } = await seed([{ price: 1000 }, { price: 2000, derived: true }]);
    await t.database.query('INSERT INTO product_components (parent_id, component_id, company_id, quantity_milli) VALUES ($1, $2, $3, 2000)', [ids[1], ids[0], company().id]);
    const seen = await preview(byCategory(categoryId), percent(1000));
    expect(seen.rows.map((r) => r.refusal)).toEqual([null, 'price_derived']);
    const data = massApplyData.parse(expectOk(await apply(byCategory(categoryId), percent(1000), seen.previewToken)));
    expect(data.recomputed).toBe(1);
    expect((await prices(ids))[1]![0]).toBe(2200);
  });

  test('IVA rate: the price without IVA stays, the shelf price follows', async () => {
    const { categoryId, ids } = await seed([{ price: 999 }]);
    await previewAndApply(byCategory(categoryId), { kind: 'tax_rate', taxRateBp: 1200 });
    const [row] = await productRows(ids);
    expect([Number(row!.price_cents), Number(row!.price_with_tax_cents), row!.tax_rate_bp]).toEqual([999, priceWithTax(999, 1200), 1200]);
  });

  test('main category: the product moves, its listing too', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }]);
    const target = company().picking.categoryIds.dairy;
    await previewAndApply(byCategory(categoryId), { kind: 'category', categoryId: target });
    expect((await productRows(ids))[0]!.category_id).toBe(target);
    const listings = await t.database.query<{ category_id: number }>('SELECT category_id FROM product_categories WHERE product_id = $1', [ids[0]]);
    expect(listings.map((l) => l.category_id)).toEqual([target]);
  });

  test('a category or brand of another company is refused', async () => {
    const { categoryId } = await seed([{ price: 100 }]);
    const other = await call('/Product/MassPreview', { selection: byCategory(categoryId), change: { kind: 'category', categoryId: company(1).picking.categoryIds.dairy } });
    expect(other.json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
    const [brand] = await t.database.db.insert(brands).values({ companyId: company(1).id, name: `Ajena ${serial}` }).returning({ id: brands.id });
    const otherBrand = await call('/Product/MassPreview', { selection: byCategory(categoryId), change: { kind: 'brand', brandId: brand!.id } });
    expect(otherBrand.json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
  });

  test('brand and active', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 200, active: false }]);
    const [brand] = await t.database.db.insert(brands).values({ companyId: company().id, name: `Marca ${serial}` }).returning({ id: brands.id });
    await previewAndApply(byCategory(categoryId), { kind: 'brand', brandId: brand!.id });
    expect((await productRows(ids)).map((r) => r.brand_id)).toEqual([brand!.id, brand!.id]);
    // Already inactive: unchanged, not counted as a change.
    const { seen, data } = await previewAndApply(byCategory(categoryId), { kind: 'active', active: false });
    expect(seen.counts).toMatchObject({ changing: 1, unchanged: 1 });
    expect(data.changed).toBe(1);
    expect((await productRows(ids)).map((r) => r.active)).toEqual([false, false]);
  });
});

describe('apply', () => {
  test('applies exactly the preview: versions bumped, one mass update, its rows and the audit', async () => {
    const { categoryId, ids } = await seed([{ price: 150 }, { price: 250 }]);
    const versions = (await productRows(ids)).map((r) => r.version);
    const { seen, data } = await previewAndApply(byCategory(categoryId), percent(1000));
    const after = await productRows(ids);
    expect(after.map((r) => [Number(r.price_cents), Number(r.price_with_tax_cents)])).toEqual(seen.rows.map((r) => [r.after.priceCents, r.after.priceWithTaxCents]));
    expect(after.map((r) => r.version)).toEqual(versions.map((v) => v + 1));
    const stored = await t.database.query<{ product_id: number; before: unknown; after: unknown }>('SELECT product_id, before, after FROM mass_update_rows WHERE mass_update_id = $1 ORDER BY product_id', [data.massUpdateId]);
    expect(stored).toEqual(seen.rows.map((r) => ({ product_id: r.id, before: r.before, after: r.after })));
    const audit = await t.database.query<{ product_id: number; source: string; changes: Record<string, unknown> }>(
      "SELECT product_id, source, changes FROM product_changes WHERE product_id = ANY($1::int[]) ORDER BY product_id",
      [`{${ids.join(',')}}`],
    );
    expect(audit).toEqual([
      { product_id: ids[0], source: 'mass_update', changes: { priceCents: [150, 165], priceWithTaxCents: [priceWithTax(150, 1500), priceWithTax(165, 1500)] } },
      { product_id: ids[1], source: 'mass_update', changes: { priceCents: [250, 275], priceWithTaxCents: [priceWithTax(250, 1500), priceWithTax(275, 1500)] } },
    ]);
    const [record] = await t.database.query<{ affected: number; user_id: number }>('SELECT affected, user_id FROM mass_updates WHERE id = $1', [data.massUpdateId]);
    expect(record).toEqual({ affected: 2, user_id: t.user('SA').id });
  });

  test('refused with a clear message, nothing changed, when a product changed since the preview', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 200 }]);
    const seen = await preview(byCategory(categoryId), percent(1000));
    await t.database.query('UPDATE products SET price_cents = 120, price_with_tax_cents = 138, version = version + 1 WHERE id = $1', [ids[0]]);
    const before = await catalogueState();
    const answer = await apply(byCategory(categoryId), percent(1000), seen.previewToken);
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'CONFLICT', detalle: { reason: 'preview_changed' } });
    expect(answer.json.mensaje).toContain('vista previa');
    expect(await catalogueState()).toBe(before);
    // A product added to the selection since the preview is a change too.
    const fresh = await preview(byCategory(categoryId), percent(1000));
    await t.database.query('INSERT INTO product_categories (product_id, category_id, company_id) VALUES ($1, $2, $3)', [company().picking.products.milk, categoryId, company().id]);
    expect((await apply(byCategory(categoryId), percent(1000), fresh.previewToken)).json).toMatchObject({ bOk: false, codigo: 'CONFLICT' });
  });

  test('one transaction: a failure half-way leaves nothing changed', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 200 }]);
    const seen = await preview(byCategory(categoryId), percent(1000));
    // The audit of the second product fails after the products were already updated in the transaction.
    await t.database.query(`CREATE FUNCTION mass_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.product_id = ${ids[1]} THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
    await t.database.query('CREATE TRIGGER mass_fail BEFORE INSERT ON product_changes FOR EACH ROW EXECUTE FUNCTION mass_fail()');
    try {
      const before = await catalogueState();
      const answer = await apply(byCategory(categoryId), percent(1000), seen.previewToken);
      expect(answer.json).toMatchObject({ bOk: false, codigo: 'INTERNAL' });
      expect(await catalogueState()).toBe(before);
      expect(await prices(ids)).toEqual([
        [100, priceWithTax(100, 1500)],
        [200, priceWithTax(200, 1500)],
      ]);
    } finally {
      await t.database.query('DROP TRIGGER mass_fail ON product_changes');
      await t.database.query('DROP FUNCTION mass_fail()');
    }
  });

  test('idempotent by mutationId: a repeat answers the same and applies once; the same id with another body is refused', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }]);
    const seen = await preview(byCategory(categoryId), amount(5));
    const mutationId = randomUUID();
    const first = expectOk(await apply(byCategory(categoryId), amount(5), seen.previewToken, mutationId));
    const again = expectOk(await apply(byCategory(categoryId), amount(5), seen.previewToken, mutationId));
    expect(again).toEqual(first);
    expect(await prices(ids)).toEqual([[105, priceWithTax(105, 1500)]]);
    const [count] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM mass_updates WHERE change->>'amountCents' = '5' AND id = $1", [(first as { massUpdateId: number }).massUpdateId]);
    expect(count!.n).toBe(1);
    expect((await apply(byCategory(categoryId), amount(6), seen.previewToken, mutationId)).json).toMatchObject({ bOk: false, codigo: 'CONFLICT' });
  });

  test('company isolation: another company\'s products never change; SA names the company it acts on', async () => {
    const mine = await seed([{ price: 100 }]);
    const theirs = await seed([{ price: 100 }], 1);
    const before = await prices(theirs.ids);
    await previewAndApply({ by: 'filter' }, amount(1));
    expect(await prices(theirs.ids)).toEqual(before);
    expect((await prices(mine.ids))[0]![0]).toBe(101);
    const other = await preview({ by: 'filter' }, amount(1), { limit: 500 }, 1);
    expect(other.rows.some((r) => r.id === mine.ids[0])).toBe(false);
    expect(other.rows.some((r) => r.id === theirs.ids[0])).toBe(true);
  });

  test('only the market screen\'s roles may preview or apply', async () => {
    const answer = await t.call('/Product/MassPreview', { selection: { by: 'filter' }, change: percent(100) }, { token: t.tokens['AD@1']! });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'FORBIDDEN' });
  });
});

describe('undo and history', () => {
  test('restores the rows still at their new value, skips and reports those changed since, marks it undone', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }, { price: 200 }]);
    const { data } = await previewAndApply(byCategory(categoryId), percent(1000));
    await t.database.query('UPDATE products SET price_cents = 999, price_with_tax_cents = $2, version = version + 1 WHERE id = $1', [ids[1], priceWithTax(999, 1500)]);
    const undone = massUndoData.parse(expectOk(await undo(data.massUpdateId)));
    expect(undone.restored).toBe(1);
    expect(undone.skipped.map((s) => s.id)).toEqual([ids[1]]);
    expect(await prices(ids)).toEqual([
      [100, priceWithTax(100, 1500)],
      [999, priceWithTax(999, 1500)],
    ]);
    const audit = await t.database.query<{ source: string; changes: unknown }>("SELECT source, changes FROM product_changes WHERE product_id = $1 AND source = 'mass_undo'", [ids[0]]);
    expect(audit).toEqual([{ source: 'mass_undo', changes: { priceCents: [110, 100], priceWithTaxCents: [priceWithTax(110, 1500), priceWithTax(100, 1500)] } }]);
    const history = massHistoryData.parse(expectOk(await call('/Product/MassHistory', {})));
    const row = history.rows.find((r) => r.id === data.massUpdateId);
    expect(row).toMatchObject({ affected: 2, userName: 'Super Admin', canUndo: false, undoneByName: 'Super Admin', change: percent(1000) });
    expect(row?.undoneAt).not.toBeNull();
    expect((await undo(data.massUpdateId)).json).toMatchObject({ bOk: false, codigo: 'CONFLICT', detalle: { reason: 'already_undone' } });
  });

  test('only the last mass update can be undone; then the one before it', async () => {
    const a = await seed([{ price: 100 }]);
    const first = await previewAndApply(byCategory(a.categoryId), amount(10));
    const second = await previewAndApply(byCategory(a.categoryId), amount(20));
    const before = await catalogueState();
    expect((await undo(first.data.massUpdateId)).json).toMatchObject({ bOk: false, codigo: 'CONFLICT', detalle: { reason: 'not_last' } });
    expect(await catalogueState()).toBe(before);
    const history = massHistoryData.parse(expectOk(await call('/Product/MassHistory', {})));
    expect(history.rows[0]).toMatchObject({ id: second.data.massUpdateId, canUndo: true });
    expect(history.rows.filter((r) => r.canUndo)).toHaveLength(1);
    expectOk(await undo(second.data.massUpdateId));
    expect((await prices(a.ids))[0]![0]).toBe(110);
    expectOk(await undo(first.data.massUpdateId));
    expect((await prices(a.ids))[0]![0]).toBe(100);
  });

  test('a category change undone puts the product and its listing back', async () => {
    const { categoryId, ids } = await seed([{ price: 100 }]);
    const { data } = await previewAndApply(byCategory(categoryId), { kind: 'category', categoryId: company().picking.categoryIds.vegetables });
    expectOk(await undo(data.massUpdateId));
    expect((await productRows(ids))[0]!.category_id).toBe(categoryId);
    const listings = await t.database.query<{ category_id: number }>('SELECT category_id FROM product_categories WHERE product_id = $1', [ids[0]]);
    expect(listings.map((l) => l.category_id)).toEqual([categoryId]);
  });

  test('another company cannot undo or see a mass update', async () => {
    const { categoryId } = await seed([{ price: 100 }]);
    const { data } = await previewAndApply(byCategory(categoryId), amount(1));
    expect((await undo(data.massUpdateId, 1)).json).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    const history = massHistoryData.parse(expectOk(await call('/Product/MassHistory', {}, 1)));
    expect(history.rows.some((r) => r.id === data.massUpdateId)).toBe(false);
  });

  test('undo is idempotent by mutationId', async () => {
    const { categoryId } = await seed([{ price: 100 }]);
    const { data } = await previewAndApply(byCategory(categoryId), amount(1));
    const mutationId = randomUUID();
    const first = expectOk(await undo(data.massUpdateId, 0, mutationId));
    expect(expectOk(await undo(data.massUpdateId, 0, mutationId))).toEqual(first);
  });
});
