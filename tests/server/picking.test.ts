/**
 * Picking calls (PRODUCT.md "Picking"): the list per warehouse, the order with its lines and candidates, taking an
 * order, every line change with exact repricing, conflicts that carry the current state, and finishing with totals
 * recomputed from what was picked. Every refusal leaves the business tables as they were.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { computeOrderTotals } from '../../contract/order-math';
import { pickedLineAmounts, pickedTaxRate } from '../../contract/picking-math';
import { orderDetailSchema, type OrderSummary } from '../../contract/schemas/orders';
import {
  pickingFinishData,
  pickingGetData,
  pickingListData,
  pickingSetLineData,
  pickingTakeData,
  type PickingGetData,
  type PickingLine,
  type PickingListRow,
} from '../../contract/schemas/picking';
import type { RealtimeEvent } from '../../server/realtime/hub';
import { PICKING_PRODUCTS } from './helpers/fixture';
import { businessFingerprint, expectOk, insertPickingOrder, insertUser } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = () => t.fixture.companies[0];
const token = (key: string) => t.tokens[key]!;

async function list(key: string, body: Record<string, unknown> = {}): Promise<PickingListRow[]> {
  return pickingListData.parse(expectOk(await t.call('/Picking/List', body, { token: token(key) }))).rows;
}

async function get(orderId: number, key = 'SU@1'): Promise<PickingGetData> {
  return pickingGetData.parse(expectOk(await t.call('/Picking/Get', { orderId }, { token: token(key) })));
}

function take(orderId: number, tok: string, mutationId: string = randomUUID()): Promise<Answer> {
  return t.call('/Picking/Take', { orderId, baseVersion: 1, mutationId }, { token: tok });
}

function setLine(orderId: number, lineId: number, lineVersion: number, change: Record<string, unknown>, tok: string = token('PK@1')): Promise<Answer> {
  return t.call('/Picking/SetLine', { orderId, lineId, baseVersion: 1, lineVersion, mutationId: randomUUID(), ...change }, { token: tok });
}

function finish(orderId: number, tok: string = token('PK@1')): Promise<Answer> {
  return t.call('/Picking/Finish', { orderId, baseVersion: 1, mutationId: randomUUID() }, { token: tok });
}

async function lineRow(lineId: number) {
  const [row] = await t.database.query<Record<string, unknown>>('SELECT * FROM order_lines WHERE id = $1', [lineId]);
  return row!;
}

/** Expects a refusal that changed nothing and returns its answer. */
async function refusedWithoutChange(run: () => Promise<Answer>, codigo: string): Promise<Answer> {
  const before = await businessFingerprint(t.database);
  const answer = await run();
  expect({ bOk: answer.json.bOk, codigo: answer.json.codigo, fault: answer.status >= 500 }, answer.json.mensaje).toEqual({ bOk: false, codigo, fault: false });
  expect(await businessFingerprint(t.database)).toBe(before);
  return answer;
}

/** An en_picking order assigned to the fixture's PK of company 1. */
async function pickingOrder(options: Parameters<typeof insertPickingOrder>[2] = {}) {
  return insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id, ...options });
}

