/**
 * Moves that picking owns (issue 14 §3), on every path that lands in `/Order/Move`'s applier: the kanban's direct call
 * and the outbox's `/Sync/Push`. A picker's move to en_picking is a take; en_picking → pickeada is finishing the
 * picking (the assigned picker, every line handled, totals recomputed); a supervisor's is a forced finish.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { OrderStatus } from '../../contract/order-status';
import { pickingFinishData } from '../../contract/schemas/picking';
import type { OrderSummary } from '../../contract/schemas/orders';
import { syncPushData } from '../../contract/schemas/sync';
import { businessFingerprint, change, expectOk, insertPickingOrder, insertUser, push, type PickingOrder } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = () => t.fixture.companies[0];
const token = (key: string) => t.tokens[key]!;

function move(orderId: number, from: OrderStatus, to: OrderStatus, tok: string): Promise<Answer> {
  return t.call('/Order/Move', { orderId, from, to, baseVersion: 1, mutationId: randomUUID() }, { token: tok });
}

function setLine(orderId: number, lineId: number, fields: Record<string, unknown>, tok: string): Promise<Answer> {
  return t.call('/Picking/SetLine', { orderId, lineId, baseVersion: 1, lineVersion: 0, mutationId: randomUUID(), ...fields }, { token: tok });
}

/** Every line handled by `tok`: the rice picked, the tomato weighed light, the milk out of stock. */
async function pickAll(order: PickingOrder, tok: string): Promise<void> {
  const [rice, tomato, milk] = order.lineIds;
  expectOk(await setLine(order.id, rice!, { pickState: 'picked', pickedQuantity: 2000 }, tok));
  expectOk(await setLine(order.id, tomato!, { pickState: 'picked', pickedQuantity: 1100 }, tok));
  expectOk(await setLine(order.id, milk!, { pickState: 'out_of_stock' }, tok));
}

async function orderRow(orderId: number) {
  const [row] = await t.database.query<{ status: string; picker_id: number | null; total_cents: number; item_count: number }>(
    'SELECT status, picker_id, total_cents::int AS total_cents, item_count FROM orders WHERE id = $1',
    [orderId],
  );
  return row!;
}

describe('a picker cannot finish another picker’s order through /Order/Move', () => {
  test('directly: refused with the picker named and the current state; nothing changes', async () => {
    const rosa = await insertUser(t, company(), 'PK', 'Rosa Quispe');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: rosa.id });
    // Every line handled: the only thing in the way is that the order is Rosa's.
    await pickAll(order, rosa.token);
    const before = await businessFingerprint(t.database);
    const answer = await move(order.id, 'en_picking', 'pickeada', token('PK@1'));
    expect({ bOk: answer.json.bOk, codigo: answer.json.codigo, status: answer.status }).toEqual({ bOk: false, codigo: 'INVALID_MOVE', status: 409 });
    expect(answer.json.mensaje).toContain('Rosa Quispe');
    expect(answer.json.mensaje).toContain('Picking');
    expect(answer.json.detalle).toMatchObject({ reason: 'not_assigned', current: { id: order.id, status: 'en_picking', pickerId: rosa.id } });
    expect(await businessFingerprint(t.database)).toBe(before);
    expect(await orderRow(order.id)).toMatchObject({ status: 'en_picking', picker_id: rosa.id });
  });

  test('through the outbox (/Sync/Push order.move): rejected the same way; nothing changes', async () => {
    const rosa = await insertUser(t, company(), 'PK', 'Rosa Quispe');
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: rosa.id });
    await pickAll(order, rosa.token);
    const before = await businessFingerprint(t.database);
    const { answer, data } = await push(t, token('PK@1'), randomUUID(), [change(1, 'order.move', { orderId: order.id, from: 'en_picking', to: 'pickeada', baseVersion: 1 })]);
    expect(answer.json.bOk, answer.json.mensaje).toBe(true);
    const [result] = syncPushData.parse(data).results;
    expect(result).toMatchObject({ status: 'rejected', codigo: 'INVALID_MOVE', detalle: { reason: 'not_assigned', current: { status: 'en_picking' } } });
    expect(result!.mensaje).toContain('Rosa Quispe');
    expect(await businessFingerprint(t.database)).toBe(before);
  });

  test('an order nobody took yet (a supervisor moved it in) cannot be finished by a picker either', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: null });
    await pickAll(order, token('SU@1'));
    const before = await businessFingerprint(t.database);
    const answer = await move(order.id, 'en_picking', 'pickeada', token('PK@1'));
    expect(answer.json.codigo).toBe('INVALID_MOVE');
    expect(answer.json.mensaje).toContain('tómala en Picking');
    expect(await businessFingerprint(t.database)).toBe(before);
  });
});

