/**
 * Issue 19 §3, sending composed push messages through a local push service stand-in (which checks the VAPID signature
 * and decrypts each push): "send now", the audience (roles, a store's staff, a warehouse's staff; other companies and
 * disabled users left out), scheduling (nothing before it is due, once when due even with two schedulers ticking at
 * the same moment), a cancelled message never sent, and the result of each device recorded (404/410 remove it).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { PushMessage } from '../../contract/schemas/push-messages';
import { pushComposeData, pushMessageData } from '../../contract/schemas/push-messages';
import { buildApp } from '../../server/app';
import { pushContextOf, type PushContext } from '../../server/push/deliver';
import { sendDueMessages } from '../../server/push/scheduler';
import { expectOk } from './helpers/picking-helpers';
import { startPushServiceStandIn, type PushServiceStandIn, type StandInSubscription } from './helpers/push-service';
import { testConfig, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp({ config: { pushSchedulerIntervalMs: 0, push: { ...testConfig().push, allowLocalEndpoints: true } } });
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const HOUR = 60 * 60 * 1000;
let service: PushServiceStandIn;

beforeAll(async () => {
  service = await startPushServiceStandIn();
});
afterAll(async () => {
  await service.close();
});
afterEach(async () => {
  await t.database.query('DELETE FROM push_messages');
  await t.database.query('DELETE FROM push_subscriptions');
  await t.database.query(`DELETE FROM users WHERE email LIKE '%@push.test'`);
  service.received.length = 0;
});

/** A device of the user at the stand-in (as `/Push/Subscribe` stores it). */
async function device(userId: number, companyId: number | null): Promise<StandInSubscription> {
  const subscription = service.subscribe();
  await t.database.query('INSERT INTO push_subscriptions (user_id, company_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5, $6)', [
    userId,
    companyId,
    subscription.endpoint,
    subscription.keys.p256dh,
    subscription.keys.auth,
    `Navegador ${subscription.id}`,
  ]);
  return subscription;
}

