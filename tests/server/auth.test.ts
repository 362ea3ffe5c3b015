/** Login, session expiry, logout, password reset, disabled users, registration (login throttling: auth-throttle.test.ts). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CALLS, CALL_PATHS } from '../../contract/calls';
import { userDataSchema } from '../../contract/user-data';
import { disableUser, SESSION_CACHE_MS } from '../../server/auth/sessions';
import { hashToken } from '../../server/auth/tokens';
import { SAMPLES } from './helpers/samples';
import { FIXTURE_PASSWORD, fixtureEmail, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('login', () => {
  it('a good login answers spec §3 user data exactly', async () => {
    const answer = await t.call('/User/Login', { email: fixtureEmail('PK'), password: FIXTURE_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.json.bOk).toBe(true);
    const data = z.strictObject(userDataSchema.shape).parse(answer.json.data);
    const pk = t.user('PK');
    expect(data).toEqual({ userID: pk.id, rol: 'PK', token: data.token, empresaAsociada: pk.companyId, bodega: pk.warehouseId, extras: { eCommerceCartItemsCount: 0 } });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.call('/User/Me', {}, { token: data.token });
    expect(me.json.bOk).toBe(true);
    expect(me.json.data).toMatchObject({ userID: pk.id, rol: 'PK', email: pk.email, empresaNombre: 'Empresa 1', bodegaNombre: 'Bodega 1' });
  });

  it('the email is case- and space-insensitive', async () => {
    const answer = await t.call('/User/Login', { email: `  ${fixtureEmail('GE').toUpperCase()} `, password: FIXTURE_PASSWORD });
    expect(answer.json.bOk).toBe(true);
  });

  it('wrong password and unknown email give the same answer', async () => {
    const wrong = await t.call('/User/Login', { email: fixtureEmail('CC'), password: 'not-the-password' }, { ip: '10.0.0.1' });
    const unknown = await t.call('/User/Login', { email: 'nobody@fixture.test', password: 'not-the-password' }, { ip: '10.0.0.1' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json.codigo).toBe('INVALID_CREDENTIALS');
    }
    expect(wrong.json).toEqual(unknown.json);
  });

  it('the database stores only token hashes', async () => {
    const token = await t.login(fixtureEmail('SG'));
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [token]);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

// Login throttling: auth-throttle.test.ts.

describe('session expiry', () => {
  it('idle: a session unused for longer than SESSION_IDLE_MINUTES ends; use keeps it alive', async () => {
    const token = await t.tokenFor('GE');
    t.clock.advance(700 * MINUTE);
    expect((await t.call('/User/Me', {}, { token })).json.bOk).toBe(true);
    t.clock.advance(700 * MINUTE);
    expect((await t.call('/User/Me', {}, { token })).json.bOk).toBe(true);
    t.clock.advance(t.config.sessionIdleMinutes * MINUTE + 1000);
    const expired = await t.call('/User/Me', {}, { token });
    expect(expired.status).toBe(401);
    expect(expired.json.codigo).toBe('SESSION_EXPIRED');
    expect(expired.json.mensaje).toMatch(/sesión expiró/);
  });

  it('absolute: even a session in constant use ends after SESSION_ABSOLUTE_HOURS', async () => {
    const token = await t.tokenFor('GE');
    const start = t.clock.now().getTime();
    const end = start + t.config.sessionAbsoluteHours * HOUR;
    while (t.clock.now().getTime() + 600 * MINUTE < end) {
      t.clock.advance(600 * MINUTE);
      expect((await t.call('/User/Me', {}, { token })).json.bOk).toBe(true);
    }
    t.clock.set(new Date(end + 1000));
    expect((await t.call('/User/Me', {}, { token })).json.codigo).toBe('SESSION_EXPIRED');
  });

  it('an unknown token is NOT_AUTHENTICATED', async () => {
    const answer = await t.call('/User/Me', {}, { token: 'z'.repeat(43) });
    expect(answer.status).toBe(401);
    expect(answer.json.codigo).toBe('NOT_AUTHENTICATED');
  });
});

describe('session cache', () => {
  it('a session ended behind the server\'s back (another instance, its announcement lost) stops working within SESSION_CACHE_MS', async () => {
    const token = await t.tokenFor('CC', 2);
    expect((await t.call('/User/Me', {}, { token })).json.bOk).toBe(true);
    await t.database.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(token)]);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 100));
    expect((await t.call('/User/Me', {}, { token })).json.codigo).toBe('SESSION_EXPIRED');
  });
});

describe('logout', () => {
  it('revokes the session and only that one', async () => {
    const a = await t.login(fixtureEmail('CA'));
    const b = await t.login(fixtureEmail('CA'));
    const out = await t.call('/User/Logout', {}, { token: a });
    expect(out.json.bOk).toBe(true);
    expect((await t.call('/User/Me', {}, { token: a })).json.codigo).toBe('SESSION_EXPIRED');
    expect((await t.call('/User/Me', {}, { token: b })).json.bOk).toBe(true);
  });
});

describe('password reset', () => {
  it('end to end: mailed link, short password refused, single use, old sessions revoked, new password works', async () => {
    const email = fixtureEmail('SG', 2);
    const oldSession = await t.login(email);
    t.mails.length = 0;
    const asked = await t.call('/User/ForgotPassword', { email });
    expect(asked.json.bOk).toBe(true);
    const unknown = await t.call('/User/ForgotPassword', { email: 'nobody@fixture.test' });
    expect(unknown.json).toEqual(asked.json);
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe(email);
    const link = /http:\/\/canasta\.test\/usuario\/recuperar-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const before = await t.fingerprint();
    const short = await t.call('/User/ResetPassword', { token, password: 'corta' });
    expect(short.status).toBe(422);
    expect(short.json.codigo).toBe('VALIDATION');
    expect(short.json.errores).toEqual([{ campo: 'password', codigo: 'too_small', mensaje: 'La contraseña debe tener entre 8 y 128 caracteres.' }]);
    expect(short.json.mensaje).toBe('La contraseña debe tener entre 8 y 128 caracteres.');
    expect(await t.fingerprint()).toBe(before);

    const reset = await t.call('/User/ResetPassword', { token, password: 'nueva-clave-123' });
    expect(reset.json.bOk).toBe(true);
    expect((await t.call('/User/Me', {}, { token: oldSession })).json.codigo).toBe('SESSION_EXPIRED');
    expect((await t.call('/User/Login', { email, password: FIXTURE_PASSWORD })).json.codigo).toBe('INVALID_CREDENTIALS');
    expect(await t.login(email, 'nueva-clave-123')).toBeTruthy();

    const again = await t.call('/User/ResetPassword', { token, password: 'otra-clave-456' });
    expect(again.json.codigo).toBe('RESET_TOKEN_INVALID');
    expect(again.status).toBe(400);
  });

  it('a link older than one hour is refused', async () => {
    t.mails.length = 0;
    await t.call('/User/ForgotPassword', { email: fixtureEmail('CC', 2) });
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.mails[0]!.text)![1]!;
    t.clock.advance(HOUR + 1000);
    expect((await t.call('/User/ResetPassword', { token, password: 'nueva-clave-123' })).json.codigo).toBe('RESET_TOKEN_INVALID');
  });
});

/** ForgotPassword's raw answer, to read its headers. */
async function forgot(ip: string, email = 'z@fixture.test') {
  return t.app.inject({
    method: 'POST',
    url: '/api/middleware',
    payload: { path: '/User/ForgotPassword', body: JSON.stringify({ email }) },
    remoteAddress: ip,
  });
}