describe('the moves picking owns follow picking’s rules', () => {
  test('the assigned picker’s move to pickeada is a finish: pending lines refuse it, then totals are recomputed as /Picking/Finish does', async () => {
    const viaFinish = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const viaMove = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const before = await businessFingerprint(t.database);
    const early = await move(viaMove.id, 'en_picking', 'pickeada', token('PK@1'));
    expect(early.json.codigo).toBe('VALIDATION');
    expect(early.json.mensaje).toContain('Quedan 3 líneas sin pickear');
    expect(await businessFingerprint(t.database)).toBe(before);

    await pickAll(viaFinish, token('PK@1'));
    await pickAll(viaMove, token('PK@1'));
    const finished = pickingFinishData.parse(expectOk(await t.call('/Picking/Finish', { orderId: viaFinish.id, baseVersion: 1, mutationId: randomUUID() }, { token: token('PK@1') })));
    const moved = expectOk<OrderSummary>(await move(viaMove.id, 'en_picking', 'pickeada', token('PK@1')));
    // The lighter basket is charged: the same total as the order finished in picking, not the 1000 it was created with.
    expect(finished.totalCents).not.toBe(1000);
    expect(moved).toMatchObject({ status: 'pickeada', totalCents: finished.totalCents, itemCount: finished.order.itemCount });
    expect(await orderRow(viaMove.id)).toMatchObject({ status: 'pickeada', total_cents: finished.totalCents });
  });

  test('a picker’s move to en_picking is a take: it records the picker, and an order assigned to another picker is refused', async () => {
    const order = await insertPickingOrder(t, company());
    const taken = expectOk<OrderSummary>(await move(order.id, 'confirmada', 'en_picking', token('PK@1')));
    expect(taken).toMatchObject({ status: 'en_picking', pickerId: t.user('PK').id });

    const rosa = await insertUser(t, company(), 'PK', 'Rosa Quispe');
    const assigned = await insertPickingOrder(t, company(), { status: 'confirmada', pickerId: rosa.id });
    const before = await businessFingerprint(t.database);
    const answer = await move(assigned.id, 'confirmada', 'en_picking', token('PK@1'));
    expect(answer.json.codigo).toBe('CONFLICT');
    expect(answer.json.detalle).toMatchObject({ reason: 'taken', current: { status: 'confirmada', pickerId: rosa.id } });
    expect(await businessFingerprint(t.database)).toBe(before);
    expect((await orderRow(assigned.id)).picker_id).toBe(rosa.id);
  });

  test('a supervisor’s move en_picking → pickeada is a forced finish: totals recomputed, unpicked lines recorded', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const [rice, tomato, milk] = order.lineIds;
    expectOk(await setLine(order.id, milk!, { pickState: 'out_of_stock' }, token('PK@1')));
    // Forcing is confirmed (ADR 008; tests/server/order-process.test.ts covers the refusal without `force`).
    const moved = expectOk<OrderSummary>(
      await t.call('/Order/Move', { orderId: order.id, from: 'en_picking', to: 'pickeada', baseVersion: 1, mutationId: randomUUID(), force: true }, { token: token('SU@1') }),
    );
    expect(moved.status).toBe('pickeada');
    const [event] = await t.database.query<{ user_id: number; detail: Record<string, unknown> }>(
      `SELECT user_id, detail FROM order_events WHERE order_id = $1 AND kind = 'status' AND to_status = 'pickeada'`,
      [order.id],
    );
    expect(event).toMatchObject({ user_id: t.user('SU').id, detail: { forced: true, unpickedLineIds: [rice, tomato], outOfStock: 1, previousTotalCents: 1000 } });
    // The missing milk is no longer charged: the total is the one recomputed from the lines.
    expect(moved.totalCents).toBe((event!.detail as { totalCents: number }).totalCents);
    expect(moved.totalCents).not.toBe(1000);
  });
});
