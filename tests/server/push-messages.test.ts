/**
 * Issue 19 §3, composed push messages (`/Push/*` of /notificaciones): who reaches the calls, company isolation, the
 * compose rules (each field refused with its name, nothing stored), the list and one message, and cancelling.
 * Sending (audience, schedule, results) is push-messages-sending.test.ts.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { CallPath } from '../../contract/calls';
import { ROLE_CODES } from '../../contract/roles';
import { pushComposeData, pushMessageData, pushMessagesData, type PushMessage } from '../../contract/schemas/push-messages';
import { expectOk } from './helpers/picking-helpers';
import { SAMPLES, SAMPLE_REFUSALS } from './helpers/samples';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp({ config: { pushSchedulerIntervalMs: 0 } });
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const PUSH_CALLS: CallPath[] = ['/Push/Messages', '/Push/Message', '/Push/Compose', '/Push/Cancel', '/Push/AudienceCount'];
const HOUR = 60 * 60 * 1000;

afterEach(async () => {
  await t.database.query('DELETE FROM push_messages');
});

function call(path: CallPath, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> {
  return t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens['SA']! });
}

function composeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mutationId: crypto.randomUUID(),
    title: 'Inventario',
    body: 'Mañana contamos la bodega a las 7.',
    imageKey: null,
    route: '/picking',
    audience: { roles: ['PK'], storeId: null, warehouseId: null },
    sendAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    ...overrides,
  };
}

async function scheduled(overrides: Record<string, unknown> = {}, n: 1 | 2 = 1): Promise<PushMessage> {
  return pushComposeData.parse(expectOk(await call('/Push/Compose', composeBody(overrides), n))).message;
}

async function messageCount(): Promise<number> {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM push_messages');
  return row!.n;
}

describe('who reaches /Push/*', () => {
  for (const path of PUSH_CALLS) {
    test(`${path}: SA reaches it; every other role is refused and nothing changes`, async () => {
      const outcomes: Array<{ role: string; codigo: string | null; unchanged: boolean }> = [];
      for (const role of ROLE_CODES) {
        const key = role === 'SA' ? 'SA' : `${role}@1`;
        const body = SAMPLES[path]({ t, userId: t.user(role).id, email: t.user(role).email, unique: `${path}-${role}` });
        const before = await t.fingerprint();
        const answer = await t.call(path, body, { token: t.tokens[key]! });
        outcomes.push({ role, codigo: answer.json.codigo ?? null, unchanged: role === 'SA' || (await t.fingerprint()) === before });
      }
      expect(outcomes).toEqual(ROLE_CODES.map((role) => ({ role, codigo: role === 'SA' ? (SAMPLE_REFUSALS[path] ?? null) : 'FORBIDDEN', unchanged: true })));
    });
  }

  test('SA must name the company', async () => {
    const answer = await t.call('/Push/Messages', {}, { token: t.tokens['SA']! });
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]?.campo).toBe('empresaId');
  });
});

describe('/Push/Compose (scheduled), /Push/Messages and /Push/Message', () => {
  test('stores a scheduled message with its audience in words, who wrote it, and lists it for its company only', async () => {
    const [sa] = await t.database.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [t.user('SA').id]);
    const sendAt = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const answer = await call('/Push/Compose', composeBody({ title: '  Inventario  ', sendAt, audience: { roles: ['PK', 'DE', 'PK'], storeId: company().storeId, warehouseId: company().warehouseId }, route: '/orden/15' }));
    expect(answer.json.mensaje).toBe('Notificación programada.');
    const message = pushComposeData.parse(expectOk(answer)).message;
    expect(message).toMatchObject({
      title: 'Inventario',
      route: '/orden/15',
      status: 'scheduled',
      sentAt: null,
      sentCount: 0,
      createdByName: sa!.name,
      audience: { roles: ['PK', 'DE'], storeId: company().storeId, warehouseId: company().warehouseId, storeName: 'Tienda 1', warehouseName: 'Bodega 1' },
    });
    expect(new Date(message.sendAt).toISOString()).toBe(sendAt);
    const other = await scheduled({ title: 'De la otra empresa' }, 2);

    const list = pushMessagesData.parse(expectOk(await call('/Push/Messages', {})));
    expect(list.rows.map((row) => row.id)).toEqual([message.id]);
    expect(pushMessagesData.parse(expectOk(await call('/Push/Messages', { status: 'sent' }))).rows).toEqual([]);
    const one = pushMessageData.parse(expectOk(await call('/Push/Message', { id: message.id })));
    expect(one).toEqual({ message, deliveries: [], truncated: false });
    // Another company's message is not there for company 1, whoever asks.
    expect((await call('/Push/Message', { id: other.id })).json.codigo).toBe('NOT_FOUND');
    expect((await call('/Push/Cancel', { id: other.id, baseVersion: other.version, mutationId: crypto.randomUUID() })).json.codigo).toBe('NOT_FOUND');
    expect((await t.database.query<{ status: string }>('SELECT status FROM push_messages WHERE id = $1', [other.id]))[0]!.status).toBe('scheduled');
  });

  test('refuses each bad field, naming it, and stores nothing', async () => {
    const now = t.clock.now().getTime();
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['empty title', { title: '   ' }, 'title', 'too_small'],
      ['long title', { title: 'x'.repeat(81) }, 'title', 'too_big'],
      ['long body', { body: 'x'.repeat(301) }, 'body', 'too_big'],
      ['image of another company', { imageKey: `content/${company(2).id}/${'a'.repeat(24)}` }, 'imageKey', 'image_key'],
      ['image that is no upload', { imageKey: '../../etc/passwd' }, 'imageKey', 'image_key'],
      ['another site', { route: 'https://example.com/x' }, 'route', 'route_unknown'],
      ['protocol-relative', { route: '//example.com' }, 'route', 'route_unknown'],
      ['no such screen', { route: '/no-existe' }, 'route', 'route_unknown'],
      ['unfilled parameter', { route: '/orden/$id' }, 'route', 'route_unknown'],
      ['customer role', { audience: { roles: ['C'], storeId: null, warehouseId: null } }, 'audience.roles.0', 'invalid_value'],
      ['store of another company', { audience: { roles: [], storeId: company(2).storeId, warehouseId: null } }, 'audience.storeId', 'audience_store'],
      ['warehouse of another company', { audience: { roles: [], storeId: null, warehouseId: company(2).warehouseId } }, 'audience.warehouseId', 'audience_warehouse'],
      ['time gone', { sendAt: new Date(now - 10 * 60 * 1000).toISOString() }, 'sendAt', 'send_at_past'],
      ['time too far', { sendAt: new Date(now + 400 * 24 * HOUR).toISOString() }, 'sendAt', 'send_at_far'],
      ['time without zone', { sendAt: '2026-12-01T10:00' }, 'sendAt', 'invalid_format'],
    ];
    const before = await t.fingerprint();
    for (const [what, overrides, campo, codigo] of cases) {
      const answer = await call('/Push/Compose', composeBody(overrides));
      expect({ what, codigo: answer.json.codigo, campo: answer.json.errores?.[0]?.campo, issue: answer.json.errores?.[0]?.codigo }).toEqual({ what, codigo: 'VALIDATION', campo, issue: codigo });
    }
    expect(await t.fingerprint()).toBe(before);
    // Routes with parameters and a plain query are app routes.
    for (const route of ['/', '/picking/orden/42', '/ordenes?estado=confirmada']) expect((await call('/Push/Compose', composeBody({ route }))).json.bOk).toBe(true);
  });

  test('the same mutationId stores one message', async () => {
    const body = composeBody();
    const first = pushComposeData.parse(expectOk(await call('/Push/Compose', body))).message;
    const again = pushComposeData.parse(expectOk(await call('/Push/Compose', body))).message;
    expect(again.id).toBe(first.id);
    expect(await messageCount()).toBe(1);
  });
});

describe('/Push/Cancel', () => {
  test('cancels a scheduled message once; a stale version or a cancelled one is refused and changes nothing', async () => {
    const message = await scheduled();
    const stale = await call('/Push/Cancel', { id: message.id, baseVersion: message.version + 1, mutationId: crypto.randomUUID() });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect((await t.database.query<{ status: string }>('SELECT status FROM push_messages WHERE id = $1', [message.id]))[0]!.status).toBe('scheduled');

    const answer = await call('/Push/Cancel', { id: message.id, baseVersion: message.version, mutationId: crypto.randomUUID() });
    expect(answer.json.mensaje).toBe('Notificación cancelada.');
    const cancelled = pushComposeData.parse(expectOk(answer)).message;
    expect(cancelled).toMatchObject({ status: 'cancelled', version: message.version + 1 });

    const twice = await call('/Push/Cancel', { id: message.id, baseVersion: cancelled.version, mutationId: crypto.randomUUID() });
    expect(twice.json.codigo).toBe('CONFLICT');
    expect(twice.json.detalle?.['reason']).toBe('not_scheduled');
  });
});

async function count(audience: Record<string, unknown>): Promise<{ users: number; devices: number }> {
  return expectOk(await call('/Push/AudienceCount', { audience }));
}

describe('/Push/AudienceCount', () => {
  test('counts the enabled users and their devices the audience reaches now', async () => {
    // Company 1's fixture has one user of each staff role; PK and DE are bound to its first warehouse.
    expect(await count({ roles: [], storeId: null, warehouseId: null })).toEqual({ users: 9, devices: 0 });
    expect(await count({ roles: ['PK'], storeId: null, warehouseId: null })).toEqual({ users: 1, devices: 0 });
    expect(await count({ roles: ['PK', 'DE', 'CA'], storeId: null, warehouseId: company().warehouseId })).toEqual({ users: 3, devices: 0 });
    expect(await count({ roles: [], storeId: null, warehouseId: company().extraWarehouseId })).toEqual({ users: 0, devices: 0 });
    await t.database.query(`INSERT INTO push_subscriptions (user_id, company_id, endpoint, p256dh, auth) VALUES ($1, $2, 'https://push.example/a', 'k', 'a'), ($1, $2, 'https://push.example/b', 'k', 'a')`, [
      t.user('PK').id,
      company().id,
    ]);
    try {
      expect(await count({ roles: ['PK'], storeId: null, warehouseId: null })).toEqual({ users: 1, devices: 2 });
    } finally {
      await t.database.query('DELETE FROM push_subscriptions');
    }
  });
});
