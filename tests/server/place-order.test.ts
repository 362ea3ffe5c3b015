/**
 * `/Order/Place` (issue 18 §4, docs/checkout.md): who places through which channel, company isolation, idempotency,
 * the limits that must hold under concurrent checkouts (promotion uses, stock, slot capacity), store credit, a changed
 * price, closed stores and past slots, and the stock reservation released by finishing picking or cancelling.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderData } from '../../contract/schemas/checkout';
import type { PricingData } from '../../contract/schemas/pricing';
import type { OrderSummary } from '../../contract/schemas/orders';
import { grantCredit } from '../../server/organisation/store-credits';
import { connect, waitFor } from './helpers/realtime-client';
import { databaseFingerprint, suiteTestAppWithSocketApp, type Answer } from './helpers/test-app';

const { t, socketApp } = suiteTestAppWithSocketApp();

/** The fixture's now is Friday 2026-11-20, 12:00 in Guayaquil; orders go out on Saturday. */
const DAY = '2026-11-21';
const SATURDAY = 6;
let sequence = 0;

const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];

/** A new product of company `n` at 10.00 without IVA (0 %), with `stockMilli` in the store's warehouse. */
async function product(stockMilli: number, n: 1 | 2 = 1): Promise<number> {
  sequence += 1;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO products (company_id, sku, name, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp, category_id)
     VALUES ($1, $2, $3, 'unit', 1000, 1000, 0, $4) RETURNING id`,
    [company(n).id, `PLACE-${sequence}`, `Producto ${sequence}`, company(n).picking.categoryIds.grains],
  );
  await t.database.query('INSERT INTO product_categories (product_id, category_id, company_id) VALUES ($1, $2, $3)', [row!.id, company(n).picking.categoryIds.grains, company(n).id]);
  await t.database.query('INSERT INTO stock (product_id, warehouse_id, quantity_milli) VALUES ($1, $2, $3)', [row!.id, company(n).warehouseId, stockMilli]);
  return row!.id;
}

async function slot(capacity: number, options: { weekday?: number; starts?: string; n?: 1 | 2 } = {}): Promise<number> {
  const n = options.n ?? 1;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO delivery_slots (store_id, company_id, weekday, starts, ends, capacity) VALUES ($1, $2, $3, $4, '20:00', $5) RETURNING id`,
    [company(n).storeId, company(n).id, options.weekday ?? SATURDAY, options.starts ?? '09:00', capacity],
  );
  return row!.id;
}

/** A new customer of company `n` with a default address and `creditCents` of store credit. */
async function customer(creditCents = 0, n: 1 | 2 = 1): Promise<number> {
  sequence += 1;
  const [row] = await t.database.query<{ id: number }>(`INSERT INTO customers (company_id, name, phone) VALUES ($1, $2, '0991234567') RETURNING id`, [company(n).id, `Comprador ${sequence}`]);
  await t.database.query(`INSERT INTO customer_addresses (customer_id, line1, city, lat, lng, is_default) VALUES ($1, 'Av. Amazonas N24', 'Quito', -0.2, -78.5, true)`, [row!.id]);
  if (creditCents > 0) {
    await t.database.db.transaction((tx) => grantCredit(tx, { companyId: company(n).id, customerId: row!.id }, { amountCents: creditCents, reason: 'Prueba', userId: null }, t.clock.now()));
  }
  return row!.id;
}

