/**
 * Issue 16 §1, composite products: `/Product/ListComposites`, `/Product/GetComponents`, `/Product/SetComponents`.
 * No cycles (depth 1 and 3, the product itself, two concurrent saves that would close a loop), another company's
 * component answered NOT_FOUND, inactive components refused, what the stock allows per warehouse, the derived price
 * and its recompute when a component's price changes, the audit trail, stale versions and exactly-once saves.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { priceWithTax } from '../../contract/catalogue-prices';
import { compositeDetailData, compositeListData, type CompositeDetail } from '../../contract/schemas/product-composition';
import { recomputeDerivedPrices } from '../../server/catalogue/composition';
import type { AppDb } from '../../server/db/client';
import { productChanges, productComponents, products, stock } from '../../server/db/schema/catalogue';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const c1 = () => t.fixture.companies[0];
const c2 = () => t.fixture.companies[1];
const sa = () => t.tokens['SA']!;

let serial = 0;
/** A product of company `company` with its price without IVA, IVA rate, and stock in the first / second warehouse. */
async function product(opts: { company?: 1 | 2; priceCents?: number; taxRateBp?: number; active?: boolean; stock?: [number, number?] } = {}): Promise<number> {
  serial += 1;
  const company = opts.company === 2 ? c2() : c1();
  const priceCents = opts.priceCents ?? 100;
  const taxRateBp = opts.taxRateBp ?? 1500;
  const [row] = await t.database.db
    .insert(products)
    .values({ companyId: company.id, sku: `CMP-${serial}-${randomUUID().slice(0, 6)}`, name: `Componente ${serial}`, priceCents, priceWithTaxCents: priceWithTax(priceCents, taxRateBp), taxRateBp, active: opts.active ?? true })
    .returning({ id: products.id });
  const [first, second] = opts.stock ?? [0];
  await t.database.db.insert(stock).values({ productId: row!.id, warehouseId: company.warehouseId, quantityMilli: first });
  if (second !== undefined && company.extraWarehouseId !== null) await t.database.db.insert(stock).values({ productId: row!.id, warehouseId: company.extraWarehouseId, quantityMilli: second });
  return row!.id;
}

async function version(productId: number): Promise<number> {
  const [row] = await t.database.db.select({ version: products.version }).from(products).where(eq(products.id, productId));
  return row!.version;
}

