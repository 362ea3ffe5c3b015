/**
 * Realtime audience (issue 14 §1): an `order.changed` reaches a socket only if its user could read that order
 * through the calls: the role may make `/Order/Get`, and the order is in the user's company and bound warehouse.
 * A customer who signed up through /User/Register, and a picker of another warehouse, hear nothing of it.
 * On PostgreSQL the sockets sit on a second app instance, so events cross processes through NOTIFY.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { connect, sleep, waitFor, type RealtimeClient } from './helpers/realtime-client';
import { expectOk, insertPickingOrder, insertUser } from './helpers/picking-helpers';
import { suiteTestAppWithSocketApp } from './helpers/test-app';

const { t, socketApp } = suiteTestAppWithSocketApp();
/** Every listener by name: each fixture user's key, plus the two below. */
const listeners = new Map<string, { token: string; client: RealtimeClient }>();
const CUSTOMER = 'registered customer';
const OTHER_PICKER = 'PK of Bodega 1B';

beforeAll(async () => {
  const email = 'cliente.realtime@example.test';
  const { userID } = expectOk<{ userID: number }>(await t.call('/User/Register', { nombre: 'Cliente Realtime', email, password: 'clave-segura-1' }));
  // The session /User/Login would open for it (made directly: this file is about realtime, not login).
  const { token: customerToken } = await createSession(t.database.db, t.config, userID, t.clock.now());
  const tokens: Record<string, string> = { ...t.tokens, [CUSTOMER]: customerToken };
  const company = t.fixture.companies[0];
  tokens[OTHER_PICKER] = (await insertUser(t, company, 'PK', 'Picker B', company.extraWarehouseId)).token;
  for (const [name, token] of Object.entries(tokens)) listeners.set(name, { token, client: await connect(socketApp(), token) });
});
afterAll(async () => {
  for (const { client } of listeners.values()) client.socket.close();
});

function heard(name: string, orderId: number): boolean {
  return listeners.get(name)!.client.messages.some((message) => message.orderId === orderId);
}

/** Once `expected` heard of the order (and a little longer for the rest), each listener heard of it iff `/Order/Get` answers it. */
async function expectAudience(orderId: number, expected: string[]): Promise<void> {
  await waitFor(() => expected.every((name) => heard(name, orderId)));
  await sleep(300);
  for (const [name, { token }] of listeners) {
    const readable = (await t.call('/Order/Get', { orderId }, { token })).json.bOk;
    expect({ name, heard: heard(name, orderId) }).toEqual({ name, heard: readable });
  }
}

describe('order.changed reaches only users who may read the order', () => {
  it('a note on an order of Bodega 1: not the registered customer nor the picker of Bodega 1B', async () => {
    const order = await insertPickingOrder(t, t.fixture.companies[0]);
    expectOk(await t.call('/Order/AddNote', { orderId: order.id, text: 'Tocar el timbre', mutationId: randomUUID() }, { token: t.tokens['AD@1'] }));
    await expectAudience(order.id, ['PK@1', 'SU@1', 'SA', 'DE@1', 'AD@1']);
    expect(heard(CUSTOMER, order.id)).toBe(false);
    expect(heard(OTHER_PICKER, order.id)).toBe(false);
    expect(heard('C@1', order.id)).toBe(false);
    expect(heard('AD@2', order.id)).toBe(false);
    // What the customer would have learnt: the event carries the customer's name, the total and the slot.
    const event = listeners.get('SU@1')!.client.messages.find((message) => message.orderId === order.id);
    expect(event).toMatchObject({ type: 'order.changed', warehouseId: t.fixture.companies[0].warehouseId });
    // The customer's name is seed data: only its presence matters.
    expect(typeof (event as { summary?: { customerName?: unknown } }).summary?.customerName).toBe('string');
  });

  it('a move of an order of Bodega 1B: its picker hears it, the picker of Bodega 1 does not', async () => {
    const company = t.fixture.companies[0];
    const order = await insertPickingOrder(t, company, { warehouseId: company.extraWarehouseId!, status: 'pendiente' });
    expectOk(await t.call('/Order/Move', { orderId: order.id, from: 'pendiente', to: 'confirmada', baseVersion: 1, mutationId: randomUUID() }, { token: t.tokens['SU@1'] }));
    await expectAudience(order.id, [OTHER_PICKER, 'SU@1', 'SA']);
    expect(heard('PK@1', order.id)).toBe(false);
    expect(heard('DE@1', order.id)).toBe(false);
    expect(heard(CUSTOMER, order.id)).toBe(false);
  });

  it('a picking change (Picking/Take) by the picker of Bodega 1B stays in Bodega 1B', async () => {
    const company = t.fixture.companies[0];
    const order = await insertPickingOrder(t, company, { warehouseId: company.extraWarehouseId! });
    expectOk(await t.call('/Picking/Take', { orderId: order.id, baseVersion: 1, mutationId: randomUUID() }, { token: listeners.get(OTHER_PICKER)!.token }));
    await expectAudience(order.id, [OTHER_PICKER, 'SU@1', 'SA']);
    expect(heard('PK@1', order.id)).toBe(false);
    expect(heard(CUSTOMER, order.id)).toBe(false);
  });
});
