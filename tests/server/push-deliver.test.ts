/**
 * Sending (server/push/deliver.ts) through a local push-service stand-in that verifies the VAPID JWT and decrypts the
 * aes128gcm body with the subscription's private key (RFC 8291/8292): what arrives is what was sent, signed by the
 * server's key; 404/410 remove the subscription, other failures keep it and count; each attempt is a delivery row.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deliverToUsers, pushContextOf, type PushPayload } from '../../server/push/deliver';
import { startPushServiceStandIn, type PushServiceStandIn, type StandInSubscription } from './helpers/push-service';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp({ config: { push: { vapidPublicKey: null, vapidPrivateKey: null, vapidSubject: null, allowLocalEndpoints: true } } });
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  pushService.expectKey(t.app.push.publicKey);
});
afterAll(async () => {
  await pushService.close();
});

/** A browser of `role`'s fixture user subscribing through the app. */
async function subscribeDevice(role: 'PK' | 'DE' | 'SU', company: 1 | 2 = 1): Promise<StandInSubscription> {
  const device = pushService.subscribe();
  const answer = await t.call('/Push/Subscribe', { subscription: { endpoint: device.endpoint, keys: device.keys } }, { token: t.tokens[`${role}@${company}`]! });
  expect(answer.json.bOk).toBe(true);
  return device;
}

async function subscriptionRow(endpoint: string) {
  const [row] = await t.database.query<{ id: number; failure_count: number; last_success_at: Date | null }>(
    'SELECT id, failure_count, last_success_at FROM push_subscriptions WHERE endpoint = $1',
    [endpoint],
  );
  return row ?? null;
}

async function deliveriesOf(userId: number) {
  return t.database.query<{ outcome: string; status_code: number | null; subscription_id: number | null; endpoint_host: string; message_id: number | null; order_id: number | null }>(
    'SELECT outcome, status_code, subscription_id, endpoint_host, message_id, order_id FROM push_deliveries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

const payload: PushPayload = { title: 'Oferta de mañana', body: 'Frutas con 20 % — ¡ñandú!', url: '/picking', image: 'https://canasta.test/files/x.png', tag: 'oferta' };

describe('a real push through the stand-in', () => {
  test('the decrypted payload is what was sent, and the VAPID JWT is the server key for that push service', async () => {
    const device = await subscribeDevice('SU');
    const su = t.user('SU');
    const before = pushService.received.length;
    const summary = await deliverToUsers(pushContextOf(t.app), [su.id, su.id], payload, { companyId: su.companyId });
    expect(summary).toEqual({ sent: 1, failed: 0, removed: 0 });
    const [push] = pushService.received.slice(before);
    expect(push).toMatchObject({ subscriptionId: device.id, vapidKey: t.app.push.publicKey, ttl: '86400', status: 201 });
    expect(JSON.parse(push!.text)).toEqual(payload);
    expect(push!.claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:no-reply@canasta.local' });
    expect(pushService.rejected).toEqual([]);
    expect(await deliveriesOf(su.id)).toEqual([{ outcome: 'sent', status_code: 201, subscription_id: (await subscriptionRow(device.endpoint))!.id, endpoint_host: new URL(pushService.origin).host, message_id: null, order_id: null }]);
    expect((await subscriptionRow(device.endpoint))!.last_success_at).not.toBeNull();
  });

  test('every device of every user gets one; users without devices cost nothing', async () => {
    const [a, b] = [await subscribeDevice('DE', 2), await subscribeDevice('DE', 2)];
    const other = await subscribeDevice('PK', 2);
    const before = pushService.received.length;
    const summary = await deliverToUsers(pushContextOf(t.app), [t.user('DE', 2).id, t.user('PK', 2).id, t.user('GE', 2).id], { title: 'A todos', body: '', url: '/' }, { companyId: t.user('DE', 2).companyId });
    expect(summary).toEqual({ sent: 3, failed: 0, removed: 0 });
    expect(pushService.received.slice(before).map((push) => push.subscriptionId).toSorted()).toEqual([a.id, b.id, other.id].toSorted());
    expect(await deliverToUsers(pushContextOf(t.app), [], payload, { companyId: null })).toEqual({ sent: 0, failed: 0, removed: 0 });
  });
});

describe('what push services answer', () => {
  test.each([404, 410])('%i: the browser dropped the subscription, it is removed and counted', async (status) => {
    const device = await subscribeDevice('PK');
    const pk = t.user('PK');
    pushService.answer(device.id, status);
    const summary = await deliverToUsers(pushContextOf(t.app), [pk.id], payload, { companyId: pk.companyId });
    expect(summary).toEqual({ sent: 0, failed: 0, removed: 1 });
    expect(await subscriptionRow(device.endpoint)).toBeNull();
    expect((await deliveriesOf(pk.id)).at(-1)).toMatchObject({ outcome: 'expired', status_code: status, subscription_id: null });
    expect((await t.call('/Push/Config', {}, { token: t.tokens['PK@1']! })).json.data).toMatchObject({ devices: 0 });
  });

  test('500: the subscription stays, the failure is counted and recorded', async () => {
    const device = await subscribeDevice('DE');
    const de = t.user('DE');
    pushService.answer(device.id, 500);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await deliverToUsers(pushContextOf(t.app), [de.id], payload, { companyId: de.companyId })).toEqual({ sent: 0, failed: 1, removed: 0 });
    }
    const row = await subscriptionRow(device.endpoint);
    expect(row).toMatchObject({ failure_count: 2, last_success_at: null });
    expect((await deliveriesOf(de.id)).map((d) => [d.outcome, d.status_code, d.subscription_id])).toEqual([
      ['failed', 500, row!.id],
      ['failed', 500, row!.id],
    ]);
    // Working again: the failures are forgotten.
    pushService.answer(device.id, 201);
    expect(await deliverToUsers(pushContextOf(t.app), [de.id], payload, { companyId: de.companyId })).toMatchObject({ sent: 1 });
    expect(await subscriptionRow(device.endpoint)).toMatchObject({ failure_count: 0 });
  });

  test('a push service that is not there is a failure, not a fault', async () => {
    const ge = t.user('GE');
    await t.database.query('INSERT INTO push_subscriptions (user_id, company_id, endpoint, p256dh, auth) SELECT $1, $2, $3, p256dh, auth FROM push_subscriptions LIMIT 1', [ge.id, ge.companyId, 'http://127.0.0.1:9/push/nadie']);
    expect(await deliverToUsers(pushContextOf(t.app), [ge.id], payload, { companyId: ge.companyId })).toEqual({ sent: 0, failed: 1, removed: 0 });
    expect(await deliveriesOf(ge.id)).toMatchObject([{ outcome: 'failed', status_code: null }]);
  });
});
