/**
 * Order moves follow the process (issue 21 §1, ADR 008): cancelling needs a reason and gives back the stock picking
 * took; a cancelled order moves no more; confirmada → en_picking needs a picker (taken, or assigned by a supervisor);
 * en_picking → pickeada is finishing (a supervisor forces it only when confirmed); a picker releases their order with a
 * reason; a supervisor reassigns it. Each rule allowed and refused, directly and through the outbox where it goes.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { OrderStatus } from '../../contract/order-status';
import type { OrderSummary } from '../../contract/schemas/orders';
import { syncPushData } from '../../contract/schemas/sync';
import { businessFingerprint, change, expectOk, insertPickingOrder, insertUser, push } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = () => t.fixture.companies[0];
const token = (key: string) => t.tokens[key]!;

function move(orderId: number, from: OrderStatus, to: OrderStatus, tok: string, extra: Record<string, unknown> = {}): Promise<Answer> {
  return t.call('/Order/Move', { orderId, from, to, baseVersion: 1, mutationId: randomUUID(), ...extra }, { token: tok });
}

function assign(orderId: number, pickerId: number, tok: string): Promise<Answer> {
  return t.call('/Order/AssignPicker', { orderId, pickerId, baseVersion: 1, mutationId: randomUUID() }, { token: tok });
}

function release(orderId: number, tok: string, reasonText = 'Me llamaron a recepción'): Promise<Answer> {
  return t.call('/Picking/Release', { orderId, baseVersion: 1, mutationId: randomUUID(), reasonText }, { token: tok });
}

function setLine(orderId: number, lineId: number, fields: Record<string, unknown>, tok: string): Promise<Answer> {
  return t.call('/Picking/SetLine', { orderId, lineId, baseVersion: 1, lineVersion: 0, mutationId: randomUUID(), ...fields }, { token: tok });
}

async function orderRow(orderId: number) {
  const [row] = await t.database.query<{ status: string; picker_id: number | null }>('SELECT status, picker_id FROM orders WHERE id = $1', [orderId]);
  return row!;
}

async function lastEvent(orderId: number) {
  const [row] = await t.database.query<{ kind: string; from_status: string | null; to_status: string | null; user_id: number; detail: Record<string, unknown> }>(
    'SELECT kind, from_status, to_status, user_id, detail FROM order_events WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
    [orderId],
  );
  return row!;
}

/** Stock of each picking product at the company's warehouse, by product key. */
async function stockOf(): Promise<Record<string, number>> {
  const c = company();
  const rows = await t.database.query<{ product_id: number; q: number }>('SELECT product_id, quantity_milli::int AS q FROM stock WHERE warehouse_id = $1', [c.warehouseId]);
  const byId = new Map(rows.map((row) => [row.product_id, row.q]));
  return Object.fromEntries(Object.entries(c.picking.products).map(([key, id]) => [key, byId.get(id) ?? 0]));
}

/** Refused with `codigo` (no fault) and, when given, `detalle.reason`. */
function expectRefused(answer: Answer, codigo: string, reason?: string): void {
  const outcome = { bOk: answer.json.bOk, codigo: answer.json.codigo, fault: answer.status >= 500, reason: reason === undefined ? undefined : answer.json.detalle?.['reason'] };
  expect(outcome, answer.json.mensaje).toEqual({ bOk: false, codigo, fault: false, reason });
}

