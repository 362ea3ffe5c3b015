/**
 * Staff alerts (server/push/staff-alerts.ts): an order waiting to be picked reaches its warehouse's pickers, one
 * ready to dispatch reaches the company's dispatchers of that warehouse or of none; never those who switched alerts
 * off, disabled users, another warehouse's or company's staff; once per order and kind, however often the order's
 * change is published; and the change never waits for the push service.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariesOf } from '../../server/orders/order-summary';
import { pushContextOf } from '../../server/push/deliver';
import { startStaffAlert } from '../../server/push/staff-alerts';
import { insertPickingOrder } from './helpers/picking-helpers';
import { startPushServiceStandIn, type PushServiceStandIn, type ReceivedPush } from './helpers/push-service';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp({ config: { push: { vapidPublicKey: null, vapidPrivateKey: null, vapidSubject: null, allowLocalEndpoints: true } } });
let pushService: PushServiceStandIn;
/** Device id (stand-in subscription) → who it belongs to, for readable assertions. */
const owners = new Map<string, string>();

async function addUser(name: string, role: 'PK' | 'DE', options: { company?: 1 | 2; warehouseId: number | null; alerts?: boolean; disabled?: boolean }): Promise<number> {
  const company = options.company === 2 ? t.fixture.companies[1] : t.fixture.companies[0];
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO users (company_id, warehouse_id, email, name, role, password_hash, staff_push_alerts, disabled) VALUES ($1, $2, $3, $4, $5, 'x', $6, $7) RETURNING id`,
    [company.id, options.warehouseId, `${name}@alerts.test`, name, role, options.alerts ?? true, options.disabled ?? false],
  );
  return row!.id;
}

async function addDevice(name: string, userId: number): Promise<void> {
  const device = pushService.subscribe();
  owners.set(device.id, name);
  await t.database.query('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [userId, device.endpoint, device.keys.p256dh, device.keys.auth]);
}

/** The pushes received while `act` ran, once the alerts it started were sent: owner, title, body and url. */
async function pushesDuring(act: () => Promise<void>): Promise<Array<{ to: string; title: string; body: string; url: string }>> {
  const before = pushService.received.length;
  await act();
  await t.app.push.idle();
  return pushService.received
    .slice(before)
    .map((push: ReceivedPush) => ({ to: owners.get(push.subscriptionId) ?? push.subscriptionId, ...(JSON.parse(push.text) as { title: string; body: string; url: string }) }))
    .toSorted((a, b) => a.to.localeCompare(b.to));
}

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  pushService.expectKey(t.app.push.publicKey);
  const [c1] = t.fixture.companies;
  // The fixture's PK@1 and DE@1 subscribe through the app, as the browser does; the others' devices are stored.
  for (const [name, role] of [
    ['picker', 'PK'],
    ['dispatcher', 'DE'],
  ] as const) {
    const device = pushService.subscribe();
    owners.set(device.id, name);
    const answer = await t.call('/Push/Subscribe', { subscription: { endpoint: device.endpoint, keys: device.keys } }, { token: t.tokens[`${role}@1`]! });
    if (!answer.json.bOk) throw new Error(`subscribe failed: ${answer.json.mensaje}`);
  }
  await addDevice('picker other warehouse', await addUser('pk-otra-bodega', 'PK', { warehouseId: c1.extraWarehouseId }));
  await addDevice('picker alerts off', await addUser('pk-sin-avisos', 'PK', { warehouseId: c1.warehouseId, alerts: false }));
  await addDevice('picker disabled', await addUser('pk-deshabilitado', 'PK', { warehouseId: c1.warehouseId, disabled: true }));
  await addDevice('dispatcher without a warehouse', await addUser('de-sin-bodega', 'DE', { warehouseId: null }));
  await addDevice('dispatcher other warehouse', await addUser('de-otra-bodega', 'DE', { warehouseId: c1.extraWarehouseId }));
  await addDevice('dispatcher alerts off', await addUser('de-sin-avisos', 'DE', { warehouseId: null, alerts: false }));
  await addDevice('picker company 2', t.user('PK', 2).id);
  await addDevice('dispatcher company 2', t.user('DE', 2).id);
  await addDevice('dispatcher of company 2 without a warehouse', await addUser('de2-sin-bodega', 'DE', { company: 2, warehouseId: null }));
});
afterAll(async () => {
  await pushService.close();
});

/** A promise the test resolves when it chooses (Node 20 has no Promise.withResolvers). */
function gate(): { held: Promise<void>; release: () => void } {
  const box: { open?: () => void } = {};
  const held = new Promise<void>((resolve) => {
    box.open = resolve;
  });
  return { held, release: () => box.open?.() };
}

const move = (orderId: number, from: string, to: string, baseVersion: number, extra: Record<string, unknown> = {}) =>
  t.call('/Order/Move', { orderId, from, to, baseVersion, mutationId: randomUUID(), ...extra }, { token: t.tokens['SU@1']! });

test('a confirmed order reaches its warehouse pickers once, however often its change is published', async () => {
  const c1 = t.fixture.companies[0];
  const order = await insertPickingOrder(t, c1, { status: 'pendiente' });
  const [summary] = await summariesOf(t.database.db, [order.id]);

  const confirmed = await pushesDuring(async () => {
    expect((await move(order.id, 'pendiente', 'confirmada', 1)).json.bOk).toBe(true);
  });
  // The slot in the company's time zone (America/Guayaquil, UTC−5): two hours after the fixture's 17:00 UTC.
  expect(confirmed).toEqual([
    { to: 'picker', title: 'Pedido por pickear', body: `Pedido ${summary!.number} · ${summary!.storeName} · 20/11 14:00–16:00`, url: `/picking/orden/${order.id}`, tag: `order-${order.id}-to-pick` },
  ]);

  // The same change published again (a note, another server process, a retried event): nothing more.
  const again = await pushesDuring(async () => {
    const note = await t.call('/Order/AddNote', { orderId: order.id, text: 'Sin bolsas', mutationId: randomUUID() }, { token: t.tokens['SU@1']! });
    expect(note.json.bOk).toBe(true);
    const [current] = await summariesOf(t.database.db, [order.id]);
    const other = t.target.url ? await t.target.openAnother() : t.database;
    await Promise.all([startStaffAlert(pushContextOf(t.app), current!), startStaffAlert({ ...pushContextOf(t.app), db: other.db }, current!)]);
  });
  expect(again).toEqual([]);
  expect(await t.database.query('SELECT kind FROM push_staff_alerts WHERE order_id = $1', [order.id])).toEqual([{ kind: 'to_pick' }]);
});

test('an order ready to dispatch reaches the dispatchers of its warehouse and those of none', async () => {
  const c1 = t.fixture.companies[0];
  const order = await insertPickingOrder(t, c1, { status: 'en_picking', pickerId: t.user('PK').id });
  const pushes = await pushesDuring(async () => {
    expect((await move(order.id, 'en_picking', 'pickeada', 1, { force: true })).json.bOk).toBe(true);
  });
  expect(pushes.map((push) => [push.to, push.title, push.url])).toEqual([
    ['dispatcher', 'Pedido listo para despachar', '/ordenes-kanban'],
    ['dispatcher without a warehouse', 'Pedido listo para despachar', '/ordenes-kanban'],
  ]);
});

test('an order of another warehouse reaches that warehouse pickers only; orders in other states alert nobody', async () => {
  const c1 = t.fixture.companies[0];
  const order = await insertPickingOrder(t, c1, { status: 'pendiente', warehouseId: c1.extraWarehouseId! });
  const pushes = await pushesDuring(async () => {
    expect((await move(order.id, 'pendiente', 'confirmada', 1)).json.bOk).toBe(true);
  });
  expect(pushes.map((push) => push.to)).toEqual(['picker other warehouse']);
  const cancelled = await pushesDuring(async () => {
    expect((await move(order.id, 'confirmada', 'cancelada', 2, { reason: 'customer_request' })).json.bOk).toBe(true);
  });
  expect(cancelled).toEqual([]);
});

test('the change answers without waiting for the push service, and stands when the push fails', async () => {
  const c1 = t.fixture.companies[0];
  const order = await insertPickingOrder(t, c1, { status: 'pendiente' });
  const { held, release } = gate();
  const arrived = pushService.received.length;
  // The push service holds its answer until the test lets it go.
  pushService.onPush(() => held);
  try {
    const answer = await move(order.id, 'pendiente', 'confirmada', 1);
    expect(answer.json.bOk).toBe(true);
    await pushService.waitForCount(arrived + 1);
  } finally {
    release();
    pushService.onPush(null);
  }
  await t.app.push.idle();

  const failing = await insertPickingOrder(t, c1, { status: 'pendiente' });
  for (const id of owners.keys()) if (owners.get(id) === 'picker') pushService.answer(id, 500);
  expect((await move(failing.id, 'pendiente', 'confirmada', 1)).json.bOk).toBe(true);
  await t.app.push.idle();
  const [delivery] = await t.database.query<{ outcome: string; status_code: number }>('SELECT outcome, status_code FROM push_deliveries WHERE order_id = $1', [failing.id]);
  expect(delivery).toEqual({ outcome: 'failed', status_code: 500 });
  expect(await t.database.query('SELECT status FROM orders WHERE id = $1', [failing.id])).toEqual([{ status: 'confirmada' }]);
});
