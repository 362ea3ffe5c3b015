/**
 * Sampling when an order is placed (issue 19 §6, docs/sampling.md): each matching campaign adds one free line (store,
 * minimum total, category bought, new customer, window, switched on), at most one per order per campaign; the last
 * sample goes to exactly one of four racing orders; a retried placement adds nothing twice; the sample is reserved
 * with the order and leaves the stock once when picking finishes; a cancel gives it back; picking shows it flagged.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderData } from '../../contract/schemas/checkout';
import { orderDetailSchema } from '../../contract/schemas/orders';
import { pickingGetData } from '../../contract/schemas/picking';
import { expectOk } from './helpers/picking-helpers';
import { suiteTestApp, type Answer } from './helpers/test-app';

const t = suiteTestApp();

/** The fixture's now is Friday 2026-11-20, 12:00 in Guayaquil; orders go out on Saturday. */
const DAY = '2026-11-21';
const SATURDAY = 6;
let sequence = 0;

const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1]!;
const iso = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString();

/** A new product of company 1 at 10.00 without IVA in `category` (grains by default), with `stockMilli` in stock. */
async function product(stockMilli: number, category: 'grains' | 'dairy' = 'grains'): Promise<number> {
  sequence += 1;
  const categoryId = company().picking.categoryIds[category];
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO products (company_id, sku, name, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp, category_id)
     VALUES ($1, $2, $3, 'unit', 1000, 1000, 0, $4) RETURNING id`,
    [company().id, `SAMPLE-${sequence}`, `Producto ${sequence}`, categoryId],
  );
  await t.database.query('INSERT INTO product_categories (product_id, category_id, company_id) VALUES ($1, $2, $3)', [row!.id, categoryId, company().id]);
  await t.database.query('INSERT INTO stock (product_id, warehouse_id, quantity_milli) VALUES ($1, $2, $3)', [row!.id, company().warehouseId, stockMilli]);
  return row!.id;
}

async function slot(capacity = 100): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO delivery_slots (store_id, company_id, weekday, starts, ends, capacity) VALUES ($1, $2, $3, '09:00', '20:00', $4) RETURNING id`,
    [company().storeId, company().id, SATURDAY, capacity],
  );
  return row!.id;
}

async function customer(): Promise<number> {
  sequence += 1;
  const [row] = await t.database.query<{ id: number }>(`INSERT INTO customers (company_id, name, phone) VALUES ($1, $2, '0991234567') RETURNING id`, [company().id, `Cliente ${sequence}`]);
  await t.database.query(`INSERT INTO customer_addresses (customer_id, line1, city, is_default) VALUES ($1, 'Av. Amazonas N24', 'Quito', true)`, [row!.id]);
  return row!.id;
}

interface CampaignValues {
  productId: number;
  quantityMilli?: number;
  totalSamples?: number;
  usedSamples?: number;
  storeIds?: number[];
  minOrderCents?: number;
  categoryIds?: number[];
  newCustomersOnly?: boolean;
  startsAt?: string;
  endsAt?: string | null;
  active?: boolean;
}

async function campaign(values: CampaignValues): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO sampling_campaigns (company_id, name, product_id, quantity_milli, total_samples, used_samples, store_ids, min_order_cents, category_ids,
       new_customers_only, starts_at, ends_at, active)
     VALUES ($1, 'Campaña de prueba', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      company().id,
      values.productId,
      values.quantityMilli ?? 1000,
      values.totalSamples ?? 100,
      values.usedSamples ?? 0,
      values.storeIds ?? [],
      values.minOrderCents ?? 0,
      values.categoryIds ?? [],
      values.newCustomersOnly ?? false,
      values.startsAt ?? iso(-1),
      values.endsAt ?? null,
      values.active ?? true,
    ],
  );
  return row!.id;
}

interface Cart {
  customerId: number;
  slotId: number;
  lines: Array<{ id: number; qty: number }>;
}