describe('cancelling', () => {
  test('needs a reason (free text for "other"); the reason is in the timeline event', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'pendiente' });
    const before = await businessFingerprint(t.database);
    const bare = await move(order.id, 'pendiente', 'cancelada', token('CC@1'));
    expectRefused(bare, 'VALIDATION');
    expect(bare.json.errores).toEqual([expect.objectContaining({ campo: 'reason' })]);
    expect(bare.json.mensaje).toBe('Indica el motivo de la cancelación.');
    const other = await move(order.id, 'pendiente', 'cancelada', token('CC@1'), { reason: 'other' });
    expectRefused(other, 'VALIDATION');
    expect(other.json.errores).toEqual([expect.objectContaining({ campo: 'reasonText' })]);
    const unknown = await move(order.id, 'pendiente', 'cancelada', token('CC@1'), { reason: 'bored' });
    expectRefused(unknown, 'VALIDATION');
    expect(await businessFingerprint(t.database)).toBe(before);

    const done = expectOk<OrderSummary>(await move(order.id, 'pendiente', 'cancelada', token('CC@1'), { reason: 'other', reasonText: 'Dirección fuera de cobertura' }));
    expect(done.status).toBe('cancelada');
    expect(await lastEvent(order.id)).toMatchObject({
      kind: 'status',
      from_status: 'pendiente',
      to_status: 'cancelada',
      user_id: t.user('CC').id,
      detail: { reason: 'other', reasonText: 'Dirección fuera de cobertura' },
    });
    // The order detail shows the event with its reason.
    const detail = expectOk<{ events: Array<{ toStatus: string | null; detail: Record<string, unknown> | null }> }>(await t.call('/Order/Get', { orderId: order.id }, { token: token('AD@1') }));
    expect(detail.events.find((event) => event.toStatus === 'cancelada')?.detail).toMatchObject({ reason: 'other', reasonText: 'Dirección fuera de cobertura' });
  });

  test('through the outbox the reason goes with the change; without one it is rejected and nothing changes', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'confirmada' });
    const clientId = randomUUID();
    const before = await businessFingerprint(t.database);
    const first = await push(t, token('SU@1'), clientId, [change(1, 'order.move', { orderId: order.id, from: 'confirmada', to: 'cancelada', baseVersion: 1 })]);
    expect(syncPushData.parse(first.data).results[0]).toMatchObject({ status: 'rejected', codigo: 'VALIDATION' });
    expect(await businessFingerprint(t.database)).toBe(before);
    const second = await push(t, token('SU@1'), clientId, [
      change(2, 'order.move', { orderId: order.id, from: 'confirmada', to: 'cancelada', baseVersion: 1, reason: 'payment_failed' }),
    ]);
    expect(syncPushData.parse(second.data).results[0]).toMatchObject({ status: 'applied', data: { status: 'cancelada' } });
    expect((await lastEvent(order.id)).detail).toMatchObject({ reason: 'payment_failed', stockReturned: 0 });
  });

  test('a cancelled order cannot be moved on, assigned or released, by anyone', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'cancelada' });
    const before = await businessFingerprint(t.database);
    for (const to of ['pendiente', 'confirmada', 'en_picking', 'pickeada', 'entregada'] as const) {
      for (const role of ['SU', 'AD', 'PK', 'DE', 'CC']) {
        const answer = await move(order.id, 'cancelada', to, token(`${role}@1`), { reason: 'duplicate' });
        expectRefused(answer, 'INVALID_MOVE', 'cancelled');
        expect(answer.json.mensaje).toContain('está cancelada');
      }
    }
    expectRefused(await assign(order.id, t.user('PK').id, token('SU@1')), 'CONFLICT', 'cancelled');
    expectRefused(await release(order.id, token('SU@1')), 'CONFLICT', 'cancelled');
    expect(await businessFingerprint(t.database)).toBe(before);
  });

  test('finishing picking takes what the order delivers from stock; cancelling it puts it back; cancelling before finishing touches none', async () => {
    const picker = await insertUser(t, company(), 'PK', 'Stock Picker');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: picker.id });
    const [rice, tomato, milk] = order.lineIds;
    expectOk(await setLine(order.id, rice!, { pickState: 'picked', pickedQuantity: 2000 }, picker.token));
    expectOk(await setLine(order.id, tomato!, { pickState: 'substituted', pickedQuantity: 1000, substituteProductId: company().picking.products.potato }, picker.token));
    expectOk(await setLine(order.id, milk!, { pickState: 'out_of_stock' }, picker.token));
    const start = await stockOf();
    expectOk(await t.call('/Picking/Finish', { orderId: order.id, baseVersion: 1, mutationId: randomUUID() }, { token: picker.token }));
    const picked = await stockOf();
    // Rice as picked, the potato instead of the tomato, no milk.
    expect(picked).toEqual({ ...start, rice: start.rice! - 2000, potato: start.potato! - 1000 });

    expectOk(await move(order.id, 'pickeada', 'cancelada', token('SU@1'), { reason: 'customer_request' }));
    expect(await stockOf()).toEqual(start);
    expect((await lastEvent(order.id)).detail).toMatchObject({ reason: 'customer_request', stockReturned: 2 });

    // An order cancelled while still in picking never took stock: nothing is given back.
    const inPicking = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: picker.id });
    expectOk(await setLine(inPicking.id, inPicking.lineIds[0]!, { pickState: 'picked', pickedQuantity: 2000 }, picker.token));
    expectOk(await move(inPicking.id, 'en_picking', 'cancelada', token('SU@1'), { reason: 'out_of_stock' }));
    expect(await stockOf()).toEqual(start);
  });
});

