/**
 * Issue 16 §1, one product's page: `/Product/Get`, `/Product/Save`, `/Product/History`. Creating and updating, every
 * field's rule (check digits, SKU and barcode uniqueness naming the other product, THE price rule), stock counted
 * through the ledger and never negative, the audit trail, a stale save refused with the other change and nothing
 * overwritten, company isolation and exactly-once saves.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { priceFromShelf, priceWithTax } from '../../contract/catalogue-prices';
import { compositeDetailData } from '../../contract/schemas/product-composition';
import { productGetData, productHistoryData, productSaveData, type ProductDetail } from '../../contract/schemas/product-detail';
import { createSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema/accounts';
import { brands } from '../../server/db/schema/catalogue';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const c1 = () => t.fixture.companies[0];
const c2 = () => t.fixture.companies[1];
const sa = () => t.tokens['SA']!;

/** A valid EAN-13 from 12 digits. */
function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

let serial = 0;
function draft(extra: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    empresaId: c1().id,
    mutationId: randomUUID(),
    sku: `PD-${serial}-${randomUUID().slice(0, 6)}`,
    name: `Producto ${serial}`,
    description: 'Una descripción',
    brandId: null,
    categoryIds: [c1().picking.categoryIds.grains],
    saleUnit: 'unit',
    taxRateBp: 1500,
    priceCents: 200,
    active: true,
    barcodes: [],
    ...extra,
  };
}

function save(body: Record<string, unknown>, token = sa()): Promise<Answer> {
  return t.call('/Product/Save', body, { token });
}

async function create(extra: Record<string, unknown> = {}): Promise<ProductDetail> {
  return productSaveData.parse(expectOk(await save(draft(extra)))).product;
}

async function get(productId: number, empresaId = c1().id): Promise<Answer> {
  return t.call('/Product/Get', { empresaId, productId }, { token: sa() });
}

/** The body that re-saves `p` as it is, with `change` on top. */
function edit(p: ProductDetail, change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    empresaId: p.companyId,
    productId: p.id,
    baseVersion: p.version,
    mutationId: randomUUID(),
    sku: p.sku,
    name: p.name,
    description: p.description,
    brandId: p.brandId,
    categoryIds: p.categoryIds,
    saleUnit: p.saleUnit,
    taxRateBp: p.taxRateBp,
    priceCents: p.priceCents,
    active: p.active,
    barcodes: p.barcodes,
    ...change,
  };
}

async function catalogueFingerprint(): Promise<string> {
  const tables = ['products', 'product_barcodes', 'product_categories', 'product_changes', 'stock', 'stock_adjustments'];
  const parts = tables.map((name) => `SELECT '${name}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${name} x`);
  const rows = await t.database.query<{ t: string; n: number; h: string }>(parts.join(' UNION ALL '));
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
}

async function brandOf(companyId: number, name: string): Promise<number> {
  const [row] = await t.database.db.insert(brands).values({ companyId, name: `${name} ${randomUUID().slice(0, 6)}` }).returning({ id: brands.id });
  return row!.id;
}