function body(cart: Cart): Record<string, unknown> {
  return {
    mutationId: randomUUID(),
    idCliente: cart.customerId,
    tiendaId: company().storeId,
    productos: cart.lines,
    esEnvioGratis: true,
    canal: 'call_center',
    slotId: cart.slotId,
    fechaEntrega: DAY,
    pago: 'cash',
    totalEsperado: cart.lines.reduce((sum, line) => sum + line.qty * 1000, 0),
  };
}

const place = (request: Record<string, unknown>): Promise<Answer> => t.call('/Order/Place', request, { token: t.tokens['CC@1']! });
const placed = (answer: Answer): PlaceOrderData => expectOk(answer) as PlaceOrderData;

/** A cart of one product (`qty` units) for a new customer, placed. */
async function placeOne(productId: number, qty = 1, customerId?: number): Promise<PlaceOrderData> {
  return placed(await place(body({ customerId: customerId ?? (await customer()), slotId: await slot(), lines: [{ id: productId, qty }] })));
}

interface LineRow {
  product_id: number;
  sample_campaign_id: number | null;
  quantity_milli: string;
  unit_price_cents: string;
  total_cents: string;
  tax_cents: string;
}

async function samplesOf(orderId: number): Promise<LineRow[]> {
  return t.database.query<LineRow>(
    'SELECT product_id, sample_campaign_id, quantity_milli, unit_price_cents, total_cents, tax_cents FROM order_lines WHERE order_id = $1 AND sample_campaign_id IS NOT NULL ORDER BY position',
    [orderId],
  );
}

async function used(campaignId: number): Promise<number> {
  const [row] = await t.database.query<{ used_samples: number }>('SELECT used_samples FROM sampling_campaigns WHERE id = $1', [campaignId]);
  return Number(row!.used_samples);
}

async function uses(campaignId: number): Promise<number> {
  const [row] = await t.database.query<{ n: string }>('SELECT count(*) AS n FROM sampling_uses WHERE campaign_id = $1', [campaignId]);
  return Number(row!.n);
}

async function stockOf(productId: number): Promise<{ quantity: number; reserved: number }> {
  const [row] = await t.database.query<{ quantity_milli: string; reserved_milli: string }>('SELECT quantity_milli, reserved_milli FROM stock WHERE product_id = $1', [productId]);
  return { quantity: Number(row!.quantity_milli), reserved: Number(row!.reserved_milli) };
}

