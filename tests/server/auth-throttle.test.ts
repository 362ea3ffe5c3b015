/**
 * Login throttling (issue 14 §4, OWASP): per account and address with growing waits, a looser per-address limit that
 * only slows, attempts counted before the password is checked (so concurrent guesses cannot slip past the count),
 * the owner never locked out from their own address, and a password reset as the way back in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIDDLEWARE_URL } from '../../contract/envelope';
import type * as PasswordModule from '../../server/auth/password';
import { createTestApp, fixtureEmail, FIXTURE_PASSWORD, type TestApp } from './helpers/test-app';

/** Every password check the login makes (argon2 verify), counted. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return {
    ...actual,
    verifyPassword: async (hashed: string, plain: string) => {
      checks.count += 1;
      return actual.verifyPassword(hashed, plain);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // The app sits behind a proxy on the loopback address: X-Forwarded-For is read only from a loopback peer.
  t = await createTestApp({ config: { trustProxy: 'loopback' } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  checks.count = 0;
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

interface LoginAnswer {
  status: number;
  retryAfter: string | undefined;
  json: { bOk: boolean; codigo?: string; mensaje?: string; detalle?: { retryAfterSeconds?: number } };
}

async function login(email: string, password: string, ip: string, forwardedFor?: string): Promise<LoginAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: MIDDLEWARE_URL,
    payload: JSON.stringify({ path: '/User/Login', body: JSON.stringify({ email, password }) }),
    headers: { 'content-type': 'application/json', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    remoteAddress: ip,
  });
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, retryAfter: retryAfter === undefined ? undefined : String(retryAfter), json: response.json() };
}

function outcome(answer: LoginAnswer): string {
  return answer.json.bOk ? 'ok' : (answer.json.codigo ?? 'none');
}

describe('per account and address', () => {
  it('20 concurrent wrong logins from one address reach the password check exactly 5 times; the rest wait, with Retry-After', async () => {
    const email = fixtureEmail('CA');
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, 'wrong-password', '10.20.0.1')));
    expect(checks.count).toBe(5);
    expect(answers.filter((a) => outcome(a) === 'INVALID_CREDENTIALS')).toHaveLength(5);
    const waiting = answers.filter((a) => outcome(a) === 'RATE_LIMITED');
    expect(waiting).toHaveLength(15);
    for (const answer of waiting) {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe('30');
      expect(answer.json.detalle?.retryAfterSeconds).toBe(30);
      expect(answer.json.mensaje).toMatch(/Demasiados intentos fallidos para esta cuenta desde esta conexión\. Espera 30 segundos.*¿Olvidaste tu contraseña\?/);
    }
    // Even the right password waits on that address (the attacker's), without being checked.
    checks.count = 0;
    expect(outcome(await login(email, FIXTURE_PASSWORD, '10.20.0.1'))).toBe('RATE_LIMITED');
    expect(checks.count).toBe(0);
    t.clock.advance(DAY);
  });

  it('SA is not locked out for everyone: the owner signs in from another address while the attacker keeps waiting', async () => {
    const email = fixtureEmail('SA');
    for (let i = 0; i < 12; i += 1) {
      await login(email, `guess-${i}`, '10.21.0.1');
      t.clock.advance(10 * SECOND);
    }
    expect(outcome(await login(email, 'guess-again', '10.21.0.1'))).toBe('RATE_LIMITED');
    const owner = await login(email, FIXTURE_PASSWORD, '10.21.0.2');
    expect(owner.json.bOk, owner.json.mensaje).toBe(true);
    // The owner's success does not set the attacker free.
    expect(outcome(await login(email, 'guess-again', '10.21.0.1'))).toBe('RATE_LIMITED');
    t.clock.advance(DAY);
  });

  it('each further failure doubles the wait, up to 15 minutes; the right password after the wait gets in and starts the pair over', async () => {
    const email = fixtureEmail('GE');
    const ip = '10.22.0.1';
    for (let i = 0; i < 5; i += 1) expect(outcome(await login(email, 'wrong-password', ip))).toBe('INVALID_CREDENTIALS');
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const held = await login(email, 'wrong-password', ip);
      expect(outcome(held)).toBe('RATE_LIMITED');
      const wait = held.json.detalle!.retryAfterSeconds!;
      waits.push(wait);
      t.clock.advance(wait * SECOND - SECOND);
      expect(outcome(await login(email, 'wrong-password', ip))).toBe('RATE_LIMITED');
      t.clock.advance(SECOND);
      expect(outcome(await login(email, 'wrong-password', ip))).toBe('INVALID_CREDENTIALS');
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    const held = await login(email, FIXTURE_PASSWORD, ip);
    expect(held.json.mensaje).toContain('15 minutos');
    t.clock.advance(15 * MINUTE);
    expect(outcome(await login(email, FIXTURE_PASSWORD, ip))).toBe('ok');
    for (let i = 0; i < 5; i += 1) expect(outcome(await login(email, 'wrong-password', ip))).toBe('INVALID_CREDENTIALS');
    expect(outcome(await login(email, 'wrong-password', ip))).toBe('RATE_LIMITED');
    t.clock.advance(DAY);
  });

  it('a throttled user resets the password through the mailed link and gets in at once from the same address', async () => {
    const email = fixtureEmail('SG');
    const ip = '10.23.0.1';
    for (let i = 0; i < 5; i += 1) await login(email, 'wrong-password', ip);
    expect(outcome(await login(email, FIXTURE_PASSWORD, ip))).toBe('RATE_LIMITED');
    t.mails.length = 0;
    expect((await t.call('/User/ForgotPassword', { email }, { ip })).json.bOk).toBe(true);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(t.mails[0]!.text)![1]!);
    expect((await t.call('/User/ResetPassword', { token, password: 'clave-nueva-789' }, { ip })).json.bOk).toBe(true);
    const answer = await login(email, 'clave-nueva-789', ip);
    expect(answer.json.bOk, answer.json.mensaje).toBe(true);
    t.clock.advance(DAY);
  });

  it('an IPv6 client is counted by its /64: rotating addresses inside it gets no fresh attempts', async () => {
    const email = fixtureEmail('CC');
    for (let i = 0; i < 5; i += 1) expect(outcome(await login(email, 'wrong-password', `2001:db8:7:1::${i + 1}`))).toBe('INVALID_CREDENTIALS');
    expect(outcome(await login(email, 'wrong-password', '2001:db8:7:1:ffff::99'))).toBe('RATE_LIMITED');
    expect(outcome(await login(email, FIXTURE_PASSWORD, '2001:db8:7:2::1'))).toBe('ok');
    t.clock.advance(DAY);
  });
});

describe('per address', () => {
  it('30 failures from one address across accounts only slow it by seconds; other addresses are not affected', async () => {
    const ip = '10.24.0.1';
    for (let i = 0; i < 30; i += 1) expect(outcome(await login(`guess${i}@fixture.test`, 'wrong-password', ip))).toBe('INVALID_CREDENTIALS');
    const slowed = await login(fixtureEmail('AD'), FIXTURE_PASSWORD, ip);
    expect(outcome(slowed)).toBe('RATE_LIMITED');
    expect(slowed.json.mensaje).toContain('desde esta conexión');
    expect(slowed.json.detalle?.retryAfterSeconds).toBe(1);
    expect(outcome(await login(fixtureEmail('AD'), FIXTURE_PASSWORD, '10.24.0.2'))).toBe('ok');
    t.clock.advance(SECOND);
    expect(outcome(await login(fixtureEmail('AD'), FIXTURE_PASSWORD, ip))).toBe('ok');
    t.clock.advance(DAY);
  });

  it('with TRUST_PROXY naming the proxy, a client cannot escape its count by forging X-Forwarded-For', async () => {
    const email = fixtureEmail('SU');
    const answers: string[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(outcome(await login(email, 'wrong-password', '127.0.0.1', `198.51.100.${i}, 203.0.113.7`)));
    expect(answers).toEqual([...Array<string>(5).fill('INVALID_CREDENTIALS'), ...Array<string>(3).fill('RATE_LIMITED')]);
    // The client the proxy saw is 203.0.113.7; another client behind the same proxy signs in.
    expect(outcome(await login(email, FIXTURE_PASSWORD, '127.0.0.1', '203.0.113.8'))).toBe('ok');
    t.clock.advance(DAY);
  });
});