/** A staff user of the company with one device. */
async function staff(name: string, role: string, fields: { companyId?: number; storeId?: number | null; warehouseId?: number | null; disabled?: boolean } = {}): Promise<{ id: number; device: StandInSubscription }> {
  const companyId = fields.companyId ?? company().id;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO users (company_id, store_id, warehouse_id, email, name, role, password_hash, disabled) VALUES ($1, $2, $3, $4, $5, $6, 'x', $7) RETURNING id`,
    [companyId, fields.storeId ?? null, fields.warehouseId ?? null, `${name.toLowerCase().replace(/\W+/g, '-')}@push.test`, name, role, fields.disabled ?? false],
  );
  return { id: row!.id, device: await device(row!.id, companyId) };
}

async function compose(body: Record<string, unknown>): Promise<PushMessage> {
  const answer = await t.call(
    '/Push/Compose',
    { empresaId: company().id, mutationId: crypto.randomUUID(), title: 'Aviso', body: 'Texto', imageKey: null, route: '/picking', audience: { roles: [], storeId: null, warehouseId: null }, sendAt: null, ...body },
    { token: t.tokens['SA']! },
  );
  return pushComposeData.parse(expectOk(answer)).message;
}

async function statusOf(id: number): Promise<string> {
  const [row] = await t.database.query<{ status: string }>('SELECT status FROM push_messages WHERE id = $1', [id]);
  return row!.status;
}

/** The stand-in subscriptions that received a push, sorted. */
function reached(): string[] {
  return service.received.map((push) => push.subscriptionId).toSorted();
}

describe('send now', () => {
  test('goes out in the compose call: each device gets the title, body, route and image, signed and encrypted', async () => {
    const picker = await staff('Pía Picker', 'PK', { warehouseId: company().warehouseId });
    const second = await device(picker.id, company().id);
    const imageKey = `content/${company().id}/${'b'.repeat(24)}`;
    const answer = await t.call(
      '/Push/Compose',
      { empresaId: company().id, mutationId: crypto.randomUUID(), title: 'Pedido urgente', body: 'Revisen la orden 15', imageKey, route: '/orden/15', audience: { roles: ['PK'], storeId: null, warehouseId: null }, sendAt: null },
      { token: t.tokens['SA']! },
    );
    const message = pushComposeData.parse(expectOk(answer)).message;
    // The fixture's own picker has no device: two devices, both reached.
    expect(answer.json.mensaje).toBe('Notificación enviada: 2 de 2 dispositivos la recibieron.');
    expect(message).toMatchObject({ status: 'sent', sentCount: 2, failedCount: 0, removedCount: 0, imageUrl: `/files/${imageKey}-1024.webp` });
    expect(message.sentAt).not.toBeNull();
    expect(reached()).toEqual([picker.device.id, second.id].toSorted());
    for (const push of service.received) {
      expect(JSON.parse(push.text)).toEqual({ title: 'Pedido urgente', body: 'Revisen la orden 15', url: '/orden/15', image: message.imageUrl, tag: `push-message-${message.id}` });
    }
  });
});

describe('the audience', () => {
  test('reaches the roles, the store staff or the warehouse staff named; never another company, a disabled user or a customer', async () => {
    const c = company();
    const pickerHere = await staff('Picker Norte', 'PK', { warehouseId: c.warehouseId });
    const pickerThere = await staff('Picker Extra', 'PK', { warehouseId: c.extraWarehouseId });
    const dispatcher = await staff('Despacho Norte', 'DE', { warehouseId: c.warehouseId });
    const cashier = await staff('Caja Tienda', 'CA', { storeId: c.storeId, warehouseId: c.warehouseId });
    const manager = await staff('Gerente Tienda', 'GE', { storeId: c.storeId });
    const disabled = await staff('Picker Baja', 'PK', { warehouseId: c.warehouseId, disabled: true });
    const otherCompany = await staff('Picker Valle', 'PK', { companyId: company(2).id, warehouseId: company(2).warehouseId });
    const customer = await staff('Cliente Curioso', 'C');
    const everyone = [pickerHere, pickerThere, dispatcher, cashier, manager].map((u) => u.device.id).toSorted();

    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ roles: [], storeId: null, warehouseId: null }, everyone],
      [{ roles: ['PK'], storeId: null, warehouseId: null }, [pickerHere.device.id, pickerThere.device.id]],
      [{ roles: ['PK'], storeId: null, warehouseId: c.warehouseId }, [pickerHere.device.id]],
      [{ roles: [], storeId: null, warehouseId: c.warehouseId }, [pickerHere.device.id, dispatcher.device.id, cashier.device.id]],
      [{ roles: [], storeId: c.storeId, warehouseId: null }, [cashier.device.id, manager.device.id]],
      [{ roles: ['GE', 'PK'], storeId: c.storeId, warehouseId: null }, [manager.device.id]],
    ];
    for (const [audience, expected] of cases) {
      const count = expectOk<{ users: number; devices: number }>(await t.call('/Push/AudienceCount', { empresaId: c.id, audience }, { token: t.tokens['SA']! }));
      service.received.length = 0;
      const message = await compose({ audience });
      expect({ audience, reached: reached() }).toEqual({ audience, reached: expected.toSorted() });
      expect(message.sentCount).toBe(expected.length);
      // The live count said the same (the fixture's own users have no devices).
      expect(count.devices).toBe(expected.length);
    }
    for (const left of [disabled, otherCompany, customer]) expect(reached()).not.toContain(left.device.id);
    expect(service.received.some((push) => [disabled, otherCompany, customer].some((u) => u.device.id === push.subscriptionId))).toBe(false);
  });
});

describe('scheduling', () => {
  test('nothing goes out before it is due; when due it goes out once, even with two schedulers ticking together', async () => {
    const picker = await staff('Picker Programado', 'PK', { warehouseId: company().warehouseId });
    const message = await compose({ sendAt: new Date(t.clock.now().getTime() + HOUR).toISOString(), audience: { roles: ['PK'], storeId: null, warehouseId: null } });
    expect(message.status).toBe('scheduled');
    const ctx = pushContextOf(t.app);
    expect(await sendDueMessages(ctx, t.clock.now)).toBe(0);
    expect(service.received).toEqual([]);

    t.clock.advance(HOUR);
    // A second server process on PostgreSQL (its own connection); on PGlite, the same one twice.
    const other: PushContext = t.target.url ? { ...ctx, db: (await t.target.openAnother()).db } : ctx;
    const claimed = await Promise.all([sendDueMessages(ctx, t.clock.now), sendDueMessages(other, t.clock.now)]);
    expect(claimed.toSorted()).toEqual([0, 1]);
    expect(reached()).toEqual([picker.device.id]);
    expect(await sendDueMessages(ctx, t.clock.now)).toBe(0);
    const after = pushMessageData.parse(expectOk(await t.call('/Push/Message', { empresaId: company().id, id: message.id }, { token: t.tokens['SA']! })));
    expect(after.message).toMatchObject({ status: 'sent', sentCount: 1 });
    expect(new Date(after.message.sentAt!).getTime()).toBe(t.clock.now().getTime());
  });

  test('the scheduler runs with the server, every PUSH_SCHEDULER_INTERVAL_MS, and stops when the server closes', async () => {
    const picker = await staff('Picker Del Reloj', 'PK', { warehouseId: company().warehouseId });
    const config = testConfig({ pushSchedulerIntervalMs: 50, push: { ...testConfig().push, allowLocalEndpoints: true } });
    const server = await buildApp({ config, database: t.database, now: t.clock.now, logger: false });
    let closed = false;
    try {
      const first = await compose({ sendAt: new Date(t.clock.now().getTime() + HOUR).toISOString() });
      t.clock.advance(HOUR);
      await expect.poll(() => statusOf(first.id), { timeout: 5_000 }).toBe('sent');
      expect(reached()).toEqual([picker.device.id]);
      await server.close();
      closed = true;
      const second = await compose({ sendAt: new Date(t.clock.now().getTime() + HOUR).toISOString() });
      t.clock.advance(HOUR);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await statusOf(second.id)).toBe('scheduled');
    } finally {
      if (!closed) await server.close();
    }
  });

  test('a cancelled message is never sent', async () => {
    await staff('Picker Cancelado', 'PK', { warehouseId: company().warehouseId });
    const message = await compose({ sendAt: new Date(t.clock.now().getTime() + HOUR).toISOString() });
    expectOk(await t.call('/Push/Cancel', { empresaId: company().id, mutationId: crypto.randomUUID(), id: message.id, baseVersion: message.version }, { token: t.tokens['SA']! }));
    t.clock.advance(2 * HOUR);
    expect(await sendDueMessages(pushContextOf(t.app), t.clock.now)).toBe(0);
    expect(service.received).toEqual([]);
  });

  test('a sent message cannot be cancelled', async () => {
    const message = await compose({});
    const answer = await t.call('/Push/Cancel', { empresaId: company().id, mutationId: crypto.randomUUID(), id: message.id, baseVersion: message.version }, { token: t.tokens['SA']! });
    expect(answer.json.codigo).toBe('CONFLICT');
    expect(answer.json.detalle?.['reason']).toBe('not_scheduled');
  });
});

describe('results per device', () => {
  test('records each attempt (user, device, outcome, status code); 404 and 410 remove the device and count as removed', async () => {
    const ok = await staff('Ana Recibe', 'PK', { warehouseId: company().warehouseId });
    const gone = await staff('Beto Se Fue', 'PK', { warehouseId: company().warehouseId });
    const expired = await staff('Carla Caducó', 'PK', { warehouseId: company().warehouseId });
    const broken = await staff('Dani Falla', 'PK', { warehouseId: company().warehouseId });
    service.answer(gone.device.id, 404);
    service.answer(expired.device.id, 410);
    service.answer(broken.device.id, 500);
    const message = await compose({ audience: { roles: ['PK'], storeId: null, warehouseId: null } });
    expect(message).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 1, removedCount: 2 });

    const detail = pushMessageData.parse(expectOk(await t.call('/Push/Message', { empresaId: company().id, id: message.id }, { token: t.tokens['SA']! })));
    const rows = detail.deliveries.map((d) => ({ user: d.userName, outcome: d.outcome, statusCode: d.statusCode, userAgent: d.userAgent })).toSorted((a, b) => (a.user ?? '').localeCompare(b.user ?? ''));
    expect(rows).toEqual([
      { user: 'Ana Recibe', outcome: 'sent', statusCode: 201, userAgent: `Navegador ${ok.device.id}` },
      { user: 'Beto Se Fue', outcome: 'expired', statusCode: 404, userAgent: null },
      { user: 'Carla Caducó', outcome: 'expired', statusCode: 410, userAgent: null },
      { user: 'Dani Falla', outcome: 'failed', statusCode: 500, userAgent: `Navegador ${broken.device.id}` },
    ]);
    const left = await t.database.query<{ user_id: number }>('SELECT user_id FROM push_subscriptions ORDER BY user_id');
    expect(left.map((row) => row.user_id)).toEqual([ok.id, broken.id].toSorted((a, b) => a - b));
  });
});