describe('a matching campaign adds one free line', () => {
  it('adds the sample at price, IVA and discount 0, counts it, records the use, and keeps the order total', async () => {
    const [rice, sample] = [await product(10_000), await product(5_000)];
    const id = await campaign({ productId: sample, quantityMilli: 2000 });
    const data = await placeOne(rice, 2);
    expect(data.orden.totalCents).toBe(2000);
    expect(data.orden.itemCount).toBe(4);
    const lines = await samplesOf(data.orden.id);
    expect(lines.map((line) => ({ productId: line.product_id, campaignId: line.sample_campaign_id }))).toEqual([{ productId: sample, campaignId: id }]);
    const [line] = lines;
    expect([line!.quantity_milli, line!.unit_price_cents, line!.total_cents, line!.tax_cents].map(Number)).toEqual([2000, 0, 0, 0]);
    expect({ used: await used(id), uses: await uses(id) }).toEqual({ used: 1, uses: 1 });
    // Reserved with the order's own lines.
    expect(await stockOf(sample)).toEqual({ quantity: 5_000, reserved: 2_000 });
  });

  it('follows each rule: store, minimum total, category bought, new customer, window, switched on', async () => {
    const rice = await product(100_000);
    const cheese = await product(100_000, 'dairy');
    const sample = await product(100_000);
    const [otherStore] = await t.database.query<{ id: number }>("INSERT INTO stores (company_id, name) VALUES ($1, 'Otra tienda') RETURNING id", [company().id]);
    const returning = await customer();
    await placeOne(rice, 1, returning);

    const rules: Array<[string, CampaignValues, boolean]> = [
      ['this store', { productId: sample, storeIds: [company().storeId] }, true],
      ['another store', { productId: sample, storeIds: [otherStore!.id] }, false],
      ['minimum met (30.00 of 30.00)', { productId: sample, minOrderCents: 3000 }, true],
      ['minimum not met', { productId: sample, minOrderCents: 3001 }, false],
      ['a category bought', { productId: sample, categoryIds: [company().picking.categoryIds.grains] }, true],
      ['a category not bought', { productId: sample, categoryIds: [company().picking.categoryIds.dairy] }, false],
      ['switched off', { productId: sample, active: false }, false],
      ['not started', { productId: sample, startsAt: iso(1) }, false],
      ['ended', { productId: sample, startsAt: iso(-3), endsAt: iso(-1) }, false],
      ['ends later', { productId: sample, startsAt: iso(-3), endsAt: iso(1) }, true],
      ['used up', { productId: sample, totalSamples: 5, usedSamples: 5 }, false],
    ];
    const outcomes: Record<string, boolean> = {};
    for (const [name, values] of rules) {
      await t.database.query('UPDATE sampling_campaigns SET active = false');
      const id = await campaign(values);
      const data = await placeOne(rice, 3);
      outcomes[name] = (await samplesOf(data.orden.id)).some((line) => line.sample_campaign_id === id);
    }
    // New customers only: a first order gets it, a returning customer's does not.
    await t.database.query('UPDATE sampling_campaigns SET active = false');
    const firstOnly = await campaign({ productId: sample, newCustomersOnly: true });
    const first = await placeOne(cheese, 1);
    const again = await placeOne(cheese, 1, returning);
    outcomes['first order'] = (await samplesOf(first.orden.id)).some((line) => line.sample_campaign_id === firstOnly);
    outcomes['returning customer'] = (await samplesOf(again.orden.id)).some((line) => line.sample_campaign_id === firstOnly);
    await t.database.query('UPDATE sampling_campaigns SET active = false');

    expect(outcomes).toEqual({ ...Object.fromEntries(rules.map(([name, , expected]) => [name, expected])), 'first order': true, 'returning customer': false });
  });

  it('adds one line per matching campaign, never two of one campaign, and skips a campaign whose product is short', async () => {
    const rice = await product(100_000);
    const [a, b, scarce] = [await product(10_000), await product(10_000), await product(1_500)];
    const ids = [await campaign({ productId: a }), await campaign({ productId: b }), await campaign({ productId: scarce, quantityMilli: 2000 })];
    const data = await placeOne(rice);
    expect((await samplesOf(data.orden.id)).map((line) => line.sample_campaign_id)).toEqual([ids[0], ids[1]]);
    expect(await used(ids[2]!)).toBe(0);
    // The cart's own need comes first: buying 9 of the 10 leaves no room for a sample of the same product.
    const greedy = await placeOne(a, 9);
    expect((await samplesOf(greedy.orden.id)).map((line) => line.sample_campaign_id)).toEqual([ids[1]]);
    await t.database.query('UPDATE sampling_campaigns SET active = false');
  });
});

describe('under concurrency and retries', () => {
  it('gives the last sample to exactly one of four racing orders, and all are placed', async () => {
    const rice = await product(100_000);
    const sample = await product(10_000);
    const id = await campaign({ productId: sample, totalSamples: 3, usedSamples: 2 });
    const carts = await Promise.all([0, 1, 2, 3].map(async () => body({ customerId: await customer(), slotId: await slot(), lines: [{ id: rice, qty: 1 }] })));
    const answers = await Promise.all(carts.map((request) => place(request)));
    expect(answers.map((answer) => answer.json.bOk)).toEqual([true, true, true, true]);
    const lines = await Promise.all(answers.map(async (answer) => (await samplesOf(placed(answer).orden.id)).length));
    expect(lines.toSorted()).toEqual([0, 0, 0, 1]);
    expect({ used: await used(id), uses: await uses(id), stock: await stockOf(sample) }).toEqual({ used: 3, uses: 1, stock: { quantity: 10_000, reserved: 1_000 } });
    await t.database.query('UPDATE sampling_campaigns SET active = false');
  });

  it('a retried placement (same mutationId) adds nothing twice', async () => {
    const rice = await product(100_000);
    const sample = await product(10_000);
    const id = await campaign({ productId: sample });
    const request = body({ customerId: await customer(), slotId: await slot(), lines: [{ id: rice, qty: 1 }] });
    const first = placed(await place(request));
    const again = placed(await place(request));
    expect(again.orden.id).toBe(first.orden.id);
    expect({ used: await used(id), uses: await uses(id), lines: (await samplesOf(first.orden.id)).length, stock: await stockOf(sample) }).toEqual({
      used: 1,
      uses: 1,
      lines: 1,
      stock: { quantity: 10_000, reserved: 1_000 },
    });
    await t.database.query('UPDATE sampling_campaigns SET active = false');
  });
});

