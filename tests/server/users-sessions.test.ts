/**
 * /usuarios ends sessions for real (issue 17 §3): disabling a user, or changing their role, closes their open
 * realtime sockets at once (on PostgreSQL also on another app instance); a refused disable closes nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userData } from '../../contract/schemas/users';
import { CLOSE_UNAUTHENTICATED } from '../../server/realtime/hub';
import { expectOk } from './helpers/picking-helpers';
import { closedWithin, connect } from './helpers/realtime-client';
import { suiteTestAppWithSocketApp } from './helpers/test-app';

/** Far below the heartbeat (25 s): the close must follow the change, not the next re-check. */
const PROMPTLY_MS = 1000;

const { t, socketApp } = suiteTestAppWithSocketApp();

describe('sessions end with /usuarios changes', () => {
  it('disabling a picker closes their socket at once; their next call is refused', async () => {
    const picker = t.user('PK', 1);
    const token = await t.tokenFor('PK', 1);
    const client = await connect(socketApp(), token);
    const answer = await t.call('/User/SetDisabled', { userId: picker.id, disabled: true, mutationId: randomUUID() }, { token: t.tokens['AD@1']! });
    expect(userData.parse(expectOk(answer)).user.active).toBe(false);
    expect(await closedWithin(client, PROMPTLY_MS)).toBe(CLOSE_UNAUTHENTICATED);
    expect((await t.call('/Picking/List', {}, { token })).json.codigo).toBe('SESSION_EXPIRED');
  });

  it('a role change closes the user’s socket at once', async () => {
    const cc = t.user('CC', 1);
    const client = await connect(socketApp(), await t.tokenFor('CC', 1));
    const current = userData.parse(expectOk(await t.call('/User/Get', { userId: cc.id }, { token: t.tokens['AD@1']! }))).user;
    const body = { userId: cc.id, nombre: current.nombre, email: current.email, role: 'PS', warehouseId: null, storeId: null, baseVersion: current.version, mutationId: randomUUID() };
    expectOk(await t.call('/User/Save', body, { token: t.tokens['AD@1']! }));
    expect(await closedWithin(client, PROMPTLY_MS)).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('a refused disable (a user ranked above the caller) closes nothing', async () => {
    const ge = t.user('GE', 1);
    const client = await connect(socketApp(), await t.tokenFor('GE', 1));
    const answer = await t.call('/User/SetDisabled', { userId: ge.id, disabled: true, mutationId: randomUUID() }, { token: t.tokens['SU@1']! });
    expect(answer.json.codigo).toBe('FORBIDDEN');
    expect(await closedWithin(client, 500)).toBe('open');
    client.socket.close();
  });
});
