/**
 * The device calls (`/Push/Config`, `/Push/Subscribe`, `/Push/Unsubscribe`, `/Push/SetStaffAlerts`): every staff
 * role subscribes its own browsers, customers are refused, an endpoint moves to whoever subscribes it last, and the
 * server refuses endpoints that would make it call into a private network (when subscribing and when sending).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { PUSH_DEVICES_MAX } from '../../contract/schemas/push';
import { deliverToUsers, pushContextOf } from '../../server/push/deliver';
import { startPushServiceStandIn, type PushServiceStandIn } from './helpers/push-service';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
});

const P256DH = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const AUTH = Buffer.alloc(16, 9).toString('base64url');
let endpoints = 0;
const publicEndpoint = () => `https://push.example.com/send/device-${++endpoints}`;
const subscription = (endpoint: string, keys = { p256dh: P256DH, auth: AUTH }) => ({ subscription: { endpoint, keys } });

async function rowsFor(endpoint: string) {
  return t.database.query<{ user_id: number; company_id: number | null; user_agent: string | null }>('SELECT user_id, company_id, user_agent FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}

describe('who may use the device calls', () => {
  const staff = ROLE_CODES.filter((role): role is Exclude<RoleCode, 'C'> => role !== 'C');

  test.each(staff)('%s subscribes a device, reads its config and unsubscribes', async (role) => {
    const token = role === 'SA' ? t.tokens.SA! : t.tokens[`${role}@1`]!;
    const endpoint = publicEndpoint();
    const subscribed = await t.call('/Push/Subscribe', { ...subscription(endpoint), userAgent: 'Prueba/1.0' }, { token });
    expect(subscribed.json).toMatchObject({ bOk: true, data: { devices: 1 } });
    expect(await rowsFor(endpoint)).toEqual([{ user_id: t.user(role).id, company_id: t.user(role).companyId, user_agent: 'Prueba/1.0' }]);
    const config = await t.call('/Push/Config', {}, { token });
    expect(config.json).toMatchObject({ bOk: true, data: { publicKey: t.app.push.publicKey, staffAlerts: true, devices: 1 } });
    const gone = await t.call('/Push/Unsubscribe', { endpoint }, { token });
    expect(gone.json).toMatchObject({ bOk: true, data: { removed: true, devices: 0 } });
    expect(await rowsFor(endpoint)).toEqual([]);
  });

  test('a customer (C) is refused every device call and nothing changes', async () => {
    const before = await t.fingerprint();
    const token = t.tokens['C@1']!;
    for (const [path, body] of [
      ['/Push/Config', {}],
      ['/Push/Subscribe', subscription(publicEndpoint())],
      ['/Push/Unsubscribe', { endpoint: publicEndpoint() }],
      ['/Push/SetStaffAlerts', { on: false }],
    ] as const) {
      const answer = await t.call(path, body, { token });
      expect(answer.json, path).toMatchObject({ bOk: false, codigo: 'FORBIDDEN' });
    }
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('subscriptions belong to one user', () => {
  test('subscribing an endpoint another user had moves it; only its owner can unsubscribe it', async () => {
    const endpoint = publicEndpoint();
    await t.call('/Push/Subscribe', subscription(endpoint), { token: t.tokens['PK@1']! });
    const moved = await t.call('/Push/Subscribe', subscription(endpoint), { token: t.tokens['DE@2']! });
    expect(moved.json).toMatchObject({ bOk: true, data: { devices: 1 } });
    expect(await rowsFor(endpoint)).toEqual([{ user_id: t.user('DE', 2).id, company_id: t.user('DE', 2).companyId, user_agent: null }]);

    const stranger = await t.call('/Push/Unsubscribe', { endpoint }, { token: t.tokens['PK@1']! });
    expect(stranger.json).toMatchObject({ bOk: true, data: { removed: false } });
    expect(await rowsFor(endpoint)).toHaveLength(1);
    await t.call('/Push/Unsubscribe', { endpoint }, { token: t.tokens['DE@2']! });
  });

  test(`a user keeps at most ${PUSH_DEVICES_MAX} devices: one more forgets the oldest`, async () => {
    const token = t.tokens['GE@2']!;
    const mine = Array.from({ length: PUSH_DEVICES_MAX + 1 }, () => publicEndpoint());
    let devices = 0;
    for (const endpoint of mine) devices = ((await t.call('/Push/Subscribe', subscription(endpoint), { token })).json.data as { devices: number }).devices;
    expect(devices).toBe(PUSH_DEVICES_MAX);
    expect(await rowsFor(mine[0]!)).toEqual([]);
    expect(await rowsFor(mine.at(-1)!)).toHaveLength(1);
  });

  test('order alerts are switched per user', async () => {
    const off = await t.call('/Push/SetStaffAlerts', { on: false }, { token: t.tokens['DE@1']! });
    expect(off.json).toMatchObject({ bOk: true, data: { staffAlerts: false } });
    expect((await t.call('/Push/Config', {}, { token: t.tokens['DE@1']! })).json.data).toMatchObject({ staffAlerts: false });
    expect((await t.call('/Push/Config', {}, { token: t.tokens['PK@1']! })).json.data).toMatchObject({ staffAlerts: true });
    await t.call('/Push/SetStaffAlerts', { on: true }, { token: t.tokens['DE@1']! });
    expect((await t.call('/Push/Config', {}, { token: t.tokens['DE@1']! })).json.data).toMatchObject({ staffAlerts: true });
  });
});

describe('endpoint and key rules', () => {
  test.each([
    ['plain http', 'http://push.example.com/send/1'],
    ['loopback', 'https://127.0.0.1/push/1'],
    ['loopback written in hex', 'https://0x7f.0.0.1/push/1'],
    ['IPv6 loopback', 'https://[::1]/push/1'],
    ['a private network', 'https://10.1.2.3/push/1'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['localhost', 'https://localhost:8443/push/1'],
    ['an internal name', 'https://push.internal/send/1'],
    ['credentials in the URL', 'https://user:secret@push.example.com/send/1'],
    ['not a URL', 'no es una url'],
  ])('%s is refused and nothing is stored', async (_name, endpoint) => {
    const before = await t.fingerprint();
    const answer = await t.call('/Push/Subscribe', subscription(endpoint), { token: t.tokens['PK@1']! });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION', errores: [{ campo: 'subscription.endpoint' }] });
    expect(answer.json.mensaje).toMatch(/suscripción/);
    expect(await t.fingerprint()).toBe(before);
  });

  test.each([
    ['p256dh that is not a P-256 point', { p256dh: Buffer.alloc(65, 5).toString('base64url'), auth: AUTH }, 'subscription.keys.p256dh'],
    ['an auth secret of the wrong size', { p256dh: P256DH, auth: Buffer.alloc(17, 1).toString('base64url').slice(0, 23) }, 'subscription.keys.auth'],
    ['keys that are not base64url', { p256dh: `${'+'.repeat(86)}A`, auth: AUTH }, 'subscription.keys.p256dh'],
  ])('%s is refused', async (_name, keys, campo) => {
    const before = await t.fingerprint();
    const answer = await t.call('/Push/Subscribe', subscription(publicEndpoint(), keys), { token: t.tokens['PK@1']! });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'VALIDATION' });
    expect(answer.json.errores?.map((issue) => issue.campo)).toContain(campo);
    expect(await t.fingerprint()).toBe(before);
  });

  test('a stored endpoint on a private address is not called when sending either', async () => {
    const device = pushService.subscribe();
    const pk = t.user('PK', 2);
    await t.database.query('INSERT INTO push_subscriptions (user_id, company_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)', [pk.id, pk.companyId, device.endpoint, device.keys.p256dh, device.keys.auth]);
    const summary = await deliverToUsers(pushContextOf(t.app), [pk.id], { title: 'Hola', body: '', url: '/' }, { companyId: pk.companyId });
    expect(summary).toEqual({ sent: 0, failed: 1, removed: 0 });
    expect(pushService.received).toEqual([]);
    const [delivery] = await t.database.query<{ outcome: string; status_code: number | null }>('SELECT outcome, status_code FROM push_deliveries WHERE user_id = $1', [pk.id]);
    expect(delivery).toEqual({ outcome: 'failed', status_code: null });
  });
});