describe('picking and cancelling', () => {
  it('the picker sees the sample flagged; finishing takes its stock once; the order detail flags it', async () => {
    const rice = await product(10_000);
    const sample = await product(10_000);
    await campaign({ productId: sample, quantityMilli: 2000 });
    const data = await placeOne(rice, 1);
    const pk = t.tokens['PK@1']!;
    expectOk(await t.call('/Picking/Take', { orderId: data.orden.id, baseVersion: 1, mutationId: randomUUID() }, { token: pk }));
    const picking = pickingGetData.parse(expectOk(await t.call('/Picking/Get', { orderId: data.orden.id }, { token: pk })));
    expect(picking.order.lines.map((line) => ({ productId: line.productId, muestra: line.muestra, total: line.total }))).toEqual([
      { productId: rice, muestra: false, total: 1000 },
      { productId: sample, muestra: true, total: 0 },
    ]);
    for (const line of picking.order.lines) {
      expectOk(
        await t.call(
          '/Picking/SetLine',
          { orderId: data.orden.id, lineId: line.id, baseVersion: 1, lineVersion: line.lineVersion, mutationId: randomUUID(), pickState: 'picked', pickedQuantity: line.orderedQuantity },
          { token: pk },
        ),
      );
    }
    expectOk(await t.call('/Picking/Finish', { orderId: data.orden.id, baseVersion: 1, mutationId: randomUUID(), bagCount: 1 }, { token: pk }));
    expect(await stockOf(sample)).toEqual({ quantity: 8_000, reserved: 0 });
    const detail = orderDetailSchema.parse(expectOk(await t.call('/Order/Get', { orderId: data.orden.id }, { token: t.tokens['AD@1']! })));
    expect(detail.lines.map((line) => line.muestra)).toEqual([false, true]);
    expect(detail.totalCents).toBe(1000);
    await t.database.query('UPDATE sampling_campaigns SET active = false');
  });

  it('cancelling gives the sample back: the count drops, the use goes, the reservation is released', async () => {
    const rice = await product(10_000);
    const sample = await product(10_000);
    const id = await campaign({ productId: sample, totalSamples: 1 });
    const data = await placeOne(rice, 1);
    expect({ used: await used(id), stock: await stockOf(sample) }).toEqual({ used: 1, stock: { quantity: 10_000, reserved: 1_000 } });
    expectOk(
      await t.call(
        '/Order/Move',
        { orderId: data.orden.id, from: 'confirmada', to: 'cancelada', baseVersion: data.orden.version, mutationId: randomUUID(), reason: 'customer_request' },
        { token: t.tokens['AD@1']! },
      ),
    );
    expect({ used: await used(id), uses: await uses(id), stock: await stockOf(sample) }).toEqual({ used: 0, uses: 0, stock: { quantity: 10_000, reserved: 0 } });
    // The place is free again: the next order gets the sample.
    const next = await placeOne(rice, 1);
    expect((await samplesOf(next.orden.id)).map((line) => line.sample_campaign_id)).toEqual([id]);
    await t.database.query('UPDATE sampling_campaigns SET active = false');
  });
});