async function promotion(code: string, options: { totalLimit?: number | null; usedCount?: number; perCustomerLimit?: number | null } = {}): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO promotions (company_id, kind, code, discount_kind, value, starts_at, total_limit, per_customer_limit, used_count)
     VALUES ($1, 'code', $2, 'percent', 1000, '2026-01-01T00:00:00Z', $3, $4, $5) RETURNING id`,
    [company().id, code, options.totalLimit ?? null, options.perCustomerLimit ?? null, options.usedCount ?? 0],
  );
  return row!.id;
}

interface Cart {
  customerId: number;
  slotId: number;
  lines: Array<{ id: number; qty: number }>;
  codigoPromo?: string;
}

/** What the cart costs (esEnvioGratis: only the lines): 10.00 a unit, less 10 % with a code. */
function expectedTotal(cart: Cart): number {
  const lines = cart.lines.reduce((sum, line) => sum + line.qty * 1000, 0);
  return cart.codigoPromo ? lines - lines / 10 : lines;
}

function body(cart: Cart, extra: Record<string, unknown> = {}): Record<string, unknown> {
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
    totalEsperado: expectedTotal(cart),
    ...(cart.codigoPromo ? { codigoPromo: cart.codigoPromo } : {}),
    ...extra,
  };
}

function place(request: Record<string, unknown>, token = t.tokens['CC@1']!): Promise<Answer> {
  return t.call('/Order/Place', request, { token });
}

function placed(answer: Answer): PlaceOrderData {
  expect(answer.json).toMatchObject({ bOk: true });
  return answer.json.data as PlaceOrderData;
}

/** Every table but the idempotency records (a refusal is stored for its mutationId: that is not a business change). */
async function businessFingerprint(): Promise<string> {
  return (await databaseFingerprint(t.database))
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

async function stockOf(productId: number): Promise<{ quantity: number; reserved: number }> {
  const [row] = await t.database.query<{ quantity_milli: string; reserved_milli: string }>('SELECT quantity_milli, reserved_milli FROM stock WHERE product_id = $1', [productId]);
  return { quantity: Number(row!.quantity_milli), reserved: Number(row!.reserved_milli) };
}

async function count(sqlText: string, params: unknown[]): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(sqlText, params);
  return Number(row!.n);
}

async function sellable(customerId: number, productId: number): Promise<number> {
  const answer = await t.call(
    '/Customer/ConsultarProductosCarritoLite',
    { idCliente: customerId, tiendaId: company().storeId, productos: [{ id: productId, qty: 1 }], esEnvioGratis: true, fechaEntrega: DAY },
    { token: t.tokens['CC@1']! },
  );
  expect(answer.json).toMatchObject({ bOk: true });
  return (answer.json.data as PricingData).productos[0]!.stock;
}

describe('placing an order', () => {
  it('writes a confirmed order with its lines, reserves its stock and shows it in the orders list, the counts and realtime', async () => {
    const [rice, milk] = [await product(10_000), await product(5_000)];
    const cart: Cart = { customerId: await customer(), slotId: await slot(5), lines: [{ id: rice, qty: 2 }, { id: milk, qty: 1 }] };
    const counts = async () => ((await t.call('/Order/Counts', {}, { token: t.tokens['AD@1']! })).json.data as { byStatus: Record<string, number> }).byStatus.confirmada ?? 0;
    const before = await counts();
    const listener = await connect(socketApp(), t.tokens['AD@1']!);

    const data = placed(await place(body(cart)));

    expect(data.orden).toMatchObject({ status: 'confirmada', channel: 'call_center', fulfilment: 'delivery', customerId: cart.customerId, totalCents: 3000, itemCount: 3, paymentMethod: 'cash', paymentState: 'pending', slotDate: DAY });
    expect(data.orden.number).toMatch(/^\d+$/);
    expect(data.orden.deliveryAddress).toBe('Av. Amazonas N24, Quito');
    // 09:00–20:00 in Guayaquil (UTC−5).
    expect([data.orden.slotStart, data.orden.slotEnd].map((at) => new Date(at).toISOString())).toEqual(['2026-11-21T14:00:00.000Z', '2026-11-22T01:00:00.000Z']);
    expect({ creditoUsado: data.creditoUsado, porCobrar: data.porCobrar, total: data.pricing.totalOrden }).toEqual({ creditoUsado: 0, porCobrar: 3000, total: 3000 });
    const lines = await t.database.query<Record<string, unknown>>(
      'SELECT product_id, quantity_milli, ordered_quantity_milli, unit_price_cents, total_cents, pick_state FROM order_lines WHERE order_id = $1 ORDER BY position',
      [data.orden.id],
    );
    expect(lines.map((l) => [l.product_id, Number(l.quantity_milli), Number(l.ordered_quantity_milli), Number(l.unit_price_cents), Number(l.total_cents), l.pick_state])).toEqual([
      [rice, 2000, 2000, 1000, 2000, 'pending'],
      [milk, 1000, 1000, 1000, 1000, 'pending'],
    ]);
    expect(await stockOf(rice)).toEqual({ quantity: 10_000, reserved: 2000 });
    expect(await count(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = 'created'`, [data.orden.id])).toBe(1);
    expect(await counts()).toBe(before + 1);

    const list = await t.call('/Order/List', { limit: 5 }, { token: t.tokens['AD@1']! });
    expect((list.json.data as { rows: OrderSummary[] }).rows[0]).toMatchObject({ id: data.orden.id, number: data.orden.number });
    await waitFor(() => listener.messages.some((m) => m.type === 'order.changed' && m.orderId === data.orden.id));
    listener.socket.close();
  });

  it('numbers orders one after another within the company', async () => {
    const rice = await product(10_000);
    const slotId = await slot(10);
    const first = placed(await place(body({ customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }] })));
    const second = placed(await place(body({ customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }] })));
    expect(Number(second.orden.number)).toBe(Number(first.orden.number) + 1);
  });

  it('holds each role to its channel: call center for CC and SA, web for the shop roles', async () => {
    const rice = await product(10_000);
    const slotId = await slot(10);
    const cart = async (): Promise<Cart> => ({ customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }] });
    placed(await place(body(await cart(), { canal: 'web' }), t.tokens['PS@1']!));
    placed(await place(body(await cart(), { canal: 'web' }), t.tokens['SU@1']!));
    placed(await place(body(await cart(), { empresaId: company().id }), t.tokens.SA!));
    const refused = [[t.tokens['CC@1']!, 'web'], [t.tokens['PS@1']!, 'call_center'], [t.tokens['SU@1']!, 'call_center']] as const;
    const carts = await Promise.all(refused.map(() => cart()));
    const before = await t.fingerprint();
    for (const [index, [token, canal]] of refused.entries()) {
      const answer = await place(body(carts[index]!, { canal }), token);
      expect({ codigo: answer.json.codigo, status: answer.status }).toEqual({ codigo: 'FORBIDDEN', status: 403 });
    }
    expect(await t.fingerprint()).toBe(before);
  });

  it("refuses another company's store, customer or slot as not found, changing nothing", async () => {
    const rice = await product(10_000);
    const slotId = await slot(10);
    const otherSlot = await slot(10, { n: 2 });
    const cart: Cart = { customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }] };
    const before = await businessFingerprint();
    for (const change of [{ tiendaId: company(2).storeId }, { idCliente: company(2).customerId }, { slotId: otherSlot }, { storeId: company(2).storeId }, { empresaId: company(2).id }]) {
      const answer = await place(body(cart, change));
      expect({ change, codigo: answer.json.codigo }).toEqual({ change, codigo: 'NOT_FOUND' });
    }
    const ghost = await place(body(cart, { tiendaId: 999_999 }));
    const real = await place(body(cart, { tiendaId: company(2).storeId }));
    expect(real.json.mensaje).toBe(ghost.json.mensaje);
    // The refusals are stored for their mutationIds (a retry answers the same); no business record changed.
    expect(await businessFingerprint()).toBe(before);
  });
});