function setBody(productId: number, components: { productId: number; quantityMilli: number }[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { empresaId: c1().id, productId, components, priceDerived: false, mutationId: randomUUID(), ...extra };
}

async function set(productId: number, components: { productId: number; quantityMilli: number }[], extra: Record<string, unknown> = {}, token = sa()): Promise<Answer> {
  return t.call('/Product/SetComponents', { baseVersion: await version(productId), ...setBody(productId, components, extra) }, { token });
}

async function setOk(productId: number, components: { productId: number; quantityMilli: number }[], extra: Record<string, unknown> = {}): Promise<CompositeDetail> {
  return compositeDetailData.parse(expectOk(await set(productId, components, extra)));
}

async function detail(productId: number): Promise<CompositeDetail> {
  return compositeDetailData.parse(expectOk(await t.call('/Product/GetComponents', { empresaId: c1().id, productId }, { token: sa() })));
}

async function storedComponentIds(productId: number): Promise<number[]> {
  const rows = await t.database.db.select({ id: productComponents.componentId }).from(productComponents).where(eq(productComponents.parentId, productId));
  return rows.map((r) => r.id).toSorted((a, b) => a - b);
}

const unit = (productId: number, units = 1) => ({ productId, quantityMilli: units * 1000 });

describe('composite products', () => {
  test('a product becomes a composite: its components, what each warehouse can make, and the list', async () => {
    const beans = await product({ priceCents: 250, stock: [10_000, 3_000] });
    const oil = await product({ priceCents: 400, stock: [4_500, 9_000] });
    const basket = await product({ priceCents: 999 });
    const saved = await setOk(basket, [unit(beans, 2), { productId: oil, quantityMilli: 1500 }]);
    expect(saved.product.kind).toBe('composite');
    expect(saved.product.version).toBe(2);
    expect(saved.components.map((c) => [c.productId, c.quantityMilli])).toEqual([[beans, 2000], [oil, 1500]]);
    // Bodega 1: beans 10 / 2 = 5, oil 4.5 / 1.5 = 3 → 3. Bodega 2: beans 3 / 2 = 1, oil 9 / 1.5 = 6 → 1.
    const byWarehouse = new Map(saved.warehouses.map((w) => [w.warehouseId, w.availableMilli]));
    expect(byWarehouse.get(c1().warehouseId)).toBe(3000);
    expect(byWarehouse.get(c1().extraWarehouseId!)).toBe(1000);
    // A set price is kept; the derived one is shown for comparison (2 × 2.50 + 1.5 × 4.00 = 11.00).
    expect(saved.product.priceCents).toBe(999);
    expect(saved.derivedPriceCents).toBe(1100);
    expect(saved.derivedPriceWithTaxCents).toBe(priceWithTax(1100, 1500));

    const list = compositeListData.parse(expectOk(await t.call('/Product/ListComposites', { empresaId: c1().id }, { token: sa() })));
    const row = list.rows.find((r) => r.id === basket);
    expect(row).toMatchObject({ componentCount: 2, availableMilli: 4000, priceCents: 999, priceDerived: false });

    const changes = await t.database.db.select().from(productChanges).where(and(eq(productChanges.productId, basket), eq(productChanges.source, 'composite')));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.changes).toMatchObject({ kind: ['simple', 'composite'] });

    // An empty list makes it a simple product again.
    const simple = await setOk(basket, []);
    expect(simple.product.kind).toBe('simple');
    expect(await storedComponentIds(basket)).toEqual([]);
  });

  test('a nested composite counts by its own components', async () => {
    const rice = await product({ stock: [6_000] });
    const combo = await product();
    await setOk(combo, [unit(rice, 2)]);
    const box = await product();
    const saved = await setOk(box, [unit(combo, 1)]);
    expect(saved.warehouses.find((w) => w.warehouseId === c1().warehouseId)?.availableMilli).toBe(3000);
    expect(saved.components[0]?.stockMilli).toBe(3000);
  });

  test('the product itself is refused as its own component', async () => {
    const a = await product();
    const before = await version(a);
    const answer = await set(a, [unit(a)]);
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]).toMatchObject({ campo: 'components.0.productId', codigo: 'self' });
    expect(await version(a)).toBe(before);
  });

  test('a cycle is refused at depth 1 and at depth 3, and nothing changes', async () => {
    const a = await product();
    const b = await product();
    await setOk(a, [unit(b)]);
    // Depth 1: B already is inside A.
    const direct = await set(b, [unit(a)]);
    expect(direct.json.codigo).toBe('VALIDATION');
    expect(direct.json.errores?.[0]).toMatchObject({ campo: 'components.0.productId', codigo: 'cycle' });
    expect(await storedComponentIds(b)).toEqual([]);

    // Depth 3: A ⊃ B ⊃ C ⊃ D; D may not contain A.
    const c = await product();
    const d = await product();
    const x = await product();
    await setOk(b, [unit(c)]);
    await setOk(c, [unit(d)]);
    const deep = await set(d, [unit(x), unit(a)]);
    expect(deep.json.codigo).toBe('VALIDATION');
    expect(deep.json.errores).toEqual([expect.objectContaining({ campo: 'components.1.productId', codigo: 'cycle' })]);
    expect(await storedComponentIds(d)).toEqual([]);
    expect((await detail(d)).product.kind).toBe('simple');
    // The preview names the offending component before saving.
    const preview = compositeDetailData.parse(expectOk(await t.call('/Product/GetComponents', { empresaId: c1().id, productId: d, components: [unit(x), unit(a)] }, { token: sa() })));
    expect(preview.cycleProductIds).toEqual([a]);
  });

  test('two concurrent saves that would close a loop: exactly one lands', async () => {
    const a = await product();
    const b = await product();
    const [first, second] = await Promise.all([set(a, [unit(b)]), set(b, [unit(a)])]);
    const outcomes = [first.json.bOk, second.json.bOk].toSorted();
    expect(outcomes).toEqual([false, true]);
    const refused = first.json.bOk ? second : first;
    expect(refused.json.errores?.[0]?.codigo).toBe('cycle');
    const edges = [...(await storedComponentIds(a)), ...(await storedComponentIds(b))];
    expect(edges).toHaveLength(1);
  });

  test("another company's component is NOT_FOUND, an inactive one is refused, and another company cannot edit", async () => {
    const basket = await product();
    const foreign = await product({ company: 2 });
    const answer = await set(basket, [unit(foreign)]);
    expect(answer.json.codigo).toBe('NOT_FOUND');
    const inactive = await product({ active: false });
    const refused = await set(basket, [unit(inactive)]);
    expect(refused.json.codigo).toBe('VALIDATION');
    expect(refused.json.errores?.[0]?.codigo).toBe('inactive');
    // SA naming company 2 cannot reach company 1's product.
    const crossed = await t.call('/Product/SetComponents', { ...setBody(basket, []), empresaId: c2().id, baseVersion: 1 }, { token: sa() });
    expect(crossed.json.codigo).toBe('NOT_FOUND');
    const peek = await t.call('/Product/GetComponents', { empresaId: c2().id, productId: basket }, { token: sa() });
    expect(peek.json.codigo).toBe('NOT_FOUND');
    // Not SA's market screen: refused for a company admin.
    const admin = await t.call('/Product/GetComponents', { productId: basket }, { token: t.tokens['AD@1']! });
    expect(admin.json.codigo).toBe('FORBIDDEN');
    expect(await version(basket)).toBe(1);
    expect(await storedComponentIds(basket)).toEqual([]);
  });

  test('a derived price follows its components, also when a component price changes later', async () => {
    const cheese = await product({ priceCents: 333, taxRateBp: 0 });
    const wine = await product({ priceCents: 1250, taxRateBp: 1500 });
    const gift = await product({ priceCents: 1, taxRateBp: 1500 });
    // 333 × 0.5 + 1250 × 2 = 166.5 + 2500 = 2666.5 → 2667 (one rounding), with 15 % IVA by the price rule.
    const saved = await setOk(gift, [{ productId: cheese, quantityMilli: 500 }, unit(wine, 2)], { priceDerived: true });
    expect(saved.product).toMatchObject({ priceDerived: true, priceCents: 2667, priceWithTaxCents: priceWithTax(2667, 1500) });
    // A box holding the gift, derived too, follows through the nesting.
    const box = await product({ taxRateBp: 1200 });
    await setOk(box, [unit(gift, 2)], { priceDerived: true });
    expect((await detail(box)).product.priceCents).toBe(5334);

    // Another helper's price change (the form, mass update, the upload) calls recomputeDerivedPrices in its transaction.
    const giftVersion = await version(gift);
    await t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: 1000, priceWithTaxCents: priceWithTax(1000, 1500) }).where(eq(products.id, wine));
      const changed = await recomputeDerivedPrices(tx as unknown as AppDb, c1().id, [wine]);
      expect(changed).toEqual([gift, box]);
    });
    const after = await detail(gift);
    expect(after.product).toMatchObject({ priceCents: 2167, priceWithTaxCents: priceWithTax(2167, 1500), version: giftVersion + 1 });
    expect((await detail(box)).product).toMatchObject({ priceCents: 4334, priceWithTaxCents: priceWithTax(4334, 1200) });
    const audit = await t.database.db.select().from(productChanges).where(and(eq(productChanges.productId, box), eq(productChanges.source, 'composite')));
    expect(audit.at(-1)!.changes).toMatchObject({ priceCents: [5334, 4334] });

    // A set (not derived) price is left alone.
    await setOk(gift, [{ productId: cheese, quantityMilli: 500 }, unit(wine, 2)], { priceDerived: false });
    await t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: 2000, priceWithTaxCents: priceWithTax(2000, 1500) }).where(eq(products.id, wine));
      await recomputeDerivedPrices(tx as unknown as AppDb, c1().id, [wine]);
    });
    expect((await detail(gift)).product.priceCents).toBe(2167);
  });

  test('a stale version is refused with the current components, and nothing is overwritten', async () => {
    const a = await product();
    const b = await product();
    const c = await product();
    await setOk(a, [unit(b)]);
    const stale = await t.call('/Product/SetComponents', { ...setBody(a, [unit(c)]), baseVersion: 1 }, { token: sa() });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    const current = compositeDetailData.parse((stale.json.detalle as { current: unknown }).current);
    expect(current.components.map((x) => x.productId)).toEqual([b]);
    expect(await storedComponentIds(a)).toEqual([b]);
  });

  test('the same mutationId applies once; reused with another body it is refused', async () => {
    const a = await product();
    const b = await product();
    const c = await product();
    const body = { ...setBody(a, [unit(b)]), baseVersion: 1 };
    const first = await t.call('/Product/SetComponents', body, { token: sa() });
    const again = await t.call('/Product/SetComponents', body, { token: sa() });
    expect(first.json.bOk).toBe(true);
    expect(again.json.bOk).toBe(true);
    expect(again.json.data).toEqual(first.json.data);
    expect(await version(a)).toBe(2);
    const changes = await t.database.db.select().from(productChanges).where(eq(productChanges.productId, a));
    expect(changes).toHaveLength(1);
    const reused = await t.call('/Product/SetComponents', { ...body, components: [unit(c)] }, { token: sa() });
    expect(reused.json.codigo).toBe('CONFLICT');
    expect(await storedComponentIds(a)).toEqual([b]);
  });

  test('bad input is refused with the field named and nothing changes', async () => {
    const a = await product();
    const b = await product();
    const before = await t.fingerprint();
    const duplicate = await set(a, [unit(b), unit(b, 2)]);
    expect(duplicate.json.errores?.[0]).toMatchObject({ campo: 'components.1.productId', codigo: 'duplicate' });
    const zero = await set(a, [{ productId: b, quantityMilli: 0 }]);
    expect(zero.json.codigo).toBe('VALIDATION');
    const tooMany = await set(a, Array.from({ length: 51 }, (_, i) => unit(b + i + 1)));
    expect(tooMany.json.codigo).toBe('VALIDATION');
    expect(await t.fingerprint()).toBe(before);
  });
});
