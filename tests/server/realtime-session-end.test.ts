/**
 * A realtime socket ends with its session (issue 14 §1): at once on logout, password reset and disable
 * (not at the next heartbeat, up to 25 s later), on PostgreSQL also when the socket sits on another app
 * instance than the call that ended the session. Ended sockets hear no more events.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { disableUser, revokeUserSessions } from '../../server/auth/sessions';
import { CLOSE_UNAUTHENTICATED } from '../../server/realtime/hub';
import { closedWithin, connect, waitFor } from './helpers/realtime-client';
import { expectOk, insertPickingOrder } from './helpers/picking-helpers';
import { suiteTestAppWithSocketApp } from './helpers/test-app';

/** Far below the heartbeat (25 s): the close must follow the revocation, not the next re-check. */
const PROMPTLY_MS = 1000;

const { t, socketApp } = suiteTestAppWithSocketApp();


describe('a realtime socket ends with its session', () => {
  it('at logout: that session\'s socket closes with 4401 at once, the user\'s other session stays', async () => {
    const token = await t.tokenFor('SU', 1);
    const otherSession = await t.tokenFor('SU', 1);
    const client = await connect(socketApp(), token);
    const other = await connect(socketApp(), otherSession);
    expectOk(await t.call('/User/Logout', {}, { token }));
    expect(await closedWithin(client, PROMPTLY_MS)).toBe(CLOSE_UNAUTHENTICATED);
    // Still delivering to the session that did not log out.
    const order = await insertPickingOrder(t, t.fixture.companies[0]);
    expectOk(await t.call('/Order/AddNote', { orderId: order.id, text: 'sigue', mutationId: randomUUID() }, { token: otherSession }));
    await waitFor(() => other.messages.some((message) => message.orderId === order.id));
    expect(client.messages).toEqual([]);
    other.socket.close();
  });

  it('at a password reset: every socket of the user closes at once', async () => {
    const user = t.user('GE', 1);
    const clients = [await connect(socketApp(), await t.tokenFor('GE', 1)), await connect(socketApp(), await t.tokenFor('GE', 1))];
    t.mails.length = 0;
    expectOk(await t.call('/User/ForgotPassword', { email: user.email }));
    await waitFor(() => t.mails.length === 1);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(t.mails[0]!.text)![1]!;
    expectOk(await t.call('/User/ResetPassword', { token: resetToken, password: 'nueva-clave-123' }));
    for (const client of clients) expect(await closedWithin(client, PROMPTLY_MS)).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('when the user is disabled: the socket closes at once and hears nothing after', async () => {
    const user = t.user('AD', 1);
    const client = await connect(socketApp(), await t.tokenFor('AD', 1));
    const witness = await connect(socketApp(), t.tokens['CC@1']!);
    await disableUser(t.database, user.id, t.clock.now());
    expect(await closedWithin(client, PROMPTLY_MS)).toBe(CLOSE_UNAUTHENTICATED);
    const order = await insertPickingOrder(t, t.fixture.companies[0]);
    expectOk(await t.call('/Order/AddNote', { orderId: order.id, text: 'después', mutationId: randomUUID() }, { token: t.tokens['SU@1'] }));
    await waitFor(() => witness.messages.some((message) => message.orderId === order.id));
    expect(client.messages).toEqual([]);
    witness.socket.close();
  });

  it('a revocation that rolls back closes nothing', async () => {
    const user = t.user('SG', 1);
    const client = await connect(socketApp(), await t.tokenFor('SG', 1));
    await t.database.db
      .transaction(async (tx) => {
        await revokeUserSessions(tx, user.id, t.clock.now());
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await closedWithin(client, 500)).toBe('open');
    client.socket.close();
  });
});