describe('public call caps', () => {
  it('ForgotPassword from one address is capped, with a clear message', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 10; i += 1) {
      expect((await t.call('/User/ForgotPassword', { email: `x${i}@fixture.test` }, { ip })).json.bOk).toBe(true);
    }
    const capped = await t.call('/User/ForgotPassword', { email: 'y@fixture.test' }, { ip });
    expect({ status: capped.status, codigo: capped.json.codigo }).toEqual({ status: 429, codigo: 'RATE_LIMITED' });
    expect(capped.json.detalle?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await t.call('/User/ForgotPassword', { email: 'y@fixture.test' }, { ip: '10.3.0.2' })).json.bOk).toBe(true);
  });

  it('the 11th ForgotPassword from one address: 429 with Retry-After, in the app envelope; another address passes', async () => {
    const ip = '10.3.1.1';
    for (let i = 0; i < 10; i += 1) expect((await forgot(ip)).json()).toMatchObject({ bOk: true });
    const capped = await forgot(ip);
    expect(capped.statusCode).toBe(429);
    const body = capped.json();
    expect(Object.keys(body).toSorted()).toEqual(['bOk', 'codigo', 'detalle', 'mensaje']);
    expect(body).toMatchObject({ bOk: false, codigo: 'RATE_LIMITED' });
    expect(body.mensaje).toMatch(/^Demasiadas solicitudes desde esta conexión\. Espera \d+ minutos/);
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(body.detalle).toEqual({ retryAfterSeconds: retryAfter });
    // Refused calls are not sent: still capped, no mail.
    t.mails.length = 0;
    expect((await forgot(ip, fixtureEmail('CC', 2))).statusCode).toBe(429);
    expect(t.mails).toHaveLength(0);
    expect((await forgot('10.3.1.2')).json()).toMatchObject({ bOk: true });
  });

  it('an IPv6 client is one address per /64: rotating the low bits does not escape the cap', async () => {
    for (let i = 0; i < 10; i += 1) expect((await forgot(`2001:db8:3:1::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    expect((await forgot('2001:db8:3:1:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await forgot('2001:db8:3:2::1')).statusCode).toBe(200);
  });

  it('Register from one address is capped at 20 an hour', async () => {
    const ip = '10.3.2.1';
    for (let i = 0; i < 20; i += 1) {
      const created = await t.call('/User/Register', { nombre: 'Cliente Tope', email: `tope-${i}@fixture.test`, password: 'clave-segura-1' }, { ip });
      expect(created.json.bOk, created.json.mensaje).toBe(true);
    }
    const capped = await t.call('/User/Register', { nombre: 'Cliente Tope', email: 'tope-x@fixture.test', password: 'clave-segura-1' }, { ip });
    expect({ status: capped.status, codigo: capped.json.codigo }).toEqual({ status: 429, codigo: 'RATE_LIMITED' });
    const other = await t.call('/User/Register', { nombre: 'Cliente Tope', email: 'tope-x@fixture.test', password: 'clave-segura-1' }, { ip: '10.3.2.2' });
    expect(other.json.bOk).toBe(true);
  });
});

describe('disabled users', () => {
  it('lose their sessions; the right and a wrong password get the same answer as an unknown account', async () => {
    const user = t.user('DE', 2);
    const token = await t.login(user.email);
    await disableUser(t.database, user.id, t.clock.now());
    expect((await t.call('/User/Me', {}, { token })).json.codigo).toBe('SESSION_EXPIRED');
    const right = await t.call('/User/Login', { email: user.email, password: FIXTURE_PASSWORD }, { ip: '10.4.0.1' });
    const wrong = await t.call('/User/Login', { email: user.email, password: 'wrong-password' }, { ip: '10.4.0.1' });
    const unknown = await t.call('/User/Login', { email: 'nobody@fixture.test', password: 'wrong-password' }, { ip: '10.4.0.1' });
    // Nothing tells the right password from a wrong one (no password oracle), nor the account from one that does not exist.
    expect(right).toEqual({ status: 401, json: { bOk: false, codigo: 'INVALID_CREDENTIALS', mensaje: 'El correo o la contraseña no son correctos.' } });
    expect(wrong).toEqual(right);
    expect(unknown).toEqual(right);
  });

  it('disabling revokes a reset link mailed before, even if the account is enabled again', async () => {
    const user = t.user('CA', 2);
    t.mails.length = 0;
    expect((await t.call('/User/ForgotPassword', { email: user.email })).json.bOk).toBe(true);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(t.mails[0]!.text)![1]!);
    await disableUser(t.database, user.id, t.clock.now());
    const hash = async () => (await t.database.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE id = $1', [user.id]))[0]!.h;
    const before = await hash();
    const reset = await t.call('/User/ResetPassword', { token, password: 'clave-del-intruso-1' });
    expect({ status: reset.status, codigo: reset.json.codigo }).toEqual({ status: 400, codigo: 'RESET_TOKEN_INVALID' });
    await t.database.query('UPDATE users SET disabled = false WHERE id = $1', [user.id]);
    expect((await t.call('/User/ResetPassword', { token, password: 'clave-del-intruso-1' })).json.codigo).toBe('RESET_TOKEN_INVALID');
    expect(await hash()).toBe(before);
    expect((await t.call('/User/Login', { email: user.email, password: 'clave-del-intruso-1' })).json.codigo).toBe('INVALID_CREDENTIALS');
    expect(await t.login(user.email)).toBeTruthy();
  });
});

describe('register', () => {
  it('creates a C user of the first company, who has no screen calls', async () => {
    const email = 'cliente.nuevo@example.test';
    const created = await t.call('/User/Register', { nombre: 'Cliente Nuevo', email, password: 'clave-segura-1' });
    expect(created.json.bOk).toBe(true);
    const login = await t.call('/User/Login', { email, password: 'clave-segura-1' });
    const data = login.json.data as { rol: string; empresaAsociada: number; userID: number; token: string };
    expect(data.rol).toBe('C');
    expect(data.empresaAsociada).toBe(t.fixture.companies[0].id);
    expect(data.userID).toBe((created.json.data as { userID: number }).userID);
    for (const path of CALL_PATHS) {
      if (CALLS[path].access.kind !== 'screens') continue;
      const body = SAMPLES[path]({ t, userId: data.userID, email, unique: 'c' });
      const answer = await t.call(path, body, { token: data.token });
      expect({ path, codigo: answer.json.codigo }).toEqual({ path, codigo: 'FORBIDDEN' });
    }
    expect((await t.call('/User/getTerminos', { IDUsuario: data.userID }, { token: data.token })).json.mensaje).toBe('0');
    expect((await t.call('/User/setTerminos', { IDUsuario: data.userID, AceptoTerminos: true, AceptoCookies: true }, { token: data.token })).json.bOk).toBe(true);
    expect((await t.call('/User/getTerminos', { IDUsuario: data.userID }, { token: data.token })).json.mensaje).toBe('1');
  });

  it('refuses an email already registered', async () => {
    const answer = await t.call('/User/Register', { nombre: 'Otra', email: fixtureEmail('AD'), password: 'clave-segura-1' });
    expect(answer.status).toBe(409);
    expect(answer.json.codigo).toBe('EMAIL_TAKEN');
  });

  it('refuses terms not accepted', async () => {
    const answer = await t.call('/User/setTerminos', { IDUsuario: t.user('AD').id, AceptoTerminos: false, AceptoCookies: true }, { token: t.tokens['AD@1']! });
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]?.campo).toBe('AceptoTerminos');
  });
});
