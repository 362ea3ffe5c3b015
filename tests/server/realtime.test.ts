/**
 * Realtime: an order event published on one app reaches authenticated sockets allowed to read that order
 * (never another company's), on PostgreSQL across two app instances sharing the database; an event type
 * without a read rule reaches nobody.
 */
import { describe, expect, it } from 'vitest';
import { orderSummary } from '../../server/orders/order-summary';
import { CLOSE_UNAUTHENTICATED, type RealtimeEvent } from '../../server/realtime/hub';
import { connect, openSocket, sleep, waitFor } from './helpers/realtime-client';
import { suiteTestAppWithSocketApp } from './helpers/test-app';

const { t, socketApp } = suiteTestAppWithSocketApp();

/** The `order.changed` the server publishes for this order as it stands. */
async function orderChanged(orderId: number): Promise<RealtimeEvent> {
  const summary = await orderSummary(t.database.db, orderId);
  if (!summary) throw new Error(`no order ${orderId}`);
  return { type: 'order.changed', companyId: summary.companyId, warehouseId: summary.warehouseId, orderId, status: summary.status, version: summary.version, summary };
}

describe('realtime', () => {
  it('refuses a bad token with close code 4401', async () => {
    const socket = await openSocket(t.app);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', token: 'n'.repeat(43) }));
    expect(await closed).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('refuses a first message that is not auth', async () => {
    const socket = await openSocket(t.app);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('hola');
    expect(await closed).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('delivers a published event to its company and SA only', async () => {
    // On PostgreSQL the listeners sit on the second instance: the event crosses processes through NOTIFY.
    const listenerApp = socketApp();
    const own = await connect(listenerApp, t.tokens['DE@1']!);
    const other = await connect(listenerApp, t.tokens['DE@2']!);
    const sa = await connect(listenerApp, t.tokens.SA!);
    const [first, secondCompany] = t.fixture.companies;
    const ownEvent = await orderChanged(first.orderIds[0]!);
    await t.app.realtime.publish(first.id, ownEvent);
    await waitFor(() => own.messages.length === 1 && sa.messages.length === 1);
    expect(own.messages[0]).toEqual(JSON.parse(JSON.stringify(ownEvent)));
    const otherEvent = await orderChanged(secondCompany.orderIds[0]!);
    await t.app.realtime.publish(secondCompany.id, otherEvent);
    await waitFor(() => other.messages.length === 1 && sa.messages.length === 2);
    await sleep(200);
    expect(own.messages).toHaveLength(1);
    expect(other.messages).toEqual([JSON.parse(JSON.stringify(otherEvent))]);
    for (const client of [own, other, sa]) client.socket.close();
  });

  it('the same app also delivers its own events (one instance)', async () => {
    const own = await connect(t.app, t.tokens['GE@1']!);
    await t.app.realtime.publish(t.fixture.companies[0].id, await orderChanged(t.fixture.companies[0].orderIds[1]!));
    await waitFor(() => own.messages.length === 1);
    expect(own.messages[0]).toMatchObject({ type: 'order.changed', orderId: t.fixture.companies[0].orderIds[1] });
    own.socket.close();
  });

  it('an event type without a read rule reaches nobody, not even SA', async () => {
    const sa = await connect(t.app, t.tokens.SA!);
    const ge = await connect(t.app, t.tokens['GE@1']!);
    const companyId = t.fixture.companies[0].id;
    // Not a RealtimeEvent: what another (older or broken) process might still put on the channel.
    await t.database.notify('canasta_events', JSON.stringify({ companyId, event: { type: 'customer.changed', customerId: 1 } }));
    await t.database.notify('canasta_events', JSON.stringify({ companyId, event: { type: 'order.changed', orderId: 1 } }));
    // A known event after them: once it arrived, the earlier ones would have too.
    await t.app.realtime.publish(companyId, await orderChanged(t.fixture.companies[0].orderIds[2]!));
    await waitFor(() => sa.messages.length >= 1 && ge.messages.length >= 1);
    await sleep(100);
    expect(sa.messages.map((m) => m.type)).toEqual(['order.changed']);
    expect(ge.messages.map((m) => m.orderId)).toEqual([t.fixture.companies[0].orderIds[2]]);
    for (const client of [sa, ge]) client.socket.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL: the LISTEN connection comes back after it is killed', async () => {
    const own = await connect(socketApp(), t.tokens['AD@1']!);
    await t.database.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    const deadline = Date.now() + 10_000;
    const event = await orderChanged(t.fixture.companies[0].orderIds[3]!);
    // Publish until the re-established listener forwards one (reconnect waits about a second).
    while (own.messages.length === 0 && Date.now() < deadline) {
      await t.app.realtime.publish(t.fixture.companies[0].id, event);
      await sleep(250);
    }
    expect(own.messages[0]).toMatchObject({ type: 'order.changed', orderId: event.orderId });
    own.socket.close();
  });
});