describe('exactly once', () => {
  it('answers a repeated mutationId with the first answer and places one order', async () => {
    const rice = await product(10_000);
    const request = body({ customerId: await customer(), slotId: await slot(10), lines: [{ id: rice, qty: 1 }] });
    const first = placed(await place(request));
    const again = placed(await place(request));
    expect(again).toEqual(first);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [request.idCliente])).toBe(1);
    expect(await stockOf(rice)).toEqual({ quantity: 10_000, reserved: 1000 });
    const reused = await place({ ...request, productos: [{ id: rice, qty: 2 }], totalEsperado: 2000 });
    expect(reused.json.codigo).toBe('CONFLICT');
  });

  it('places one order for concurrent duplicates (a double click)', async () => {
    const rice = await product(10_000);
    const request = body({ customerId: await customer(), slotId: await slot(10), lines: [{ id: rice, qty: 1 }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(request)));
    const ids = answers.map((answer) => placed(answer).orden.id);
    expect(new Set(ids).size).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [request.idCliente])).toBe(1);
    expect((await stockOf(rice)).reserved).toBe(1000);
  });
});

describe('limits under concurrent checkouts', () => {
  it('50 checkouts on a code with 10 uses left place exactly 10 orders with it', async () => {
    const rice = await product(100_000);
    const slotId = await slot(100);
    const promotionId = await promotion(`DIEZ-${randomUUID().slice(0, 8)}`, { totalLimit: 15, usedCount: 5 });
    const code = (await t.database.query<{ code: string }>('SELECT code FROM promotions WHERE id = $1', [promotionId]))[0]!.code;
    const customerId = await customer();
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }], codigoPromo: code }))));
    const codes = answers.map((answer) => answer.json.codigo ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'PROMO_UNAVAILABLE')).toBe(true);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE promotion_id = $1', [promotionId])).toBe(10);
    expect(await count('SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = $1', [promotionId])).toBe(10);
    expect(await count('SELECT used_count AS n FROM promotions WHERE id = $1', [promotionId])).toBe(15);
    expect((await stockOf(rice)).reserved).toBe(10_000);
  });

  it('never oversells: stock for 5, 8 concurrent orders of 1 place 5', async () => {
    const rice = await product(5_000);
    const slotId = await slot(100);
    const carts = await Promise.all(Array.from({ length: 8 }, async () => body({ customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }] })));
    const answers = await Promise.all(carts.map((request) => place(request)));
    const codes = answers.map((answer) => answer.json.codigo ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'OK')).toEqual(['OUT_OF_STOCK', 'OUT_OF_STOCK', 'OUT_OF_STOCK']);
    expect(await stockOf(rice)).toEqual({ quantity: 5_000, reserved: 5_000 });
    const refused = answers.find((answer) => answer.json.codigo === 'OUT_OF_STOCK')!;
    expect(refused.json.detalle?.lines).toEqual([expect.objectContaining({ productoID: rice, stock: 0 })]);
  });

  it('never fills a slot past its capacity', async () => {
    const rice = await product(100_000);
    const slotId = await slot(3);
    const carts = await Promise.all(Array.from({ length: 6 }, async () => body({ customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }] })));
    const codes = (await Promise.all(carts.map((request) => place(request)))).map((answer) => answer.json.codigo ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'OK')).toEqual(['SLOT_FULL', 'SLOT_FULL', 'SLOT_FULL']);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE delivery_slot_id = $1 AND slot_date = $2`, [slotId, DAY])).toBe(3);
    expect((await stockOf(rice)).reserved).toBe(3_000);
  });

  it('holds a customer to the per-customer limit', async () => {
    const rice = await product(10_000);
    const slotId = await slot(10);
    const code = `UNAVEZ-${randomUUID().slice(0, 8)}`;
    const promotionId = await promotion(code, { perCustomerLimit: 1 });
    const customerId = await customer();
    placed(await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }], codigoPromo: code })));
    const before = await businessFingerprint();
    const again = await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }], codigoPromo: code }));
    expect({ codigo: again.json.codigo, reason: again.json.detalle?.reason }).toEqual({ codigo: 'PROMO_UNAVAILABLE', reason: 'customer_limit' });
    expect(await businessFingerprint()).toBe(before);
    placed(await place(body({ customerId: await customer(), slotId, lines: [{ id: rice, qty: 1 }], codigoPromo: code })));
    expect(await count('SELECT used_count AS n FROM promotions WHERE id = $1', [promotionId])).toBe(2);
  });
});

describe('store credit', () => {
  it('spends credit for the order, naming it, and leaves the rest to pay on delivery', async () => {
    const rice = await product(10_000);
    const customerId = await customer(500);
    const data = placed(await place(body({ customerId, slotId: await slot(10), lines: [{ id: rice, qty: 1 }] }, { creditoCents: 500 })));
    expect({ creditoUsado: data.creditoUsado, porCobrar: data.porCobrar, total: data.orden.totalCents, pago: data.orden.paymentMethod }).toEqual({ creditoUsado: 500, porCobrar: 500, total: 500, pago: 'cash' });
    const [entry] = await t.database.query<{ amount_cents: string; reason: string; order_id: number }>(`SELECT amount_cents, reason, order_id FROM credit_entries WHERE customer_id = $1 AND kind = 'spend'`, [customerId]);
    expect({ amount: Number(entry!.amount_cents), reason: entry!.reason, orderId: entry!.order_id }).toEqual({ amount: -500, reason: `Orden ${data.orden.number}`, orderId: data.orden.id });
    expect(await count('SELECT balance_cents AS n FROM credit_balances WHERE customer_id = $1', [customerId])).toBe(0);
  });

  it('pays with credit alone only when it covers the whole total', async () => {
    const rice = await product(10_000);
    const slotId = await slot(10);
    const customerId = await customer(5000);
    const short = await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }] }, { creditoCents: 400, pago: 'store_credit' }));
    expect(short.json.errores?.[0]?.codigo).toBe('credit_short');
    const data = placed(await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }] }, { creditoCents: 1000, pago: 'store_credit' })));
    expect({ pago: data.orden.paymentMethod, porCobrar: data.porCobrar }).toEqual({ pago: 'store_credit', porCobrar: 0 });
  });

  it('refuses a spend above the balance with INSUFFICIENT_CREDIT and changes nothing', async () => {
    const rice = await product(10_000);
    const customerId = await customer(300);
    const request = body({ customerId, slotId: await slot(10), lines: [{ id: rice, qty: 1 }] }, { creditoCents: 800 });
    const before = await businessFingerprint();
    const answer = await place(request);
    expect(answer.json.codigo).toBe('INSUFFICIENT_CREDIT');
    expect(await businessFingerprint()).toBe(before);
    expect(await stockOf(rice)).toEqual({ quantity: 10_000, reserved: 0 });
  });
});

describe('refusals that place nothing', () => {
  it('answers PRICE_CHANGED with the new pricing when the total differs', async () => {
    const rice = await product(10_000);
    const request = body({ customerId: await customer(), slotId: await slot(10), lines: [{ id: rice, qty: 2 }] }, { totalEsperado: 1500 });
    const before = await businessFingerprint();
    const answer = await place(request);
    expect(answer.json.codigo).toBe('PRICE_CHANGED');
    expect((answer.json.detalle as { pricing: PricingData }).pricing.totalOrden).toBe(2000);
    expect(await businessFingerprint()).toBe(before);
  });

  it('refuses a closed shop, a slot already started, a closed day, an empty cart and an order below the minimum', async () => {
    const rice = await product(10_000);
    const customerId = await customer();
    const slotId = await slot(10);
    const todaySlot = await slot(10, { weekday: 5, starts: '09:00' });
    const before = await businessFingerprint();
    const store = company().storeId;
    try {
      await t.database.query('UPDATE stores SET open = false WHERE id = $1', [store]);
      const closed = await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }] }));
      expect({ codigo: closed.json.codigo, campo: closed.json.errores?.[0]?.codigo }).toEqual({ codigo: 'VALIDATION', campo: 'store_closed' });
      expect(closed.json.mensaje).toContain('cerrada');
    } finally {
      await t.database.query('UPDATE stores SET open = true WHERE id = $1', [store]);
    }
    const started = await place(body({ customerId, slotId: todaySlot, lines: [{ id: rice, qty: 1 }] }, { fechaEntrega: '2026-11-20' }));
    expect(started.json.errores?.[0]?.codigo).toBe('slot_started');
    await t.database.query(`INSERT INTO store_hour_exceptions (store_id, on_date, closed, reason) VALUES ($1, '2026-11-28', true, 'Feriado')`, [store]);
    const holiday = await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }] }, { fechaEntrega: '2026-11-28' }));
    expect(holiday.json.errores?.[0]?.codigo).toBe('store_closed_day');
    await t.database.query(`DELETE FROM store_hour_exceptions WHERE store_id = $1 AND on_date = '2026-11-28'`, [store]);
    const empty = await place(body({ customerId, slotId, lines: [] }, { totalEsperado: 0 }));
    expect(empty.json.errores?.[0]?.codigo).toBe('empty_cart');
    try {
      await t.database.query('UPDATE stores SET min_order_cents = 5000 WHERE id = $1', [store]);
      const small = await place(body({ customerId, slotId, lines: [{ id: rice, qty: 1 }] }));
      expect(small.json.errores?.[0]?.codigo).toBe('min_order');
    } finally {
      await t.database.query('UPDATE stores SET min_order_cents = 0 WHERE id = $1', [store]);
    }
    expect(await businessFingerprint()).toBe(before);
  });
});

describe('the reservation', () => {
  it('lowers what may be sold at once, and gives it back when the order is cancelled before picking', async () => {
    const rice = await product(3_000);
    const customerId = await customer();
    expect(await sellable(customerId, rice)).toBe(3);
    const data = placed(await place(body({ customerId, slotId: await slot(10), lines: [{ id: rice, qty: 2 }] })));
    expect(await sellable(customerId, rice)).toBe(1);
    const cancel = await t.call(
      '/Order/Move',
      { orderId: data.orden.id, from: 'confirmada', to: 'cancelada', baseVersion: data.orden.version, mutationId: randomUUID(), reason: 'customer_request' },
      { token: t.tokens['AD@1']! },
    );
    expect(cancel.json).toMatchObject({ bOk: true });
    expect(await stockOf(rice)).toEqual({ quantity: 3_000, reserved: 0 });
    expect(await sellable(customerId, rice)).toBe(3);
    // The promotion's place and the slot's: the slot counts only orders not cancelled.
    expect(await count('SELECT reserves_stock::int AS n FROM orders WHERE id = $1', [data.orden.id])).toBe(0);
  });

  it('ends when picking finishes: the picked quantity leaves the stock and the reservation is released', async () => {
    const rice = await product(5_000);
    const data = placed(await place(body({ customerId: await customer(), slotId: await slot(10), lines: [{ id: rice, qty: 3 }] })));
    expect(await stockOf(rice)).toEqual({ quantity: 5_000, reserved: 3_000 });
    const pk = t.tokens['PK@1']!;
    expect((await t.call('/Picking/Take', { orderId: data.orden.id, baseVersion: 1, mutationId: randomUUID() }, { token: pk })).json).toMatchObject({ bOk: true });
    const [line] = await t.database.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1', [data.orden.id]);
    const set = await t.call(
      '/Picking/SetLine',
      { orderId: data.orden.id, lineId: line!.id, baseVersion: 1, lineVersion: 0, mutationId: randomUUID(), pickState: 'picked', pickedQuantity: 2000 },
      { token: pk },
    );
    expect(set.json).toMatchObject({ bOk: true });
    const finish = await t.call('/Picking/Finish', { orderId: data.orden.id, baseVersion: 1, mutationId: randomUUID(), bagCount: 1 }, { token: pk });
    expect(finish.json).toMatchObject({ bOk: true });
    // Two of the three ordered were picked: they left the stock; the whole reservation of three ended.
    expect(await stockOf(rice)).toEqual({ quantity: 3_000, reserved: 0 });
    // Cancelling after picking returns the picked stock and releases nothing twice.
    const cancel = await t.call(
      '/Order/Move',
      { orderId: data.orden.id, from: 'pickeada', to: 'cancelada', baseVersion: 1, mutationId: randomUUID(), reason: 'customer_request' },
      { token: t.tokens['AD@1']! },
    );
    expect(cancel.json).toMatchObject({ bOk: true });
    expect(await stockOf(rice)).toEqual({ quantity: 5_000, reserved: 0 });
  });
});