describe('create and read', () => {
  test('a new product is stored with every field, listed in its categories, counted and audited', async () => {
    const brandId = await brandOf(c1().id, 'Marca');
    const code = ean13('786123400001');
    const { grains, dairy } = c1().picking.categoryIds;
    const answer = await save(
      draft({ brandId, categoryIds: [dairy, grains], saleUnit: 'kg', taxRateBp: 1200, priceCents: undefined, priceWithTaxCents: 1120, barcodes: [code], stock: [{ warehouseId: c1().warehouseId, quantityMilli: 12_500 }] }),
    );
    const saved = productSaveData.parse(expectOk(answer));
    expect(saved.created).toBe(true);
    const read = productGetData.parse(expectOk(await get(saved.product.id))).product!;
    expect(read).toMatchObject({ brandId, categoryId: dairy, categoryIds: [dairy, grains], saleUnit: 'kg', taxRateBp: 1200, barcodes: [code], kind: 'simple', version: 1, active: true });
    // Shelf price typed: the price without IVA comes from it by THE rule, and the shelf price is the rule's.
    expect(read.priceCents).toBe(priceFromShelf(1120, 1200));
    expect(read.priceWithTaxCents).toBe(priceWithTax(read.priceCents, 1200));
    expect(read.stock.find((s) => s.warehouseId === c1().warehouseId)?.quantityMilli).toBe(12_500);
    expect(read.stock.find((s) => s.warehouseId === c1().extraWarehouseId)?.quantityMilli).toBe(0);
    const [main] = await t.database.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [read.id]);
    expect(main!.category_id).toBe(dairy);
    const listed = await t.database.query<{ category_id: number }>('SELECT category_id FROM product_categories WHERE product_id = $1 ORDER BY category_id', [read.id]);
    expect(listed.map((l) => l.category_id)).toEqual([grains, dairy].toSorted((a, b) => a - b));
    const ledger = await t.database.query<{ delta_milli: string; balance_milli: string; reason: string }>('SELECT delta_milli, balance_milli, reason FROM stock_adjustments WHERE product_id = $1', [read.id]);
    expect(ledger.map((l) => ({ ...l, delta_milli: Number(l.delta_milli), balance_milli: Number(l.balance_milli) }))).toEqual([{ delta_milli: 12_500, balance_milli: 12_500, reason: 'counted' }]);
    const history = productHistoryData.parse(expectOk(await t.call('/Product/History', { empresaId: c1().id, productId: read.id }, { token: sa() })));
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]!.source).toBe('form');
    expect(history.rows[0]!.userName).toBeTypeOf('string');
    expect(history.rows[0]!.changes['created']).toEqual([null, true]);
    expect(history.rows[0]!.changes['sku']).toEqual([null, read.sku]);
  });

  test('the form choices name the company standard IVA, 0 and rates in use, its warehouses, brands and categories', async () => {
    const data = productGetData.parse(expectOk(await t.call('/Product/Get', { empresaId: c1().id }, { token: sa() })));
    expect(data.product).toBeNull();
    expect(data.options.taxRates).toEqual(expect.arrayContaining([0, 1200, 1500]));
    expect(data.options.warehouses.map((w) => w.id).toSorted()).toEqual([c1().warehouseId, c1().extraWarehouseId].toSorted());
    expect(data.options.categories.map((c) => c.id)).toContain(c1().picking.categoryIds.grains);
    expect(data.options.categories.map((c) => c.id)).not.toContain(c2().picking.categoryIds.grains);
  });
});

const validEan13 = () => ean13('786999900001');