describe('confirmada → en_picking needs a picker', () => {
  test('a plain move is refused for every role but a picker’s (which is a take), with the reason, directly and through the outbox', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'confirmada' });
    const before = await businessFingerprint(t.database);
    for (const role of ['SU', 'AD', 'CA', 'GE', 'SG']) {
      const answer = await move(order.id, 'confirmada', 'en_picking', token(`${role}@1`));
      expectRefused(answer, 'INVALID_MOVE', 'needs_picker');
      expect(answer.json.mensaje).toContain('necesita un picker');
    }
    expectRefused(await move(order.id, 'confirmada', 'en_picking', token('SA')), 'INVALID_MOVE', 'needs_picker');
    const viaSync = await push(t, token('SU@1'), randomUUID(), [change(1, 'order.move', { orderId: order.id, from: 'confirmada', to: 'en_picking', baseVersion: 1 })]);
    expect(syncPushData.parse(viaSync.data).results[0]).toMatchObject({ status: 'rejected', codigo: 'INVALID_MOVE', detalle: { reason: 'needs_picker' } });
    expect(await businessFingerprint(t.database)).toBe(before);
    const taken = expectOk<OrderSummary>(await move(order.id, 'confirmada', 'en_picking', token('PK@1')));
    expect(taken).toMatchObject({ status: 'en_picking', pickerId: t.user('PK').id });
  });

  test('a supervisor assigns a picker of the order’s warehouse: en_picking, picker recorded, in the timeline', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'confirmada' });
    const options = expectOk<{ pickers: Array<{ id: number; name: string }> }>(await t.call('/Order/MoveOptions', { orderId: order.id }, { token: token('SU@1') }));
    expect(options.pickers.map((p) => p.id)).toContain(t.user('PK').id);
    const assigned = expectOk<OrderSummary>(await assign(order.id, t.user('PK').id, token('SU@1')));
    expect(assigned).toMatchObject({ status: 'en_picking', pickerId: t.user('PK').id });
    expect(await lastEvent(order.id)).toMatchObject({ kind: 'status', from_status: 'confirmada', to_status: 'en_picking', user_id: t.user('SU').id, detail: { action: 'assign', pickerId: t.user('PK').id } });
    // The assigned picker may now pick it.
    expectOk(await setLine(order.id, order.lineIds[0]!, { pickState: 'picked', pickedQuantity: 2000 }, token('PK@1')));
  });

  test('assigning is refused to non-supervisors, for a user who is not a picker of that warehouse, and for orders not confirmed or in picking', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'confirmada' });
    const otherWarehouse = await insertUser(t, company(), 'PK', 'Picker de otra bodega', company().extraWarehouseId!);
    const supervisor = await insertUser(t, company(), 'SU', 'Otro supervisor');
    const before = await businessFingerprint(t.database);
    for (const role of ['PK', 'DE', 'CC', 'PS']) expectRefused(await assign(order.id, t.user('PK').id, token(`${role}@1`)), 'FORBIDDEN');
    expectRefused(await t.call('/Order/MoveOptions', { orderId: order.id }, { token: token('PK@1') }), 'FORBIDDEN');
    for (const pickerId of [otherWarehouse.id, supervisor.id, t.user('PK', 2).id]) {
      const answer = await assign(order.id, pickerId, token('SU@1'));
      expectRefused(answer, 'VALIDATION');
      expect(answer.json.errores).toEqual([expect.objectContaining({ campo: 'pickerId' })]);
    }
    // Another company's supervisor does not even see the order.
    expectRefused(await assign(order.id, t.user('PK').id, token('SU@2')), 'NOT_FOUND');
    const pending = await insertPickingOrder(t, company(), { status: 'pendiente' });
    const picked = await insertPickingOrder(t, company(), { status: 'pickeada' });
    const afterRefusals = await businessFingerprint(t.database);
    expect(afterRefusals).not.toBe(before); // two new orders
    expectRefused(await assign(pending.id, t.user('PK').id, token('SU@1')), 'CONFLICT', 'not_confirmed');
    expectRefused(await assign(picked.id, t.user('PK').id, token('SU@1')), 'CONFLICT', 'not_confirmed');
    expect(await businessFingerprint(t.database)).toBe(afterRefusals);
    expect(await orderRow(order.id)).toEqual({ status: 'confirmada', picker_id: null });
  });
});

