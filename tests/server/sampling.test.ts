/**
 * Sampling campaigns (/sampling, /sampling/productos; issue 19 §6): SU and SA reach `/Sampling/*`, every other role is
 * refused; SU is held to its company and SA names it; campaigns created, edited at the version read (once per
 * mutationId), switched, read with their uses; each field rule refused with the field named and nothing changed; the
 * sample products with their stock, flagged when it does not cover what the campaigns may still give.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { CallPath } from '../../contract/calls';
import { ROLE_CODES } from '../../contract/roles';
import { samplingGetData, samplingListData, samplingProductsData, samplingSaveData, samplingSetActiveData, type SamplingCampaign } from '../../contract/schemas/sampling';
import { expectOk } from './helpers/picking-helpers';
import { SAMPLE_REFUSALS, SAMPLES } from './helpers/samples';
import { suiteTestApp, type Answer } from './helpers/test-app';

const t = suiteTestApp();

const SAMPLING_CALLS: CallPath[] = ['/Sampling/List', '/Sampling/Get', '/Sampling/Save', '/Sampling/SetActive', '/Sampling/Products'];
const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const su = (path: CallPath, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, body, { token: t.tokens[`SU@${n}`]! });
const sa = (path: CallPath, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const refusal = (answer: Answer) => ({ codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });
const iso = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString();

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Yogur de regalo',
    productId: company().picking.products.rice,
    quantityMilli: 1000,
    totalSamples: 50,
    storeIds: [],
    minOrderCents: 2000,
    categoryIds: [],
    newCustomersOnly: false,
    startsAt: iso(-1),
    endsAt: null,
    active: true,
    mutationId: randomUUID(),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<SamplingCampaign> {
  return samplingSaveData.parse(expectOk(await su('/Sampling/Save', form(overrides)))).campaign;
}

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('who reaches /Sampling/*', () => {
  for (const path of SAMPLING_CALLS) {
    test(`${path}: SU and SA reach it; every other role is refused and nothing changes`, async () => {
      const outcomes: Array<{ role: string; codigo: string | null; unchanged: boolean }> = [];
      for (const role of ROLE_CODES) {
        const key = role === 'SA' ? 'SA' : `${role}@1`;
        const body = SAMPLES[path]({ t, userId: t.user(role).id, email: t.user(role).email, unique: `${path}-${role}` });
        const before = await t.fingerprint();
        const answer = await t.call(path, body, { token: t.tokens[key]! });
        const reaches = role === 'SA' || role === 'SU';
        outcomes.push({ role, codigo: answer.json.codigo ?? null, unchanged: reaches || (await t.fingerprint()) === before });
      }
      expect(outcomes).toEqual(ROLE_CODES.map((role) => ({ role, codigo: role === 'SA' || role === 'SU' ? (SAMPLE_REFUSALS[path] ?? null) : 'FORBIDDEN', unchanged: true })));
    });
  }

  test('SA must name the company; SU is held to its own', async () => {
    const answer = await t.call('/Sampling/List', {}, { token: t.tokens.SA! });
    expect(refusal(answer)).toEqual({ codigo: 'VALIDATION', campos: ['empresaId:required'] });
    expect((await su('/Sampling/List', { empresaId: company(2).id })).json.codigo).toBe('NOT_FOUND');
  });
});

describe('campaigns', () => {
  test('created by SU, listed with its state and choices, edited at its version, switched, and SA sees the same', async () => {
    const created = await create({ storeIds: [company().storeId], categoryIds: [company().picking.categoryIds.dairy, company().picking.categoryIds.grains] });
    expect(created).toMatchObject({ name: 'Yogur de regalo', usedSamples: 0, state: 'active', version: 1, storeIds: [company().storeId], saleUnit: 'unit' });
    expect(created.categoryIds).toEqual([company().picking.categoryIds.dairy, company().picking.categoryIds.grains].toSorted((a, b) => a - b));
    const listed = samplingListData.parse(expectOk(await sa('/Sampling/List', {})));
    expect(listed.rows.map((row) => row.id)).toContain(created.id);
    expect(listed.stores.map((store) => store.id)).toContain(company().storeId);
    expect(listed.categories.length).toBeGreaterThanOrEqual(3);

    const edit = form({ id: created.id, baseVersion: 1, name: 'Yogur gratis', totalSamples: 80, startsAt: iso(2) });
    const edited = samplingSaveData.parse(expectOk(await su('/Sampling/Save', edit))).campaign;
    expect(edited).toMatchObject({ name: 'Yogur gratis', totalSamples: 80, version: 2, state: 'scheduled' });
    // The same mutationId again: the first answer, nothing applied twice.
    expect(samplingSaveData.parse(expectOk(await su('/Sampling/Save', edit))).campaign.version).toBe(2);
    // A save from version 1 is stale now: refused with the current record.
    const stale = await su('/Sampling/Save', form({ id: created.id, baseVersion: 1, name: 'Otro nombre' }));
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect((stale.json.detalle as { current: SamplingCampaign }).current.name).toBe('Yogur gratis');

    const off = samplingSetActiveData.parse(expectOk(await su('/Sampling/SetActive', { id: created.id, baseVersion: 2, active: false, mutationId: randomUUID() }))).campaign;
    expect(off).toMatchObject({ active: false, state: 'inactive', version: 3 });
  });

  test("another company's campaign is NOT_FOUND for reading, editing and switching, and nothing changes", async () => {
    const mine = await create();
    const before = await dataFingerprint();
    expect((await su('/Sampling/Get', { id: mine.id }, 2)).json.codigo).toBe('NOT_FOUND');
    expect((await sa('/Sampling/Get', { id: mine.id }, 2)).json.codigo).toBe('NOT_FOUND');
    expect((await su('/Sampling/Save', { ...form({ id: mine.id, baseVersion: 1 }), productId: company(2).picking.products.rice }, 2)).json.codigo).toBe('NOT_FOUND');
    expect((await su('/Sampling/SetActive', { id: mine.id, baseVersion: 1, active: false, mutationId: randomUUID() }, 2)).json.codigo).toBe('NOT_FOUND');
    const theirs = samplingListData.parse(expectOk(await su('/Sampling/List', {}, 2)));
    expect(theirs.rows.map((row) => row.id)).not.toContain(mine.id);
    expect(await dataFingerprint()).toBe(before);
  });

  test('each field rule is refused with the field named, and nothing changes', async () => {
    const existing = await create({ totalSamples: 5 });
    await t.database.query('UPDATE sampling_campaigns SET used_samples = 3 WHERE id = $1', [existing.id]);
    const [inactive] = await t.database.query<{ id: number }>(
      "INSERT INTO products (company_id, sku, name, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp, active) VALUES ($1, 'SAMPLING-OFF', 'Producto inactivo', 'unit', 100, 100, 0, false) RETURNING id",
      [company().id],
    );
    const before = await dataFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, 'name'],
      [{ quantityMilli: 0 }, 'quantityMilli'],
      [{ totalSamples: 0 }, 'totalSamples'],
      [{ minOrderCents: -1 }, 'minOrderCents'],
      [{ endsAt: iso(-2) }, 'endsAt:ends_before_start'],
      [{ productId: company(2).picking.products.rice }, 'productId:not_found'],
      [{ productId: inactive!.id }, 'productId:inactive'],
      [{ storeIds: [company(2).storeId] }, 'storeIds:not_found'],
      [{ categoryIds: [company(2).picking.categoryIds.grains] }, 'categoryIds:not_found'],
      [{ id: existing.id, baseVersion: 1, totalSamples: 2 }, 'totalSamples:total_below_used'],
    ];
    const outcomes = [];
    for (const [overrides, expected] of cases) {
      const answer = await su('/Sampling/Save', form(overrides));
      outcomes.push({ expected, codigo: answer.json.codigo, campo: (answer.json.errores ?? []).map((e) => (expected.includes(':') ? `${e.campo}:${e.codigo}` : e.campo))[0] });
    }
    expect(outcomes).toEqual(cases.map(([, expected]) => ({ expected, codigo: 'VALIDATION', campo: expected })));
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('uses and sample products', () => {
  test('a campaign shows the orders that got its sample; the products table sums caps and flags short stock', async () => {
    const product = company().picking.products.milk;
    const campaign = await create({ productId: product, totalSamples: 10, quantityMilli: 2000, minOrderCents: 0 });
    const [order] = await t.database.query<{ id: number; number: string }>('SELECT id, number FROM orders WHERE company_id = $1 ORDER BY id LIMIT 1', [company().id]);
    await t.database.query('UPDATE sampling_campaigns SET used_samples = 4 WHERE id = $1', [campaign.id]);
    await t.database.query('INSERT INTO sampling_uses (campaign_id, company_id, order_id, customer_id) VALUES ($1, $2, $3, $4)', [campaign.id, company().id, order!.id, company().customerId]);
    const got = samplingGetData.parse(expectOk(await su('/Sampling/Get', { id: campaign.id })));
    expect(got.campaign.usedSamples).toBe(4);
    expect(got.uses).toEqual([expect.objectContaining({ orderId: order!.id, orderNumber: order!.number })]);
    expect(got.uses[0]!.customerName).toBeTruthy();

    // 6 samples left × 2 units = 12 units needed; the store's warehouse sells 5.
    await t.database.query(
      `INSERT INTO stock (product_id, warehouse_id, quantity_milli, reserved_milli) VALUES ($1, $2, 7000, 2000)
       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = 7000, reserved_milli = 2000`,
      [product, company().warehouseId],
    );
    const rows = samplingProductsData.parse(expectOk(await sa('/Sampling/Products', {}))).rows;
    const row = rows.find((r) => r.productId === product);
    expect(row).toMatchObject({ usedSamples: 4, remainingSamples: 6, neededMilli: 12_000, stockMilli: 5_000, short: true });
    expect(row!.warehouses).toEqual([expect.objectContaining({ id: company().warehouseId, stockMilli: 5_000 })]);
    await t.database.query('UPDATE stock SET quantity_milli = 20000 WHERE product_id = $1 AND warehouse_id = $2', [product, company().warehouseId]);
    const enough = samplingProductsData.parse(expectOk(await su('/Sampling/Products', {}))).rows.find((r) => r.productId === product);
    expect(enough).toMatchObject({ stockMilli: 18_000, short: false });
    // Company 2 sees none of company 1's sample products.
    expect(samplingProductsData.parse(expectOk(await su('/Sampling/Products', {}, 2))).rows.map((r) => r.productId)).not.toContain(product);
  });
});