describe('field rules', () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ['empty SKU', { sku: '   ' }, 'sku', 'required'],
    ['SKU over 60', { sku: 'X'.repeat(61) }, 'sku', 'sku_too_long'],
    ['empty name', { name: '' }, 'name', 'required'],
    ['barcode of 10 digits', { barcodes: ['1234567890'] }, 'barcodes.0', 'barcode_format'],
    ['EAN-13 with a wrong check digit', { barcodes: ['7861234000010'] }, 'barcodes.0', 'barcode_check_digit'],
    ['EAN-8 with a wrong check digit', { barcodes: ['96385071'] }, 'barcodes.0', 'barcode_check_digit'],
    ['UPC-A with a wrong check digit', { barcodes: ['036000291453'] }, 'barcodes.0', 'barcode_check_digit'],
    ['the same barcode twice', { barcodes: ['96385074', '96385074'] }, 'barcodes.1', 'barcode_repeated'],
    ['no price', { priceCents: undefined }, 'priceCents', 'required'],
    ['two prices that disagree with the rule', { priceCents: 200, priceWithTaxCents: 231 }, 'priceWithTaxCents', 'price_mismatch'],
    ['negative price', { priceCents: -1 }, 'priceCents', 'too_small'],
    ['IVA over 100 %', { taxRateBp: 10001 }, 'taxRateBp', 'too_big'],
    ['negative stock', { stock: [{ warehouseId: 0, quantityMilli: -1000 }] }, 'stock.0.quantityMilli', 'negative_stock'],
    ['unknown sale unit', { saleUnit: 'caja' }, 'saleUnit', 'invalid_value'],
  ])('refuses %s, naming the field, and changes nothing', async (_name, change, campo, codigo) => {
    const body = draft(change);
    if (Array.isArray(body['stock'])) body['stock'] = [{ warehouseId: c1().warehouseId, quantityMilli: -1000 }];
    const before = await catalogueFingerprint();
    const answer = await save(body);
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.find((e) => e.campo === campo)?.codigo).toBe(codigo);
    expect(await catalogueFingerprint()).toBe(before);
  });

  test('valid EAN-8, UPC-A and EAN-13 codes are accepted', async () => {
    const product = await create({ barcodes: ['96385074', '036000291452', validEan13()] });
    expect(product.barcodes.toSorted()).toEqual(['036000291452', '96385074', validEan13()].toSorted());
  });

  test('a SKU or barcode another product of the company has is refused naming that product', async () => {
    const first = await create({ barcodes: [ean13('786555500001')] });
    const before = await catalogueFingerprint();
    const sku = await save(draft({ sku: ` ${first.sku} ` }));
    expect(sku.json.codigo).toBe('VALIDATION');
    const skuIssue = sku.json.errores?.find((e) => e.campo === 'sku');
    expect(skuIssue?.codigo).toBe('sku_taken');
    expect(skuIssue?.mensaje).toContain(first.name);
    expect(sku.json.detalle?.['owners']).toEqual({ sku: { productId: first.id, productName: first.name } });
    const code = await save(draft({ barcodes: [first.barcodes[0]] }));
    const codeIssue = code.json.errores?.find((e) => e.campo === 'barcodes.0');
    expect(codeIssue?.codigo).toBe('barcode_taken');
    expect(codeIssue?.mensaje).toContain(first.name);
    expect(await catalogueFingerprint()).toBe(before);
    // The other company may use the same SKU and barcode.
    expectOk(await save(draft({ empresaId: c2().id, sku: first.sku, barcodes: first.barcodes, categoryIds: [c2().picking.categoryIds.grains] })));
  });

  test('another company brand or category is answered NOT_FOUND and nothing changes', async () => {
    const foreignBrand = await brandOf(c2().id, 'Ajena');
    const before = await catalogueFingerprint();
    expect((await save(draft({ brandId: foreignBrand }))).json.codigo).toBe('NOT_FOUND');
    expect((await save(draft({ categoryIds: [c2().picking.categoryIds.grains] }))).json.codigo).toBe('NOT_FOUND');
    expect((await save(draft({ stock: [{ warehouseId: c2().warehouseId, quantityMilli: 1000 }] }))).json.codigo).toBe('NOT_FOUND');
    expect(await catalogueFingerprint()).toBe(before);
  });

  test('both prices agreeing with the rule are accepted; the price without IVA is the stored truth', async () => {
    const product = await create({ priceCents: 1999, priceWithTaxCents: priceWithTax(1999, 1500) });
    expect([product.priceCents, product.priceWithTaxCents]).toEqual([1999, 2299]);
    const [row] = await t.database.query<{ price_cents: string; price_with_tax_cents: string }>('SELECT price_cents, price_with_tax_cents FROM products WHERE id = $1', [product.id]);
    expect([Number(row!.price_cents), Number(row!.price_with_tax_cents)]).toEqual([1999, 2299]);
  });
});