describe('/Picking/List', () => {
  test('oldest slot first with progress; a picker sees only their warehouse, a supervisor every warehouse of the company', async () => {
    const c = company();
    const late = await insertPickingOrder(t, c, { slotStartMin: -90 });
    const picking = await pickingOrder({ slotStartMin: 30 });
    const otherWarehouse = await insertPickingOrder(t, c, { warehouseId: c.extraWarehouseId!, slotStartMin: -200 });
    const otherCompany = await insertPickingOrder(t, t.fixture.companies[1], { slotStartMin: -300 });
    expectOk(await setLine(picking.id, picking.lineIds[0]!, 0, { pickState: 'picked', pickedQuantity: 2000 }));

    const expected = await t.database.query<{ id: number }>(
      `SELECT id FROM orders WHERE company_id = $1 AND warehouse_id = $2 AND status IN ('confirmada', 'en_picking') ORDER BY slot_start, id`,
      [c.id, c.warehouseId],
    );
    const pk = await list('PK@1');
    expect(pk.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(pk[0]!.id).toBe(late.id);
    expect(pk.some((row) => row.id === otherWarehouse.id || row.id === otherCompany.id)).toBe(false);
    expect(pk.find((row) => row.id === picking.id)).toMatchObject({ status: 'en_picking', linesTotal: 3, linesDone: 1, pickerName: 'PK 1', pickerId: t.user('PK').id });
    expect(pk.find((row) => row.id === picking.id)!.pickingStartedAt).not.toBeNull();
    expect(pk.find((row) => row.id === late.id)).toMatchObject({ status: 'confirmada', linesTotal: 3, linesDone: 0, pickerName: null, pickingStartedAt: null });

    const su = await list('SU@1');
    expect(su[0]!.id).toBe(otherWarehouse.id);
    expect(su.map((row) => row.id)).toContain(picking.id);
    expect(su.every((row) => row.companyId === c.id && ['confirmada', 'en_picking'].includes(row.status))).toBe(true);
    for (let i = 1; i < su.length; i++) expect(su[i - 1]!.slotStart <= su[i]!.slotStart).toBe(true);
    expect((await list('SU@1', { warehouseId: c.extraWarehouseId })).map((row) => row.id)).toContain(otherWarehouse.id);
    expect((await list('SA')).map((row) => row.id)).toEqual(expect.arrayContaining([otherCompany.id, otherWarehouse.id]));
  });

  test('mine: only orders assigned to the caller; another warehouse or company named is not found', async () => {
    const mine = await pickingOrder();
    const rows = await list('PK@1', { mine: true });
    expect(rows.map((row) => row.id)).toContain(mine.id);
    expect(rows.every((row) => row.pickerId === t.user('PK').id)).toBe(true);
    const other = await t.call('/Picking/List', { warehouseId: company().extraWarehouseId }, { token: token('PK@1') });
    expect(other.json.codigo).toBe('NOT_FOUND');
    const otherCompany = await t.call('/Picking/List', { empresaId: t.fixture.companies[1].id }, { token: token('SU@1') });
    expect(otherCompany.json.codigo).toBe('NOT_FOUND');
  });
});

describe('/Picking/Get', () => {
  test('lines in aisle order with categories, barcodes and pick fields; candidates of the order categories', async () => {
    const order = await pickingOrder();
    const data = await get(order.id, 'PK@1');
    expect(data.order.id).toBe(order.id);
    expect(data.order.lines.map((line) => line.name)).toEqual(['Tomate', 'Arroz 1 kg', 'Leche 1 L']);
    expect(data.order.lines.map((line) => line.categoryName)).toEqual(['Verduras', 'Granos', 'Lácteos']);
    const rice = data.order.lines[1]!;
    expect(rice).toMatchObject({ pickState: 'pending', orderedQuantity: 2000, quantity: 2000, pickedQuantity: null, substitute: null, lineVersion: 0, pickedBy: null });
    expect(rice.barcodes).toHaveLength(1);
    expect(data.order.pickingStartedAt).not.toBeNull();
    expect(data.order.pickerName).toBe('PK 1');
    const ids = data.candidates.map((p) => p.id);
    const products = company().picking.products;
    expect(ids).toEqual(expect.arrayContaining([products.rice, products.brownRice, products.bulkRice, products.tomato, products.potato, products.milk]));
    expect(ids).not.toContain(products.oldRice);
    expect(data.candidates.every((p) => p.barcodes.length === 1)).toBe(true);
    // Deterministic: the same order twice.
    expect((await get(order.id, 'PK@1')).candidates).toEqual(data.candidates);
  });

  test('another company, or a picker of another warehouse, gets NOT_FOUND; any status may be read', async () => {
    const order = await pickingOrder();
    expect((await t.call('/Picking/Get', { orderId: order.id }, { token: token('SU@2') })).json.codigo).toBe('NOT_FOUND');
    const elsewhere = await insertPickingOrder(t, company(), { warehouseId: company().extraWarehouseId! });
    expect((await t.call('/Picking/Get', { orderId: elsewhere.id }, { token: token('PK@1') })).json.codigo).toBe('NOT_FOUND');
    expect((await get(elsewhere.id, 'SU@1')).order.id).toBe(elsewhere.id);
    const delivered = await insertPickingOrder(t, company(), { status: 'entregada' });
    expect((await get(delivered.id, 'PK@1')).order.status).toBe('entregada');
  });
});

describe('/Picking/Take', () => {
  test('a confirmed order becomes en_picking, assigned to the taker, with a timeline event; taking it again answers the same', async () => {
    const order = await insertPickingOrder(t, company());
    const mutationId = randomUUID();
    const row = pickingTakeData.parse(expectOk(await take(order.id, token('PK@1'), mutationId)));
    expect(row).toMatchObject({ id: order.id, status: 'en_picking', pickerId: t.user('PK').id, pickerName: 'PK 1', version: 2, linesTotal: 3, linesDone: 0 });
    expect(new Date(row.pickingStartedAt!).getTime()).toBe(t.clock.now().getTime());
    const events = await t.database.query<{ kind: string; from_status: string; to_status: string; user_id: number; detail: { mutationId: string } }>(
      'SELECT kind, from_status, to_status, user_id, detail FROM order_events WHERE order_id = $1',
      [order.id],
    );
    expect(events).toEqual([{ kind: 'status', from_status: 'confirmada', to_status: 'en_picking', user_id: t.user('PK').id, detail: expect.objectContaining({ mutationId }) }]);
    const again = pickingTakeData.parse(expectOk(await take(order.id, token('PK@1'))));
    expect(again.version).toBe(2);
    // The same mutation id again is a replay of the first answer.
    expect(expectOk(await take(order.id, token('PK@1'), mutationId))).toEqual(row);
  });

  test('an order another picker is picking is a conflict naming them, with the current state', async () => {
    const other = await insertUser(t, company(), 'PK', 'Rosa Quispe');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: other.id });
    const answer = await refusedWithoutChange(() => take(order.id, token('PK@1')), 'CONFLICT');
    expect(answer.json.mensaje).toContain('Rosa Quispe');
    expect(answer.json.detalle).toMatchObject({ reason: 'taken', current: { id: order.id, status: 'en_picking', pickerId: other.id } });
    // A supervisor cannot take it over by taking it either.
    await refusedWithoutChange(() => take(order.id, token('SU@1')), 'CONFLICT');
  });

  test('other statuses are refused with the current state; a picker of another warehouse does not find the order', async () => {
    const pending = await insertPickingOrder(t, company(), { status: 'pendiente' });
    const early = await refusedWithoutChange(() => take(pending.id, token('PK@1')), 'CONFLICT');
    expect(early.json.detalle).toMatchObject({ reason: 'not_confirmed', current: { id: pending.id, status: 'pendiente' } });
    const cancelled = await insertPickingOrder(t, company(), { status: 'cancelada' });
    const conflict = await refusedWithoutChange(() => take(cancelled.id, token('PK@1')), 'CONFLICT');
    expect(conflict.json.detalle).toMatchObject({ reason: 'cancelled', current: { status: 'cancelada' } });
    const picked = await insertPickingOrder(t, company(), { status: 'pickeada' });
    const late = await refusedWithoutChange(() => take(picked.id, token('PK@1')), 'CONFLICT');
    expect(late.json.mensaje).toContain('Pickeada');
    const elsewhere = await insertPickingOrder(t, company(), { warehouseId: company().extraWarehouseId! });
    await refusedWithoutChange(() => take(elsewhere.id, token('PK@1')), 'NOT_FOUND');
    await refusedWithoutChange(() => take(pending.id, token('SU@2')), 'NOT_FOUND');
  });
});

