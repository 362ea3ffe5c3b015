/**
 * The order detail tells the truth after picking (issue 21 §2): `/Order/Get` lines carry what was ordered and picked
 * and the substitute with its own name and price; the timeline's picking events carry the names a sentence needs; and
 * `/Order/Get` opens an order by the number staff read aloud (`ref`), the number winning over an equal internal id.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { orderDetailSchema, type OrderDetail } from '../../contract/schemas/orders';
import { expectOk, insertPickingOrder } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = () => t.fixture.companies[0];
const products = () => company().picking.products;

function setLine(orderId: number, lineId: number, change: Record<string, unknown>): Promise<Answer> {
  return t.call('/Picking/SetLine', { orderId, lineId, baseVersion: 1, lineVersion: 0, mutationId: randomUUID(), ...change }, { token: t.tokens['PK@1'] });
}

async function get(body: Record<string, unknown>, key = 'AD@1'): Promise<Answer> {
  return t.call('/Order/Get', body, { token: t.tokens[key] });
}

const detailOf = (answer: Answer): OrderDetail => orderDetailSchema.parse(expectOk(answer));
const numberOf = async (orderId: number) => (await t.database.query<{ number: string }>('SELECT number FROM orders WHERE id = $1', [orderId]))[0]!.number;

describe('/Order/Get after picking', () => {
  test('each line shows ordered and picked amounts, out of stock, and the substitute with its own name, price and approval', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const [rice, tomato, milk] = order.lineIds as [number, number, number];
    const before = detailOf(await get({ orderId: order.id }));
    expect(before.lines.map((line) => [line.pickState, line.orderedQuantity, line.pickedQuantity, line.substitute])).toEqual([
      ['pending', 2000, null, null],
      ['pending', 1250, null, null],
      ['pending', 3000, null, null],
    ]);

    expectOk(await setLine(order.id, rice, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 2000 }));
    expectOk(await setLine(order.id, tomato, { pickState: 'picked', pickedQuantity: 1100 }));
    expectOk(await setLine(order.id, milk, { pickState: 'out_of_stock' }));
    const after = detailOf(await get({ orderId: order.id }));
    const [sub, weighed, missing] = after.lines as [OrderDetail['lines'][number], OrderDetail['lines'][number], OrderDetail['lines'][number]];
    expect(sub).toMatchObject({ name: 'Arroz 1 kg', unitPrice: 150, orderedQuantity: 2000, pickState: 'substituted', pickedQuantity: 2000, substituteApproval: 'pendiente' });
    expect(sub.substitute).toMatchObject({ id: products().brownRice, name: 'Arroz integral 1 kg', saleUnit: 'unit', unitPrice: 175, taxRate: 1500 });
    // 2 × 1.75 + 15 % IVA: the line's total is at the substitute's price.
    expect(sub.total).toBe(403);
    expect(weighed).toMatchObject({ orderedQuantity: 1250, pickedQuantity: 1100, pickState: 'picked', substitute: null });
    expect(missing).toMatchObject({ orderedQuantity: 3000, pickedQuantity: 0, pickState: 'out_of_stock', total: 0 });

    // Reverting a substitution drops the substitute from the detail.
    expectOk(await t.call('/Picking/SetLine', { orderId: order.id, lineId: rice, baseVersion: 1, lineVersion: 1, mutationId: randomUUID(), pickState: 'pending' }, { token: t.tokens['PK@1'] }));
    const reverted = detailOf(await get({ orderId: order.id }));
    expect(reverted.lines[0]).toMatchObject({ pickState: 'pending', substitute: null, substituteApproval: null, pickedQuantity: null });
  });

  test('picking events carry the product, the substitute and the sale unit, so the timeline can say what happened', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const [rice, tomato] = order.lineIds as [number, number];
    expectOk(await setLine(order.id, rice, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 2000 }));
    expectOk(await setLine(order.id, tomato, { pickState: 'picked', pickedQuantity: 1100 }));
    const events = detailOf(await get({ orderId: order.id })).events.filter((event) => event.kind === 'picking_line');
    expect(events.map((event) => event.detail)).toEqual([
      expect.objectContaining({ lineId: rice, lineName: 'Arroz 1 kg', saleUnit: 'unit', to: 'substituted', substituteName: 'Arroz integral 1 kg', substituteSaleUnit: 'unit', substituteApproval: 'pendiente', pickedQuantity: 2000 }),
      expect.objectContaining({ lineId: tomato, lineName: 'Tomate', saleUnit: 'kg', to: 'picked', orderedQuantity: 1250, pickedQuantity: 1100, substituteName: null }),
    ]);
    expect(events.map((event) => event.userId)).toEqual([t.user('PK').id, t.user('PK').id]);
  });
});

describe('/Order/Get by the number staff read aloud', () => {
  test('a ref opens the order with that number in the caller’s company', async () => {
    const order = await insertPickingOrder(t, company());
    const number = await numberOf(order.id);
    expect(detailOf(await get({ ref: number })).id).toBe(order.id);
    // SA has no company: a number only one company has still opens.
    expect(detailOf(await get({ ref: number }, 'SA')).id).toBe(order.id);
  });

  test('a number wins over an equal internal id; a ref that is no number opens the order with that id', async () => {
    const numbered = await insertPickingOrder(t, company());
    const other = await insertPickingOrder(t, company());
    // `numbered` is numbered as `other`'s id: the number is what staff read aloud, so it wins.
    await t.database.query('UPDATE orders SET number = $2 WHERE id = $1', [numbered.id, String(other.id)]);
    expect(detailOf(await get({ ref: String(other.id) })).id).toBe(numbered.id);
    // No order is numbered as `numbered`'s id: the ref is that id (old links).
    expect(detailOf(await get({ ref: String(numbered.id) })).id).toBe(numbered.id);
    expect(detailOf(await get({ orderId: other.id })).id).toBe(other.id);
  });

  test('a number of another company, or of a warehouse the caller is not bound to, is not found (never another order)', async () => {
    const foreign = await insertPickingOrder(t, t.fixture.companies[1]);
    const answer = await get({ ref: await numberOf(foreign.id) });
    expect({ bOk: answer.json.bOk, codigo: answer.json.codigo }).toEqual({ bOk: false, codigo: 'NOT_FOUND' });
    // By id, the other company's order is not found either.
    expect((await get({ ref: String(foreign.id) })).json.codigo).toBe('NOT_FOUND');
    expect((await get({ ref: 'no-such-order' })).json.codigo).toBe('NOT_FOUND');
  });

  test('exactly one of orderId and ref', async () => {
    const order = await insertPickingOrder(t, company());
    expect((await get({ orderId: order.id, ref: await numberOf(order.id) })).json.codigo).toBe('VALIDATION');
    expect((await get({})).json.codigo).toBe('VALIDATION');
  });
});
