/**
 * Issue 21 §4: the bag count entered at finish (stored, in the summary, through the outbox too), the company's
 * choice whether substitutions still pending the customer's approval are charged, and the picking settings calls
 * (GS1 prefixes, that choice), which only a company's administrators and managers (and SA) may read or change.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { orderSummarySchema } from '../../contract/schemas/orders';
import { pickingFinishData, pickingGetData, pickingSettingsData } from '../../contract/schemas/picking';
import { businessFingerprint, expectOk, insertPickingOrder } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = () => t.fixture.companies[0];
const token = (key: string) => t.tokens[key]!;
const products = () => company().picking.products;

function setLine(orderId: number, lineId: number, change: Record<string, unknown>): Promise<Answer> {
  return t.call('/Picking/SetLine', { orderId, lineId, baseVersion: 1, lineVersion: 0, mutationId: randomUUID(), ...change }, { token: token('PK@1') });
}

function finish(orderId: number, extra: Record<string, unknown> = {}): Promise<Answer> {
  return t.call('/Picking/Finish', { orderId, baseVersion: 1, mutationId: randomUUID(), ...extra }, { token: token('PK@1') });
}

async function setCharging(charge: boolean): Promise<void> {
  await t.database.query('UPDATE companies SET charge_pending_substitutions = $1 WHERE id = $2', [charge, company().id]);
}

/** An en_picking order of the fixture's picker with the rice line substituted (pending approval) and the rest picked. */
async function orderWithPendingSubstitute() {
  const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
  const [rice, tomato, milk] = order.lineIds;
  expectOk(await setLine(order.id, rice!, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 2000 }));
  expectOk(await setLine(order.id, tomato!, { pickState: 'picked', pickedQuantity: 1250 }));
  expectOk(await setLine(order.id, milk!, { pickState: 'picked', pickedQuantity: 3000 }));
  return order;
}

describe('bag count at finish', () => {
  test('is stored, answered in the summary and read back in lists', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    for (const lineId of order.lineIds) expectOk(await setLine(order.id, lineId, { pickState: 'out_of_stock' }));
    const data = pickingFinishData.parse(expectOk(await finish(order.id, { bagCount: 3 })));
    expect(data.order.bagCount).toBe(3);
    const [row] = await t.database.query<{ bag_count: number | null }>('SELECT bag_count FROM orders WHERE id = $1', [order.id]);
    expect(row!.bag_count).toBe(3);
    const listed = expectOk(await t.call('/Order/List', { limit: 100 }, { token: token('SU@1') })) as { rows: unknown[] };
    const summary = listed.rows.map((r) => orderSummarySchema.parse(r)).find((r) => r.id === order.id);
    expect(summary?.bagCount).toBe(3);
  });

  test('arrives through the offline outbox too', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    for (const lineId of order.lineIds) expectOk(await setLine(order.id, lineId, { pickState: 'out_of_stock' }));
    const push = await t.call(
      '/Sync/Push',
      {
        clientId: randomUUID(),
        mutations: [{ id: 1, name: 'picking.finish', args: { orderId: order.id, baseVersion: 1, mutationId: randomUUID(), bagCount: 7 }, createdAt: t.clock.now().toISOString() }],
      },
      { token: token('PK@1') },
    );
    expectOk(push);
    const [row] = await t.database.query<{ bag_count: number | null; status: string }>('SELECT bag_count, status FROM orders WHERE id = $1', [order.id]);
    expect(row).toEqual({ bag_count: 7, status: 'pickeada' });
  });

  test.each([0, 100, 2.5])('refuses %s bags and changes nothing', async (bagCount) => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    for (const lineId of order.lineIds) expectOk(await setLine(order.id, lineId, { pickState: 'out_of_stock' }));
    const before = await businessFingerprint(t.database);
    const answer = await finish(order.id, { bagCount });
    expect({ bOk: answer.json.bOk, codigo: answer.json.codigo }).toEqual({ bOk: false, codigo: 'VALIDATION' });
    expect(await businessFingerprint(t.database)).toBe(before);
  });
});