const products = () => company().picking.products;

describe('/Picking/SetLine', () => {
  test('picked units and weighed kg reprice the line to the exact cent; the timeline records the change', async () => {
    const order = await pickingOrder();
    const [rice, tomato] = order.lineIds;
    const data = pickingSetLineData.parse(expectOk(await setLine(order.id, rice!, 0, { pickState: 'picked', pickedQuantity: 1000, scannedCode: '7710000000001' })));
    const expected = pickedLineAmounts({
      pickState: 'picked',
      orderedQuantity: 2000,
      pickedQuantity: 1000,
      unitPrice: 150,
      taxRate: 1500,
      discountRate: 0,
      substitute: null,
      substituteApproval: null,
    });
    expect(data.line).toMatchObject({ pickState: 'picked', pickedQuantity: 1000, quantity: 1000, orderedQuantity: 2000, lineVersion: 1, pickedBy: t.user('PK').id });
    expect(new Date(data.line.pickedAt!).getTime()).toBe(t.clock.now().getTime());
    expect({ subtotal: data.line.subtotal, tax: data.line.tax, total: data.line.total }).toEqual({
      subtotal: expected.subtotalCents,
      tax: expected.taxCents,
      total: expected.totalCents,
    });
    expect(data.version).toBe(2);

    // 1.337 kg of tomato at 1.20/kg: 160.44 → 160 cents, no IVA.
    const weighed = pickingSetLineData.parse(expectOk(await setLine(order.id, tomato!, 0, { pickState: 'picked', pickedQuantity: 1337 })));
    const tomatoAmounts = pickedLineAmounts({
      pickState: 'picked',
      orderedQuantity: 1250,
      pickedQuantity: 1337,
      unitPrice: PICKING_PRODUCTS.tomato.price,
      taxRate: 0,
      discountRate: 0,
      substitute: null,
      substituteApproval: null,
    });
    expect(weighed.line.total).toBe(tomatoAmounts.totalCents);
    expect(weighed.line.total).toBe(160);
    const row = await lineRow(tomato!);
    expect(Number(row.total_cents)).toBe(160);
    expect(Number(row.picked_quantity_milli)).toBe(1337);
    expect(weighed.version).toBe(3);

    const [event] = await t.database.query<{ detail: Record<string, unknown>; user_id: number }>(
      `SELECT detail, user_id FROM order_events WHERE order_id = $1 AND kind = 'picking_line' ORDER BY id LIMIT 1`,
      [order.id],
    );
    expect(event).toMatchObject({
      user_id: t.user('PK').id,
      detail: { lineId: rice, from: 'pending', to: 'picked', pickedQuantity: 1000, orderedQuantity: 2000, scannedCode: '7710000000001' },
    });
  });

  test('quantities outside the rules are refused with a field message and change nothing', async () => {
    const order = await pickingOrder();
    const [rice, tomato] = order.lineIds;
    const cases: Array<[number, number, string]> = [
      [rice!, 1500, 'not_whole_units'],
      [rice!, 3000, 'more_than_ordered'],
      // 1.250 kg ordered + 50 % = 1.875 kg at most.
      [tomato!, 1876, 'too_heavy'],
    ];
    for (const [lineId, pickedQuantity, codigo] of cases) {
      const answer = await refusedWithoutChange(() => setLine(order.id, lineId, 0, { pickState: 'picked', pickedQuantity }), 'VALIDATION');
      expect(answer.json.errores).toEqual([expect.objectContaining({ campo: 'pickedQuantity', codigo })]);
      expect(answer.json.mensaje!.length).toBeGreaterThan(10);
    }
    expectOk(await setLine(order.id, tomato!, 0, { pickState: 'picked', pickedQuantity: 1875 }));
    await refusedWithoutChange(() => setLine(order.id, rice!, 0, { pickState: 'picked' }), 'VALIDATION');
  });

  test('out of stock charges nothing; back to pending charges what was ordered again', async () => {
    const order = await pickingOrder();
    const milk = order.lineIds[2]!;
    const before = await lineRow(milk);
    const out = pickingSetLineData.parse(expectOk(await setLine(order.id, milk, 0, { pickState: 'out_of_stock' })));
    expect(out.line).toMatchObject({ pickState: 'out_of_stock', quantity: 0, subtotal: 0, tax: 0, total: 0, discount: 0, lineVersion: 1 });
    const back = pickingSetLineData.parse(expectOk(await setLine(order.id, milk, 1, { pickState: 'pending' })));
    expect(back.line).toMatchObject({ pickState: 'pending', pickedQuantity: null, pickedBy: null, pickedAt: null, lineVersion: 2 });
    const after = await lineRow(milk);
    for (const column of ['quantity_milli', 'subtotal_cents', 'subtotal_without_discount_cents', 'tax_cents', 'total_cents', 'discount_cents']) {
      expect(Number(after[column]), column).toBe(Number(before[column]));
    }
  });

  test('a substitute of the same category is priced at its own price and IVA; the approval can change later', async () => {
    const order = await pickingOrder();
    const rice = order.lineIds[0]!;
    const sub = pickingSetLineData.parse(
      expectOk(await setLine(order.id, rice, 0, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 2000 })),
    );
    expect(sub.line).toMatchObject({ pickState: 'substituted', substituteApproval: 'pendiente', productId: products().rice, name: 'Arroz 1 kg' });
    expect(sub.line.substitute).toMatchObject({ id: products().brownRice, name: 'Arroz integral 1 kg', unitPrice: 175, taxRate: 1500, saleUnit: 'unit' });
    expect(sub.line.substitute!.barcodes).toHaveLength(1);
    const input = { pickState: 'substituted' as const, orderedQuantity: 2000, pickedQuantity: 2000, unitPrice: 150, taxRate: 1500, discountRate: 0, substitute: { unitPrice: 175, taxRate: 1500 } };
    expect(sub.line.total).toBe(pickedLineAmounts({ ...input, substituteApproval: 'pendiente' }).totalCents);

    const approved = pickingSetLineData.parse(
      expectOk(await setLine(order.id, rice, 1, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 2000, substituteApproval: 'aprobada' })),
    );
    expect(approved.line).toMatchObject({ substituteApproval: 'aprobada', total: pickedLineAmounts({ ...input, substituteApproval: 'aprobada' }).totalCents, lineVersion: 2 });
    const refused = pickingSetLineData.parse(
      expectOk(await setLine(order.id, rice, 2, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 2000, substituteApproval: 'rechazada' })),
    );
    expect(refused.line).toMatchObject({ substituteApproval: 'rechazada', total: 0, quantity: 0 });
    // Without an approval, a later change keeps the one it had.
    const kept = pickingSetLineData.parse(
      expectOk(await setLine(order.id, rice, 3, { pickState: 'substituted', substituteProductId: products().brownRice, pickedQuantity: 1000 })),
    );
    expect(kept.line.substituteApproval).toBe('rechazada');
  });

  test('the order detail breaks IVA down by the rate a line is charged at: a substitute with another rate moves its line there', async () => {
    const order = await pickingOrder();
    const rice = order.lineIds[0]!;
    const { order: before } = await get(order.id);
    const riceLine = before.lines.find((line) => line.id === rice)!;
    expect(riceLine.taxRate).toBe(1500);
    // Arroz a granel: same category, 12 % IVA, sold by weight.
    const sub = pickingSetLineData.parse(expectOk(await setLine(order.id, rice, 0, { pickState: 'substituted', substituteProductId: products().bulkRice, pickedQuantity: 1500 })));
    expect(pickedTaxRate({ pickState: 'substituted', taxRate: 1500, substitute: sub.line.substitute })).toBe(1200);
    const detail = orderDetailSchema.parse(expectOk(await t.call('/Order/Get', { orderId: order.id }, { token: token('SU@1') })));
    const at1200 = detail.taxByRate.find((entry) => entry.taxRateBp === 1200);
    expect(at1200).toMatchObject({ baseCents: sub.line.subtotal, taxCents: sub.line.tax });
    const others = detail.lines.filter((line) => line.id !== rice);
    const base1500 = others.filter((line) => line.taxRate === 1500).reduce((sum, line) => sum + line.subtotal, 0);
    expect(detail.taxByRate.find((entry) => entry.taxRateBp === 1500)?.baseCents ?? 0).toBe(base1500);
  });

  test('a weighed substitute for a unit product takes any weight (another unit); the substitute must be active, same company and category', async () => {
    const order = await pickingOrder();
    const rice = order.lineIds[0]!;
    const bulk = pickingSetLineData.parse(
      expectOk(await setLine(order.id, rice, 0, { pickState: 'substituted', substituteProductId: products().bulkRice, pickedQuantity: 2345 })),
    );
    expect(bulk.line.total).toBe(
      pickedLineAmounts({
        pickState: 'substituted',
        orderedQuantity: 2000,
        pickedQuantity: 2345,
        unitPrice: 150,
        taxRate: 1500,
        discountRate: 0,
        substitute: { unitPrice: 133, taxRate: 1200 },
        substituteApproval: 'pendiente',
      }).totalCents,
    );
    expect(pickedTaxRate({ pickState: 'substituted', taxRate: 1500, substitute: { unitPrice: 133, taxRate: 1200 } })).toBe(1200);
    const refusals: Array<[number, string]> = [
      [products().milk, 'other_category'],
      [products().oldRice, 'inactive'],
      [t.fixture.companies[1].picking.products.brownRice, 'not_found'],
      [999_999, 'not_found'],
      [products().rice, 'same_product'],
    ];
    for (const [substituteProductId, codigo] of refusals) {
      const answer = await refusedWithoutChange(() => setLine(order.id, rice, 1, { pickState: 'substituted', substituteProductId, pickedQuantity: 1000 }), 'VALIDATION');
      expect(answer.json.errores).toEqual([expect.objectContaining({ campo: 'substituteProductId', codigo })]);
    }
    // Another company's product reads exactly like one that does not exist.
    const other = await setLine(order.id, rice, 1, { pickState: 'substituted', substituteProductId: t.fixture.companies[1].picking.products.brownRice, pickedQuantity: 1000 });
    const ghost = await setLine(order.id, rice, 1, { pickState: 'substituted', substituteProductId: 999_999, pickedQuantity: 1000 });
    expect(other.json.mensaje).toBe(ghost.json.mensaje);
  });

  test('a change made on an old line version is a conflict carrying the line now; changes to other lines commute', async () => {
    const order = await pickingOrder();
    const [rice, tomato] = order.lineIds;
    expectOk(await setLine(order.id, rice!, 0, { pickState: 'picked', pickedQuantity: 2000 }, token('SU@1')));
    const stale = await refusedWithoutChange(() => setLine(order.id, rice!, 0, { pickState: 'out_of_stock' }), 'CONFLICT');
    const detalle = stale.json.detalle as { reason: string; current: OrderSummary; currentLine: PickingLine };
    expect(detalle.reason).toBe('line_changed');
    expect(detalle.current).toMatchObject({ id: order.id, version: 2 });
    expect(detalle.currentLine).toMatchObject({ id: rice, lineVersion: 1, pickState: 'picked', pickedBy: t.user('SU').id });
    expect(stale.json.mensaje).toContain('Otro dispositivo');
    // Made on order version 1 (before the supervisor's change), on another line: applies.
    const other = pickingSetLineData.parse(expectOk(await setLine(order.id, tomato!, 0, { pickState: 'picked', pickedQuantity: 1200 })));
    expect(other.version).toBe(3);
  });

  test('a cancelled or reassigned order is a conflict with its current state; a supervisor may still change lines', async () => {
    const cancelled = await pickingOrder();
    await t.database.query(`UPDATE orders SET status = 'cancelada', version = version + 1 WHERE id = $1`, [cancelled.id]);
    const answer = await refusedWithoutChange(() => setLine(cancelled.id, cancelled.lineIds[0]!, 0, { pickState: 'out_of_stock' }), 'CONFLICT');
    expect(answer.json.detalle).toMatchObject({ reason: 'cancelled', current: { id: cancelled.id, status: 'cancelada', version: 2 } });
    expect(answer.json.mensaje).toContain('cancelada');

    const reassigned = await pickingOrder();
    const other = await insertUser(t, company(), 'PK', 'Luis Tipán');
    await t.database.query('UPDATE orders SET picker_id = $2 WHERE id = $1', [reassigned.id, other.id]);
    const moved = await refusedWithoutChange(() => setLine(reassigned.id, reassigned.lineIds[0]!, 0, { pickState: 'out_of_stock' }), 'CONFLICT');
    expect(moved.json.mensaje).toContain('reasignada a Luis Tipán');
    expect(moved.json.detalle).toMatchObject({ reason: 'reassigned', current: { pickerId: other.id } });
    expectOk(await setLine(reassigned.id, reassigned.lineIds[0]!, 0, { pickState: 'out_of_stock' }, token('SU@1')));
    expectOk(await setLine(reassigned.id, reassigned.lineIds[1]!, 0, { pickState: 'out_of_stock' }, other.token));

    const confirmed = await insertPickingOrder(t, company());
    const notPicking = await refusedWithoutChange(() => setLine(confirmed.id, confirmed.lineIds[0]!, 0, { pickState: 'out_of_stock' }), 'CONFLICT');
    expect(notPicking.json.detalle).toMatchObject({ reason: 'not_picking', current: { status: 'confirmada' } });
  });

  test('a line of another order is not found; another company does not find the order', async () => {
    const order = await pickingOrder();
    const other = await pickingOrder();
    const line = await refusedWithoutChange(() => setLine(order.id, other.lineIds[0]!, 0, { pickState: 'out_of_stock' }), 'NOT_FOUND');
    expect(line.json.mensaje).toContain('La línea');
    const order2 = await refusedWithoutChange(() => setLine(order.id, order.lineIds[0]!, 0, { pickState: 'out_of_stock' }, token('SU@2')), 'NOT_FOUND');
    expect(order2.json.mensaje).toContain('La orden');
  });

  test('the same mutation id is applied once and answers the same, with one realtime event; another body is refused', async () => {
    const order = await pickingOrder();
    const published: RealtimeEvent[] = [];
    const hub = t.app.realtime;
    const original = hub.publish;
    hub.publish = async (companyId, event) => {
      published.push(event);
      await original.call(hub, companyId, event);
    };
    const body = { orderId: order.id, lineId: order.lineIds[0], baseVersion: 1, lineVersion: 0, mutationId: randomUUID(), pickState: 'out_of_stock' };
    let first: Answer;
    let again: Answer;
    try {
      first = await t.call('/Picking/SetLine', body, { token: token('PK@1') });
      again = await t.call('/Picking/SetLine', body, { token: token('PK@1') });
    } finally {
      hub.publish = original;
    }
    expect(again.json).toEqual(first.json);
    expect(published).toEqual([expect.objectContaining({ type: 'order.changed', orderId: order.id, version: 2, status: 'en_picking', summary: expect.objectContaining({ id: order.id, version: 2 }) })]);
    expect((await lineRow(order.lineIds[0]!)).line_version).toBe(1);
    const changed = await t.call('/Picking/SetLine', { ...body, pickState: 'pending' }, { token: token('PK@1') });
    expect(changed.json.codigo).toBe('CONFLICT');
    expect((await lineRow(order.lineIds[0]!)).pick_state).toBe('out_of_stock');
  });
});

