/**
 * A realtime socket ends when its session expires (issue 14 §1): at the absolute expiry and at the idle
 * expiry, by then and not at the next heartbeat (25 s); a session used meanwhile (its last use renewed,
 * here as another instance's call would write it) keeps its socket until its new idle end.
 * Short sessions through the config; the test clock moves with real time while a test runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { hashToken } from '../../server/auth/tokens';
import { CLOSE_UNAUTHENTICATED } from '../../server/realtime/hub';
import { closedWithin, connect, sleep, tickWithRealTime } from './helpers/realtime-client';
import { createTestApp, type TestApp } from './helpers/test-app';

const IDLE_MS = 2400;
/** Timers are not exact, and the close travels through the socket. */
const SLACK_MS = 700;

let t: TestApp;
let stopTicking: (() => void) | null = null;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionIdleMinutes: IDLE_MS / 60_000 } });
});
afterAll(async () => {
  stopTicking?.();
  await t?.close();
});

function tick(): void {
  stopTicking?.();
  stopTicking = tickWithRealTime(t.clock);
}

describe('a realtime socket ends when its session expires', () => {
  it('at the absolute expiry', async () => {
    tick();
    const absoluteMs = 1200;
    const { token } = await createSession(t.database.db, { ...t.config, sessionAbsoluteHours: absoluteMs / 3_600_000 }, t.user('SU', 1).id, t.clock.now());
    const started = performance.now();
    const client = await connect(t.app, token);
    expect(await closedWithin(client, absoluteMs - 400)).toBe('open');
    expect(await closedWithin(client, 400 + SLACK_MS)).toBe(CLOSE_UNAUTHENTICATED);
    expect(performance.now() - started).toBeGreaterThanOrEqual(absoluteMs - 50);
  });

  it('at the idle expiry', async () => {
    tick();
    const token = await t.tokenFor('GE', 1);
    const client = await connect(t.app, token);
    expect(await closedWithin(client, IDLE_MS - 500)).toBe('open');
    expect(await closedWithin(client, 500 + SLACK_MS)).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('not at the first idle end when the session was used meanwhile, but at the renewed one', async () => {
    tick();
    const token = await t.tokenFor('AD', 1);
    const client = await connect(t.app, token);
    await sleep(1200);
    await t.database.query('UPDATE sessions SET last_seen_at = $1 WHERE token_hash = $2', [t.clock.now(), hashToken(token)]);
    // Past the first idle end (2.4 s after connecting): still open.
    expect(await closedWithin(client, IDLE_MS - 1200 + 400)).toBe('open');
    // The renewed end is 1.2 s + 2.4 s after connecting.
    expect(await closedWithin(client, 800 + SLACK_MS)).toBe(CLOSE_UNAUTHENTICATED);
  });
});