describe('en_picking → pickeada is finishing picking', () => {
  test('a supervisor is refused while lines are unpicked (named), and forcing with confirmation finishes and records them', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const [rice, tomato, milk] = order.lineIds;
    expectOk(await setLine(order.id, rice!, { pickState: 'picked', pickedQuantity: 2000 }, token('PK@1')));
    const before = await businessFingerprint(t.database);
    const refused = await move(order.id, 'en_picking', 'pickeada', token('SU@1'));
    expectRefused(refused, 'INVALID_MOVE', 'unpicked_lines');
    expect(refused.json.mensaje).toContain('«Tomate»');
    expect(refused.json.mensaje).toContain('«Leche 1 L»');
    expect(refused.json.detalle).toMatchObject({ unpickedLines: [{ id: tomato, name: 'Tomate' }, { id: milk, name: 'Leche 1 L' }] });
    const options = expectOk<{ unpickedLines: Array<{ id: number }> }>(await t.call('/Order/MoveOptions', { orderId: order.id }, { token: token('SU@1') }));
    expect(options.unpickedLines.map((line) => line.id)).toEqual([tomato, milk]);
    expect(await businessFingerprint(t.database)).toBe(before);

    const forced = expectOk<OrderSummary>(await move(order.id, 'en_picking', 'pickeada', token('SU@1'), { force: true }));
    expect(forced.status).toBe('pickeada');
    expect(await lastEvent(order.id)).toMatchObject({ to_status: 'pickeada', user_id: t.user('SU').id, detail: { forced: true, unpickedLineIds: [tomato, milk] } });
  });

  test('with every line handled a supervisor’s move is a plain finish; a picker not assigned, and other roles, are refused', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    for (const lineId of order.lineIds) expectOk(await setLine(order.id, lineId, { pickState: 'out_of_stock' }, token('PK@1')));
    const rosa = await insertUser(t, company(), 'PK', 'Rosa Quispe');
    const before = await businessFingerprint(t.database);
    expectRefused(await move(order.id, 'en_picking', 'pickeada', rosa.token), 'INVALID_MOVE', 'not_assigned');
    for (const role of ['DE', 'CC']) expectRefused(await move(order.id, 'en_picking', 'pickeada', token(`${role}@1`)), 'INVALID_MOVE', 'role');
    expect(await businessFingerprint(t.database)).toBe(before);
    expectOk(await move(order.id, 'en_picking', 'pickeada', token('AD@1')));
    const event = await lastEvent(order.id);
    expect(event.to_status).toBe('pickeada');
    expect(event.detail['forced']).toBeUndefined();
  });
});