describe('/Picking/Finish', () => {
  test('refuses while lines are pending, naming how many', async () => {
    const order = await pickingOrder();
    expectOk(await setLine(order.id, order.lineIds[0]!, 0, { pickState: 'picked', pickedQuantity: 2000 }));
    const answer = await refusedWithoutChange(() => finish(order.id), 'VALIDATION');
    expect(answer.json.mensaje).toContain('Quedan 2 líneas sin pickear');
    expect(answer.json.detalle).toEqual({ pendingLineIds: order.lineIds.slice(1) });
  });

  test('recomputes the totals from what was picked, writes the timeline and moves the order to pickeada', async () => {
    const order = await pickingOrder({ storeCreditCents: 100 });
    const [rice, tomato, milk] = order.lineIds;
    expectOk(await setLine(order.id, rice!, 0, { pickState: 'substituted', substituteProductId: products().bulkRice, pickedQuantity: 1873 }));
    expectOk(await setLine(order.id, tomato!, 0, { pickState: 'picked', pickedQuantity: 1337 }));
    expectOk(await setLine(order.id, milk!, 0, { pickState: 'out_of_stock' }));
    t.clock.advance(90_000);
    const data = pickingFinishData.parse(expectOk(await finish(order.id)));
    t.clock.advance(-90_000);

    const lines = (await get(order.id)).order.lines;
    const totals = computeOrderTotals({
      lines: lines.map((line) => ({
        subtotalWithoutDiscountCents: line.subtotalWithoutDiscount,
        discountCents: line.discount,
        subtotalCents: line.subtotal,
        taxWithoutDiscountCents: line.taxWithoutDiscount,
        taxCents: line.tax,
        totalWithoutDiscountCents: line.totalWithoutDiscount,
        totalCents: line.total,
        taxRateBp: pickedTaxRate({ pickState: line.pickState, taxRate: line.taxRate, substitute: line.substitute }),
      })),
      shippingCents: 299,
      freeShipping: false,
      storeCreditCents: 100,
    });
    expect(data).toMatchObject({
      previousTotalCents: 1000,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      // Taken 10 minutes before the fixture's now, finished 90 s after it.
      durationSeconds: 690,
    });
    expect(data.order).toMatchObject({ status: 'pickeada', totalCents: totals.totalCents, itemCount: 2 });
    const [row] = await t.database.query<{ subtotal_cents: number; tax_cents: number; total_cents: number; picking_finished_at: Date | null; status: string }>(
      'SELECT subtotal_cents::int, tax_cents::int, total_cents::int, picking_finished_at, status FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toMatchObject({ subtotal_cents: totals.subtotalCents, tax_cents: totals.taxCents, total_cents: totals.totalCents, status: 'pickeada' });
    expect(row!.picking_finished_at).not.toBeNull();
    const [event] = await t.database.query<{ from_status: string; to_status: string; detail: Record<string, unknown> }>(
      `SELECT from_status, to_status, detail FROM order_events WHERE order_id = $1 AND kind = 'status' ORDER BY id DESC LIMIT 1`,
      [order.id],
    );
    expect(event).toMatchObject({
      from_status: 'en_picking',
      to_status: 'pickeada',
      detail: { previousTotalCents: 1000, totalCents: totals.totalCents, picked: 1, outOfStock: 1, substituted: 1, durationSeconds: 690 },
    });

    const again = await refusedWithoutChange(() => finish(order.id), 'CONFLICT');
    expect(again.json.detalle).toMatchObject({ reason: 'not_picking', current: { status: 'pickeada' } });
  });

  test('a picker cannot finish an order reassigned to someone else; a cancelled order is a conflict', async () => {
    const order = await pickingOrder();
    for (const lineId of order.lineIds) expectOk(await setLine(order.id, lineId, 0, { pickState: 'out_of_stock' }));
    await t.database.query('UPDATE orders SET picker_id = $2 WHERE id = $1', [order.id, t.user('SU').id]);
    const answer = await refusedWithoutChange(() => finish(order.id), 'CONFLICT');
    expect(answer.json.detalle).toMatchObject({ reason: 'reassigned' });
    expect((pickingFinishData.parse(expectOk(await finish(order.id, token('SU@1'))))).totalCents).toBe(299);
    const cancelled = await pickingOrder();
    await t.database.query(`UPDATE orders SET status = 'cancelada' WHERE id = $1`, [cancelled.id]);
    await refusedWithoutChange(() => finish(cancelled.id), 'CONFLICT');
  });
});