describe('substitutions pending approval at finish', () => {
  test('the company does not charge them: the line is charged nothing and the total leaves it out', async () => {
    await setCharging(false);
    const order = await orderWithPendingSubstitute();
    const before = (await t.call('/Picking/Get', { orderId: order.id }, { token: token('PK@1') })).json.data;
    const charged = pickingGetData.parse(before).order.lines;
    const substitute = charged.find((line) => line.id === order.lineIds[0])!;
    expect(substitute.total).toBeGreaterThan(0);
    const data = pickingFinishData.parse(expectOk(await finish(order.id, { bagCount: 1 })));
    const others = charged.filter((line) => line !== substitute).reduce((sum, line) => sum + line.total, 0);
    expect(data.totalCents).toBe(others + 299);
    const [line] = await t.database.query<{ total_cents: number; pick_state: string; substitute_approval: string }>(
      'SELECT total_cents::int, pick_state, substitute_approval FROM order_lines WHERE id = $1',
      [order.lineIds[0]],
    );
    expect(line).toEqual({ total_cents: 0, pick_state: 'substituted', substitute_approval: 'pendiente' });
    const [event] = await t.database.query<{ detail: { unchargedLineIds?: number[] } }>(
      `SELECT detail FROM order_events WHERE order_id = $1 AND to_status = 'pickeada'`,
      [order.id],
    );
    expect(event!.detail.unchargedLineIds).toEqual([order.lineIds[0]]);
  });

  test('the company charges them: the substitute is charged at its own price', async () => {
    await setCharging(true);
    try {
      const order = await orderWithPendingSubstitute();
      const charged = pickingGetData.parse((await t.call('/Picking/Get', { orderId: order.id }, { token: token('PK@1') })).json.data).order.lines;
      const data = pickingFinishData.parse(expectOk(await finish(order.id, { bagCount: 1 })));
      expect(data.totalCents).toBe(charged.reduce((sum, line) => sum + line.total, 0) + 299);
      const [line] = await t.database.query<{ total_cents: number }>('SELECT total_cents::int FROM order_lines WHERE id = $1', [order.lineIds[0]]);
      expect(line!.total_cents).toBe(charged.find((l) => l.id === order.lineIds[0])!.total);
    } finally {
      await setCharging(false);
    }
  });
});

describe('picking settings', () => {
  const defaults = { gs1WeightPrefixes: ['20', '21', '22', '23', '24'], gs1PricePrefixes: ['25', '26', '27', '28', '29'], chargePendingSubstitutions: false };

  test('/Picking/Get hands the order company’s settings to the phone', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const data = pickingGetData.parse(expectOk(await t.call('/Picking/Get', { orderId: order.id }, { token: token('PK@1') })));
    expect(data.settings).toEqual(defaults);
  });

  test.each(['AD@1', 'GE@1', 'SG@1'])('%s reads and changes their own company’s settings, and /Picking/Get follows', async (key) => {
    const read = pickingSettingsData.parse(expectOk(await t.call('/Picking/GetSettings', {}, { token: token(key) })));
    expect(read).toMatchObject({ companyId: company().id, ...defaults });
    const changed = { gs1WeightPrefixes: ['28', '20'], gs1PricePrefixes: ['22'], chargePendingSubstitutions: true };
    const saved = pickingSettingsData.parse(expectOk(await t.call('/Picking/SetSettings', changed, { token: token(key) })));
    expect(saved).toMatchObject({ gs1WeightPrefixes: ['20', '28'], gs1PricePrefixes: ['22'], chargePendingSubstitutions: true });
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const data = pickingGetData.parse(expectOk(await t.call('/Picking/Get', { orderId: order.id }, { token: token('PK@1') })));
    expect(data.settings).toEqual({ gs1WeightPrefixes: ['20', '28'], gs1PricePrefixes: ['22'], chargePendingSubstitutions: true });
    expectOk(await t.call('/Picking/SetSettings', defaults, { token: token(key) }));
  });

  test('SA names the company; without one it is asked to', async () => {
    const answer = await t.call('/Picking/GetSettings', {}, { token: token('SA') });
    expect(answer.json.codigo).toBe('VALIDATION');
    const other = t.fixture.companies[1];
    const read = pickingSettingsData.parse(expectOk(await t.call('/Picking/GetSettings', { empresaId: other.id }, { token: token('SA') })));
    expect(read.companyId).toBe(other.id);
  });

  test.each(['CA@1', 'CC@1', 'SU@1', 'PK@1', 'DE@1'])('%s may not read or change them, and nothing changes', async (key) => {
    const before = await businessFingerprint(t.database);
    const [companyBefore] = await t.database.query('SELECT * FROM companies WHERE id = $1', [company().id]);
    for (const [path, body] of [
      ['/Picking/GetSettings', {}],
      ['/Picking/SetSettings', { ...defaults, chargePendingSubstitutions: true }],
    ] as const) {
      const answer = await t.call(path, body, { token: token(key) });
      expect({ path, bOk: answer.json.bOk, codigo: answer.json.codigo, status: answer.status }).toEqual({ path, bOk: false, codigo: 'FORBIDDEN', status: 403 });
    }
    expect(await businessFingerprint(t.database)).toBe(before);
    const [companyAfter] = await t.database.query('SELECT * FROM companies WHERE id = $1', [company().id]);
    expect(companyAfter).toEqual(companyBefore);
  });

  test('refuses a prefix outside 20–29 and a prefix that means both weight and price', async () => {
    for (const body of [
      { ...defaults, gs1WeightPrefixes: ['19'] },
      { ...defaults, gs1WeightPrefixes: ['20', '25'] },
    ]) {
      const answer = await t.call('/Picking/SetSettings', body, { token: token('AD@1') });
      expect({ bOk: answer.json.bOk, codigo: answer.json.codigo }).toEqual({ bOk: false, codigo: 'VALIDATION' });
    }
    const read = pickingSettingsData.parse(expectOk(await t.call('/Picking/GetSettings', {}, { token: token('AD@1') })));
    expect(read).toMatchObject(defaults);
  });
});