describe('releasing and reassigning', () => {
  test('the picker releases their order with a reason: confirmada, no picker, in the timeline; another picker can take it', async () => {
    const ana = await insertUser(t, company(), 'PK', 'Ana Picker');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: ana.id });
    expectOk(await setLine(order.id, order.lineIds[0]!, { pickState: 'picked', pickedQuantity: 2000 }, ana.token));
    const released = expectOk<OrderSummary>(await release(order.id, ana.token, 'Me tocó descargar un camión'));
    expect(released).toMatchObject({ status: 'confirmada', pickerId: null });
    expect(await lastEvent(order.id)).toMatchObject({
      kind: 'status',
      from_status: 'en_picking',
      to_status: 'confirmada',
      user_id: ana.id,
      detail: { action: 'release', reasonText: 'Me tocó descargar un camión', previousPickerId: ana.id },
    });
    // What was picked stays; the next picker goes on from there.
    const taken = expectOk<{ status: string; pickerId: number }>(await t.call('/Picking/Take', { orderId: order.id, baseVersion: 1, mutationId: randomUUID() }, { token: token('PK@1') }));
    expect(taken).toMatchObject({ status: 'en_picking', pickerId: t.user('PK').id });
    const [line] = await t.database.query<{ pick_state: string }>('SELECT pick_state FROM order_lines WHERE id = $1', [order.lineIds[0]]);
    expect(line!.pick_state).toBe('picked');
  });

  test('another picker cannot release it, nor can anyone without a reason; an order not in picking is a conflict', async () => {
    const ana = await insertUser(t, company(), 'PK', 'Ana Picker');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: ana.id });
    const confirmed = await insertPickingOrder(t, company(), { status: 'confirmada' });
    const before = await businessFingerprint(t.database);
    expectRefused(await release(order.id, token('PK@1')), 'CONFLICT', 'reassigned');
    expectRefused(await release(order.id, ana.token, '   '), 'VALIDATION');
    expectRefused(await release(confirmed.id, ana.token), 'CONFLICT', 'not_picking');
    // DE and CC have no picking screen at all.
    for (const role of ['DE', 'CC']) expectRefused(await release(order.id, token(`${role}@1`)), 'FORBIDDEN');
    expect(await businessFingerprint(t.database)).toBe(before);
    // A supervisor may release any picker's order.
    expect(expectOk<OrderSummary>(await release(order.id, token('SU@1'), 'Ana salió de turno'))).toMatchObject({ status: 'confirmada', pickerId: null });
  });

  test('a supervisor reassigns an order in picking: the new picker has it, the old one’s changes are refused', async () => {
    const ana = await insertUser(t, company(), 'PK', 'Ana Picker');
    const luis = await insertUser(t, company(), 'PK', 'Luis Picker');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: ana.id });
    const options = expectOk<{ pickers: Array<{ id: number; name: string }> }>(await t.call('/Order/MoveOptions', { orderId: order.id }, { token: token('AD@1') }));
    expect(options.pickers).toEqual(expect.arrayContaining([{ id: ana.id, name: 'Ana Picker' }, { id: luis.id, name: 'Luis Picker' }]));
    const moved = expectOk<OrderSummary>(await assign(order.id, luis.id, token('AD@1')));
    expect(moved).toMatchObject({ status: 'en_picking', pickerId: luis.id });
    expect(await lastEvent(order.id)).toMatchObject({ kind: 'picker', to_status: 'en_picking', detail: { action: 'assign', pickerId: luis.id, previousPickerId: ana.id } });
    expectRefused(await setLine(order.id, order.lineIds[0]!, { pickState: 'out_of_stock' }, ana.token), 'CONFLICT', 'reassigned');
    expectOk(await setLine(order.id, order.lineIds[0]!, { pickState: 'out_of_stock' }, luis.token));
    // The same assignment again changes nothing.
    const before = await businessFingerprint(t.database);
    expectOk(await assign(order.id, luis.id, token('AD@1')));
    expect(await businessFingerprint(t.database)).toBe(before);
  });
});