describe('updates', () => {
  test('a change bumps the version, records before/after and a stock count; stock never goes negative', async () => {
    const product = await create({ stock: [{ warehouseId: c1().warehouseId, quantityMilli: 5000 }] });
    const updated = productSaveData.parse(expectOk(await save(edit(product, { name: 'Nombre nuevo', priceCents: 300, active: false, stock: [{ warehouseId: c1().warehouseId, quantityMilli: 2000 }] })))).product;
    expect(updated).toMatchObject({ name: 'Nombre nuevo', priceCents: 300, priceWithTaxCents: 345, active: false, version: 2 });
    const history = productHistoryData.parse(expectOk(await t.call('/Product/History', { empresaId: c1().id, productId: product.id, limit: 1 }, { token: sa() })));
    expect(history.rows[0]!.changes).toMatchObject({ name: [product.name, 'Nombre nuevo'], priceCents: [200, 300], priceWithTaxCents: [230, 345], active: [true, false] });
    expect(Object.values(history.rows[0]!.changes)).toContainEqual([5000, 2000]);
    expect(history.nextBeforeId).not.toBeNull();
    const older = productHistoryData.parse(expectOk(await t.call('/Product/History', { empresaId: c1().id, productId: product.id, beforeId: history.nextBeforeId }, { token: sa() })));
    expect(older.rows[0]!.changes['created']).toEqual([null, true]);
    const ledger = await t.database.query<{ delta_milli: string }>('SELECT delta_milli FROM stock_adjustments WHERE product_id = $1 ORDER BY id', [product.id]);
    expect(ledger.map((l) => Number(l.delta_milli))).toEqual([5000, -3000]);

    const before = await catalogueFingerprint();
    const negative = await save(edit(updated, { stock: [{ warehouseId: c1().warehouseId, quantityMilli: -1 }] }));
    expect(negative.json.codigo).toBe('VALIDATION');
    expect(await catalogueFingerprint()).toBe(before);
  });

  test('a save that changes nothing keeps the version and writes no audit row', async () => {
    const product = await create();
    const again = productSaveData.parse(expectOk(await save(edit(product)))).product;
    expect(again.version).toBe(product.version);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM product_changes WHERE product_id = $1', [product.id]);
    expect(count!.n).toBe(1);
  });

  test('a stale save from a second session is refused with the other person change, and nothing is overwritten', async () => {
    // A second administrator, in their own session.
    const [other] = await t.database.db.insert(users).values({ companyId: null, email: `sa2-${randomUUID()}@fixture.test`, name: 'Otra Administradora', role: 'SA', passwordHash: 'x' }).returning({ id: users.id });
    const otherToken = (await createSession(t.database.db, t.config, other!.id, t.clock.now())).token;
    const product = await create();
    const theirs = productSaveData.parse(expectOk(await save(edit(product, { priceCents: 250 }), otherToken))).product;
    expect(theirs.version).toBe(2);
    const before = await catalogueFingerprint();
    const mine = await save(edit(product, { name: 'Mi nombre' }));
    expect(mine.json.codigo).toBe('STALE_VERSION');
    expect(mine.json.mensaje).toContain('Otra Administradora');
    const detalle = mine.json.detalle as { current: ProductDetail; changedBy: string };
    expect(detalle.changedBy).toBe('Otra Administradora');
    expect(detalle.current).toMatchObject({ priceCents: 250, version: 2, name: product.name });
    expect(await catalogueFingerprint()).toBe(before);
    // Re-applied on top of theirs, it lands.
    const merged = productSaveData.parse(expectOk(await save(edit(detalle.current, { name: 'Mi nombre' })))).product;
    expect(merged).toMatchObject({ name: 'Mi nombre', priceCents: 250, version: 3 });
  });

  test('an update without its base version is refused', async () => {
    const product = await create();
    const body = edit(product, { name: 'Otro' });
    delete body['baseVersion'];
    const answer = await save(body);
    expect(answer.json.errores?.[0]?.campo).toBe('baseVersion');
  });
});

describe('isolation and exactly once', () => {
  test('another company product cannot be read, saved or its history seen', async () => {
    const product = await create();
    const before = await catalogueFingerprint();
    expect((await get(product.id, c2().id)).json.codigo).toBe('NOT_FOUND');
    expect((await save(edit(product, { empresaId: c2().id, name: 'Intruso' }))).json.codigo).toBe('NOT_FOUND');
    expect((await t.call('/Product/History', { empresaId: c2().id, productId: product.id }, { token: sa() })).json.codigo).toBe('NOT_FOUND');
    expect(await catalogueFingerprint()).toBe(before);
  });

  test('SA must name a company; roles without the market screen are refused', async () => {
    expect((await t.call('/Product/Get', {}, { token: sa() })).json.errores?.[0]?.campo).toBe('empresaId');
    for (const role of ['AD@1', 'GE@1', 'PK@1']) {
      expect((await t.call('/Product/Save', draft({ empresaId: undefined }), { token: t.tokens[role]! })).json.codigo).toBe('FORBIDDEN');
    }
  });

  test('the same mutationId saves once and answers the same; with another body it is refused', async () => {
    const body = draft();
    const first = productSaveData.parse(expectOk(await save(body)));
    const second = productSaveData.parse(expectOk(await save(body)));
    expect(second.product.id).toBe(first.product.id);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE sku = $1', [body['sku']]);
    expect(count!.n).toBe(1);
    expect((await save({ ...body, name: 'Otro cuerpo' })).json.codigo).toBe('CONFLICT');
  });
});

/** `parentId` made of `parts` (id, units), its price derived from them (or set, with `priceDerived: false`). */
async function compose(parentId: number, parts: [number, number][], priceDerived = true): Promise<ProductDetail> {
  const version = productGetData.parse(expectOk(await get(parentId))).product!.version;
  const components = parts.map(([productId, units]) => ({ productId, quantityMilli: units * 1000 }));
  compositeDetailData.parse(expectOk(await t.call('/Product/SetComponents', { empresaId: c1().id, productId: parentId, components, priceDerived, baseVersion: version, mutationId: randomUUID() }, { token: sa() })));
  return productGetData.parse(expectOk(await get(parentId))).product!;
}

async function reload(productId: number): Promise<ProductDetail> {
  return productGetData.parse(expectOk(await get(productId))).product!;
}

describe('composites with a derived price', () => {
  test('a component price changed in the form re-derives every composite built from it, audited as the composite', async () => {
    const beans = await create({ priceCents: 250 });
    const oil = await create({ priceCents: 400 });
    const basket = await compose((await create({ priceCents: 999 })).id, [[beans.id, 2], [oil.id, 1]]);
    expect(basket).toMatchObject({ kind: 'composite', priceDerived: true, priceCents: 900 });
    // A box of two baskets: derived from a derived composite.
    const box = await compose((await create({ priceCents: 1 })).id, [[basket.id, 2]]);
    expect(box.priceCents).toBe(1800);

    expectOk(await save(edit(beans, { priceCents: 300 })));
    const basketNow = await reload(basket.id);
    expect([basketNow.priceCents, basketNow.priceWithTaxCents]).toEqual([1000, priceWithTax(1000, 1500)]);
    expect(basketNow.version).toBe(basket.version + 1);
    expect((await reload(box.id)).priceCents).toBe(2000);
    const history = productHistoryData.parse(expectOk(await t.call('/Product/History', { empresaId: c1().id, productId: basket.id, limit: 1 }, { token: sa() })));
    expect(history.rows[0]).toMatchObject({ source: 'composite', changes: { priceCents: [900, 1000] } });
    expect(history.rows[0]!.userName).toBeTypeOf('string');

    // A change of the component's IVA alone keeps its price without IVA, and so the composite's.
    expectOk(await save(edit(await reload(beans.id), { taxRateBp: 1200 })));
    expect((await reload(basket.id)).priceCents).toBe(1000);
  });

  test('the price of a derived composite is refused in the form and nothing changes; a set price is the form\'s', async () => {
    const part = await create({ priceCents: 500 });
    const basket = await compose((await create({ priceCents: 999 })).id, [[part.id, 3]]);
    expect(basket.priceCents).toBe(1500);
    const before = await catalogueFingerprint();
    for (const [change, campo] of [
      [{ priceCents: 1700 }, 'priceCents'],
      [{ priceCents: undefined, priceWithTaxCents: 2000 }, 'priceWithTaxCents'],
      [{ priceCents: 1700, name: 'Canasta rebajada', taxRateBp: 1200 }, 'priceCents'],
    ] as const) {
      const answer = await save(edit(basket, change));
      expect(answer.json.codigo).toBe('VALIDATION');
      expect(answer.json.errores?.[0]).toMatchObject({ campo, codigo: 'price_derived' });
      expect(answer.json.mensaje).toContain('Productos compuestos');
    }
    expect(await catalogueFingerprint()).toBe(before);
    expect(await reload(basket.id)).toMatchObject({ priceCents: 1500, name: basket.name, taxRateBp: 1500, version: basket.version });

    // The same composite with a set price takes the form's price.
    const set = await compose(basket.id, [[part.id, 3]], false);
    const saved = productSaveData.parse(expectOk(await save(edit(set, { priceCents: 1700 })))).product;
    expect(saved).toMatchObject({ priceDerived: false, priceCents: 1700 });
  });

  test('a new IVA rate for a derived composite is taken and its prices re-derived at it', async () => {
    const part = await create({ priceCents: 333 });
    const basket = await compose((await create({ priceCents: 999 })).id, [[part.id, 3]]);
    expect([basket.priceCents, basket.priceWithTaxCents]).toEqual([999, priceWithTax(999, 1500)]);
    // The form sends the shelf price it shows (unchanged) with the new rate.
    const saved = productSaveData.parse(expectOk(await save(edit(basket, { taxRateBp: 1200, priceCents: undefined, priceWithTaxCents: basket.priceWithTaxCents })))).product;
    expect(saved).toMatchObject({ taxRateBp: 1200, priceCents: 999, priceWithTaxCents: priceWithTax(999, 1200), priceDerived: true });
    // And with the price without IVA it shows.
    const again = productSaveData.parse(expectOk(await save(edit(saved, { taxRateBp: 0 })))).product;
    expect(again).toMatchObject({ taxRateBp: 0, priceCents: 999, priceWithTaxCents: 999 });
  });
});
